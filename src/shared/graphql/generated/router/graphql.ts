/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type AvailabilitySchemaInput = {
  /** Setting one default makes the user's other schemas not default. */
  isDefault: boolean;
  /** At least 3 characters, unique among the calendar user's schemas. */
  name: string;
  /** Replaces the schema's slots: end after start, no overlap on a day. */
  slots: Array<ScheduleSlotInput>;
  timeZone: string;
};

/** The user form (spec 000 §3, §5): the email address is also the username. */
export type CreateUserInput = {
  allTeams: boolean;
  /** Chatbot ids, at least one. */
  chatbots: Array<string>;
  confirmPassword: string;
  email: string;
  /** nl-NL or en-US */
  language: string;
  /** One name field: the first word becomes firstName, the rest lastName. */
  name: string;
  password: string;
  /** ADMIN, MANAGER, TEAM_LEAD, EMPLOYEE or PARTNER: only roles the signed-in user may give. */
  role: string;
  /** Team ids of the chosen chatbots; ignored when allTeams is true. */
  teams: Array<string>;
};

export type EventConfigurationInput = {
  color: string;
  customLocation: string;
  customLocationTranslations?: Array<TranslatedTextInput> | null | undefined;
  /** Valid e-mail addresses, each once, at most 20. Left out: kept. */
  defaultAttendees?: Array<string> | null | undefined;
  description?: Array<TranslatedTextInput> | null | undefined;
  duration: number;
  isEnabled: boolean;
  location: string;
  name: string;
  /**
   * Reminder minutes (0 to 40320, each once, at most 5); each creates an EMAIL and a PUSH notification, and
   * the save keeps nothing unless all are written (reminders_not_saved). Left out: the reminders stay.
   * Needs the reminder right.
   */
  reminders?: Array<number> | null | undefined;
  /** A variable's name ('' unlinks) and its values: a linked variable needs at least one. Left out: kept. */
  scalarNameSelector?: string | null | undefined;
  selectorValues?: Array<string> | null | undefined;
  /**
   * Translated texts: each language (tags) once per field; entries with blank content are skipped. A save
   * that fails keeps none of the texts it wrote (event_configuration_not_saved). Left out: kept.
   */
  subject?: Array<TranslatedTextInput> | null | undefined;
};

export type EventPreferenceInput = {
  dailyLimit: number;
  enabled: boolean;
  planOffsetDays: number;
  planRange: number;
  sameDayOffsetHours: number;
  /** A schema of the same calendar user, or null for custom availability (then slots are its own). */
  scheduleAvailabilitySchemaId?: string | null | undefined;
  /** The custom slots; ignored with a schema. Switching to a schema deletes them, to custom copies the schema's. */
  slots?: Array<ScheduleSlotInput> | null | undefined;
  timeAfterEvent: number;
  timeBeforeEvent: number;
};

export type ScheduleSlotInput = {
  day: string;
  endTime: string;
  startTime: string;
};

export type TranslatedTextInput = {
  content: string;
  tags: Array<string>;
};

/** 'Edit user': the user form without the password, which has its own tab. */
export type UpdateUserInput = {
  allTeams: boolean;
  chatbots: Array<string>;
  email: string;
  language: string;
  name: string;
  role: string;
  teams: Array<string>;
};

export type AuthenticateCalendarMutationVariables = Exact<{
  code: string;
  userId: string;
  calendarType: string;
  referer: string;
}>;


export type AuthenticateCalendarMutation = { authenticateCalendar: { ok: boolean, code: string | null, errorMessage: string | null, errors: Array<{ field: string, messages: Array<string> }> } };

export type CalendarLinkWatchQueryVariables = Exact<{ [key: string]: never; }>;


export type CalendarLinkWatchQuery = { allCalendarUsers: Array<{ id: string, firstName: string, lastName: string, email: string, isCalendarAuthenticated: boolean, mayEdit: boolean, calendar: { product: string } | null }> };

export type CurrentUserQueryVariables = Exact<{ [key: string]: never; }>;


export type CurrentUserQuery = { user: { id: string, username: string, firstName: string, lastName: string, email: string, language: string | null, isSuperuser: boolean, role: string, requiresPasswordReset: boolean, organization: { id: string, name: string }, chatbots: Array<{ id: string, name: string, projectId: string, projectName: string, suspended: boolean, deleted: boolean, defaultLanguageTag: string, serverAddress: string }> } | null };

export type UpdateCalendarUserMutationVariables = Exact<{
  id: string;
  timeZone: string;
  spokenLanguages: Array<string> | string;
  excludedDays: Array<string> | string;
}>;


export type UpdateCalendarUserMutation = { updateCalendarUser: { ok: boolean, code: string | null, errorMessage: string | null, errors: Array<{ field: string, messages: Array<string> }>, calendarUser: { id: string, userRouterId: string, email: string, firstName: string, lastName: string, isCalendarAuthenticated: boolean, timeZone: string, spokenLanguages: Array<string>, excludedDays: Array<string>, mayEdit: boolean, calendar: { product: string } | null, availabilitySchemas: Array<{ id: string, name: string, timeZone: string, isDefault: boolean, usedBy: Array<string>, scheduleAvailabilities: Array<{ day: string, startTime: string, endTime: string }> }>, eventPreferences: Array<{ id: string, version: number, dailyLimit: number, planOffsetDays: number, sameDayOffsetHours: number, planRange: number, timeBeforeEvent: number, timeAfterEvent: number, enabled: boolean, scheduleAvailabilitySchema: { id: string } | null, scheduleAvailabilities: Array<{ day: string, startTime: string, endTime: string }>, eventConfiguration: { id: string } }> } | null } };

export type CalendarUserResultFieldsFragment = { ok: boolean, code: string | null, errorMessage: string | null, errors: Array<{ field: string, messages: Array<string> }>, calendarUser: { id: string, userRouterId: string, email: string, firstName: string, lastName: string, isCalendarAuthenticated: boolean, timeZone: string, spokenLanguages: Array<string>, excludedDays: Array<string>, mayEdit: boolean, calendar: { product: string } | null, availabilitySchemas: Array<{ id: string, name: string, timeZone: string, isDefault: boolean, usedBy: Array<string>, scheduleAvailabilities: Array<{ day: string, startTime: string, endTime: string }> }>, eventPreferences: Array<{ id: string, version: number, dailyLimit: number, planOffsetDays: number, sameDayOffsetHours: number, planRange: number, timeBeforeEvent: number, timeAfterEvent: number, enabled: boolean, scheduleAvailabilitySchema: { id: string } | null, scheduleAvailabilities: Array<{ day: string, startTime: string, endTime: string }>, eventConfiguration: { id: string } }> } | null };

export type CreateAvailabilitySchemaMutationVariables = Exact<{
  calendarUserId: string;
  input: AvailabilitySchemaInput;
}>;


