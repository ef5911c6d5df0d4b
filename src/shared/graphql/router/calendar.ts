/**
 * Calendar and appointments on the router service (spec 000 §3, 001 §7.3–7.4): calendar users (the type
 * lives in common.ts, an Employee carries one), their availability schemas and event preferences, and the
 * organisation's event configurations. Who may edit what: shared/domain/calendar.ts (mayEditCalendarUser).
 */
export const calendarTypeDefs = /* GraphQL */ `
  "A weekly slot. day MONDAY … SUNDAY; times HH:mm:ss in the schema's (or calendar user's) time zone."
  type ScheduleAvailability {
    id: ID!
    day: String!
    startTime: String!
    endTime: String!
  }

  "A named weekly availability of one calendar user, shared by their event preferences."
  type AvailabilitySchema {
    id: ID!
    name: String!
    timeZone: String!
    isDefault: Boolean!
    scheduleAvailabilities: [ScheduleAvailability!]!
    "Names of the event configurations whose preference uses this schema (it cannot be deleted while any does)."
    usedBy: [String!]!
  }

  "A reminder before an appointment (spec 000 §3). type EMAIL or PUSH; minutes before the start."
  type EventNotification {
    id: ID!
    type: String!
    minutes: Int!
  }

  "A translated text: its content and the languages (nl, en, …) it is for."
  type TranslatedText {
    tags: [String!]!
    content: String!
  }

  input TranslatedTextInput {
    tags: [String!]!
    content: String!
  }

  "A kind of appointment of the organisation."
  type EventConfiguration {
    id: ID!
    name: String!
    "#rrggbb"
    color: String!
    "Minutes."
    duration: Int!
    "GOOGLE_MEET, MICROSOFT_TEAMS or LOCATION"
    location: String!
    "The place, for location LOCATION."
    customLocation: String!
    isEnabled: Boolean!
    "Every notification, by minutes then type: each reminder is an EMAIL and a PUSH one."
    notifications: [EventNotification!]!
    "The reminders as rows: each minutes value once, ascending."
    reminders: [Int!]!
    "The invitation's subject per language."
    subject: [TranslatedText!]!
    description: [TranslatedText!]!
    "The place per language, for location LOCATION."
    customLocationTranslations: [TranslatedText!]!
    "E-mail addresses invited to every appointment of this kind."
    defaultAttendees: [String!]!
    "The variable this kind is linked to (null: none): offered only to candidates with one of selectorValues."
    scalarNameSelector: String
    selectorValues: [String!]!
  }

  """
  When one calendar user may be booked for one event configuration. dailyLimit -1: no limit. planRange in
  weeks, timeBeforeEvent and timeAfterEvent in minutes. scheduleAvailabilitySchema null: the preference's
  own scheduleAvailabilities (custom availability). version: give it back on update; a save over a newer
  version is refused (stale_version).
  """
  type EventPreference {
    id: ID!
    eventConfiguration: EventConfiguration!
    dailyLimit: Int!
    planOffsetDays: Int!
    sameDayOffsetHours: Int!
    planRange: Int!
    timeBeforeEvent: Int!
    timeAfterEvent: Int!
    enabled: Boolean!
    scheduleAvailabilitySchema: AvailabilitySchema
    scheduleAvailabilities: [ScheduleAvailability!]!
    version: Int!
  }

  extend type CalendarUser {
    availabilitySchemas: [AvailabilitySchema!]!
    defaultAvailabilitySchema: AvailabilitySchema
    eventPreferences: [EventPreference!]!
    "Whether the signed-in user may change this calendar user (their own; managers and admins everyone's)."
    mayEdit: Boolean!
  }

  """
  The answer of the calendar mutations. ok false: code invalid_input with a message per field in errors
  (fields as in the input; slots.N for the N-th slot, excludedDays.N for the N-th day), or forbidden,
  not_found, schema_in_use (errorMessage names the event configurations), stale_version, already_bookable
  (a second preference for the same calendar user and event configuration).
  """
  type CalendarUserResult {
    ok: Boolean!
    code: String
    errorMessage: String
    errors: [FieldError!]!
    calendarUser: CalendarUser
  }

  type EventConfigurationResult {
    ok: Boolean!
    code: String
    errorMessage: String
    errors: [FieldError!]!
    eventConfiguration: EventConfiguration
  }

  input ScheduleSlotInput {
    day: String!
    startTime: String!
    endTime: String!
  }

  input AvailabilitySchemaInput {
    "At least 3 characters, unique among the calendar user's schemas."
    name: String!
    timeZone: String!
    "Setting one default makes the user's other schemas not default."
    isDefault: Boolean!
    "Replaces the schema's slots: end after start, no overlap on a day."
    slots: [ScheduleSlotInput!]!
  }

  input EventConfigurationInput {
    name: String!
    color: String!
    duration: Int!
    location: String!
    customLocation: String!
    isEnabled: Boolean!
    """
    Reminder minutes (0 to 40320, each once, at most 5); each creates an EMAIL and a PUSH notification, and
    the save keeps nothing unless all are written (reminders_not_saved). Left out: the reminders stay.
    Needs the reminder right.
    """
    reminders: [Int!]
    """
    Translated texts: each language (tags) once per field; entries with blank content are skipped. A save
    that fails keeps none of the texts it wrote (event_configuration_not_saved). Left out: kept.
    """
    subject: [TranslatedTextInput!]
    description: [TranslatedTextInput!]
    customLocationTranslations: [TranslatedTextInput!]
    "Valid e-mail addresses, each once, at most 20. Left out: kept."
    defaultAttendees: [String!]
    "A variable's name ('' unlinks) and its values: a linked variable needs at least one. Left out: kept."
    scalarNameSelector: String
    selectorValues: [String!]
  }

  input EventPreferenceInput {
    dailyLimit: Int!
    planOffsetDays: Int!
    sameDayOffsetHours: Int!
    planRange: Int!
    timeBeforeEvent: Int!
    timeAfterEvent: Int!
    enabled: Boolean!
    "A schema of the same calendar user, or null for custom availability (then slots are its own)."
    scheduleAvailabilitySchemaId: ID
    "The custom slots; ignored with a schema. Switching to a schema deletes them, to custom copies the schema's."
    slots: [ScheduleSlotInput!]
  }

  "A slot: ISO 8601 instants, the end excluded."
  type SlotSpan {
    start: String!
    end: String!
  }

  """
  A slot the bot does not offer and the rule that removed it: linkBroken, language, excludedDay, past,
  planOffset, planRange, outsideSchema, dailyLimit, busy or buffer (the time before or after).
  """
  type RemovedSlot {
    start: String!
    end: String!
    reason: String!
  }

  "One local day (YYYY-MM-DD in timeZone) of a slot explanation."
  type SlotDay {
    day: String!
    offered: [SlotSpan!]!
    removed: [RemovedSlot!]!
  }

  """
  What the bot offers for one calendar user and event configuration. blockedBy, when nothing at all is
  offered: noPreference, preferenceDisabled or configurationDisabled (days is then empty).
  """
  type SlotExplanation {
    timeZone: String!
    blockedBy: String
    days: [SlotDay!]!
  }

  "One calendar user's line of the team coverage."
  type CoverageRow {
    calendarUserId: ID!
    name: String!
    "Why nothing is offered at all: noPreference, preferenceDisabled or configurationDisabled."
    blockedBy: String
    "Slots the bot offers per day, in the order of TeamCoverage.days."
    offered: [Int!]!
  }

  type TeamCoverage {
    "YYYY-MM-DD"
    days: [String!]!
    rows: [CoverageRow!]!
  }

  extend type Query {
    """
    Team coverage: for every calendar user the signed-in user sees, the slots the bot offers per day for one
    event configuration, from a day for days days (1 to 42), for a candidate speaking language (left out:
    any).
    """
    calendarCoverage(eventConfigurationId: ID!, from: String!, days: Int!, language: String): TeamCoverage!
    """
    Every slot the bot would offer a candidate and, for each one it would not, the rule that removed it.
    from and to: YYYY-MM-DD in the zone the times are read in, at most 120 days. language: the candidate's
    (nl, en…), left out for any.
    """
    calendarSlots(
      calendarUserId: ID!
      eventConfigurationId: ID!
      from: String!
      to: String!
      language: String
    ): SlotExplanation!
    """
    Calendar users the signed-in user may see (calendar: EMPLOYEE and up): their own, or, for managers,
    admins and superusers, every one of the organisation.
    """
    allCalendarUsers: [CalendarUser!]!
    "One calendar user, as allCalendarUsers limits them (not_found otherwise)."
    calendarUser(id: ID!): CalendarUser
    "The organisation's event configurations (calendar: EMPLOYEE and up)."
    allEventConfigurations: [EventConfiguration!]!
  }

  extend type Mutation {
    "Time zone (IANA), spoken languages (nl, en, …) and excluded days (YYYY-MM-DD, valid and unique)."
    updateCalendarUser(
      id: ID!
      timeZone: String!
      spokenLanguages: [String!]!
      excludedDays: [String!]!
    ): CalendarUserResult!
    createAvailabilitySchema(calendarUserId: ID!, input: AvailabilitySchemaInput!): CalendarUserResult!
    updateAvailabilitySchema(id: ID!, input: AvailabilitySchemaInput!): CalendarUserResult!
    "Refused with schema_in_use while an event preference uses it."
    deleteAvailabilitySchema(id: ID!): CalendarUserResult!
    """
    One weekly slot on its own (spec 001 §7.4 "schedule availability create"): of a schema (schemaId) or of
    an event preference with custom availability (eventPreferenceId), exactly one. End after start, no
    overlap with the owner's other slots that day (else invalid_input on day, startTime or endTime). A
    preference's slot moves its version on.
    """
    createScheduleAvailability(
      schemaId: ID
      eventPreferenceId: ID
      input: ScheduleSlotInput!
    ): CalendarUserResult!
    updateScheduleAvailability(id: ID!, input: ScheduleSlotInput!): CalendarUserResult!
    deleteScheduleAvailability(id: ID!): CalendarUserResult!
    "Managers, admins and superusers."
    createEventConfiguration(input: EventConfigurationInput!): EventConfigurationResult!
    updateEventConfiguration(id: ID!, input: EventConfigurationInput!): EventConfigurationResult!
    deleteEventConfiguration(id: ID!): EventConfigurationResult!
    "A copy under newName (unique in the organisation), without the calendar users' preferences."
    cloneEventConfiguration(id: ID!, newName: String!): EventConfigurationResult!
    "For one calendar user (spec 000 §6: a new event preference needs one). Without a schema id and slots: the default schema, else 09:00–17:00 on working days."
    createEventPreference(
      calendarUserId: ID!
      eventConfigurationId: ID!
      input: EventPreferenceInput!
    ): CalendarUserResult!
    updateEventPreference(id: ID!, version: Int!, input: EventPreferenceInput!): CalendarUserResult!
    deleteEventPreference(id: ID!): CalendarUserResult!
    """
    Links the calendar of userId's calendar user: code is what the provider's consent answered to referer
    (the address it was sent back to). ok false: calendar_auth_failed, with the reason in errors (field
    reason: denied, expired, used, unknown or mismatch).
    """
    authenticateCalendar(
      code: String!
      userId: ID!
      "GOOGLE or MICROSOFT"
      calendarType: String!
      referer: String!
    ): CalendarUserResult!
    "Replaces the Google calendar token; the empty token unlinks."
    updateCalendarToken(token: String!, userId: ID!, referer: String): CalendarUserResult!
    "Replaces the Microsoft calendar token; the empty token unlinks."
    updateMicrosoftCalendarToken(token: String!, userId: ID!, referer: String): CalendarUserResult!
  }
`