export type CreateAvailabilitySchemaMutation = { createAvailabilitySchema: { ok: boolean, code: string | null, errorMessage: string | null, errors: Array<{ field: string, messages: Array<string> }>, calendarUser: { id: string, userRouterId: string, email: string, firstName: string, lastName: string, isCalendarAuthenticated: boolean, timeZone: string, spokenLanguages: Array<string>, excludedDays: Array<string>, mayEdit: boolean, calendar: { product: string } | null, availabilitySchemas: Array<{ id: string, name: string, timeZone: string, isDefault: boolean, usedBy: Array<string>, scheduleAvailabilities: Array<{ day: string, startTime: string, endTime: string }> }>, eventPreferences: Array<{ id: string, version: number, dailyLimit: number, planOffsetDays: number, sameDayOffsetHours: number, planRange: number, timeBeforeEvent: number, timeAfterEvent: number, enabled: boolean, scheduleAvailabilitySchema: { id: string } | null, scheduleAvailabilities: Array<{ day: string, startTime: string, endTime: string }>, eventConfiguration: { id: string } }> } | null } };

export type UpdateAvailabilitySchemaMutationVariables = Exact<{
  id: string;
  input: AvailabilitySchemaInput;
}>;


export type UpdateAvailabilitySchemaMutation = { updateAvailabilitySchema: { ok: boolean, code: string | null, errorMessage: string | null, errors: Array<{ field: string, messages: Array<string> }>, calendarUser: { id: string, userRouterId: string, email: string, firstName: string, lastName: string, isCalendarAuthenticated: boolean, timeZone: string, spokenLanguages: Array<string>, excludedDays: Array<string>, mayEdit: boolean, calendar: { product: string } | null, availabilitySchemas: Array<{ id: string, name: string, timeZone: string, isDefault: boolean, usedBy: Array<string>, scheduleAvailabilities: Array<{ day: string, startTime: string, endTime: string }> }>, eventPreferences: Array<{ id: string, version: number, dailyLimit: number, planOffsetDays: number, sameDayOffsetHours: number, planRange: number, timeBeforeEvent: number, timeAfterEvent: number, enabled: boolean, scheduleAvailabilitySchema: { id: string } | null, scheduleAvailabilities: Array<{ day: string, startTime: string, endTime: string }>, eventConfiguration: { id: string } }> } | null } };

export type DeleteAvailabilitySchemaMutationVariables = Exact<{
  id: string;
}>;


export type DeleteAvailabilitySchemaMutation = { deleteAvailabilitySchema: { ok: boolean, code: string | null, errorMessage: string | null, errors: Array<{ field: string, messages: Array<string> }>, calendarUser: { id: string, userRouterId: string, email: string, firstName: string, lastName: string, isCalendarAuthenticated: boolean, timeZone: string, spokenLanguages: Array<string>, excludedDays: Array<string>, mayEdit: boolean, calendar: { product: string } | null, availabilitySchemas: Array<{ id: string, name: string, timeZone: string, isDefault: boolean, usedBy: Array<string>, scheduleAvailabilities: Array<{ day: string, startTime: string, endTime: string }> }>, eventPreferences: Array<{ id: string, version: number, dailyLimit: number, planOffsetDays: number, sameDayOffsetHours: number, planRange: number, timeBeforeEvent: number, timeAfterEvent: number, enabled: boolean, scheduleAvailabilitySchema: { id: string } | null, scheduleAvailabilities: Array<{ day: string, startTime: string, endTime: string }>, eventConfiguration: { id: string } }> } | null } };

export type CreateEventPreferenceMutationVariables = Exact<{
  calendarUserId: string;
  eventConfigurationId: string;
  input: EventPreferenceInput;
}>;


export type CreateEventPreferenceMutation = { createEventPreference: { ok: boolean, code: string | null, errorMessage: string | null, errors: Array<{ field: string, messages: Array<string> }>, calendarUser: { id: string, userRouterId: string, email: string, firstName: string, lastName: string, isCalendarAuthenticated: boolean, timeZone: string, spokenLanguages: Array<string>, excludedDays: Array<string>, mayEdit: boolean, calendar: { product: string } | null, availabilitySchemas: Array<{ id: string, name: string, timeZone: string, isDefault: boolean, usedBy: Array<string>, scheduleAvailabilities: Array<{ day: string, startTime: string, endTime: string }> }>, eventPreferences: Array<{ id: string, version: number, dailyLimit: number, planOffsetDays: number, sameDayOffsetHours: number, planRange: number, timeBeforeEvent: number, timeAfterEvent: number, enabled: boolean, scheduleAvailabilitySchema: { id: string } | null, scheduleAvailabilities: Array<{ day: string, startTime: string, endTime: string }>, eventConfiguration: { id: string } }> } | null } };

export type UpdateEventPreferenceMutationVariables = Exact<{
  id: string;
  version: number;
  input: EventPreferenceInput;
}>;


export type UpdateEventPreferenceMutation = { updateEventPreference: { ok: boolean, code: string | null, errorMessage: string | null, errors: Array<{ field: string, messages: Array<string> }>, calendarUser: { id: string, userRouterId: string, email: string, firstName: string, lastName: string, isCalendarAuthenticated: boolean, timeZone: string, spokenLanguages: Array<string>, excludedDays: Array<string>, mayEdit: boolean, calendar: { product: string } | null, availabilitySchemas: Array<{ id: string, name: string, timeZone: string, isDefault: boolean, usedBy: Array<string>, scheduleAvailabilities: Array<{ day: string, startTime: string, endTime: string }> }>, eventPreferences: Array<{ id: string, version: number, dailyLimit: number, planOffsetDays: number, sameDayOffsetHours: number, planRange: number, timeBeforeEvent: number, timeAfterEvent: number, enabled: boolean, scheduleAvailabilitySchema: { id: string } | null, scheduleAvailabilities: Array<{ day: string, startTime: string, endTime: string }>, eventConfiguration: { id: string } }> } | null } };

export type DeleteEventPreferenceMutationVariables = Exact<{
  id: string;
}>;


export type DeleteEventPreferenceMutation = { deleteEventPreference: { ok: boolean, code: string | null, errorMessage: string | null, errors: Array<{ field: string, messages: Array<string> }>, calendarUser: { id: string, userRouterId: string, email: string, firstName: string, lastName: string, isCalendarAuthenticated: boolean, timeZone: string, spokenLanguages: Array<string>, excludedDays: Array<string>, mayEdit: boolean, calendar: { product: string } | null, availabilitySchemas: Array<{ id: string, name: string, timeZone: string, isDefault: boolean, usedBy: Array<string>, scheduleAvailabilities: Array<{ day: string, startTime: string, endTime: string }> }>, eventPreferences: Array<{ id: string, version: number, dailyLimit: number, planOffsetDays: number, sameDayOffsetHours: number, planRange: number, timeBeforeEvent: number, timeAfterEvent: number, enabled: boolean, scheduleAvailabilitySchema: { id: string } | null, scheduleAvailabilities: Array<{ day: string, startTime: string, endTime: string }>, eventConfiguration: { id: string } }> } | null } };

export type UnlinkGoogleCalendarMutationVariables = Exact<{
  userId: string;
}>;


export type UnlinkGoogleCalendarMutation = { updateCalendarToken: { ok: boolean, code: string | null, errorMessage: string | null, errors: Array<{ field: string, messages: Array<string> }>, calendarUser: { id: string, userRouterId: string, email: string, firstName: string, lastName: string, isCalendarAuthenticated: boolean, timeZone: string, spokenLanguages: Array<string>, excludedDays: Array<string>, mayEdit: boolean, calendar: { product: string } | null, availabilitySchemas: Array<{ id: string, name: string, timeZone: string, isDefault: boolean, usedBy: Array<string>, scheduleAvailabilities: Array<{ day: string, startTime: string, endTime: string }> }>, eventPreferences: Array<{ id: string, version: number, dailyLimit: number, planOffsetDays: number, sameDayOffsetHours: number, planRange: number, timeBeforeEvent: number, timeAfterEvent: number, enabled: boolean, scheduleAvailabilitySchema: { id: string } | null, scheduleAvailabilities: Array<{ day: string, startTime: string, endTime: string }>, eventConfiguration: { id: string } }> } | null } };

export type UnlinkMicrosoftCalendarMutationVariables = Exact<{
  userId: string;
}>;


export type UnlinkMicrosoftCalendarMutation = { updateMicrosoftCalendarToken: { ok: boolean, code: string | null, errorMessage: string | null, errors: Array<{ field: string, messages: Array<string> }>, calendarUser: { id: string, userRouterId: string, email: string, firstName: string, lastName: string, isCalendarAuthenticated: boolean, timeZone: string, spokenLanguages: Array<string>, excludedDays: Array<string>, mayEdit: boolean, calendar: { product: string } | null, availabilitySchemas: Array<{ id: string, name: string, timeZone: string, isDefault: boolean, usedBy: Array<string>, scheduleAvailabilities: Array<{ day: string, startTime: string, endTime: string }> }>, eventPreferences: Array<{ id: string, version: number, dailyLimit: number, planOffsetDays: number, sameDayOffsetHours: number, planRange: number, timeBeforeEvent: number, timeAfterEvent: number, enabled: boolean, scheduleAvailabilitySchema: { id: string } | null, scheduleAvailabilities: Array<{ day: string, startTime: string, endTime: string }>, eventConfiguration: { id: string } }> } | null } };

export type CreateEventConfigurationMutationVariables = Exact<{
  input: EventConfigurationInput;
}>;


export type CreateEventConfigurationMutation = { createEventConfiguration: { ok: boolean, code: string | null, errorMessage: string | null, errors: Array<{ field: string, messages: Array<string> }>, eventConfiguration: { id: string, name: string, color: string, duration: number, location: string, customLocation: string, isEnabled: boolean, reminders: Array<number>, defaultAttendees: Array<string>, scalarNameSelector: string | null, selectorValues: Array<string>, subject: Array<{ tags: Array<string>, content: string }>, description: Array<{ tags: Array<string>, content: string }>, customLocationTranslations: Array<{ tags: Array<string>, content: string }> } | null } };

export type EventConfigurationResultFieldsFragment = { ok: boolean, code: string | null, errorMessage: string | null, errors: Array<{ field: string, messages: Array<string> }>, eventConfiguration: { id: string, name: string, color: string, duration: number, location: string, customLocation: string, isEnabled: boolean, reminders: Array<number>, defaultAttendees: Array<string>, scalarNameSelector: string | null, selectorValues: Array<string>, subject: Array<{ tags: Array<string>, content: string }>, description: Array<{ tags: Array<string>, content: string }>, customLocationTranslations: Array<{ tags: Array<string>, content: string }> } | null };

export type UpdateEventConfigurationMutationVariables = Exact<{
  id: string;
  input: EventConfigurationInput;
}>;


export type UpdateEventConfigurationMutation = { updateEventConfiguration: { ok: boolean, code: string | null, errorMessage: string | null, errors: Array<{ field: string, messages: Array<string> }>, eventConfiguration: { id: string, name: string, color: string, duration: number, location: string, customLocation: string, isEnabled: boolean, reminders: Array<number>, defaultAttendees: Array<string>, scalarNameSelector: string | null, selectorValues: Array<string>, subject: Array<{ tags: Array<string>, content: string }>, description: Array<{ tags: Array<string>, content: string }>, customLocationTranslations: Array<{ tags: Array<string>, content: string }> } | null } };

export type DeleteEventConfigurationMutationVariables = Exact<{
  id: string;
}>;


export type DeleteEventConfigurationMutation = { deleteEventConfiguration: { ok: boolean, code: string | null, errorMessage: string | null, errors: Array<{ field: string, messages: Array<string> }>, eventConfiguration: { id: string, name: string, color: string, duration: number, location: string, customLocation: string, isEnabled: boolean, reminders: Array<number>, defaultAttendees: Array<string>, scalarNameSelector: string | null, selectorValues: Array<string>, subject: Array<{ tags: Array<string>, content: string }>, description: Array<{ tags: Array<string>, content: string }>, customLocationTranslations: Array<{ tags: Array<string>, content: string }> } | null } };

export type CloneEventConfigurationMutationVariables = Exact<{
  id: string;
  newName: string;
}>;


export type CloneEventConfigurationMutation = { cloneEventConfiguration: { ok: boolean, code: string | null, errorMessage: string | null, errors: Array<{ field: string, messages: Array<string> }>, eventConfiguration: { id: string, name: string, color: string, duration: number, location: string, customLocation: string, isEnabled: boolean, reminders: Array<number>, defaultAttendees: Array<string>, scalarNameSelector: string | null, selectorValues: Array<string>, subject: Array<{ tags: Array<string>, content: string }>, description: Array<{ tags: Array<string>, content: string }>, customLocationTranslations: Array<{ tags: Array<string>, content: string }> } | null } };

export type CalendarUserFieldsFragment = { id: string, userRouterId: string, email: string, firstName: string, lastName: string, isCalendarAuthenticated: boolean, timeZone: string, spokenLanguages: Array<string>, excludedDays: Array<string>, mayEdit: boolean, calendar: { product: string } | null, availabilitySchemas: Array<{ id: string, name: string, timeZone: string, isDefault: boolean, usedBy: Array<string>, scheduleAvailabilities: Array<{ day: string, startTime: string, endTime: string }> }>, eventPreferences: Array<{ id: string, version: number, dailyLimit: number, planOffsetDays: number, sameDayOffsetHours: number, planRange: number, timeBeforeEvent: number, timeAfterEvent: number, enabled: boolean, scheduleAvailabilitySchema: { id: string } | null, scheduleAvailabilities: Array<{ day: string, startTime: string, endTime: string }>, eventConfiguration: { id: string } }> };

export type AvailabilitySchemaFieldsFragment = { id: string, name: string, timeZone: string, isDefault: boolean, usedBy: Array<string>, scheduleAvailabilities: Array<{ day: string, startTime: string, endTime: string }> };

export type CalendarUserDetailQueryVariables = Exact<{
  id: string;
}>;


export type CalendarUserDetailQuery = { calendarUser: { id: string, userRouterId: string, email: string, firstName: string, lastName: string, isCalendarAuthenticated: boolean, timeZone: string, spokenLanguages: Array<string>, excludedDays: Array<string>, mayEdit: boolean, calendar: { product: string } | null, availabilitySchemas: Array<{ id: string, name: string, timeZone: string, isDefault: boolean, usedBy: Array<string>, scheduleAvailabilities: Array<{ day: string, startTime: string, endTime: string }> }>, eventPreferences: Array<{ id: string, version: number, dailyLimit: number, planOffsetDays: number, sameDayOffsetHours: number, planRange: number, timeBeforeEvent: number, timeAfterEvent: number, enabled: boolean, scheduleAvailabilitySchema: { id: string } | null, scheduleAvailabilities: Array<{ day: string, startTime: string, endTime: string }>, eventConfiguration: { id: string } }> } | null };

export type CalendarOverviewQueryVariables = Exact<{ [key: string]: never; }>;


export type CalendarOverviewQuery = { allCalendarUsers: Array<{ id: string, userRouterId: string, email: string, firstName: string, lastName: string, isCalendarAuthenticated: boolean, timeZone: string, spokenLanguages: Array<string>, excludedDays: Array<string>, mayEdit: boolean, calendar: { product: string } | null, eventPreferences: Array<{ id: string, enabled: boolean, eventConfiguration: { id: string } }> }>, allEventConfigurations: Array<{ id: string, name: string, color: string, duration: number, location: string, customLocation: string, isEnabled: boolean, reminders: Array<number>, defaultAttendees: Array<string>, scalarNameSelector: string | null, selectorValues: Array<string>, subject: Array<{ tags: Array<string>, content: string }>, description: Array<{ tags: Array<string>, content: string }>, customLocationTranslations: Array<{ tags: Array<string>, content: string }> }> };

export type EventConfigurationFieldsFragment = { id: string, name: string, color: string, duration: number, location: string, customLocation: string, isEnabled: boolean, reminders: Array<number>, defaultAttendees: Array<string>, scalarNameSelector: string | null, selectorValues: Array<string>, subject: Array<{ tags: Array<string>, content: string }>, description: Array<{ tags: Array<string>, content: string }>, customLocationTranslations: Array<{ tags: Array<string>, content: string }> };

export type CalendarCoverageQueryVariables = Exact<{
  eventConfigurationId: string;
  from: string;
  days: number;
  language?: string | null | undefined;
}>;


export type CalendarCoverageQuery = { calendarCoverage: { days: Array<string>, rows: Array<{ calendarUserId: string, name: string, blockedBy: string | null, offered: Array<number> }> } };

export type CalendarSlotsQueryVariables = Exact<{
  calendarUserId: string;
  eventConfigurationId: string;
  from: string;
  to: string;
  language?: string | null | undefined;
}>;


export type CalendarSlotsQuery = { calendarSlots: { timeZone: string, blockedBy: string | null, days: Array<{ day: string, offered: Array<{ start: string, end: string }>, removed: Array<{ start: string, end: string, reason: string }> }> } };

export type UserFlagsQueryVariables = Exact<{ [key: string]: never; }>;


export type UserFlagsQuery = { user: { id: string, pagesVisited: unknown, isInTkPortal: boolean } | null };

export type MarkPageVisitedMutationVariables = Exact<{
  page: string;
}>;


export type MarkPageVisitedMutation = { markPageVisited: { id: string, pagesVisited: unknown, isInTkPortal: boolean } };

export type AssignableTeamsQueryVariables = Exact<{ [key: string]: never; }>;


export type AssignableTeamsQuery = { assignableTeams: Array<{ id: string, name: string, chatbotId: string }> };

export type YourInfoQueryVariables = Exact<{ [key: string]: never; }>;


export type YourInfoQuery = { user: { id: string, email: string, firstName: string, lastName: string, language: string | null, role: string, isSuperuser: boolean, phoneNumber: string | null, allTeams: boolean, organization: { id: string }, employee: { id: string } | null } | null };

export type ChangeOwnPhoneNumberMutationVariables = Exact<{
  phoneNumber: string;
  currentPassword: string;
}>;


export type ChangeOwnPhoneNumberMutation = { changeOwnPhoneNumber: { id: string, phoneNumber: string | null } };

export type UserListQueryVariables = Exact<{
  search?: string | null | undefined;
  role?: string | null | undefined;
  chatbotId?: string | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type UserListQuery = { userList: { totalCount: number, page: number, pageSize: number, pageCount: number, users: Array<{ id: string, email: string, firstName: string, lastName: string, language: string | null, role: string, isSuperuser: boolean, allTeams: boolean, organization: { id: string }, teams: Array<{ id: string, name: string }>, chatbots: Array<{ id: string, name: string, projectName: string, deleted: boolean }>, employee: { id: string } | null }> } };

export type CreateUserMutationVariables = Exact<{
  input: CreateUserInput;
}>;


export type CreateUserMutation = { createUser: { ok: boolean, code: string | null, errorMessage: string | null, errors: Array<{ field: string, messages: Array<string> }>, user: { id: string } | null } };

export type UpdateUserMutationVariables = Exact<{
  id: string;
  input: UpdateUserInput;
}>;


export type UpdateUserMutation = { updateUser: { ok: boolean, code: string | null, errorMessage: string | null, errors: Array<{ field: string, messages: Array<string> }>, user: { id: string } | null } };

export type DeleteUserMutationVariables = Exact<{
  id: string;
}>;


export type DeleteUserMutation = { deleteUser: { ok: boolean, code: string | null, errorMessage: string | null, errors: Array<{ field: string, messages: Array<string> }>, user: { id: string } | null } };

export type DeleteEmployeeMutationVariables = Exact<{
  id: string;
}>;


export type DeleteEmployeeMutation = { deleteEmployee: boolean };

export type UpdateEmployeeMutationVariables = Exact<{
  id: string;
  name?: string | null | undefined;
  language?: string | null | undefined;
  password?: string | null | undefined;
  confirmPassword?: string | null | undefined;
}>;


export type UpdateEmployeeMutation = { updateEmployee: { ok: boolean, code: string | null, errorMessage: string | null, errors: Array<{ field: string, messages: Array<string> }>, user: { id: string } | null } };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const AvailabilitySchemaFieldsFragmentDoc = new TypedDocumentString(`
    fragment AvailabilitySchemaFields on AvailabilitySchema {
  id
  name
  timeZone
  isDefault
  usedBy
  scheduleAvailabilities {
    day
    startTime
    endTime
  }
}
    `, {"fragmentName":"AvailabilitySchemaFields"}) as unknown as TypedDocumentString<AvailabilitySchemaFieldsFragment, unknown>;
export const CalendarUserFieldsFragmentDoc = new TypedDocumentString(`
    fragment CalendarUserFields on CalendarUser {
  id
  userRouterId
  email
  firstName
  lastName
  isCalendarAuthenticated
  calendar {
    product
  }
  timeZone
  spokenLanguages
  excludedDays
  mayEdit
  availabilitySchemas {
    ...AvailabilitySchemaFields
  }
  eventPreferences {
    id
    version
    dailyLimit
    planOffsetDays
    sameDayOffsetHours
    planRange
    timeBeforeEvent
    timeAfterEvent
    enabled
    scheduleAvailabilitySchema {
      id
    }
    scheduleAvailabilities {
      day
      startTime
      endTime
    }
    eventConfiguration {
      id
    }
  }
}
    fragment AvailabilitySchemaFields on AvailabilitySchema {
  id
  name
  timeZone
  isDefault
  usedBy
  scheduleAvailabilities {
    day
    startTime
    endTime
  }
}`, {"fragmentName":"CalendarUserFields"}) as unknown as TypedDocumentString<CalendarUserFieldsFragment, unknown>;
export const CalendarUserResultFieldsFragmentDoc = new TypedDocumentString(`
    fragment CalendarUserResultFields on CalendarUserResult {
  ok
  code
  errorMessage
  errors {
    field
    messages
  }
  calendarUser {
    ...CalendarUserFields
  }
}
    fragment CalendarUserFields on CalendarUser {
  id
  userRouterId
  email
  firstName
  lastName
  isCalendarAuthenticated
  calendar {
    product
  }
  timeZone
  spokenLanguages
  excludedDays
  mayEdit
  availabilitySchemas {
    ...AvailabilitySchemaFields
  }
  eventPreferences {
    id
    version
    dailyLimit
    planOffsetDays
    sameDayOffsetHours
    planRange
    timeBeforeEvent
    timeAfterEvent
    enabled
    scheduleAvailabilitySchema {
      id
    }
    scheduleAvailabilities {
      day
      startTime
      endTime
    }
    eventConfiguration {
      id
    }
  }
}
fragment AvailabilitySchemaFields on AvailabilitySchema {
  id
  name
  timeZone
  isDefault
  usedBy
  scheduleAvailabilities {
    day
    startTime
    endTime
  }
}`, {"fragmentName":"CalendarUserResultFields"}) as unknown as TypedDocumentString<CalendarUserResultFieldsFragment, unknown>;
export const EventConfigurationFieldsFragmentDoc = new TypedDocumentString(`
    fragment EventConfigurationFields on EventConfiguration {
  id
  name
  color
  duration
  location
  customLocation
  isEnabled
  reminders
  subject {
    tags
    content
  }
  description {
    tags
    content
  }
  customLocationTranslations {
    tags
    content
  }
  defaultAttendees
  scalarNameSelector
  selectorValues
}
    `, {"fragmentName":"EventConfigurationFields"}) as unknown as TypedDocumentString<EventConfigurationFieldsFragment, unknown>;
export const EventConfigurationResultFieldsFragmentDoc = new TypedDocumentString(`
    fragment EventConfigurationResultFields on EventConfigurationResult {
  ok
  code
  errorMessage
  errors {
    field
    messages
  }
  eventConfiguration {
    ...EventConfigurationFields
  }
}
    fragment EventConfigurationFields on EventConfiguration {
  id
  name
  color
  duration
  location
  customLocation
  isEnabled
  reminders
  subject {
    tags
    content
  }
  description {
    tags
    content
  }
  customLocationTranslations {
    tags
    content
  }
  defaultAttendees
  scalarNameSelector
  selectorValues
}`, {"fragmentName":"EventConfigurationResultFields"}) as unknown as TypedDocumentString<EventConfigurationResultFieldsFragment, unknown>;
export const AuthenticateCalendarDocument = new TypedDocumentString(`
    mutation AuthenticateCalendar($code: String!, $userId: ID!, $calendarType: String!, $referer: String!) {
  authenticateCalendar(
    code: $code
    userId: $userId
    calendarType: $calendarType
    referer: $referer
  ) {
    ok
    code
    errorMessage
    errors {
      field
      messages
    }
  }
}
    `) as unknown as TypedDocumentString<AuthenticateCalendarMutation, AuthenticateCalendarMutationVariables>;
export const CalendarLinkWatchDocument = new TypedDocumentString(`
    query CalendarLinkWatch {
  allCalendarUsers {
    id
    firstName
    lastName
    email
    isCalendarAuthenticated
    calendar {
      product
    }
    mayEdit
  }
}
    `) as unknown as TypedDocumentString<CalendarLinkWatchQuery, CalendarLinkWatchQueryVariables>;
export const CurrentUserDocument = new TypedDocumentString(`
    query CurrentUser {
  user {
    id
    username
    firstName
    lastName
    email
    language
    isSuperuser
    role
    requiresPasswordReset
    organization {
      id
      name
    }
    chatbots {
      id
      name
      projectId
      projectName
      suspended
      deleted
      defaultLanguageTag
      serverAddress
    }
  }
}
    `) as unknown as TypedDocumentString<CurrentUserQuery, CurrentUserQueryVariables>;
export const UpdateCalendarUserDocument = new TypedDocumentString(`
    mutation UpdateCalendarUser($id: ID!, $timeZone: String!, $spokenLanguages: [String!]!, $excludedDays: [String!]!) {
  updateCalendarUser(
    id: $id
    timeZone: $timeZone
    spokenLanguages: $spokenLanguages
    excludedDays: $excludedDays
  ) {
    ...CalendarUserResultFields
  }
}
    fragment CalendarUserResultFields on CalendarUserResult {
  ok
  code
  errorMessage
  errors {
    field
    messages
  }
  calendarUser {
    ...CalendarUserFields
  }
}
fragment CalendarUserFields on CalendarUser {
  id
  userRouterId
  email
  firstName
  lastName
  isCalendarAuthenticated
  calendar {
    product
  }
  timeZone
  spokenLanguages
  excludedDays
  mayEdit
  availabilitySchemas {
    ...AvailabilitySchemaFields
  }
  eventPreferences {
    id
    version
    dailyLimit
    planOffsetDays
    sameDayOffsetHours
    planRange
    timeBeforeEvent
    timeAfterEvent
    enabled
    scheduleAvailabilitySchema {
      id
    }
    scheduleAvailabilities {
      day
      startTime
      endTime
    }
    eventConfiguration {
      id
    }
  }
}
fragment AvailabilitySchemaFields on AvailabilitySchema {
  id
  name
  timeZone
  isDefault
  usedBy
  scheduleAvailabilities {
    day
    startTime
    endTime
  }
}`) as unknown as TypedDocumentString<UpdateCalendarUserMutation, UpdateCalendarUserMutationVariables>;
export const CreateAvailabilitySchemaDocument = new TypedDocumentString(`
    mutation CreateAvailabilitySchema($calendarUserId: ID!, $input: AvailabilitySchemaInput!) {
  createAvailabilitySchema(calendarUserId: $calendarUserId, input: $input) {
    ...CalendarUserResultFields
  }
}
    fragment CalendarUserResultFields on CalendarUserResult {
  ok
  code
  errorMessage
  errors {
    field
    messages
  }
  calendarUser {
    ...CalendarUserFields
  }
}
fragment CalendarUserFields on CalendarUser {
  id
  userRouterId
  email
  firstName
  lastName
  isCalendarAuthenticated
  calendar {
    product
  }
  timeZone
  spokenLanguages
  excludedDays
  mayEdit
  availabilitySchemas {
    ...AvailabilitySchemaFields
  }
  eventPreferences {
    id
    version
    dailyLimit
    planOffsetDays
    sameDayOffsetHours
    planRange
    timeBeforeEvent
    timeAfterEvent
    enabled
    scheduleAvailabilitySchema {
      id
    }
    scheduleAvailabilities {
      day
      startTime
      endTime
    }
    eventConfiguration {
      id
    }
  }
}
fragment AvailabilitySchemaFields on AvailabilitySchema {
  id
  name
  timeZone
  isDefault
  usedBy
  scheduleAvailabilities {
    day
    startTime
    endTime
  }
}`) as unknown as TypedDocumentString<CreateAvailabilitySchemaMutation, CreateAvailabilitySchemaMutationVariables>;
export const UpdateAvailabilitySchemaDocument = new TypedDocumentString(`
    mutation UpdateAvailabilitySchema($id: ID!, $input: AvailabilitySchemaInput!) {
  updateAvailabilitySchema(id: $id, input: $input) {
    ...CalendarUserResultFields
  }
}
    fragment CalendarUserResultFields on CalendarUserResult {
  ok
  code
  errorMessage
  errors {
    field
    messages
  }
  calendarUser {
    ...CalendarUserFields
  }
}
fragment CalendarUserFields on CalendarUser {
  id
  userRouterId
  email
  firstName
  lastName
  isCalendarAuthenticated
  calendar {
    product
  }
  timeZone
  spokenLanguages
  excludedDays
  mayEdit
  availabilitySchemas {
    ...AvailabilitySchemaFields
  }
  eventPreferences {
    id
    version
    dailyLimit
    planOffsetDays
    sameDayOffsetHours
    planRange
    timeBeforeEvent
    timeAfterEvent
    enabled
    scheduleAvailabilitySchema {
      id
    }
    scheduleAvailabilities {
      day
      startTime
      endTime
    }
    eventConfiguration {
      id
    }
  }
}
fragment AvailabilitySchemaFields on AvailabilitySchema {
  id
  name
  timeZone
  isDefault
  usedBy
  scheduleAvailabilities {
    day
    startTime
    endTime
  }
}`) as unknown as TypedDocumentString<UpdateAvailabilitySchemaMutation, UpdateAvailabilitySchemaMutationVariables>;
export const DeleteAvailabilitySchemaDocument = new TypedDocumentString(`
    mutation DeleteAvailabilitySchema($id: ID!) {
  deleteAvailabilitySchema(id: $id) {
    ...CalendarUserResultFields
  }
}
    fragment CalendarUserResultFields on CalendarUserResult {
  ok
  code
  errorMessage
  errors {
    field
    messages
  }
  calendarUser {
    ...CalendarUserFields
  }
}
fragment CalendarUserFields on CalendarUser {
  id
  userRouterId
  email
  firstName
  lastName
  isCalendarAuthenticated
  calendar {
    product
  }
  timeZone
  spokenLanguages
  excludedDays
  mayEdit
  availabilitySchemas {
    ...AvailabilitySchemaFields
  }
  eventPreferences {
    id
    version
    dailyLimit
    planOffsetDays
    sameDayOffsetHours
    planRange
    timeBeforeEvent
    timeAfterEvent
    enabled
    scheduleAvailabilitySchema {
      id
    }
    scheduleAvailabilities {
      day
      startTime
      endTime
    }
    eventConfiguration {
      id
    }
  }
}
fragment AvailabilitySchemaFields on AvailabilitySchema {
  id
  name
  timeZone
  isDefault
  usedBy
  scheduleAvailabilities {
    day
    startTime
    endTime
  }
}`) as unknown as TypedDocumentString<DeleteAvailabilitySchemaMutation, DeleteAvailabilitySchemaMutationVariables>;
export const CreateEventPreferenceDocument = new TypedDocumentString(`
    mutation CreateEventPreference($calendarUserId: ID!, $eventConfigurationId: ID!, $input: EventPreferenceInput!) {
  createEventPreference(
    calendarUserId: $calendarUserId
    eventConfigurationId: $eventConfigurationId
    input: $input
  ) {
    ...CalendarUserResultFields
  }
}
    fragment CalendarUserResultFields on CalendarUserResult {
  ok
  code
  errorMessage
  errors {
    field
    messages
  }
  calendarUser {
    ...CalendarUserFields
  }
}
fragment CalendarUserFields on CalendarUser {
  id
  userRouterId
  email
  firstName
  lastName
  isCalendarAuthenticated
  calendar {
    product
  }
  timeZone
  spokenLanguages
  excludedDays
  mayEdit
  availabilitySchemas {
    ...AvailabilitySchemaFields
  }
  eventPreferences {
    id
    version
    dailyLimit
    planOffsetDays
    sameDayOffsetHours
    planRange
    timeBeforeEvent
    timeAfterEvent
    enabled
    scheduleAvailabilitySchema {
      id
    }
    scheduleAvailabilities {
      day
      startTime
      endTime
    }
    eventConfiguration {
      id
    }
  }
}
fragment AvailabilitySchemaFields on AvailabilitySchema {
  id
  name
  timeZone
  isDefault
  usedBy
  scheduleAvailabilities {
    day
    startTime
    endTime
  }
}`) as unknown as TypedDocumentString<CreateEventPreferenceMutation, CreateEventPreferenceMutationVariables>;
export const UpdateEventPreferenceDocument = new TypedDocumentString(`
    mutation UpdateEventPreference($id: ID!, $version: Int!, $input: EventPreferenceInput!) {
  updateEventPreference(id: $id, version: $version, input: $input) {
    ...CalendarUserResultFields
  }
}
    fragment CalendarUserResultFields on CalendarUserResult {
  ok
  code
  errorMessage
  errors {
    field
    messages
  }
  calendarUser {
    ...CalendarUserFields
  }
}
fragment CalendarUserFields on CalendarUser {
  id
  userRouterId
  email
  firstName
  lastName
  isCalendarAuthenticated
  calendar {
    product
  }
  timeZone
  spokenLanguages
  excludedDays
  mayEdit
  availabilitySchemas {
    ...AvailabilitySchemaFields
  }
  eventPreferences {
    id
    version
    dailyLimit
    planOffsetDays
    sameDayOffsetHours
    planRange
    timeBeforeEvent
    timeAfterEvent
    enabled
    scheduleAvailabilitySchema {
      id
    }
    scheduleAvailabilities {
      day
      startTime
      endTime
    }
    eventConfiguration {
      id
    }
  }
}
fragment AvailabilitySchemaFields on AvailabilitySchema {
  id
  name
  timeZone
  isDefault
  usedBy
  scheduleAvailabilities {
    day
    startTime
    endTime
  }
}`) as unknown as TypedDocumentString<UpdateEventPreferenceMutation, UpdateEventPreferenceMutationVariables>;
export const DeleteEventPreferenceDocument = new TypedDocumentString(`
    mutation DeleteEventPreference($id: ID!) {
  deleteEventPreference(id: $id) {
    ...CalendarUserResultFields
  }
}
    fragment CalendarUserResultFields on CalendarUserResult {
  ok
  code
  errorMessage
  errors {
    field
    messages
  }
  calendarUser {
    ...CalendarUserFields
  }
}
fragment CalendarUserFields on CalendarUser {
  id
  userRouterId
  email
  firstName
  lastName
  isCalendarAuthenticated
  calendar {
    product
  }
  timeZone
  spokenLanguages
  excludedDays
  mayEdit
  availabilitySchemas {
    ...AvailabilitySchemaFields
  }
  eventPreferences {
    id
    version
    dailyLimit
    planOffsetDays
    sameDayOffsetHours
    planRange
    timeBeforeEvent
    timeAfterEvent
    enabled
    scheduleAvailabilitySchema {
      id
    }
    scheduleAvailabilities {
      day
      startTime
      endTime
    }
    eventConfiguration {
      id
    }
  }
}
fragment AvailabilitySchemaFields on AvailabilitySchema {
  id
  name
  timeZone
  isDefault
  usedBy
  scheduleAvailabilities {
    day
    startTime
    endTime
  }
}`) as unknown as TypedDocumentString<DeleteEventPreferenceMutation, DeleteEventPreferenceMutationVariables>;
export const UnlinkGoogleCalendarDocument = new TypedDocumentString(`
    mutation UnlinkGoogleCalendar($userId: ID!) {
  updateCalendarToken(token: "", userId: $userId) {
    ...CalendarUserResultFields
  }
}
    fragment CalendarUserResultFields on CalendarUserResult {
  ok
  code
  errorMessage
  errors {
    field
    messages
  }
  calendarUser {
    ...CalendarUserFields
  }
}
fragment CalendarUserFields on CalendarUser {
  id
  userRouterId
  email
  firstName
  lastName
  isCalendarAuthenticated
  calendar {
    product
  }
  timeZone
  spokenLanguages
  excludedDays
  mayEdit
  availabilitySchemas {
    ...AvailabilitySchemaFields
  }
  eventPreferences {
    id
    version
    dailyLimit
    planOffsetDays
    sameDayOffsetHours
    planRange
    timeBeforeEvent
    timeAfterEvent
    enabled
    scheduleAvailabilitySchema {
      id
    }
    scheduleAvailabilities {
      day
      startTime
      endTime
    }
    eventConfiguration {
      id
    }
  }
}
fragment AvailabilitySchemaFields on AvailabilitySchema {
  id
  name
  timeZone
  isDefault
  usedBy
  scheduleAvailabilities {
    day
    startTime
    endTime
  }
}`) as unknown as TypedDocumentString<UnlinkGoogleCalendarMutation, UnlinkGoogleCalendarMutationVariables>;
export const UnlinkMicrosoftCalendarDocument = new TypedDocumentString(`
    mutation UnlinkMicrosoftCalendar($userId: ID!) {
  updateMicrosoftCalendarToken(token: "", userId: $userId) {
    ...CalendarUserResultFields
  }
}
    fragment CalendarUserResultFields on CalendarUserResult {
  ok
  code
  errorMessage
  errors {
    field
    messages
  }
  calendarUser {
    ...CalendarUserFields
  }
}
fragment CalendarUserFields on CalendarUser {
  id
  userRouterId
  email
  firstName
  lastName
  isCalendarAuthenticated
  calendar {
    product
  }
  timeZone
  spokenLanguages
  excludedDays
  mayEdit
  availabilitySchemas {
    ...AvailabilitySchemaFields
  }
  eventPreferences {
    id
    version
    dailyLimit
    planOffsetDays
    sameDayOffsetHours
    planRange
    timeBeforeEvent
    timeAfterEvent
    enabled
    scheduleAvailabilitySchema {
      id
    }
    scheduleAvailabilities {
      day
      startTime
      endTime
    }
    eventConfiguration {
      id
    }
  }
}
fragment AvailabilitySchemaFields on AvailabilitySchema {
  id
  name
  timeZone
  isDefault
  usedBy
  scheduleAvailabilities {
    day
    startTime
    endTime
  }
}`) as unknown as TypedDocumentString<UnlinkMicrosoftCalendarMutation, UnlinkMicrosoftCalendarMutationVariables>;
export const CreateEventConfigurationDocument = new TypedDocumentString(`
    mutation CreateEventConfiguration($input: EventConfigurationInput!) {
  createEventConfiguration(input: $input) {
    ...EventConfigurationResultFields
  }
}
    fragment EventConfigurationResultFields on EventConfigurationResult {
  ok
  code
  errorMessage
  errors {
    field
    messages
  }
  eventConfiguration {
    ...EventConfigurationFields
  }
}
fragment EventConfigurationFields on EventConfiguration {
  id
  name
  color
  duration
  location
  customLocation
  isEnabled
  reminders
  subject {
    tags
    content
  }
  description {
    tags
    content
  }
  customLocationTranslations {
    tags
    content
  }
  defaultAttendees
  scalarNameSelector
  selectorValues
}`) as unknown as TypedDocumentString<CreateEventConfigurationMutation, CreateEventConfigurationMutationVariables>;
export const UpdateEventConfigurationDocument = new TypedDocumentString(`
    mutation UpdateEventConfiguration($id: ID!, $input: EventConfigurationInput!) {
  updateEventConfiguration(id: $id, input: $input) {
    ...EventConfigurationResultFields
  }
}
    fragment EventConfigurationResultFields on EventConfigurationResult {
  ok
  code
  errorMessage
  errors {
    field
    messages
  }
  eventConfiguration {
    ...EventConfigurationFields
  }
}
fragment EventConfigurationFields on EventConfiguration {
  id
  name
  color
  duration
  location
  customLocation
  isEnabled
  reminders
  subject {
    tags
    content
  }
  description {
    tags
    content
  }
  customLocationTranslations {
    tags
    content
  }
  defaultAttendees
  scalarNameSelector
  selectorValues
}`) as unknown as TypedDocumentString<UpdateEventConfigurationMutation, UpdateEventConfigurationMutationVariables>;
export const DeleteEventConfigurationDocument = new TypedDocumentString(`
    mutation DeleteEventConfiguration($id: ID!) {
  deleteEventConfiguration(id: $id) {
    ...EventConfigurationResultFields
  }
}
    fragment EventConfigurationResultFields on EventConfigurationResult {
  ok
  code
  errorMessage
  errors {
    field
    messages
  }
  eventConfiguration {
    ...EventConfigurationFields
  }
}
fragment EventConfigurationFields on EventConfiguration {
  id
  name
  color
  duration
  location
  customLocation
  isEnabled
  reminders
  subject {
    tags
    content
  }
  description {
    tags
    content
  }
  customLocationTranslations {
    tags
    content
  }
  defaultAttendees
  scalarNameSelector
  selectorValues
}`) as unknown as TypedDocumentString<DeleteEventConfigurationMutation, DeleteEventConfigurationMutationVariables>;
export const CloneEventConfigurationDocument = new TypedDocumentString(`
    mutation CloneEventConfiguration($id: ID!, $newName: String!) {
  cloneEventConfiguration(id: $id, newName: $newName) {
    ...EventConfigurationResultFields
  }
}
    fragment EventConfigurationResultFields on EventConfigurationResult {
  ok
  code
  errorMessage
  errors {
    field
    messages
  }
  eventConfiguration {
    ...EventConfigurationFields
  }
}
fragment EventConfigurationFields on EventConfiguration {
  id
  name
  color
  duration
  location
  customLocation
  isEnabled
  reminders
  subject {
    tags
    content
  }
  description {
    tags
    content
  }
  customLocationTranslations {
    tags
    content
  }
  defaultAttendees
  scalarNameSelector
  selectorValues
}`) as unknown as TypedDocumentString<CloneEventConfigurationMutation, CloneEventConfigurationMutationVariables>;
export const CalendarUserDetailDocument = new TypedDocumentString(`
    query CalendarUserDetail($id: ID!) {
  calendarUser(id: $id) {
    ...CalendarUserFields
  }
}
    fragment CalendarUserFields on CalendarUser {
  id
  userRouterId
  email
  firstName
  lastName
  isCalendarAuthenticated
  calendar {
    product
  }
  timeZone
  spokenLanguages
  excludedDays
  mayEdit
  availabilitySchemas {
    ...AvailabilitySchemaFields
  }
  eventPreferences {
    id
    version
    dailyLimit
    planOffsetDays
    sameDayOffsetHours
    planRange
    timeBeforeEvent
    timeAfterEvent
    enabled
    scheduleAvailabilitySchema {
      id
    }
    scheduleAvailabilities {
      day
      startTime
      endTime
    }
    eventConfiguration {
      id
    }
  }
}
fragment AvailabilitySchemaFields on AvailabilitySchema {
  id
  name
  timeZone
  isDefault
  usedBy
  scheduleAvailabilities {
    day
    startTime
    endTime
  }
}`) as unknown as TypedDocumentString<CalendarUserDetailQuery, CalendarUserDetailQueryVariables>;
export const CalendarOverviewDocument = new TypedDocumentString(`
    query CalendarOverview {
  allCalendarUsers {
    id
    userRouterId
    email
    firstName
    lastName
    isCalendarAuthenticated
    calendar {
      product
    }
    timeZone
    spokenLanguages
    excludedDays
    mayEdit
    eventPreferences {
      id
      enabled
      eventConfiguration {
        id
      }
    }
  }
  allEventConfigurations {
    ...EventConfigurationFields
  }
}
    fragment EventConfigurationFields on EventConfiguration {
  id
  name
  color
  duration
  location
  customLocation
  isEnabled
  reminders
  subject {
    tags
    content
  }
  description {
    tags
    content
  }
  customLocationTranslations {
    tags
    content
  }
  defaultAttendees
  scalarNameSelector
  selectorValues
}`) as unknown as TypedDocumentString<CalendarOverviewQuery, CalendarOverviewQueryVariables>;
export const CalendarCoverageDocument = new TypedDocumentString(`
    query CalendarCoverage($eventConfigurationId: ID!, $from: String!, $days: Int!, $language: String) {
  calendarCoverage(
    eventConfigurationId: $eventConfigurationId
    from: $from
    days: $days
    language: $language
  ) {
    days
    rows {
      calendarUserId
      name
      blockedBy
      offered
    }
  }
}
    `) as unknown as TypedDocumentString<CalendarCoverageQuery, CalendarCoverageQueryVariables>;
export const CalendarSlotsDocument = new TypedDocumentString(`
    query CalendarSlots($calendarUserId: ID!, $eventConfigurationId: ID!, $from: String!, $to: String!, $language: String) {
  calendarSlots(
    calendarUserId: $calendarUserId
    eventConfigurationId: $eventConfigurationId
    from: $from
    to: $to
    language: $language
  ) {
    timeZone
    blockedBy
    days {
      day
      offered {
        start
        end
      }
      removed {
        start
        end
        reason
      }
    }
  }
}
    `) as unknown as TypedDocumentString<CalendarSlotsQuery, CalendarSlotsQueryVariables>;
export const UserFlagsDocument = new TypedDocumentString(`
    query UserFlags {
  user {
    id
    pagesVisited
    isInTkPortal
  }
}
    `) as unknown as TypedDocumentString<UserFlagsQuery, UserFlagsQueryVariables>;
export const MarkPageVisitedDocument = new TypedDocumentString(`
    mutation MarkPageVisited($page: String!) {
  markPageVisited(page: $page) {
    id
    pagesVisited
    isInTkPortal
  }
}
    `) as unknown as TypedDocumentString<MarkPageVisitedMutation, MarkPageVisitedMutationVariables>;
export const AssignableTeamsDocument = new TypedDocumentString(`
    query AssignableTeams {
  assignableTeams {
    id
    name
    chatbotId
  }
}
    `) as unknown as TypedDocumentString<AssignableTeamsQuery, AssignableTeamsQueryVariables>;
export const YourInfoDocument = new TypedDocumentString(`
    query YourInfo {
  user {
    id
    email
    firstName
    lastName
    language
    role
    isSuperuser
    phoneNumber
    allTeams
    organization {
      id
    }
    employee {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<YourInfoQuery, YourInfoQueryVariables>;
export const ChangeOwnPhoneNumberDocument = new TypedDocumentString(`
    mutation ChangeOwnPhoneNumber($phoneNumber: String!, $currentPassword: String!) {
  changeOwnPhoneNumber(
    phoneNumber: $phoneNumber
    currentPassword: $currentPassword
  ) {
    id
    phoneNumber
  }
}
    `) as unknown as TypedDocumentString<ChangeOwnPhoneNumberMutation, ChangeOwnPhoneNumberMutationVariables>;
export const UserListDocument = new TypedDocumentString(`
    query UserList($search: String, $role: String, $chatbotId: ID, $page: Int, $pageSize: Int) {
  userList(
    search: $search
    role: $role
    chatbotId: $chatbotId
    page: $page
    pageSize: $pageSize
  ) {
    totalCount
    page
    pageSize
    pageCount
    users {
      id
      email
      firstName
      lastName
      language
      role
      isSuperuser
      organization {
        id
      }
      allTeams
      teams {
        id
        name
      }
      chatbots {
        id
        name
        projectName
        deleted
      }
      employee {
        id
      }
    }
  }
}
    `) as unknown as TypedDocumentString<UserListQuery, UserListQueryVariables>;
export const CreateUserDocument = new TypedDocumentString(`
    mutation CreateUser($input: CreateUserInput!) {
  createUser(input: $input) {
    ok
    code
    errorMessage
    errors {
      field
      messages
    }
    user {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<CreateUserMutation, CreateUserMutationVariables>;
export const UpdateUserDocument = new TypedDocumentString(`
    mutation UpdateUser($id: ID!, $input: UpdateUserInput!) {
  updateUser(id: $id, input: $input) {
    ok
    code
    errorMessage
    errors {
      field
      messages
    }
    user {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<UpdateUserMutation, UpdateUserMutationVariables>;
export const DeleteUserDocument = new TypedDocumentString(`
    mutation DeleteUser($id: ID!) {
  deleteUser(id: $id) {
    ok
    code
    errorMessage
    errors {
      field
      messages
    }
    user {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<DeleteUserMutation, DeleteUserMutationVariables>;
export const DeleteEmployeeDocument = new TypedDocumentString(`
    mutation DeleteEmployee($id: ID!) {
  deleteEmployee(id: $id)
}
    `) as unknown as TypedDocumentString<DeleteEmployeeMutation, DeleteEmployeeMutationVariables>;
export const UpdateEmployeeDocument = new TypedDocumentString(`
    mutation UpdateEmployee($id: ID!, $name: String, $language: String, $password: String, $confirmPassword: String) {
  updateEmployee(
    id: $id
    name: $name
    language: $language
    password: $password
    confirmPassword: $confirmPassword
  ) {
    ok
    code
    errorMessage
    errors {
      field
      messages
    }
    user {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<UpdateEmployeeMutation, UpdateEmployeeMutationVariables>;