/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type AgentTeamInput = {
  hasAccess: boolean;
  id: string;
};

export type AppointmentTypeInput = {
  isDefault: boolean;
  offsetDays: number;
  planRange: number;
  postTime: number;
  preTime: number;
  slotDuration: number;
  type: string;
  workingDaysOnly: boolean;
};

export type AtsBatchActionInput = {
  entityType: string;
  name: string;
  notificationBody: string;
  notificationHeader: string;
};

export type AtsMappingCreateInput = {
  append: string;
  atsFieldId: string;
  atsFieldOrdering: number;
  getModifiers: Array<string>;
  isDefaultMapping: boolean;
  postModifiers: Array<string>;
  prepend: string;
  prependAppendSeparator: string;
  scalarName?: string | null | undefined;
  states: Array<string>;
  /** REGULAR, FIXED_VALUE, FIXED_OPTIONS, FIXED_CUSTOM_DATA_VALUE, FIXED_CUSTOM_DATA_OPTIONS or OPTIONS. */
  type: string;
  value: string;
};

export type AtsMappingSettingsInput = {
  append: string;
  atsFieldOrdering: number;
  getModifiers: Array<string>;
  isDefaultMapping: boolean;
  postModifiers: Array<string>;
  prepend: string;
  prependAppendSeparator: string;
  scalarName?: string | null | undefined;
  states: Array<string>;
  value: string;
};

export type AvailabilityBlockInput = {
  /** MONDAY … SUNDAY */
  day: string;
  endTime: string;
  startTime: string;
};

export type BroadcastScheduleInput = {
  allowedDays: Array<string>;
  approachLimit: number;
  interval: number;
  maxExecutionTime: string;
  minExecutionTime: string;
};

export type CalendarAvailabilityInput = {
  appointmentType: AppointmentTypeInput;
  categories: Array<string>;
  interviewType: string;
  maxDailyAppointments: number;
  timeZone: string;
};

export type CampaignCreateInput = {
  description?: string | null | undefined;
  flowId?: string | null | undefined;
  name: string;
  templateId?: string | null | undefined;
  type: string;
};

export type CampaignUpdateInput = {
  /** Ids of the chatbot's ATS field mappings; absent keeps them. A locked one the automation writes stays. */
  atsFieldMappingIds?: Array<string> | null | undefined;
  clientDescription?: string | null | undefined;
  clientDescriptionImages?: Array<string> | null | undefined;
  description: string;
  engageEnabled: boolean;
  flowId?: string | null | undefined;
  followUpId?: string | null | undefined;
  name: string;
  onFailProcessorId?: string | null | undefined;
  onFinishProcessorId?: string | null | undefined;
  removeSmartInboxLabels: Array<string>;
  /** Absent keeps the required data as it is. */
  requiredData?: Array<RequiredDataInput> | null | undefined;
  smartInboxLabels: Array<string>;
  status: string;
  whatsappDefinitionId?: string | null | undefined;
  /** Each absent keeps what is stored. */
  whitelist?: Array<string> | null | undefined;
};

export type ChatbotSettingInput = {
  id: string;
  value: string;
  version: number;
};

export type EmailTemplateInput = {
  fromEmail: string;
  htmlTemplate: string;
  isHtml: boolean;
  isText: boolean;
  plainText: string;
  subject: string;
  templateKey: string;
  toEmail: string;
  useNewEditor: boolean;
};

export type FollowUpInput = {
  name: string;
  schedule: BroadcastScheduleInput;
};

export type GoogleAnalyticsEventInput = {
  eventAction: string;
  eventLabel: string;
  id?: string | null | undefined;
  systemName: string;
};

/** A create's or an update's fields. filterMap is JSON text of an object of non-empty keys and values. */
export type GroupAppointmentInput = {
  calendarAuthHandler: string;
  filterMap: string;
  maxNrAttendees?: number | null | undefined;
  maxNrEventToShow?: number | null | undefined;
  offsetDays?: number | null | undefined;
  planRange?: number | null | undefined;
  type: string;
};

export type LabelTextInput = {
  content: string;
  languageTag: string;
};

export type MapperInput = {
  data: unknown;
  name: string;
};

export type QueryStatementInput = {
  atsFieldMapping: string;
  conditionId: string;
  /** Kept by updateQuery for a statement that exists; new statements have none. */
  id?: string | null | undefined;
  negate: boolean;
  scalarName?: string | null | undefined;
  value: string;
};

/** One recipient of a CSV or form send; line is the CSV line. */
export type RecipientInput = {
  language?: string | null | undefined;
  line?: number | null | undefined;
  parameters: Array<RecipientParameterInput>;
  phoneNumber: string;
};

export type RecipientParameterInput = {
  name: string;
  value: string;
};

export type RequiredDataInput = {
  description: string;
  humanReadableName: string;
  name: string;
};

/** updateStateGroupMutation's group: without id a new question at position (default: last). */
export type StateGroupInput = {
  id?: string | null | undefined;
  initialState?: string | null | undefined;
  name?: string | null | undefined;
  position?: number | null | undefined;
  stateMachineId?: string | null | undefined;
};

/** stateMutation's state: without id a new state in stateGroupId. */
export type StateInput = {
  alwaysStore?: boolean | null | undefined;
  answerRequired?: boolean | null | undefined;
  cancelFollowUp?: boolean | null | undefined;
  draft?: boolean | null | undefined;
  id?: string | null | undefined;
  isSkippable?: boolean | null | undefined;
  name?: string | null | undefined;
  processors?: Array<string> | null | undefined;
  replyProcessorKey?: string | null | undefined;
  replyType?: string | null | undefined;
  scalarName?: string | null | undefined;
  stateGroupId?: string | null | undefined;
  treeViewPositionX?: number | null | undefined;
  treeViewPositionY?: number | null | undefined;
  validator?: string | null | undefined;
};

export type TargetConditionInput = {
  condition: string;
  field: string;
  value: string;
};

export type ValidatorExpectationInput = {
  answerName?: string | null | undefined;
  answerValue?: string | null | undefined;
  intentName?: string | null | undefined;
  outcome: string;
  stateId?: string | null | undefined;
  stateName?: string | null | undefined;
};

export type ValidatorStepInput = {
  expect: ValidatorExpectationInput;
  input?: string | null | undefined;
};

/** Which tests to run: without testIds all of the chatbot's, without systemTests all system tests. */
export type ValidatorTestFormat = {
  systemTests?: Array<string> | null | undefined;
  testIds?: Array<string> | null | undefined;
};

export type ValidatorTestInput = {
  languageTag: string;
  name: string;
  steps: Array<ValidatorStepInput>;
};

export type WhatsappButtonInput = {
  actionType?: string | null | undefined;
  phoneNumber?: string | null | undefined;
  text: string;
  url?: string | null | undefined;
  urlType?: string | null | undefined;
};

export type WhatsappChannelInput = {
  address?: string | null | undefined;
  companyName?: string | null | undefined;
  description?: string | null | undefined;
  name?: string | null | undefined;
  /** A URL from the image hosting service (kind profile_picture); empty removes the picture. */
  profilePicture?: string | null | undefined;
  profileText?: string | null | undefined;
  websites?: Array<string> | null | undefined;
};

export type WhatsappDefinitionInput = {
  isSmartInboxTemplate?: boolean | null | undefined;
  name?: string | null | undefined;
  supportsBatchAction?: boolean | null | undefined;
};

export type WhatsappParameterInput = {
  atsFieldMapping?: string | null | undefined;
  example?: string | null | undefined;
  index: number;
  name: string;
  scalarName?: string | null | undefined;
};

export type WhatsappTemplateInput = {
  attachmentType?: string | null | undefined;
  buttonType: string;
  category: string;
  /** Set to add a version to this definition. */
  definitionId?: string | null | undefined;
  description?: string | null | undefined;
  parameterIds: Array<string>;
  scalarNames?: Array<string> | null | undefined;
  templateName: string;
  variationIds: Array<string>;
};

export type WhatsappVariationInput = {
  attachmentMimeType?: string | null | undefined;
  attachmentTitle?: string | null | undefined;
  attachmentUrl?: string | null | undefined;
  buttons?: Array<WhatsappButtonInput> | null | undefined;
  content: string;
  footer?: string | null | undefined;
  languageTag: string;
};

export type WhatsappVariationUpdateInput = {
  attachmentTitle?: string | null | undefined;
  attachmentUrl?: string | null | undefined;
  content?: string | null | undefined;
  footer?: string | null | undefined;
};

export type WidgetPreviewButtonInput = {
  flow: string;
  text: string;
};

export type WidgetPreviewInput = {
  autoOpenTime: number;
  botAvatar?: string | null | undefined;
  buttons: Array<WidgetPreviewButtonInput>;
  isRectangle: boolean;
  text: string;
  /** The version this save was made from; omitted: the teaser is replaced whatever its version. */
  version?: number | null | undefined;
  widgetIconStartFlow?: string | null | undefined;
};

export type WizardInput = {
  /** true: skip the wizard for now; false: resume it. */
  skipped?: boolean | null | undefined;
  title?: string | null | undefined;
};

export type WizardProcessInput = {
  description?: string | null | undefined;
  title?: string | null | undefined;
};

export type WizardStepInput = {
  description?: string | null | undefined;
  infoUrl?: string | null | undefined;
  isFinished?: boolean | null | undefined;
  note?: string | null | undefined;
  title?: string | null | undefined;
};

export type ExportAnalyticsConversationsQueryVariables = Exact<{
  startDate?: string | null | undefined;
  endDate?: string | null | undefined;
  flowIds?: Array<string> | string | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type ExportAnalyticsConversationsQuery = { analyticsConversations: { amountOfPages: number, conversations: Array<{ clientId: string, date: string, language: string, channel: string, steps: number, messageCount: number, durationSeconds: number, stateMachines: Array<string>, finished: boolean, contactDetails: { name: string | null, phoneNumber: string | null, email: string | null } }> } };

export type NlpPublishWatchQueryVariables = Exact<{ [key: string]: never; }>;


export type NlpPublishWatchQuery = { nlpTrainStatus: { status: string } };

export type AutomatchPublishWatchQueryVariables = Exact<{
  campaignId: string;
}>;


export type AutomatchPublishWatchQuery = { pollAutomatchPublishStatus: { stage: string, campaign: { id: string, name: string, draftAutomatch: { publishJobId: string | null } | null } } | null };

export type AutomationImportFileQueryVariables = Exact<{
  id: string;
}>;


export type AutomationImportFileQuery = { exportCampaign: unknown };

export type AutomationTemplateFileQueryVariables = Exact<{
  id: string;
}>;


export type AutomationTemplateFileQuery = { exportAutomationTemplate: unknown };

export type ChatbotSettingSectionsQueryVariables = Exact<{ [key: string]: never; }>;


export type ChatbotSettingSectionsQuery = { allChatbotSettings: Array<{ section: string }> };

export type ChatbotSettingsOfSectionQueryVariables = Exact<{
  section: string;
}>;


export type ChatbotSettingsOfSectionQuery = { allChatbotSettings: Array<{ id: string, key: string, value: string, settingType: string, adminOnly: boolean, helpText: string, valid: boolean, section: string, version: number, mayEdit: boolean }> };

export type AnalyticsConversationsQueryVariables = Exact<{
  startDate?: string | null | undefined;
  endDate?: string | null | undefined;
  flowIds?: Array<string> | string | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
  search?: string | null | undefined;
}>;


export type AnalyticsConversationsQuery = { analyticsConversations: { conversationCount: number, amountOfPages: number, page: number, pageSize: number, conversations: Array<{ clientId: string, startedAt: string, date: string, language: string, channel: string, steps: number, messageCount: number, stateMachines: Array<string>, finished: boolean, isRead: boolean, contactDetails: { name: string | null, phoneNumber: string | null, email: string | null } }> } };

export type AnalyticsConversationQueryVariables = Exact<{
  clientId: string;
}>;


export type AnalyticsConversationQuery = { analyticsConversation: { clientId: string, date: string, language: string, channel: string, stateMachines: Array<string>, finished: boolean, contactDetails: { name: string | null, phoneNumber: string | null, email: string | null }, messages: Array<{ id: string, senderEntity: string, text: string, date: string }> } | null };

export type AnalyticsConversationLogsQueryVariables = Exact<{
  clientId: string;
  schemaName?: string | null | undefined;
}>;


export type AnalyticsConversationLogsQuery = { allGoogleLogsClient: Array<{ stateId: string, stateName: string | null, flowId: string, flowName: string | null, at: string, answer: string | null, intent: string | null, optionId: string | null, typed: boolean }> };

export type DeleteClientStateMutationVariables = Exact<{
  clientId: string;
}>;


export type DeleteClientStateMutation = { deleteClientStateByClientId: { ok: boolean, errorMessage: string | null } };

export type AnalyticsEventsQueryVariables = Exact<{ [key: string]: never; }>;


export type AnalyticsEventsQuery = { allAnalyticsEvents: Array<{ id: string, eventLabel: string, eventAction: string, systemName: string }> };

export type CreateAnalyticsEventMutationVariables = Exact<{
  eventLabel: string;
  eventAction: string;
  systemName?: string | null | undefined;
}>;


export type CreateAnalyticsEventMutation = { createAnalyticsEvent: { ok: boolean, errorMessage: string | null, errors: Array<{ field: string, messages: Array<string> }>, analyticsEvent: { id: string, eventLabel: string, eventAction: string, systemName: string } | null } };

export type DeleteAnalyticsEventMutationVariables = Exact<{
  id: string;
}>;


export type DeleteAnalyticsEventMutation = { deleteAnalyticsEvent: { ok: boolean, errorMessage: string | null } };

export type UpdateAnalyticsEventMutationVariables = Exact<{
  id: string;
  eventLabel: string;
  eventAction: string;
  systemName?: string | null | undefined;
}>;


export type UpdateAnalyticsEventMutation = { updateAnalyticsEvent: { ok: boolean, errorMessage: string | null, errors: Array<{ field: string, messages: Array<string> }>, analyticsEvent: { id: string, eventLabel: string, eventAction: string, systemName: string } | null } };

export type AnalyticsProcessorsQueryVariables = Exact<{
  ids: Array<string> | string;
}>;


export type AnalyticsProcessorsQuery = { processors: Array<{ id: string, humanReadableName: string, category: string, isImportantGoal: boolean, analyticsDescription: string, googleAnalyticsEvent: { eventLabel: string, eventAction: string } | null }> };

export type CustomReportsQueryVariables = Exact<{ [key: string]: never; }>;


export type CustomReportsQuery = { allCustomReports: Array<{ id: string, title: string, description: string }> };

export type GenerateCustomReportMutationVariables = Exact<{
  id: string;
  emails: Array<string> | string;
  startDate: string;
  endDate: string;
}>;


export type GenerateCustomReportMutation = { generateCustomReport: { ok: boolean, errorMessage: string | null, errors: Array<{ field: string, messages: Array<string> }> } };

export type AtsDryRunConversationsQueryVariables = Exact<{ [key: string]: never; }>;


export type AtsDryRunConversationsQuery = { atsDryRunConversations: Array<{ id: string, source: string, languageTag: string, updatedAt: number, answerCount: number, flowNames: Array<string> }> };

export type AtsDryRunQueryVariables = Exact<{
  conversationId: string;
}>;


export type AtsDryRunQuery = { atsDryRun: { conversationId: string, languageTag: string, flowNames: Array<string>, rows: Array<{ mappingId: string, type: string, atsFieldPath: string, scalarName: string | null, source: string | null, written: string, problem: string | null, humanReadableNames: Array<{ language: string, name: string }> }>, missingRequired: Array<{ path: string, entityType: string, humanReadableNames: Array<{ language: string, name: string }> }> } | null };

export type FixedAtsMappingsQueryVariables = Exact<{
  kind: string;
  id: string;
}>;


export type FixedAtsMappingsQuery = { fixedAtsFieldMappings: Array<string> | null };

export type SetFixedAtsMappingsMutationVariables = Exact<{
  kind: string;
  id: string;
  mappingIds: Array<string> | string;
}>;


export type SetFixedAtsMappingsMutation = { setFixedAtsFieldMappings: { ok: boolean, code: string | null, errorMessage: string | null, mappingIds: Array<string>, errors: Array<{ field: string, messages: Array<string> }> } };

export type AtsSettingsOverviewQueryVariables = Exact<{ [key: string]: never; }>;


export type AtsSettingsOverviewQuery = { mainChatbot: { id: string, ats: string, supportsMappingCreation: boolean }, creatableAtsEntities: Array<{ id: string, name: string, humanReadableNames: Array<{ language: string, name: string }> }>, atsMappings: Array<{ id: string, type: string, dataType: string, value: string, isDefaultMapping: boolean, isLocked: boolean, prepend: string, append: string, prependAppendSeparator: string, scalarName: string | null, postModifiers: Array<string>, getModifiers: Array<string>, atsFieldOrdering: number, atsFieldId: string | null, atsField: { path: string, dataType: string, required: boolean, entityType: string, humanReadableNames: Array<{ language: string, name: string }> }, states: Array<{ id: string, name: string }>, atsOptions: Array<{ id: string, value: string, humanReadableName: string }>, mappingOptions: Array<{ id: string, option: string, optionName: string, atsOptionId: string | null, doStoreValue: boolean }> }> };

export type AtsCatalogueFieldsQueryVariables = Exact<{
  entityTypeId: string;
  search?: string | null | undefined;
  page?: number | null | undefined;
}>;


export type AtsCatalogueFieldsQuery = { creatableAtsFieldsOptimized: { hasNextPage: boolean, atsFields: Array<{ id: string, path: string, dataType: string, regex: string | null, maxLength: number | null, required: boolean, entityType: string, humanReadableNames: Array<{ language: string, name: string }>, options: Array<{ id: string, value: string, humanReadableName: string }> }> } };

export type AtsMappingImpactQueryVariables = Exact<{
  id: string;
}>;


export type AtsMappingImpactQuery = { atsMappingImpact: { processors: Array<{ id: string, name: string }>, states: Array<{ id: string, name: string }>, flows: Array<{ id: string, name: string }>, automations: Array<{ id: string, name: string }> } | null };

export type CreateAtsMappingMutationVariables = Exact<{
  input: AtsMappingCreateInput;
}>;


export type CreateAtsMappingMutation = { createAtsFieldMapping: { ok: boolean, code: string | null, errorMessage: string | null, restored: boolean | null, errors: Array<{ field: string, messages: Array<string> }>, mapping: { id: string, type: string, dataType: string, value: string, isDefaultMapping: boolean, isLocked: boolean, prepend: string, append: string, prependAppendSeparator: string, scalarName: string | null, postModifiers: Array<string>, getModifiers: Array<string>, atsFieldOrdering: number, atsFieldId: string | null, atsField: { path: string, dataType: string, required: boolean, entityType: string, humanReadableNames: Array<{ language: string, name: string }> }, states: Array<{ id: string, name: string }>, atsOptions: Array<{ id: string, value: string, humanReadableName: string }>, mappingOptions: Array<{ id: string, option: string, optionName: string, atsOptionId: string | null, doStoreValue: boolean }> } | null } };

export type ReplaceAtsMappingMutationVariables = Exact<{
  id: string;
  input: AtsMappingCreateInput;
}>;


export type ReplaceAtsMappingMutation = { replaceAtsFieldMapping: { ok: boolean, code: string | null, errorMessage: string | null, restored: boolean | null, errors: Array<{ field: string, messages: Array<string> }>, mapping: { id: string, type: string, dataType: string, value: string, isDefaultMapping: boolean, isLocked: boolean, prepend: string, append: string, prependAppendSeparator: string, scalarName: string | null, postModifiers: Array<string>, getModifiers: Array<string>, atsFieldOrdering: number, atsFieldId: string | null, atsField: { path: string, dataType: string, required: boolean, entityType: string, humanReadableNames: Array<{ language: string, name: string }> }, states: Array<{ id: string, name: string }>, atsOptions: Array<{ id: string, value: string, humanReadableName: string }>, mappingOptions: Array<{ id: string, option: string, optionName: string, atsOptionId: string | null, doStoreValue: boolean }> } | null } };

export type UpdateAtsMappingMutationVariables = Exact<{
  id: string;
  input: AtsMappingSettingsInput;
}>;


export type UpdateAtsMappingMutation = { updateAtsFieldMapping: { ok: boolean, code: string | null, errorMessage: string | null, restored: boolean | null, errors: Array<{ field: string, messages: Array<string> }>, mapping: { id: string, type: string, dataType: string, value: string, isDefaultMapping: boolean, isLocked: boolean, prepend: string, append: string, prependAppendSeparator: string, scalarName: string | null, postModifiers: Array<string>, getModifiers: Array<string>, atsFieldOrdering: number, atsFieldId: string | null, atsField: { path: string, dataType: string, required: boolean, entityType: string, humanReadableNames: Array<{ language: string, name: string }> }, states: Array<{ id: string, name: string }>, atsOptions: Array<{ id: string, value: string, humanReadableName: string }>, mappingOptions: Array<{ id: string, option: string, optionName: string, atsOptionId: string | null, doStoreValue: boolean }> } | null } };

export type CloneAtsMappingMutationVariables = Exact<{
  id: string;
}>;


export type CloneAtsMappingMutation = { cloneAtsFieldMapping: { ok: boolean, code: string | null, errorMessage: string | null, errors: Array<{ field: string, messages: Array<string> }>, mapping: { id: string } | null } };

export type DeleteAtsMappingMutationVariables = Exact<{
  id: string;
}>;


export type DeleteAtsMappingMutation = { deleteAtsFieldMapping: { ok: boolean, code: string | null, errorMessage: string | null } };

export type CreateAtsFieldMutationVariables = Exact<{
  entityTypeId: string;
  name: string;
  dataType: string;
}>;


export type CreateAtsFieldMutation = { createAtsField: { ok: boolean, code: string | null, errorMessage: string | null, errors: Array<{ field: string, messages: Array<string> }>, atsField: { id: string, path: string, dataType: string, regex: string | null, maxLength: number | null, required: boolean, entityType: string, humanReadableNames: Array<{ language: string, name: string }>, options: Array<{ id: string, value: string, humanReadableName: string }> } | null } };

export type AutoCreateAtsMappingMutationVariables = Exact<{
  stateId: string;
}>;


export type AutoCreateAtsMappingMutation = { autoCreateAtsFieldMapping: { ok: boolean, code: string | null, errorMessage: string | null, errors: Array<{ field: string, messages: Array<string> }>, mapping: { id: string } | null } };

export type CreateAtsOptionMutationVariables = Exact<{
  mappingId: string;
  value: string;
  humanReadableName: string;
}>;


export type CreateAtsOptionMutation = { createAtsOption: { ok: boolean, code: string | null, errorMessage: string | null, errors: Array<{ field: string, messages: Array<string> }>, mapping: { id: string } | null } };

export type UpdateAtsOptionMutationVariables = Exact<{
  id: string;
  value: string;
  humanReadableName: string;
}>;


export type UpdateAtsOptionMutation = { updateAtsOption: { ok: boolean, code: string | null, errorMessage: string | null, errors: Array<{ field: string, messages: Array<string> }>, mapping: { id: string } | null } };

export type DeleteAtsOptionMutationVariables = Exact<{
  id: string;
}>;


export type DeleteAtsOptionMutation = { deleteAtsOption: { ok: boolean, code: string | null, errorMessage: string | null, errors: Array<{ field: string, messages: Array<string> }>, mapping: { id: string } | null } };

export type CreateAtsMappingOptionMutationVariables = Exact<{
  mappingId: string;
  option: string;
  doStoreValue: boolean;
  atsOptionId?: string | null | undefined;
}>;


export type CreateAtsMappingOptionMutation = { createAtsMappingOption: { ok: boolean, code: string | null, errorMessage: string | null, errors: Array<{ field: string, messages: Array<string> }>, mapping: { id: string } | null } };

export type UpdateAtsMappingOptionMutationVariables = Exact<{
  id: string;
  doStoreValue: boolean;
  atsOptionId?: string | null | undefined;
}>;


export type UpdateAtsMappingOptionMutation = { updateAtsMappingOption: { ok: boolean, code: string | null, errorMessage: string | null, errors: Array<{ field: string, messages: Array<string> }>, mapping: { id: string } | null } };

export type DeleteAtsMappingOptionMutationVariables = Exact<{
  id: string;
}>;


export type DeleteAtsMappingOptionMutation = { deleteAtsMappingOption: { ok: boolean, code: string | null, errorMessage: string | null, errors: Array<{ field: string, messages: Array<string> }>, mapping: { id: string } | null } };

export type SyncAtsOptionsMutationVariables = Exact<{
  stateId: string;
}>;


export type SyncAtsOptionsMutation = { syncOptions: { stateId: string } | null };

export type AtsStateContextQueryVariables = Exact<{
  stateId: string;
}>;


export type AtsStateContextQuery = { currentAtsFieldMappingContext: { stateId: string, stateName: string, scalarName: string | null, options: Array<{ id: string, name: string }>, atsFieldMappings: Array<{ id: string, type: string, dataType: string, value: string, isDefaultMapping: boolean, isLocked: boolean, prepend: string, append: string, prependAppendSeparator: string, scalarName: string | null, postModifiers: Array<string>, getModifiers: Array<string>, atsFieldOrdering: number, atsFieldId: string | null, atsField: { path: string, dataType: string, required: boolean, entityType: string, humanReadableNames: Array<{ language: string, name: string }> }, states: Array<{ id: string, name: string }>, atsOptions: Array<{ id: string, value: string, humanReadableName: string }>, mappingOptions: Array<{ id: string, option: string, optionName: string, atsOptionId: string | null, doStoreValue: boolean }> }> } | null };

export type ReplayAutomationActionMutationVariables = Exact<{
  actionResultId: string;
}>;


export type ReplayAutomationActionMutation = { replayAction: { ok: boolean, errorMessage: string | null, result: { id: string, successful: boolean, errorReason: string | null } } };

export type PublishAutomatchMutationVariables = Exact<{
  campaignId: string;
}>;


export type PublishAutomatchMutation = { cloneConfiguration: { ok: boolean, publishJobId: string | null } };

export type ToggleAutomatchScheduleMutationVariables = Exact<{
  campaignId: string;
}>;


export type ToggleAutomatchScheduleMutation = { toggleConfigurationSchedule: { id: string, publishStage: string | null } };

export type AutomationAtsBatchActionsQueryVariables = Exact<{
  campaignId: string;
}>;


export type AutomationAtsBatchActionsQuery = { atsBatchActions: Array<{ id: string, externalId: string, name: string, entityType: string, notificationHeader: string, notificationBody: string, url: string, enabled: boolean }> };

export type SetupAutomationAtsBatchActionMutationVariables = Exact<{
  campaignId: string;
  input: AtsBatchActionInput;
}>;


export type SetupAutomationAtsBatchActionMutation = { setupAtsBatchAction: { ok: boolean, errorMessage: string | null, errors: Array<{ field: string, messages: Array<string> }>, batchAction: { id: string, externalId: string, name: string, entityType: string, notificationHeader: string, notificationBody: string, url: string, enabled: boolean } | null } };

export type DeleteAutomationAtsBatchActionMutationVariables = Exact<{
  campaignId: string;
  id: string;
}>;


export type DeleteAutomationAtsBatchActionMutation = { deleteAtsBatchAction: { ok: boolean, errorMessage: string | null } };

export type SetAutomationAtsBatchActionEnabledMutationVariables = Exact<{
  campaignId: string;
  id: string;
  enabled: boolean;
}>;


export type SetAutomationAtsBatchActionEnabledMutation = { setAtsBatchActionEnabled: { ok: boolean, errorMessage: string | null } };

export type AutomationCampaignsQueryVariables = Exact<{
  search?: string | null | undefined;
  type?: string | null | undefined;
  status?: string | null | undefined;
}>;


export type AutomationCampaignsQuery = { allCampaigns: Array<{ id: string, name: string, description: string, type: string, family: string, status: string, created: string, isSmartInbox: boolean, analyticsDocumentId: string, flowId: string | null, onFinishProcessorId: string | null, onFailProcessorId: string | null, whatsappDefinitionId: string | null, followUpId: string | null, smartInboxLabels: Array<string>, removeSmartInboxLabels: Array<string>, engageEnabled: boolean, hasActiveTemplate: boolean, whitelist: Array<string>, clientDescription: string, clientDescriptionImages: Array<string>, requiredData: Array<{ name: string, humanReadableName: string, description: string }>, atsFieldMappings: Array<{ id: string }>, broadcast: { id: string, interval: number, allowedDays: Array<string>, minExecutionTime: string, maxExecutionTime: string, approachLimit: number, nextBroadcast: string | null, lastBroadcast: string | null, targetQuery: Array<{ field: string, condition: string, value: string }> } | null, followUp: { id: string, name: string, type: string, nextBroadcast: string | null } | null, draftAutomatch: { id: string, version: number, modified: string, publishStage: string | null } | null, activeAutomatch: { id: string, version: number, modified: string, publishStage: string | null } | null, derivedStatus: { publication: string, text: string, busy: boolean, schedule: string } | null }> };

export type AutomationCampaignQueryVariables = Exact<{
  id: string;
}>;


export type AutomationCampaignQuery = { campaign: { id: string, name: string, description: string, type: string, family: string, status: string, created: string, isSmartInbox: boolean, analyticsDocumentId: string, flowId: string | null, onFinishProcessorId: string | null, onFailProcessorId: string | null, whatsappDefinitionId: string | null, followUpId: string | null, smartInboxLabels: Array<string>, removeSmartInboxLabels: Array<string>, engageEnabled: boolean, hasActiveTemplate: boolean, whitelist: Array<string>, clientDescription: string, clientDescriptionImages: Array<string>, requiredData: Array<{ name: string, humanReadableName: string, description: string }>, atsFieldMappings: Array<{ id: string }>, broadcast: { id: string, interval: number, allowedDays: Array<string>, minExecutionTime: string, maxExecutionTime: string, approachLimit: number, nextBroadcast: string | null, lastBroadcast: string | null, targetQuery: Array<{ field: string, condition: string, value: string }> } | null, followUp: { id: string, name: string, type: string, nextBroadcast: string | null } | null, draftAutomatch: { id: string, version: number, modified: string, publishStage: string | null } | null, activeAutomatch: { id: string, version: number, modified: string, publishStage: string | null } | null, derivedStatus: { publication: string, text: string, busy: boolean, schedule: string } | null } };

export type CreateAutomationMutationVariables = Exact<{
  input: CampaignCreateInput;
}>;


export type CreateAutomationMutation = { createCampaign: { ok: boolean, errorMessage: string | null, errors: Array<{ field: string, messages: Array<string> }>, campaign: { id: string } | null } };

export type UpdateAutomationMutationVariables = Exact<{
  id: string;
  input: CampaignUpdateInput;
}>;


export type UpdateAutomationMutation = { updateCampaign: { ok: boolean, errorMessage: string | null, errors: Array<{ field: string, messages: Array<string> }>, campaign: { id: string } | null } };

export type UpdateAutomationBroadcastMutationVariables = Exact<{
  campaignId: string;
  schedule: BroadcastScheduleInput;
  targetQuery?: Array<TargetConditionInput> | TargetConditionInput | null | undefined;
}>;


export type UpdateAutomationBroadcastMutation = { updateBroadcast: { ok: boolean, errorMessage: string | null, errors: Array<{ field: string, messages: Array<string> }>, campaign: { id: string } | null } };

export type SyncAutomationRequiredDataMutationVariables = Exact<{
  id: string;
}>;


export type SyncAutomationRequiredDataMutation = { syncAutomationRequiredData: { ok: boolean, errorMessage: string | null, errors: Array<{ field: string, messages: Array<string> }>, campaign: { id: string, requiredData: Array<{ name: string, humanReadableName: string, description: string }> } | null } };

export type DeleteCampaignConversationMutationVariables = Exact<{
  id: string;
}>;


export type DeleteCampaignConversationMutation = { deleteCampaignConversation: { ok: boolean, errorMessage: string | null } };

export type AutomationDestinationsQueryVariables = Exact<{
  broadcastId: string;
}>;


export type AutomationDestinationsQuery = { executeDestinationGetter: Array<{ id: string, name: string, phoneNumber: string }> };

export type AutomationOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type AutomationOptionsQuery = { allStateMachines: Array<{ id: string, name: string }>, allProcessors: Array<{ id: string, humanReadableName: string }>, allWhatsappDefinitions: Array<{ id: string, name: string, activeTemplate: { id: string, parameters: Array<{ name: string, index: number }>, variations: Array<{ languageTag: string, content: string, status: string }> } | null }> };

export type AutomatchQueriesQueryVariables = Exact<{
  id: string;
}>;


export type AutomatchQueriesQuery = { campaign: { id: string, type: string, draftAutomatch: { id: string, matchPageLimit: number, searchQuery: { id: string, kind: string, baseAtsEntityType: string, queryStatements: Array<{ id: string, negate: boolean, order: number, value: string, atsFieldMapping: string, scalarName: string | null, condition: { id: string } | null }> }, matchQuery: { id: string, kind: string, baseAtsEntityType: string, queryStatements: Array<{ id: string, negate: boolean, order: number, value: string, atsFieldMapping: string, scalarName: string | null, condition: { id: string } | null }> }, facetsQuery: { id: string, kind: string, baseAtsEntityType: string, queryStatements: Array<{ id: string, negate: boolean, order: number, value: string, atsFieldMapping: string, scalarName: string | null, condition: { id: string } | null }> } } | null }, getAllQueryConditions: Array<{ id: string, name: string, description: string, allowedDataTypes: Array<string>, value: string }>, allAtsFieldMappings: Array<{ id: string, name: string, humanReadableName: string, dataType: string, entityType: string, choices: Array<string> }> };

export type UpdateAutomatchQueryMutationVariables = Exact<{
  id: string;
  queryStatements: Array<QueryStatementInput> | QueryStatementInput;
}>;


export type UpdateAutomatchQueryMutation = { updateQuery: { ok: boolean, errorMessage: string | null, errors: Array<{ field: string, messages: Array<string> }>, query: { id: string, kind: string, baseAtsEntityType: string, queryStatements: Array<{ id: string, negate: boolean, order: number, value: string, atsFieldMapping: string, scalarName: string | null, condition: { id: string } | null }> } | null } };

export type CreateAutomatchQueryStatementMutationVariables = Exact<{
  queryId: string;
  statement: QueryStatementInput;
}>;


export type CreateAutomatchQueryStatementMutation = { createQueryStatement: { ok: boolean, errorMessage: string | null, errors: Array<{ field: string, messages: Array<string> }>, query: { id: string, kind: string, baseAtsEntityType: string, queryStatements: Array<{ id: string, negate: boolean, order: number, value: string, atsFieldMapping: string, scalarName: string | null, condition: { id: string } | null }> } | null } };

export type UpdateAutomatchQueryStatementMutationVariables = Exact<{
  id: string;
  statement: QueryStatementInput;
}>;


export type UpdateAutomatchQueryStatementMutation = { updateQueryStatement: { ok: boolean, errorMessage: string | null, errors: Array<{ field: string, messages: Array<string> }>, query: { id: string, kind: string, baseAtsEntityType: string, queryStatements: Array<{ id: string, negate: boolean, order: number, value: string, atsFieldMapping: string, scalarName: string | null, condition: { id: string } | null }> } | null } };

export type DeleteAutomatchQueryStatementMutationVariables = Exact<{
  id: string;
}>;


export type DeleteAutomatchQueryStatementMutation = { deleteQueryStatement: { ok: boolean, errorMessage: string | null, errors: Array<{ field: string, messages: Array<string> }>, query: { id: string, kind: string, baseAtsEntityType: string, queryStatements: Array<{ id: string, negate: boolean, order: number, value: string, atsFieldMapping: string, scalarName: string | null, condition: { id: string } | null }> } | null } };

export type TestAutomatchSearchMutationVariables = Exact<{
  automatchId: string;
  searchStatements?: Array<QueryStatementInput> | QueryStatementInput | null | undefined;
}>;


export type TestAutomatchSearchMutation = { testSearch: { ok: boolean, errorMessage: string | null, total: number, errors: Array<{ field: string, messages: Array<string> }>, records: Array<{ id: string, entityType: string, title: string, values: unknown }> } };

export type TestAutomatchMatchMutationVariables = Exact<{
  automatchId: string;
  recordId: string;
  matchStatements?: Array<QueryStatementInput> | QueryStatementInput | null | undefined;
  facetsStatements?: Array<QueryStatementInput> | QueryStatementInput | null | undefined;
}>;


export type TestAutomatchMatchMutation = { testMatch: { ok: boolean, errorMessage: string | null, total: number, errors: Array<{ field: string, messages: Array<string> }>, records: Array<{ id: string, entityType: string, title: string, values: unknown }> } };

export type AutomationScheduledSendsQueryVariables = Exact<{
  campaignId: string;
}>;


export type AutomationScheduledSendsQuery = { scheduledCampaignSends: Array<{ id: string, campaignId: string, sendAt: string, source: string, recipients: number, created: string, firedAt: string | null, sent: number | null }> };

export type ScheduleAutomationMessagesMutationVariables = Exact<{
  campaignId: string;
  recipients: Array<RecipientInput> | RecipientInput;
  source: string;
  sendAt: string;
}>;


export type ScheduleAutomationMessagesMutation = { scheduleCampaignMessages: { ok: boolean, errorMessage: string | null, preflight: { lines: Array<{ line: number | null, phoneNumber: string, languageTag: string | null, message: string | null, skip: string | null, missing: Array<string> }>, totals: { recipients: number, send: number, skipped: number, phoneInvalid: number, notWhitelisted: number, parameterMissing: number, noApprovedTemplate: number, outsideSchedule: number, approachLimitReached: number } }, scheduledSend: { id: string, campaignId: string, sendAt: string, source: string, recipients: number, created: string, firedAt: string | null, sent: number | null } | null } };

export type CancelAutomationScheduledSendMutationVariables = Exact<{
  id: string;
}>;


export type CancelAutomationScheduledSendMutation = { cancelScheduledCampaignSend: { ok: boolean, errorMessage: string | null } };

export type AutomationPreflightQueryVariables = Exact<{
  campaignId: string;
  recipients: Array<RecipientInput> | RecipientInput;
  at?: string | null | undefined;
}>;


export type AutomationPreflightQuery = { campaignPreflight: { lines: Array<{ line: number | null, phoneNumber: string, languageTag: string | null, message: string | null, skip: string | null, missing: Array<string> }>, totals: { recipients: number, send: number, skipped: number, phoneInvalid: number, notWhitelisted: number, parameterMissing: number, noApprovedTemplate: number, outsideSchedule: number, approachLimitReached: number } } };

export type SendAutomationMessagesMutationVariables = Exact<{
  campaignId: string;
  recipients: Array<RecipientInput> | RecipientInput;
  source: string;
}>;


export type SendAutomationMessagesMutation = { sendCampaignMessages: { ok: boolean, errorMessage: string | null, sent: number, preflight: { lines: Array<{ line: number | null, phoneNumber: string, languageTag: string | null, message: string | null, skip: string | null, missing: Array<string> }>, totals: { recipients: number, send: number, skipped: number, phoneInvalid: number, notWhitelisted: number, parameterMissing: number, noApprovedTemplate: number, outsideSchedule: number, approachLimitReached: number } } } };

export type AutomationSettingsOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type AutomationSettingsOptionsQuery = { allLabels: Array<{ id: string, name: string, color: string }>, allFollowUps: Array<{ id: string, name: string, type: string, campaignId: string, campaignName: string, interval: number, allowedDays: Array<string>, minExecutionTime: string, maxExecutionTime: string, approachLimit: number, nextBroadcast: string | null, lastBroadcast: string | null }>, atsFieldMappings: Array<{ id: string, type: string, value: string, isLocked: boolean, isDefaultMapping: boolean, scalarName: string | null, atsField: { path: string, required: boolean, humanReadableNames: Array<{ language: string, name: string }> } }> };

export type CreateAutomationFollowUpMutationVariables = Exact<{
  campaignId: string;
  input: FollowUpInput;
}>;


export type CreateAutomationFollowUpMutation = { createFollowUp: { ok: boolean, errorMessage: string | null, errors: Array<{ field: string, messages: Array<string> }>, followUp: { id: string, name: string, type: string, campaignId: string, campaignName: string, interval: number, allowedDays: Array<string>, minExecutionTime: string, maxExecutionTime: string, approachLimit: number, nextBroadcast: string | null, lastBroadcast: string | null } | null } };

export type UpdateAutomationFollowUpMutationVariables = Exact<{
  id: string;
  input: FollowUpInput;
}>;


export type UpdateAutomationFollowUpMutation = { updateFollowUp: { ok: boolean, errorMessage: string | null, errors: Array<{ field: string, messages: Array<string> }>, followUp: { id: string, name: string, type: string, campaignId: string, campaignName: string, interval: number, allowedDays: Array<string>, minExecutionTime: string, maxExecutionTime: string, approachLimit: number, nextBroadcast: string | null, lastBroadcast: string | null } | null } };

export type AutomationTemplatesQueryVariables = Exact<{ [key: string]: never; }>;


export type AutomationTemplatesQuery = { mainChatbot: { id: string, whatsappProvider: string | null }, allAutomationTemplates: Array<{ id: string, name: string, description: string, tags: Array<string>, type: string, flowId: string | null, campaign: unknown, steps: Array<{ title: string, description: string }>, optionalSteps: Array<{ title: string, description: string }> }> };

export type ImportAutomationMutationVariables = Exact<{
  name: string;
  file: string;
}>;


export type ImportAutomationMutation = { importCampaign: { ok: boolean, errorMessage: string | null, errors: Array<{ field: string, messages: Array<string> }>, campaign: { id: string } | null } };

export type ImportAutomationTemplateMutationVariables = Exact<{
  name: string;
  file: string;
}>;


export type ImportAutomationTemplateMutation = { importAutomationTemplate: { ok: boolean, errorMessage: string | null, errors: Array<{ field: string, messages: Array<string> }>, template: { id: string } | null } };

export type CloneAutomationMutationVariables = Exact<{
  id: string;
  name: string;
}>;


export type CloneAutomationMutation = { cloneCampaign: { ok: boolean, errorMessage: string | null, errors: Array<{ field: string, messages: Array<string> }>, campaign: { id: string } | null } };

export type AvailabilitiesQueryVariables = Exact<{ [key: string]: never; }>;


export type AvailabilitiesQuery = { allAvailabilities: Array<{ id: string, userId: string, contactName: string, calendarEmail: string, interviewType: string, categories: Array<string>, timeZone: string, maxDailyAppointments: number, appointmentType: { type: string, preTime: number, postTime: number, planRange: number, workingDaysOnly: boolean, offsetDays: number, slotDuration: number, isDefault: boolean }, blocks: Array<{ id: string, day: string, startTime: string, endTime: string }> }> };

export type UpdateCalendarAvailabilityMutationVariables = Exact<{
  id: string;
  input: CalendarAvailabilityInput;
}>;


export type UpdateCalendarAvailabilityMutation = { updateCalendarAvailability: { ok: boolean, code: string | null, errorMessage: string | null, errors: Array<{ field: string, messages: Array<string> }>, availability: { id: string, userId: string, contactName: string, calendarEmail: string, interviewType: string, categories: Array<string>, timeZone: string, maxDailyAppointments: number, appointmentType: { type: string, preTime: number, postTime: number, planRange: number, workingDaysOnly: boolean, offsetDays: number, slotDuration: number, isDefault: boolean }, blocks: Array<{ id: string, day: string, startTime: string, endTime: string }> } | null } };

export type CreateAvailabilityBlockMutationVariables = Exact<{
  availabilityId: string;
  input: AvailabilityBlockInput;
}>;


export type CreateAvailabilityBlockMutation = { createBlock: { ok: boolean, code: string | null, errorMessage: string | null, errors: Array<{ field: string, messages: Array<string> }>, block: { id: string, day: string, startTime: string, endTime: string } | null } };

export type UpdateAvailabilityBlockMutationVariables = Exact<{
  id: string;
  input: AvailabilityBlockInput;
}>;


export type UpdateAvailabilityBlockMutation = { updateBlock: { ok: boolean, code: string | null, errorMessage: string | null, errors: Array<{ field: string, messages: Array<string> }>, block: { id: string, day: string, startTime: string, endTime: string } | null } };

export type DeleteAvailabilityBlockMutationVariables = Exact<{
  id: string;
}>;


export type DeleteAvailabilityBlockMutation = { deleteBlock: { ok: boolean, code: string | null, errorMessage: string | null, errors: Array<{ field: string, messages: Array<string> }>, block: { id: string, day: string, startTime: string, endTime: string } | null } };

export type AvailabilityStaffQueryVariables = Exact<{ [key: string]: never; }>;


export type AvailabilityStaffQuery = { availabilityStaff: Array<{ id: string, name: string, email: string }> };

export type CreateCalendarAvailabilityMutationVariables = Exact<{
  userId: string;
  input: CalendarAvailabilityInput;
}>;


export type CreateCalendarAvailabilityMutation = { createCalendarAvailability: { ok: boolean, code: string | null, errorMessage: string | null, errors: Array<{ field: string, messages: Array<string> }>, availability: { id: string, userId: string, contactName: string, calendarEmail: string, interviewType: string, categories: Array<string>, timeZone: string, maxDailyAppointments: number, appointmentType: { type: string, preTime: number, postTime: number, planRange: number, workingDaysOnly: boolean, offsetDays: number, slotDuration: number, isDefault: boolean }, blocks: Array<{ id: string, day: string, startTime: string, endTime: string }> } | null } };

export type DeleteCalendarAvailabilityMutationVariables = Exact<{
  id: string;
}>;


export type DeleteCalendarAvailabilityMutation = { deleteCalendarAvailability: { ok: boolean, code: string | null, errorMessage: string | null, errors: Array<{ field: string, messages: Array<string> }> } };

export type BuilderDivergentQueryVariables = Exact<{
  id: string;
}>;


export type BuilderDivergentQuery = { state: { id: string, selectedDivergentOption: string | null } | null, builderSettings: { divergentOptionTemplates: Array<{ id: string, name: string, routingInstruction: string }> } };

export type BuilderSwitchDivergentMutationVariables = Exact<{
  stateId: string;
  templateId: string;
}>;


export type BuilderSwitchDivergentMutation = { switchDivergentOption: { ok: boolean, errors: Array<{ field: string, messages: Array<string> }> } };

export type BuilderUpdateFlowMutationVariables = Exact<{
  id: string;
  name?: string | null | undefined;
  description?: string | null | undefined;
}>;


export type BuilderUpdateFlowMutation = { updateStateMachine: { ok: boolean, errors: Array<{ field: string, messages: Array<string> }> } };

export type BuilderBlueprintMutationVariables = Exact<{
  id: string;
}>;


export type BuilderBlueprintMutation = { generateBlueprintForStatemachine: { ok: boolean, errorMessage: string | null, blueprint: unknown } };

export type BuilderCloneQuestionMutationVariables = Exact<{
  id: string;
  from?: string | null | undefined;
  to: string;
  name?: string | null | undefined;
}>;


export type BuilderCloneQuestionMutation = { cloneStateGroup: { ok: boolean, errors: Array<{ field: string, messages: Array<string> }>, stateGroup: { id: string } | null } };

export type BuilderFlowLintQueryVariables = Exact<{
  id: string;
}>;


export type BuilderFlowLintQuery = { flowLint: Array<{ code: string, severity: string, stateId: string, optionId: string | null, languageTag: string | null, count: number | null }> };

export type BuilderAddQuestionMutationVariables = Exact<{
  group: StateGroupInput;
}>;


export type BuilderAddQuestionMutation = { updateStateGroupMutation: { ok: boolean, errors: Array<{ field: string, messages: Array<string> }>, stateGroup: { id: string } | null } };

export type BuilderCopyTemplateMutationVariables = Exact<{
  templateIds: Array<string> | string;
  flowId: string;
  name?: string | null | undefined;
}>;


export type BuilderCopyTemplateMutation = { copyStateGroup: { ok: boolean, errors: Array<{ field: string, messages: Array<string> }> } };

export type BuilderReorderQuestionsMutationVariables = Exact<{
  flowId: string;
  ids: Array<string> | string;
}>;


export type BuilderReorderQuestionsMutation = { reorderStateGroups: { ok: boolean, errors: Array<{ field: string, messages: Array<string> }> } };

export type BuilderAddStateMutationVariables = Exact<{
  state: StateInput;
}>;


export type BuilderAddStateMutation = { stateMutation: { ok: boolean, errors: Array<{ field: string, messages: Array<string> }>, state: { id: string } | null } };

export type BuilderStateOrderMutationVariables = Exact<{
  groupId: string;
  ids: Array<string> | string;
}>;


export type BuilderStateOrderMutation = { updateStateOrder: { ok: boolean, errors: Array<{ field: string, messages: Array<string> }> } };

export type BuilderDeleteQuestionMutationVariables = Exact<{
  id: string;
}>;


export type BuilderDeleteQuestionMutation = { deleteStateGroupMutation: { ok: boolean, errors: Array<{ field: string, messages: Array<string> }> } };

export type BuilderFlowsQueryVariables = Exact<{ [key: string]: never; }>;


export type BuilderFlowsQuery = { allStateMachines: Array<{ id: string, name: string, description: string, kind: string, isDefaultStateMachine: boolean, stateGroupCount: number, stateCount: number }> };

export type BuilderAddFlowMutationVariables = Exact<{
  name: string;
  kind?: string | null | undefined;
}>;


export type BuilderAddFlowMutation = { addStateMachine: { ok: boolean, errors: Array<{ field: string, messages: Array<string> }>, stateMachine: { id: string } | null } };

export type BuilderCloneFlowMutationVariables = Exact<{
  id: string;
  newName?: string | null | undefined;
}>;


export type BuilderCloneFlowMutation = { cloneStateMachine: { ok: boolean, errors: Array<{ field: string, messages: Array<string> }>, stateMachine: { id: string } | null } };

export type BuilderDeleteFlowMutationVariables = Exact<{
  id: string;
}>;


export type BuilderDeleteFlowMutation = { deleteStateMachine: { ok: boolean, errors: Array<{ field: string, messages: Array<string> }> } };

export type BuilderFlowOrderMutationVariables = Exact<{
  ids: Array<string> | string;
}>;


export type BuilderFlowOrderMutation = { updateStateMachineOrder: { ok: boolean, errors: Array<{ field: string, messages: Array<string> }> } };

export type BuilderImpactQueryVariables = Exact<{
  kind: string;
  id: string;
}>;


export type BuilderImpactQuery = { builderImpact: { stateCount: number, optionCount: number, routedFrom: Array<{ id: string, name: string }>, processors: Array<{ id: string, humanReadableName: string }>, whatsappTemplates: Array<{ id: string, name: string }>, automations: Array<{ id: string, name: string }>, atsFieldMappings: Array<{ id: string, name: string }> } };

export type BuilderTagsQueryVariables = Exact<{ [key: string]: never; }>;


export type BuilderTagsQuery = { allTags: Array<{ id: string, kind: string, content: string, color: string }> };

export type BuilderAddTextVariationMutationVariables = Exact<{
  actionId: string;
  languageTag: string;
  text: string;
  tagsId?: Array<string> | string | null | undefined;
}>;


export type BuilderAddTextVariationMutation = { addTextVariation: { ok: boolean, errors: Array<{ field: string, messages: Array<string> }> } };

export type BuilderAddVideoVariationMutationVariables = Exact<{
  actionId: string;
  languageTag: string;
  url: string;
  caption?: string | null | undefined;
  tagsId?: Array<string> | string | null | undefined;
}>;


export type BuilderAddVideoVariationMutation = { addVideoVariation: { ok: boolean, errors: Array<{ field: string, messages: Array<string> }> } };

export type BuilderAddImageVariationMutationVariables = Exact<{
  actionId: string;
  languageTag: string;
  url: string;
  caption?: string | null | undefined;
  tagsId?: Array<string> | string | null | undefined;
}>;


export type BuilderAddImageVariationMutation = { addImageVariation: { ok: boolean, errors: Array<{ field: string, messages: Array<string> }> } };

export type BuilderAddDocumentVariationMutationVariables = Exact<{
  actionId: string;
  languageTag: string;
  url: string;
  fileName?: string | null | undefined;
  tagsId?: Array<string> | string | null | undefined;
}>;


export type BuilderAddDocumentVariationMutation = { addDocumentVariation: { ok: boolean, errors: Array<{ field: string, messages: Array<string> }> } };

export type BuilderAddLinkVariationMutationVariables = Exact<{
  actionId: string;
  languageTag: string;
  placeholder: string;
  link: string;
  isDocument?: boolean | null | undefined;
  tagsId?: Array<string> | string | null | undefined;
}>;


export type BuilderAddLinkVariationMutation = { addLinkVariation: { ok: boolean, errors: Array<{ field: string, messages: Array<string> }> } };

export type BuilderAddGeolocationVariationMutationVariables = Exact<{
  actionId: string;
  languageTag: string;
  lat: number;
  lng: number;
  tagsId?: Array<string> | string | null | undefined;
}>;


export type BuilderAddGeolocationVariationMutation = { addGeolocationVariation: { ok: boolean, errors: Array<{ field: string, messages: Array<string> }> } };

export type BuilderUpdateMessageMutationVariables = Exact<{
  variationId: string;
  text?: string | null | undefined;
  url?: string | null | undefined;
  caption?: string | null | undefined;
  fileName?: string | null | undefined;
  placeholder?: string | null | undefined;
  link?: string | null | undefined;
  isDocument?: boolean | null | undefined;
  lat?: number | null | undefined;
  lng?: number | null | undefined;
}>;


export type BuilderUpdateMessageMutation = { updateMessage: { ok: boolean, errors: Array<{ field: string, messages: Array<string> }> } };

export type BuilderDeleteVariationMutationVariables = Exact<{
  id: string;
}>;


export type BuilderDeleteVariationMutation = { deleteVariationMutation: { ok: boolean, errors: Array<{ field: string, messages: Array<string> }> } };

export type BuilderVariationTagsMutationVariables = Exact<{
  tagsId: Array<string> | string;
  variationId: string;
}>;


export type BuilderVariationTagsMutation = { updateVariationTags: { ok: boolean, errors: Array<{ field: string, messages: Array<string> }> } };

export type BuilderAddStandardActionMutationVariables = Exact<{
  stateId: string;
  content?: string | null | undefined;
}>;


export type BuilderAddStandardActionMutation = { addStandardAction: { ok: boolean, errors: Array<{ field: string, messages: Array<string> }>, action: { id: string } | null } };

export type BuilderAddActionWithOptionsMutationVariables = Exact<{
  stateId: string;
  content?: string | null | undefined;
}>;


export type BuilderAddActionWithOptionsMutation = { addActionWithOptions: { ok: boolean, errors: Array<{ field: string, messages: Array<string> }>, action: { id: string } | null } };

export type BuilderUpdateActionMutationVariables = Exact<{
  id: string;
  content?: string | null | undefined;
  editable?: boolean | null | undefined;
}>;


export type BuilderUpdateActionMutation = { updateAction: { ok: boolean, errors: Array<{ field: string, messages: Array<string> }> } };

export type BuilderDeleteActionsMutationVariables = Exact<{
  ids: Array<string> | string;
}>;


export type BuilderDeleteActionsMutation = { deleteActions: { ok: boolean, errors: Array<{ field: string, messages: Array<string> }> } };

export type BuilderActionOrderingMutationVariables = Exact<{
  stateId: string;
  actionIds: Array<string> | string;
}>;


export type BuilderActionOrderingMutation = { updateActionOrdering: { ok: boolean, errors: Array<{ field: string, messages: Array<string> }> } };

export type BuilderUpdateLabelMutationVariables = Exact<{
  id: string;
  enabled?: boolean | null | undefined;
  text?: Array<LabelTextInput> | LabelTextInput | null | undefined;
}>;


export type BuilderUpdateLabelMutation = { updateOptionLabel: { ok: boolean, errors: Array<{ field: string, messages: Array<string> }> } };

export type BuilderCreateLabelMutationVariables = Exact<{
  optionId: string;
  actionId: string;
  text?: Array<LabelTextInput> | LabelTextInput | null | undefined;
}>;


export type BuilderCreateLabelMutation = { createOptionLabel: { ok: boolean, errors: Array<{ field: string, messages: Array<string> }> } };

export type BuilderDeleteLabelMutationVariables = Exact<{
  id: string;
}>;


export type BuilderDeleteLabelMutation = { deleteOptionLabel: { ok: boolean, errors: Array<{ field: string, messages: Array<string> }> } };

export type BuilderLabelOrderMutationVariables = Exact<{
  actionId: string;
  labelIds: Array<string> | string;
}>;


export type BuilderLabelOrderMutation = { updateOptionLabelOrder: { ok: boolean, errors: Array<{ field: string, messages: Array<string> }> } };

export type BuilderProcessorsQueryVariables = Exact<{ [key: string]: never; }>;


export type BuilderProcessorsQuery = { allProcessors: Array<{ id: string, name: string, humanReadableName: string, processorType: string, type: string, color: string, icon: string, category: string, priority: number, description: string, isImportantGoal: boolean, stateMachines: Array<string>, states: Array<string>, options: Array<string>, googleAnalyticsEvent: { id: string, eventLabel: string, eventAction: string, systemName: string } | null, dependencies: Array<{ kind: string, id: string, name: string }> | null }> };

export type BuilderProcessorTemplatesQueryVariables = Exact<{
  adminOnly?: boolean | null | undefined;
}>;


export type BuilderProcessorTemplatesQuery = { allProcessorTemplates: Array<{ id: string, humanReadableName: string, category: string, color: string, description: string, adminOnly: boolean }> };

export type BuilderUpdateProcessorMutationVariables = Exact<{
  id: string;
  priority?: number | null | undefined;
  isImportantGoal?: boolean | null | undefined;
  googleAnalyticsEvent?: GoogleAnalyticsEventInput | null | undefined;
  humanReadableName?: string | null | undefined;
  description?: string | null | undefined;
}>;


export type BuilderUpdateProcessorMutation = { updateProcessor: { ok: boolean, errors: Array<{ field: string, messages: Array<string> }> } };

export type BuilderCloneProcessorMutationVariables = Exact<{
  id: string;
  fromSchema: string;
  toSchema: string;
}>;


export type BuilderCloneProcessorMutation = { cloneProcessor: { ok: boolean, errors: Array<{ field: string, messages: Array<string> }>, processor: { id: string, humanReadableName: string } | null } };

export type BuilderCopyProcessorMutationVariables = Exact<{
  processorTemplateIds: Array<string> | string;
  fromSchema?: string | null | undefined;
  toSchema: string;
}>;


export type BuilderCopyProcessorMutation = { copyProcessor: { ok: boolean, errors: Array<{ field: string, messages: Array<string> }>, processors: Array<{ id: string }> } };

export type BuilderScalarNamesQueryVariables = Exact<{ [key: string]: never; }>;


export type BuilderScalarNamesQuery = { allScalarnames: Array<{ id: string, name: string, humanReadableName: string }> };

export type BuilderCreateScalarNameMutationVariables = Exact<{
  name: string;
  humanReadableName?: string | null | undefined;
}>;


export type BuilderCreateScalarNameMutation = { createScalarName: { ok: boolean, errors: Array<{ field: string, messages: Array<string> }> } };

export type BuilderDeleteScalarNameMutationVariables = Exact<{
  id: string;
}>;


export type BuilderDeleteScalarNameMutation = { deleteScalarName: { ok: boolean, errors: Array<{ field: string, messages: Array<string> }> } };

export type BuilderStateQueryVariables = Exact<{
  id: string;
}>;


export type BuilderStateQuery = { state: { id: string, name: string, stateGroupId: string, draft: boolean, isSkippable: boolean, alwaysStore: boolean, answerRequired: boolean, cancelFollowUp: boolean, replyType: string, validator: string | null, processors: Array<{ id: string }>, options: Array<{ id: string, name: string, isDefault: boolean, isRequired: boolean, routingInstruction: string | null, nextState: string | null, nextStateMachine: string | null, position: number, processors: Array<{ id: string }> }>, actions: Array<{ id: string, kind: string, content: string, editable: boolean, position: number, variations: Array<{ id: string, languageTag: string, type: string, text: string | null, url: string | null, caption: string | null, fileName: string | null, placeholder: string | null, link: string | null, isDocument: boolean | null, lat: number | null, lng: number | null, tags: Array<{ id: string, content: string, color: string }> }>, labels: Array<{ id: string, option: string, enabled: boolean, position: number, text: Array<{ languageTag: string, content: string }> }> }> } | null, builderSettings: { languages: Array<string> } };

export type BuilderAddTextMutationVariables = Exact<{
  actionId: string;
  languageTag: string;
  text: string;
}>;


export type BuilderAddTextMutation = { addTextVariation: { ok: boolean, errors: Array<{ field: string, messages: Array<string> }> } };

export type BuilderCreateOptionMutationVariables = Exact<{
  stateId: string;
}>;


export type BuilderCreateOptionMutation = { createOption: { ok: boolean, errors: Array<{ field: string, messages: Array<string> }>, option: { id: string } | null } };

export type BuilderUpdateOptionMutationVariables = Exact<{
  id: string;
  name?: string | null | undefined;
  isRequired?: boolean | null | undefined;
  routingInstruction?: string | null | undefined;
}>;


export type BuilderUpdateOptionMutation = { updateOption: { ok: boolean, errors: Array<{ field: string, messages: Array<string> }> } };

export type BuilderNextStateMutationVariables = Exact<{
  optionId: string;
  nextState: string;
}>;


export type BuilderNextStateMutation = { updateNextState: { ok: boolean, errors: Array<{ field: string, messages: Array<string> }> } };

export type BuilderNextFlowMutationVariables = Exact<{
  optionId: string;
  nextStateMachine: string;
}>;


export type BuilderNextFlowMutation = { updateNextStateMachine: { ok: boolean, errors: Array<{ field: string, messages: Array<string> }> } };

export type BuilderDeleteOptionMutationVariables = Exact<{
  id: string;
}>;


export type BuilderDeleteOptionMutation = { deleteOption: { ok: boolean, errors: Array<{ field: string, messages: Array<string> }> } };

export type BuilderUpdateStateMutationVariables = Exact<{
  state: StateInput;
}>;


export type BuilderUpdateStateMutation = { stateMutation: { ok: boolean, errors: Array<{ field: string, messages: Array<string> }> } };

export type BuilderOptionOrderMutationVariables = Exact<{
  stateId: string;
  optionIds: Array<string> | string;
}>;


export type BuilderOptionOrderMutation = { updateOptionOrder: { ok: boolean, errors: Array<{ field: string, messages: Array<string> }> } };

export type BuilderDeleteStateMutationVariables = Exact<{
  id: string;
}>;


export type BuilderDeleteStateMutation = { deleteState: { ok: boolean, errors: Array<{ field: string, messages: Array<string> }> } };

export type BuilderCreateTagMutationVariables = Exact<{
  kind: string;
  content: string;
  color?: string | null | undefined;
}>;


export type BuilderCreateTagMutation = { createTag: { ok: boolean, errors: Array<{ field: string, messages: Array<string> }> } };

export type BuilderUpdateTagMutationVariables = Exact<{
  id: string;
  kind?: string | null | undefined;
  content?: string | null | undefined;
  color?: string | null | undefined;
}>;


export type BuilderUpdateTagMutation = { updateTag: { ok: boolean, errors: Array<{ field: string, messages: Array<string> }> } };

export type BuilderDeleteTagMutationVariables = Exact<{
  id: string;
}>;


export type BuilderDeleteTagMutation = { deleteTag: { ok: boolean, errors: Array<{ field: string, messages: Array<string> }> } };

export type BuilderStateVariableQueryVariables = Exact<{
  id: string;
}>;


export type BuilderStateVariableQuery = { state: { id: string, scalarName: { id: string } | null } | null, allScalarnames: Array<{ id: string, name: string, humanReadableName: string, tags: Array<{ id: string }> }> };

export type BuilderSetStateVariableMutationVariables = Exact<{
  id: string;
  scalarName?: string | null | undefined;
}>;


export type BuilderSetStateVariableMutation = { stateMutation: { ok: boolean, errors: Array<{ field: string, messages: Array<string> }> } };

export type BuilderVariableTagsMutationVariables = Exact<{
  id: string;
  tagsId: Array<string> | string;
}>;


export type BuilderVariableTagsMutation = { updateScalarName: { ok: boolean, errors: Array<{ field: string, messages: Array<string> }> } };

export type BuilderTranslationsQueryVariables = Exact<{
  ownerId: string;
}>;


export type BuilderTranslationsQuery = { allTranslations: Array<{ id: string, field: string, languageTag: string, content: string }> };

export type BuilderCreateTranslationMutationVariables = Exact<{
  ownerId: string;
  field: string;
  languageTag: string;
  content: string;
}>;


export type BuilderCreateTranslationMutation = { createTranslation: { ok: boolean, errors: Array<{ field: string, messages: Array<string> }>, translation: { id: string } | null } };

export type BuilderUpdateTranslationMutationVariables = Exact<{
  id: string;
  content: string;
}>;


export type BuilderUpdateTranslationMutation = { updateTranslation: { ok: boolean, errors: Array<{ field: string, messages: Array<string> }> } };

export type BuilderDeleteTranslationMutationVariables = Exact<{
  id: string;
}>;


export type BuilderDeleteTranslationMutation = { deleteTranslation: { ok: boolean, errors: Array<{ field: string, messages: Array<string> }> } };

export type BuilderFlowTreeQueryVariables = Exact<{
  id: string;
  offset: number;
  limit: number;
}>;


export type BuilderFlowTreeQuery = { flowTree: { totalStates: number, inboundStateIds: Array<string>, stateGroups: Array<{ id: string, name: string, position: number, initialState: string | null }>, states: Array<{ id: string, stateGroupId: string, name: string, position: number, treeViewPositionX: number | null, treeViewPositionY: number | null, options: Array<{ id: string, name: string, isDefault: boolean, isRequired: boolean, routingInstruction: string | null, nextState: string | null, nextStateMachine: string | null }>, actions: Array<{ position: number, variations: Array<{ languageTag: string, type: string, text: string | null }> }> }> } | null };

export type BuilderFlowNamesQueryVariables = Exact<{ [key: string]: never; }>;


export type BuilderFlowNamesQuery = { allStateMachines: Array<{ id: string, name: string, kind: string, description: string }> };

export type BuilderTreePositionMutationVariables = Exact<{
  state: StateInput;
}>;


export type BuilderTreePositionMutation = { stateMutation: { ok: boolean, errors: Array<{ field: string, messages: Array<string> }> } };

export type MainChatbotQueryVariables = Exact<{ [key: string]: never; }>;


export type MainChatbotQuery = { mainChatbot: { projectId: string, projectName: string, ats: string, whatsappProvider: string | null, smartInboxEnabled: boolean, defaultLanguageTag: string, useBetaPortal: boolean } };

export type EmailTemplatesOverviewQueryVariables = Exact<{ [key: string]: never; }>;


export type EmailTemplatesOverviewQuery = { emailTemplates: Array<{ id: string, toEmail: string, fromEmail: string, subject: string, plainText: string, htmlTemplate: string, isHtml: boolean, isText: boolean, templateKey: string, useNewEditor: boolean }>, mappers: Array<{ id: string, name: string, data: unknown }> };

export type UpdateEmailTemplateMutationVariables = Exact<{
  id: string;
  input: EmailTemplateInput;
}>;


export type UpdateEmailTemplateMutation = { updateEmailTemplate: { ok: boolean, code: string | null, errorMessage: string | null, errors: Array<{ field: string, messages: Array<string> }>, emailTemplate: { id: string } | null } };

export type UpdateMapperMutationVariables = Exact<{
  id: string;
  input: MapperInput;
}>;


export type UpdateMapperMutation = { updateMapper: { ok: boolean, code: string | null, errorMessage: string | null, errors: Array<{ field: string, messages: Array<string> }>, mapper: { id: string } | null } };

export type FacebookPagesQueryVariables = Exact<{ [key: string]: never; }>;


export type FacebookPagesQuery = { allFacebookPages: Array<{ id: string, pageId: string, pageName: string, isActive: boolean }> };

export type ConnectFacebookPagesMutationVariables = Exact<{
  token: string;
}>;


export type ConnectFacebookPagesMutation = { facebookPageUpdate: { ok: boolean, code: string | null, errorMessage: string | null, pages: Array<{ id: string, pageId: string, pageName: string, isActive: boolean }> } };

export type UpdateFacebookPageMutationVariables = Exact<{
  data: unknown;
}>;


export type UpdateFacebookPageMutation = { updateFacebookPage: { ok: boolean, code: string | null, errorMessage: string | null, errors: Array<{ field: string, messages: Array<string> }>, facebookPage: { id: string, pageId: string, pageName: string, isActive: boolean } | null } };

export type DeleteFacebookPageMutationVariables = Exact<{
  data: unknown;
}>;


export type DeleteFacebookPageMutation = { deleteFacebookPage: { ok: boolean, code: string | null, errorMessage: string | null, errors: Array<{ field: string, messages: Array<string> }> } };

export type AllGroupAppointmentsQueryVariables = Exact<{ [key: string]: never; }>;


export type AllGroupAppointmentsQuery = { allGroupAppointments: Array<{ id: string, type: string, maxNrAttendees: number, planRange: number, offsetDays: number, maxNrEventToShow: number, calendarAuthHandler: string, filterMap: string, calendarIsAuthenticated: boolean }> };

export type GroupAppointmentFieldsFragment = { id: string, type: string, maxNrAttendees: number, planRange: number, offsetDays: number, maxNrEventToShow: number, calendarAuthHandler: string, filterMap: string, calendarIsAuthenticated: boolean };

export type CreateGroupAppointmentMutationVariables = Exact<{
  input: GroupAppointmentInput;
}>;


export type CreateGroupAppointmentMutation = { createGroupAppointment: { ok: boolean, errorMessage: string | null, errors: Array<{ field: string, messages: Array<string> }>, groupAppointment: { id: string, type: string, maxNrAttendees: number, planRange: number, offsetDays: number, maxNrEventToShow: number, calendarAuthHandler: string, filterMap: string, calendarIsAuthenticated: boolean } | null } };

export type GroupAppointmentResultFieldsFragment = { ok: boolean, errorMessage: string | null, errors: Array<{ field: string, messages: Array<string> }>, groupAppointment: { id: string, type: string, maxNrAttendees: number, planRange: number, offsetDays: number, maxNrEventToShow: number, calendarAuthHandler: string, filterMap: string, calendarIsAuthenticated: boolean } | null };

export type UpdateGroupAppointmentMutationVariables = Exact<{
  id: string;
  input: GroupAppointmentInput;
}>;


export type UpdateGroupAppointmentMutation = { updateGroupAppointment: { ok: boolean, errorMessage: string | null, errors: Array<{ field: string, messages: Array<string> }>, groupAppointment: { id: string, type: string, maxNrAttendees: number, planRange: number, offsetDays: number, maxNrEventToShow: number, calendarAuthHandler: string, filterMap: string, calendarIsAuthenticated: boolean } | null } };

export type UpdateGroupAppointmentCalendarTokenMutationVariables = Exact<{
  token: string;
  id: string;
}>;


export type UpdateGroupAppointmentCalendarTokenMutation = { updateCalendarToken: { ok: boolean, errorMessage: string | null, errors: Array<{ field: string, messages: Array<string> }>, groupAppointment: { id: string, type: string, maxNrAttendees: number, planRange: number, offsetDays: number, maxNrEventToShow: number, calendarAuthHandler: string, filterMap: string, calendarIsAuthenticated: boolean } | null } };

export type DeleteGroupAppointmentMutationVariables = Exact<{
  id: string;
}>;


export type DeleteGroupAppointmentMutation = { deleteGroupAppointment: { ok: boolean } };

export type SmartInboxConfigurationQueryVariables = Exact<{ [key: string]: never; }>;


export type SmartInboxConfigurationQuery = { smartInboxConfiguration: { configured: boolean, enabled: boolean, autoConfigured: boolean, atsUsername: string | null, teamNames: Array<string>, updatedAt: string | null }, allTeams: Array<{ id: string, name: string }>, allLabels: Array<{ id: string, name: string, color: string }>, allInboxCompanies: Array<{ id: string, identifier: string, companyName: string, linked: boolean }> };

export type ConfigureSmartInboxMutationVariables = Exact<{
  enabled?: boolean | null | undefined;
  companyIds?: Array<string> | string | null | undefined;
  teamNames?: Array<string> | string | null | undefined;
}>;


export type ConfigureSmartInboxMutation = { configureSmartInbox: { ok: boolean, errorMessage: string | null, errorCode: string | null } };

export type AutoConfigureSmartInboxMutationVariables = Exact<{
  username?: string | null | undefined;
  password?: string | null | undefined;
}>;


export type AutoConfigureSmartInboxMutation = { autoConfigureSmartInbox: { ok: boolean, errorMessage: string | null, errorCode: string | null } };

export type ConversationBookingQueryVariables = Exact<{
  clientId: string;
}>;


export type ConversationBookingQuery = { conversationBooking: { appointments: Array<{ id: string, start: string, end: string, timeZone: string, calendarUserName: string, eventConfigurationName: string, color: string, locationType: string, customLocation: string }>, offer: { at: string, eventConfigurationName: string, language: string, hiddenCalendarUsers: number, slots: Array<{ start: string, end: string, timeZone: string, calendarUserId: string, calendarUserName: string, label: string }>, explanations: Array<{ calendarUserId: string, name: string, timeZone: string, blockedBy: string | null, days: Array<{ day: string, offered: Array<{ start: string, end: string }>, removed: Array<{ start: string, end: string, reason: string }> }> }> } | null } };

export type InboxLabelsQueryVariables = Exact<{ [key: string]: never; }>;


export type InboxLabelsQuery = { allLabels: Array<{ id: string, name: string, color: string }> };

export type CreateInboxLabelMutationVariables = Exact<{
  name: string;
  color?: string | null | undefined;
}>;


export type CreateInboxLabelMutation = { createInboxLabel: { ok: boolean, errorMessage: string | null, errors: Array<{ field: string, messages: Array<string> }>, label: { id: string, name: string, color: string } | null } };

export type DeleteInboxLabelMutationVariables = Exact<{
  id: string;
}>;


export type DeleteInboxLabelMutation = { deleteInboxLabel: { ok: boolean, errorMessage: string | null, errors: Array<{ field: string, messages: Array<string> }> } };

export type SetConversationLabelMutationVariables = Exact<{
  clientId: string;
  labelId: string;
  applied: boolean;
}>;


export type SetConversationLabelMutation = { setConversationLabel: { ok: boolean, errorMessage: string | null, labelIds: Array<string>, errors: Array<{ field: string, messages: Array<string> }> } };

export type UpdateInboxLabelMutationVariables = Exact<{
  id: string;
  name?: string | null | undefined;
  color?: string | null | undefined;
}>;


export type UpdateInboxLabelMutation = { updateInboxLabel: { ok: boolean, errorMessage: string | null, errors: Array<{ field: string, messages: Array<string> }> } };

export type NlpCreateIntentMutationVariables = Exact<{
  name: string;
}>;


export type NlpCreateIntentMutation = { createIntent: { id: string } };

export type NlpUpdateIntentMutationVariables = Exact<{
  id: string;
  name: string;
}>;


export type NlpUpdateIntentMutation = { updateIntent: { id: string } };

export type NlpDeleteIntentMutationVariables = Exact<{
  id: string;
}>;


export type NlpDeleteIntentMutation = { deleteIntent: { ok: boolean } };

export type NlpCreateSentenceMutationVariables = Exact<{
  intentId: string;
  text: string;
}>;


export type NlpCreateSentenceMutation = { createSentence: { id: string } };

export type NlpUpdateSentenceMutationVariables = Exact<{
  id: string;
  text: string;
}>;


export type NlpUpdateSentenceMutation = { updateSentence: { id: string } };

export type NlpDeleteSentenceMutationVariables = Exact<{
  id: string;
}>;


export type NlpDeleteSentenceMutation = { deleteSentence: { ok: boolean } };

export type NlpCreateKeywordMutationVariables = Exact<{
  intentId: string;
  text: string;
}>;


export type NlpCreateKeywordMutation = { createKeyword: { id: string } };

export type NlpUpdateKeywordMutationVariables = Exact<{
  id: string;
  text: string;
}>;


export type NlpUpdateKeywordMutation = { updateKeyword: { id: string } };

export type NlpDeleteKeywordMutationVariables = Exact<{
  id: string;
}>;


export type NlpDeleteKeywordMutation = { deleteKeyword: { ok: boolean } };

export type NlpCreateListEntityMutationVariables = Exact<{
  name: string;
}>;


export type NlpCreateListEntityMutation = { createListEntity: { id: string } };

export type NlpUpdateListEntityMutationVariables = Exact<{
  id: string;
  name: string;
}>;


export type NlpUpdateListEntityMutation = { updateListEntity: { id: string } };

export type NlpUpdateListEntityValueMutationVariables = Exact<{
  id: string;
  name: string;
}>;


export type NlpUpdateListEntityValueMutation = { updateListEntityValue: { id: string } };

export type NlpDeleteListEntityMutationVariables = Exact<{
  id: string;
}>;


export type NlpDeleteListEntityMutation = { deleteListEntity: { ok: boolean } };

export type NlpCreateListEntityValueMutationVariables = Exact<{
  listEntityId: string;
  name: string;
  synonyms: Array<string> | string;
}>;


export type NlpCreateListEntityValueMutation = { createListEntityValue: { id: string } };

export type NlpUpdateListEntitySynonymsMutationVariables = Exact<{
  id: string;
  synonyms: Array<string> | string;
}>;


export type NlpUpdateListEntitySynonymsMutation = { updateListEntitySynonyms: { id: string } };

export type NlpDeleteListEntityValueMutationVariables = Exact<{
  id: string;
}>;


export type NlpDeleteListEntityValueMutation = { deleteListEntityValue: { ok: boolean } };

export type NlpIntentsQueryVariables = Exact<{ [key: string]: never; }>;


export type NlpIntentsQuery = { allIntents: Array<{ id: string, name: string, sentences: Array<{ id: string, text: string }>, keywords: Array<{ id: string, text: string }> }> };

export type NlpListEntitiesQueryVariables = Exact<{ [key: string]: never; }>;


export type NlpListEntitiesQuery = { allListEntities: Array<{ id: string, name: string, values: Array<{ id: string, name: string, synonyms: Array<{ id: string, name: string }> }> }> };

export type NlpTrainStatusQueryVariables = Exact<{ [key: string]: never; }>;


export type NlpTrainStatusQuery = { nlpTrainStatus: { status: string, training: string, trainedAt: string | null, publishedAt: string | null } };

export type NlpDetectIntentQueryVariables = Exact<{
  text: string;
  languageTag?: string | null | undefined;
}>;


export type NlpDetectIntentQuery = { detectIntent: { intentName: string | null, score: number, languageTag: string | null, entities: Array<{ entity: string, option: string, sourceText: string }> } };

export type NlpTrainMutationVariables = Exact<{ [key: string]: never; }>;


export type NlpTrainMutation = { train: { status: string, training: string, trainedAt: string | null, publishedAt: string | null } };

export type NlpPublishMutationVariables = Exact<{ [key: string]: never; }>;


export type NlpPublishMutation = { publish: { status: string, training: string, trainedAt: string | null, publishedAt: string | null } };

export type NlpTryItMutationVariables = Exact<{
  sessionId?: string | null | undefined;
  languageTag: string;
  text?: string | null | undefined;
  optionId?: string | null | undefined;
}>;


export type NlpTryItMutation = { tryItMessage: { sessionId: string, clientId: string, languageTag: string, input: string | null, waitingStateId: string | null, finished: boolean, handedOver: boolean, trace: { stateId: string | null, stateName: string | null, optionId: string | null, optionName: string | null, matchedBy: string, intentName: string | null, storedAs: string | null }, replies: Array<{ stateId: string, stateName: string, stateMachineId: string, stateMachineName: string, type: string, text: string, buttons: Array<{ optionId: string, label: string }> }> } };

export type NlpTryItSaveAsTestMutationVariables = Exact<{
  sessionId: string;
  name?: string | null | undefined;
}>;


export type NlpTryItSaveAsTestMutation = { createValidatorTestFromTryIt: { id: string, name: string } };

export type PartnerAutomationsQueryVariables = Exact<{ [key: string]: never; }>;


export type PartnerAutomationsQuery = { partnerAutomations: Array<{ id: string, name: string, description: string, type: string, status: string, created: string }> };

export type PartnerAutomationTemplatesQueryVariables = Exact<{ [key: string]: never; }>;


export type PartnerAutomationTemplatesQuery = { partnerAutomationTemplates: Array<{ id: string, name: string, description: string, type: string, tags: Array<string> }> };

export type PartnerCreateAutomationMutationVariables = Exact<{
  templateId: string;
  name: string;
}>;


export type PartnerCreateAutomationMutation = { partnerCreateAutomation: { ok: boolean, errorMessage: string | null, errors: Array<{ field: string, messages: Array<string> }>, automation: { id: string, name: string, description: string, type: string, status: string, created: string } | null } };

export type UpdateSettingsMutationVariables = Exact<{
  settings: Array<ChatbotSettingInput> | ChatbotSettingInput;
}>;


export type UpdateSettingsMutation = { updateSettings: { ok: boolean, code: string | null, errorMessage: string | null, errors: Array<{ field: string, messages: Array<string> }>, settings: Array<{ id: string, key: string, value: string, settingType: string, adminOnly: boolean, helpText: string, valid: boolean, section: string, version: number, mayEdit: boolean }> } };

export type WidgetPreviewMessageMutationVariables = Exact<{
  flowId?: string | null | undefined;
  sessionId?: string | null | undefined;
  languageTag: string;
  text?: string | null | undefined;
  optionId?: string | null | undefined;
}>;


export type WidgetPreviewMessageMutation = { widgetPreviewMessage: { sessionId: string, finished: boolean, handedOver: boolean, replies: Array<{ stateMachineName: string, text: string, buttons: Array<{ optionId: string, label: string }> }> } };

export type SettingsFlowsQueryVariables = Exact<{ [key: string]: never; }>;


export type SettingsFlowsQuery = { allStateMachines: Array<{ id: string, name: string, kind: string, position: number }> };

export type WidgetPreviewQueryVariables = Exact<{ [key: string]: never; }>;


export type WidgetPreviewQuery = { widgetPreview: { text: string, autoOpenTime: number, widgetIconStartFlow: string | null, isRectangle: boolean, botAvatar: string | null, version: number, buttons: Array<{ text: string, flow: string }> } };

export type UpdateWidgetPreviewMutationVariables = Exact<{
  input: WidgetPreviewInput;
}>;


export type UpdateWidgetPreviewMutation = { updateWidgetPreview: { ok: boolean, code: string | null, errorMessage: string | null, errors: Array<{ field: string, messages: Array<string> }>, widgetPreview: { text: string, autoOpenTime: number, widgetIconStartFlow: string | null, isRectangle: boolean, botAvatar: string | null, version: number, buttons: Array<{ text: string, flow: string }> } | null } };

export type AllAgentsQueryVariables = Exact<{ [key: string]: never; }>;


export type AllAgentsQuery = { allAgents: Array<{ id: string, name: string, email: string, phone: string | null, isActive: boolean, isAdmin: boolean, devices: Array<string>, teams: Array<{ id: string, name: string, hasAccess: boolean }> }>, allTeams: Array<{ id: string, name: string }> };

export type UpdateAgentMutationVariables = Exact<{
  id: string;
  teams?: Array<AgentTeamInput> | AgentTeamInput | null | undefined;
  isAdmin?: boolean | null | undefined;
  isActive?: boolean | null | undefined;
}>;


export type UpdateAgentMutation = { updateAgent: { ok: boolean, errorMessage: string | null, errors: Array<{ field: string, messages: Array<string> }> } };

export type AllEmployeesQueryVariables = Exact<{ [key: string]: never; }>;


export type AllEmployeesQuery = { allEmployees: Array<{ id: string, name: string, email: string, role: string, language: string | null, calendarIsAuthenticated: boolean, agentId: string | null, calendarUser: { isCalendarAuthenticated: boolean, calendar: { product: string } | null } | null }> };

export type ValidatorTestsQueryVariables = Exact<{ [key: string]: never; }>;


export type ValidatorTestsQuery = { allValidatorTests: Array<{ id: string, name: string, languageTag: string, updatedAt: string, steps: Array<{ input: string | null, expect: { stateId: string | null, stateName: string | null, outcome: string, intentName: string | null, answerName: string | null, answerValue: string | null } }>, lastResult: { passed: boolean, failedStep: number | null } | null }> };

export type ValidatorSystemTestsQueryVariables = Exact<{ [key: string]: never; }>;


export type ValidatorSystemTestsQuery = { allValidatorSystemTests: Array<{ key: string, name: string }> };

export type ValidatorStatesQueryVariables = Exact<{ [key: string]: never; }>;


export type ValidatorStatesQuery = { validatorStates: Array<{ id: string, name: string, flowName: string }> };

export type ValidatorRunQueryVariables = Exact<{
  id: string;
}>;


export type ValidatorRunQuery = { validatorRun: { id: string, status: string, total: number, done: number, passed: number, failed: number, startedAt: string, finishedAt: string | null, results: Array<{ testId: string | null, systemTest: string | null, name: string, passed: boolean, failedStep: number | null, failedInput: string | null, stepsRun: number, mismatches: Array<{ field: string, expected: string | null, actual: string | null }> }> } };

export type ValidatorLatestRunQueryVariables = Exact<{ [key: string]: never; }>;


export type ValidatorLatestRunQuery = { latestValidatorRun: { id: string, status: string, total: number, done: number, passed: number, failed: number, startedAt: string, finishedAt: string | null } | null };

export type ValidatorCreateTestMutationVariables = Exact<{
  test: ValidatorTestInput;
}>;


export type ValidatorCreateTestMutation = { createValidatorTest: { id: string } };

export type ValidatorUpdateTestMutationVariables = Exact<{
  id: string;
  test: ValidatorTestInput;
}>;


export type ValidatorUpdateTestMutation = { updateValidatorTest: { id: string } };

export type ValidatorDeleteTestMutationVariables = Exact<{
  id: string;
}>;


export type ValidatorDeleteTestMutation = { deleteValidatorTest: { ok: boolean } };

export type ValidatorRunTestsMutationVariables = Exact<{
  format: ValidatorTestFormat;
}>;


export type ValidatorRunTestsMutation = { runValidatorTests: { id: string, status: string, total: number, done: number, passed: number, failed: number, startedAt: string, finishedAt: string | null } };

export type WhatsappAccountsQueryVariables = Exact<{ [key: string]: never; }>;


export type WhatsappAccountsQuery = { allWhatsappAccounts: Array<{ id: string, provider: string, name: string, whatsappNumbers: Array<string>, connectedChannels: number, templateCount: number }> };

export type WhatsappAtsFieldOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type WhatsappAtsFieldOptionsQuery = { whatsappAtsFieldOptions: Array<{ value: string, scalarName: string, names: Array<{ language: string, name: string }> }> };

export type SyncWhatsappAtsVariablesMutationVariables = Exact<{
  templateId: string;
}>;


export type SyncWhatsappAtsVariablesMutation = { syncWhatsappAtsVariables: { ok: boolean, stage: string | null, errorMessage: string | null, updated: number, errors: Array<{ field: string, messages: Array<string>, codes: Array<string> }> } };

export type CloneWhatsappDefinitionMutationVariables = Exact<{
  id: string;
  newName: string;
}>;


export type CloneWhatsappDefinitionMutation = { cloneWhatsappDefinition: { ok: boolean, stage: string | null, errorMessage: string | null, errors: Array<{ field: string, messages: Array<string>, codes: Array<string> }>, definition: { id: string } | null } };

export type CopyWhatsappDefinitionsMutationVariables = Exact<{
  ids: Array<string> | string;
  destinationProjectId: string;
}>;


export type CopyWhatsappDefinitionsMutation = { copyWhatsappDefinitions: { ok: boolean, stage: string | null, errorMessage: string | null, definitionIds: Array<string>, errors: Array<{ field: string, messages: Array<string>, codes: Array<string> }> } };

export type DeleteAllWhatsappDefinitionsMutationVariables = Exact<{
  ids: Array<string> | string;
}>;


export type DeleteAllWhatsappDefinitionsMutation = { deleteAllWhatsappDefinitions: { ok: boolean, stage: string | null, errorMessage: string | null, definitionIds: Array<string>, errors: Array<{ field: string, messages: Array<string>, codes: Array<string> }> } };

export type WhatsappChannelsQueryVariables = Exact<{ [key: string]: never; }>;


export type WhatsappChannelsQuery = { allWhatsappChannels: Array<{ id: string, name: string, channelId: string, whatsappNumber: string, createdAt: string, status: string, profile: { profileText: string, description: string, websites: Array<string>, profilePicture: string | null, companyName: string, address: string } }> };

export type UpdateWhatsappChannelMutationVariables = Exact<{
  id: string;
  input: WhatsappChannelInput;
}>;


export type UpdateWhatsappChannelMutation = { updateWhatsappChannel: { ok: boolean, stage: string | null, errorMessage: string | null, errors: Array<{ field: string, messages: Array<string>, codes: Array<string> }> } };

export type ConfigureWhatsappChannelMutationVariables = Exact<{
  name: string;
  whatsappNumber: string;
}>;


export type ConfigureWhatsappChannelMutation = { configureWhatsappChannel: { ok: boolean, stage: string | null, errorMessage: string | null, errors: Array<{ field: string, messages: Array<string>, codes: Array<string> }> } };

export type CreateWhatsappVariationsMutationVariables = Exact<{
  variations: Array<WhatsappVariationInput> | WhatsappVariationInput;
}>;


export type CreateWhatsappVariationsMutation = { createWhatsappVariations: { ok: boolean, stage: string | null, errorMessage: string | null, variationIds: Array<string>, errors: Array<{ field: string, messages: Array<string>, codes: Array<string> }> } };

export type CreateWhatsappParametersMutationVariables = Exact<{
  parameters: Array<WhatsappParameterInput> | WhatsappParameterInput;
}>;


export type CreateWhatsappParametersMutation = { createWhatsappParameters: { ok: boolean, stage: string | null, errorMessage: string | null, parameterIds: Array<string>, errors: Array<{ field: string, messages: Array<string>, codes: Array<string> }> } };

export type CreateWhatsappTemplateMutationVariables = Exact<{
  input: WhatsappTemplateInput;
}>;


export type CreateWhatsappTemplateMutation = { createWhatsappTemplate: { ok: boolean, stage: string | null, errorMessage: string | null, errors: Array<{ field: string, messages: Array<string>, codes: Array<string> }>, template: { id: string } | null } };

export type CreateWhatsappDefinitionMutationVariables = Exact<{
  templateId: string;
  definitionId?: string | null | undefined;
}>;


export type CreateWhatsappDefinitionMutation = { createWhatsappDefinition: { ok: boolean, stage: string | null, errorMessage: string | null, errors: Array<{ field: string, messages: Array<string>, codes: Array<string> }>, definition: { id: string } | null } };

export type DiscardWhatsappCreationMutationVariables = Exact<{
  variationIds: Array<string> | string;
  parameterIds: Array<string> | string;
  templateId?: string | null | undefined;
}>;


export type DiscardWhatsappCreationMutation = { discardWhatsappCreation: { ok: boolean } };

export type WhatsappDefinitionsQueryVariables = Exact<{ [key: string]: never; }>;


export type WhatsappDefinitionsQuery = { allWhatsappDefinitions: Array<{ id: string, name: string, supportsBatchAction: boolean, isSmartInboxTemplate: boolean, activeTemplate: { id: string } | null, availableTemplates: Array<{ id: string, version: number, status: string, templateName: string, category: string, buttonType: string, attachmentType: string | null, creatorEmail: string, created: string, modified: string, submittedAt: string | null, parameters: Array<{ id: string, name: string, index: number, scalarName: string | null, atsFieldMapping: string | null, example: string | null }>, variations: Array<{ id: string, languageTag: string, content: string, status: string, footer: string | null, attachmentTitle: string | null, attachmentUrl: string | null, rejectionReason: string | null, lastReviewedAt: string | null, buttons: Array<{ id: string, actionType: string | null, text: string, phoneNumber: string | null, url: string | null, urlType: string | null }> }> }> }> };

export type SyncWhatsappDefinitionMutationVariables = Exact<{
  id?: string | null | undefined;
}>;


export type SyncWhatsappDefinitionMutation = { syncWhatsappDefinition: { ok: boolean, stage: string | null, errorMessage: string | null, updated: number, errors: Array<{ field: string, messages: Array<string>, codes: Array<string> }> } };

export type UpdateWhatsappBatchActionMutationVariables = Exact<{
  id: string;
  on: boolean;
}>;


export type UpdateWhatsappBatchActionMutation = { updateWhatsappDefinition: { ok: boolean, stage: string | null, errorMessage: string | null, errors: Array<{ field: string, messages: Array<string>, codes: Array<string> }> } };

export type ActivateWhatsappTemplateMutationVariables = Exact<{
  templateId: string;
}>;


export type ActivateWhatsappTemplateMutation = { activateWhatsappTemplate: { ok: boolean, stage: string | null, errorMessage: string | null, errors: Array<{ field: string, messages: Array<string>, codes: Array<string> }> } };

export type DeleteWhatsappTemplateAtProviderMutationVariables = Exact<{
  templateId: string;
}>;


export type DeleteWhatsappTemplateAtProviderMutation = { deleteWhatsappTemplateAtProvider: { ok: boolean, stage: string | null, errorMessage: string | null, errors: Array<{ field: string, messages: Array<string>, codes: Array<string> }> } };

export type DeleteWhatsappDefinitionMutationVariables = Exact<{
  id: string;
}>;


export type DeleteWhatsappDefinitionMutation = { deleteWhatsappDefinition: { ok: boolean, stage: string | null, errorMessage: string | null, errors: Array<{ field: string, messages: Array<string>, codes: Array<string> }> } };

export type SubmitWhatsappTemplateMutationVariables = Exact<{
  templateId: string;
}>;


export type SubmitWhatsappTemplateMutation = { createWhatsappTemplateAtProvider: { ok: boolean, stage: string | null, errorMessage: string | null, errors: Array<{ field: string, messages: Array<string>, codes: Array<string> }> } };

export type UpdateWhatsappVariationMutationVariables = Exact<{
  id: string;
  input: WhatsappVariationUpdateInput;
}>;


export type UpdateWhatsappVariationMutation = { updateWhatsappVariation: { ok: boolean, stage: string | null, errorMessage: string | null, errors: Array<{ field: string, messages: Array<string>, codes: Array<string> }> } };

export type UpdateWhatsappDefinitionSettingsMutationVariables = Exact<{
  id: string;
  input: WhatsappDefinitionInput;
}>;


export type UpdateWhatsappDefinitionSettingsMutation = { updateWhatsappDefinition: { ok: boolean, stage: string | null, errorMessage: string | null, errors: Array<{ field: string, messages: Array<string>, codes: Array<string> }> } };

export type WizardsQueryVariables = Exact<{ [key: string]: never; }>;


export type WizardsQuery = { allWizards: Array<{ id: string, title: string, order: number, finishedTimestamp: string | null, skippedAt: string | null, processes: Array<{ id: string, identifier: string, title: string, description: string, isFinished: boolean, steps: Array<{ id: string, title: string, description: string, isFinished: boolean, infoUrl: string, note: string, settings: { adminOnly: boolean }, media: Array<{ type: string, url: string, title: string }>, check: { key: string, available: boolean, passed: boolean } | null }> }> }> };

export type WizardChecksQueryVariables = Exact<{ [key: string]: never; }>;


export type WizardChecksQuery = { wizardChecks: Array<{ key: string, available: boolean, passed: boolean }> };

export type UpdateWizardStepMutationVariables = Exact<{
  id: string;
  input: WizardStepInput;
}>;


export type UpdateWizardStepMutation = { updateWizardStep: { id: string } };

export type UpdateWizardMutationVariables = Exact<{
  id: string;
  input: WizardInput;
}>;


export type UpdateWizardMutation = { updateWizard: { id: string } };

export type UpdateWizardProcessMutationVariables = Exact<{
  id: string;
  input: WizardProcessInput;
}>;


export type UpdateWizardProcessMutation = { updateWizardProcess: { id: string } };

export type CloneDestinationWizardsQueryVariables = Exact<{
  client: string;
}>;


export type CloneDestinationWizardsQuery = { cloneDestinationWizards: Array<{ id: string, title: string, order: number }> };

export type CloneWizardProcessMutationVariables = Exact<{
  destinationClient: string;
  originClient: string;
  originProcessIdentifier: string;
  destinationWizardId: string;
}>;


export type CloneWizardProcessMutation = { cloneWizardProcess: { id: string } };

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
export const GroupAppointmentFieldsFragmentDoc = new TypedDocumentString(`
    fragment GroupAppointmentFields on GroupAppointment {
  id
  type
  maxNrAttendees
  planRange
  offsetDays
  maxNrEventToShow
  calendarAuthHandler
  filterMap
  calendarIsAuthenticated
}
    `, {"fragmentName":"GroupAppointmentFields"}) as unknown as TypedDocumentString<GroupAppointmentFieldsFragment, unknown>;
export const GroupAppointmentResultFieldsFragmentDoc = new TypedDocumentString(`
    fragment GroupAppointmentResultFields on GroupAppointmentResult {
  ok
  errorMessage
  errors {
    field
    messages
  }
  groupAppointment {
    ...GroupAppointmentFields
  }
}
    fragment GroupAppointmentFields on GroupAppointment {
  id
  type
  maxNrAttendees
  planRange
  offsetDays
  maxNrEventToShow
  calendarAuthHandler
  filterMap
  calendarIsAuthenticated
}`, {"fragmentName":"GroupAppointmentResultFields"}) as unknown as TypedDocumentString<GroupAppointmentResultFieldsFragment, unknown>;
export const ExportAnalyticsConversationsDocument = new TypedDocumentString(`
    query ExportAnalyticsConversations($startDate: String, $endDate: String, $flowIds: [ID!], $page: Int, $pageSize: Int) {
  analyticsConversations(
    startDate: $startDate
    endDate: $endDate
    flowIds: $flowIds
    page: $page
    pageSize: $pageSize
  ) {
    amountOfPages
    conversations {
      clientId
      date
      language
      channel
      steps
      messageCount
      durationSeconds
      stateMachines
      contactDetails {
        name
        phoneNumber
        email
      }
      finished
    }
  }
}
    `) as unknown as TypedDocumentString<ExportAnalyticsConversationsQuery, ExportAnalyticsConversationsQueryVariables>;
export const NlpPublishWatchDocument = new TypedDocumentString(`
    query NlpPublishWatch {
  nlpTrainStatus {
    status
  }
}
    `) as unknown as TypedDocumentString<NlpPublishWatchQuery, NlpPublishWatchQueryVariables>;
export const AutomatchPublishWatchDocument = new TypedDocumentString(`
    query AutomatchPublishWatch($campaignId: ID!) {
  pollAutomatchPublishStatus(campaignId: $campaignId) {
    stage
    campaign {
      id
      name
      draftAutomatch {
        publishJobId
      }
    }
  }
}
    `) as unknown as TypedDocumentString<AutomatchPublishWatchQuery, AutomatchPublishWatchQueryVariables>;
export const AutomationImportFileDocument = new TypedDocumentString(`
    query AutomationImportFile($id: ID!) {
  exportCampaign(id: $id)
}
    `) as unknown as TypedDocumentString<AutomationImportFileQuery, AutomationImportFileQueryVariables>;
export const AutomationTemplateFileDocument = new TypedDocumentString(`
    query AutomationTemplateFile($id: ID!) {
  exportAutomationTemplate(id: $id)
}
    `) as unknown as TypedDocumentString<AutomationTemplateFileQuery, AutomationTemplateFileQueryVariables>;
export const ChatbotSettingSectionsDocument = new TypedDocumentString(`
    query ChatbotSettingSections {
  allChatbotSettings {
    section
  }
}
    `) as unknown as TypedDocumentString<ChatbotSettingSectionsQuery, ChatbotSettingSectionsQueryVariables>;
export const ChatbotSettingsOfSectionDocument = new TypedDocumentString(`
    query ChatbotSettingsOfSection($section: String!) {
  allChatbotSettings(section: $section) {
    id
    key
    value
    settingType
    adminOnly
    helpText
    valid
    section
    version
    mayEdit
  }
}
    `) as unknown as TypedDocumentString<ChatbotSettingsOfSectionQuery, ChatbotSettingsOfSectionQueryVariables>;
export const AnalyticsConversationsDocument = new TypedDocumentString(`
    query AnalyticsConversations($startDate: String, $endDate: String, $flowIds: [ID!], $page: Int, $pageSize: Int, $search: String) {
  analyticsConversations(
    startDate: $startDate
    endDate: $endDate
    flowIds: $flowIds
    page: $page
    pageSize: $pageSize
    search: $search
  ) {
    conversationCount
    amountOfPages
    page
    pageSize
    conversations {
      clientId
      startedAt
      date
      language
      channel
      steps
      messageCount
      stateMachines
      contactDetails {
        name
        phoneNumber
        email
      }
      finished
      isRead
    }
  }
}
    `) as unknown as TypedDocumentString<AnalyticsConversationsQuery, AnalyticsConversationsQueryVariables>;
export const AnalyticsConversationDocument = new TypedDocumentString(`
    query AnalyticsConversation($clientId: ID!) {
  analyticsConversation(clientId: $clientId) {
    clientId
    date
    language
    channel
    stateMachines
    contactDetails {
      name
      phoneNumber
      email
    }
    finished
    messages {
      id
      senderEntity
      text
      date
    }
  }
}
    `) as unknown as TypedDocumentString<AnalyticsConversationQuery, AnalyticsConversationQueryVariables>;
export const AnalyticsConversationLogsDocument = new TypedDocumentString(`
    query AnalyticsConversationLogs($clientId: ID!, $schemaName: String) {
  allGoogleLogsClient(clientId: $clientId, schemaName: $schemaName) {
    stateId
    stateName
    flowId
    flowName
    at
    answer
    intent
    optionId
    typed
  }
}
    `) as unknown as TypedDocumentString<AnalyticsConversationLogsQuery, AnalyticsConversationLogsQueryVariables>;
export const DeleteClientStateDocument = new TypedDocumentString(`
    mutation DeleteClientState($clientId: ID!) {
  deleteClientStateByClientId(clientId: $clientId) {
    ok
    errorMessage
  }
}
    `) as unknown as TypedDocumentString<DeleteClientStateMutation, DeleteClientStateMutationVariables>;
export const AnalyticsEventsDocument = new TypedDocumentString(`
    query AnalyticsEvents {
  allAnalyticsEvents {
    id
    eventLabel
    eventAction
    systemName
  }
}
    `) as unknown as TypedDocumentString<AnalyticsEventsQuery, AnalyticsEventsQueryVariables>;
export const CreateAnalyticsEventDocument = new TypedDocumentString(`
    mutation CreateAnalyticsEvent($eventLabel: String!, $eventAction: String!, $systemName: String) {
  createAnalyticsEvent(
    eventLabel: $eventLabel
    eventAction: $eventAction
    systemName: $systemName
  ) {
    ok
    errorMessage
    errors {
      field
      messages
    }
    analyticsEvent {
      id
      eventLabel
      eventAction
      systemName
    }
  }
}
    `) as unknown as TypedDocumentString<CreateAnalyticsEventMutation, CreateAnalyticsEventMutationVariables>;
export const DeleteAnalyticsEventDocument = new TypedDocumentString(`
    mutation DeleteAnalyticsEvent($id: ID!) {
  deleteAnalyticsEvent(id: $id) {
    ok
    errorMessage
  }
}
    `) as unknown as TypedDocumentString<DeleteAnalyticsEventMutation, DeleteAnalyticsEventMutationVariables>;
export const UpdateAnalyticsEventDocument = new TypedDocumentString(`
    mutation UpdateAnalyticsEvent($id: ID!, $eventLabel: String!, $eventAction: String!, $systemName: String) {
  updateAnalyticsEvent(
    id: $id
    eventLabel: $eventLabel
    eventAction: $eventAction
    systemName: $systemName
  ) {
    ok
    errorMessage
    errors {
      field
      messages
    }
    analyticsEvent {
      id
      eventLabel
      eventAction
      systemName
    }
  }
}
    `) as unknown as TypedDocumentString<UpdateAnalyticsEventMutation, UpdateAnalyticsEventMutationVariables>;
export const AnalyticsProcessorsDocument = new TypedDocumentString(`
    query AnalyticsProcessors($ids: [ID!]!) {
  processors(ids: $ids) {
    id
    humanReadableName
    category
    isImportantGoal
    analyticsDescription
    googleAnalyticsEvent {
      eventLabel
      eventAction
    }
  }
}
    `) as unknown as TypedDocumentString<AnalyticsProcessorsQuery, AnalyticsProcessorsQueryVariables>;
export const CustomReportsDocument = new TypedDocumentString(`
    query CustomReports {
  allCustomReports {
    id
    title
    description
  }
}
    `) as unknown as TypedDocumentString<CustomReportsQuery, CustomReportsQueryVariables>;
export const GenerateCustomReportDocument = new TypedDocumentString(`
    mutation GenerateCustomReport($id: ID!, $emails: [String!]!, $startDate: String!, $endDate: String!) {
  generateCustomReport(
    id: $id
    emails: $emails
    startDate: $startDate
    endDate: $endDate
  ) {
    ok
    errorMessage
    errors {
      field
      messages
    }
  }
}
    `) as unknown as TypedDocumentString<GenerateCustomReportMutation, GenerateCustomReportMutationVariables>;
export const AtsDryRunConversationsDocument = new TypedDocumentString(`
    query AtsDryRunConversations {
  atsDryRunConversations {
    id
    source
    languageTag
    updatedAt
    answerCount
    flowNames
  }
}
    `) as unknown as TypedDocumentString<AtsDryRunConversationsQuery, AtsDryRunConversationsQueryVariables>;
export const AtsDryRunDocument = new TypedDocumentString(`
    query AtsDryRun($conversationId: ID!) {
  atsDryRun(conversationId: $conversationId) {
    conversationId
    languageTag
    flowNames
    rows {
      mappingId
      type
      atsFieldPath
      humanReadableNames {
        language
        name
      }
      scalarName
      source
      written
      problem
    }
    missingRequired {
      path
      entityType
      humanReadableNames {
        language
        name
      }
    }
  }
}
    `) as unknown as TypedDocumentString<AtsDryRunQuery, AtsDryRunQueryVariables>;
export const FixedAtsMappingsDocument = new TypedDocumentString(`
    query FixedAtsMappings($kind: String!, $id: ID!) {
  fixedAtsFieldMappings(kind: $kind, id: $id)
}
    `) as unknown as TypedDocumentString<FixedAtsMappingsQuery, FixedAtsMappingsQueryVariables>;
export const SetFixedAtsMappingsDocument = new TypedDocumentString(`
    mutation SetFixedAtsMappings($kind: String!, $id: ID!, $mappingIds: [ID!]!) {
  setFixedAtsFieldMappings(kind: $kind, id: $id, mappingIds: $mappingIds) {
    ok
    code
    errorMessage
    errors {
      field
      messages
    }
    mappingIds
  }
}
    `) as unknown as TypedDocumentString<SetFixedAtsMappingsMutation, SetFixedAtsMappingsMutationVariables>;
export const AtsSettingsOverviewDocument = new TypedDocumentString(`
    query AtsSettingsOverview {
  mainChatbot {
    id
    ats
    supportsMappingCreation
  }
  creatableAtsEntities {
    id
    name
    humanReadableNames {
      language
      name
    }
  }
  atsMappings {
    id
    type
    dataType
    value
    isDefaultMapping
    isLocked
    prepend
    append
    prependAppendSeparator
    scalarName
    postModifiers
    getModifiers
    atsFieldOrdering
    atsFieldId
    atsField {
      path
      dataType
      required
      entityType
      humanReadableNames {
        language
        name
      }
    }
    states {
      id
      name
    }
    atsOptions {
      id
      value
      humanReadableName
    }
    mappingOptions {
      id
      option
      optionName
      atsOptionId
      doStoreValue
    }
  }
}
    `) as unknown as TypedDocumentString<AtsSettingsOverviewQuery, AtsSettingsOverviewQueryVariables>;
export const AtsCatalogueFieldsDocument = new TypedDocumentString(`
    query AtsCatalogueFields($entityTypeId: ID!, $search: String, $page: Int) {
  creatableAtsFieldsOptimized(
    entityTypeId: $entityTypeId
    search: $search
    targetHandler: "ATS"
    pageSize: 20
    page: $page
  ) {
    hasNextPage
    atsFields {
      id
      path
      dataType
      regex
      maxLength
      required
      entityType
      humanReadableNames {
        language
        name
      }
      options {
        id
        value
        humanReadableName
      }
    }
  }
}
    `) as unknown as TypedDocumentString<AtsCatalogueFieldsQuery, AtsCatalogueFieldsQueryVariables>;
export const AtsMappingImpactDocument = new TypedDocumentString(`
    query AtsMappingImpact($id: ID!) {
  atsMappingImpact(id: $id) {
    processors {
      id
      name
    }
    states {
      id
      name
    }
    flows {
      id
      name
    }
    automations {
      id
      name
    }
  }
}
    `) as unknown as TypedDocumentString<AtsMappingImpactQuery, AtsMappingImpactQueryVariables>;
export const CreateAtsMappingDocument = new TypedDocumentString(`
    mutation CreateAtsMapping($input: AtsMappingCreateInput!) {
  createAtsFieldMapping(input: $input) {
    ok
    code
    errorMessage
    restored
    errors {
      field
      messages
    }
    mapping {
      id
      type
      dataType
      value
      isDefaultMapping
      isLocked
      prepend
      append
      prependAppendSeparator
      scalarName
      postModifiers
      getModifiers
      atsFieldOrdering
      atsFieldId
      atsField {
        path
        dataType
        required
        entityType
        humanReadableNames {
          language
          name
        }
      }
      states {
        id
        name
      }
      atsOptions {
        id
        value
        humanReadableName
      }
      mappingOptions {
        id
        option
        optionName
        atsOptionId
        doStoreValue
      }
    }
  }
}
    `) as unknown as TypedDocumentString<CreateAtsMappingMutation, CreateAtsMappingMutationVariables>;
export const ReplaceAtsMappingDocument = new TypedDocumentString(`
    mutation ReplaceAtsMapping($id: ID!, $input: AtsMappingCreateInput!) {
  replaceAtsFieldMapping(id: $id, input: $input) {
    ok
    code
    errorMessage
    restored
    errors {
      field
      messages
    }
    mapping {
      id
      type
      dataType
      value
      isDefaultMapping
      isLocked
      prepend
      append
      prependAppendSeparator
      scalarName
      postModifiers
      getModifiers
      atsFieldOrdering
      atsFieldId
      atsField {
        path
        dataType
        required
        entityType
        humanReadableNames {
          language
          name
        }
      }
      states {
        id
        name
      }
      atsOptions {
        id
        value
        humanReadableName
      }
      mappingOptions {
        id
        option
        optionName
        atsOptionId
        doStoreValue
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ReplaceAtsMappingMutation, ReplaceAtsMappingMutationVariables>;
export const UpdateAtsMappingDocument = new TypedDocumentString(`
    mutation UpdateAtsMapping($id: ID!, $input: AtsMappingSettingsInput!) {
  updateAtsFieldMapping(id: $id, input: $input) {
    ok
    code
    errorMessage
    restored
    errors {
      field
      messages
    }
    mapping {
      id
      type
      dataType
      value
      isDefaultMapping
      isLocked
      prepend
      append
      prependAppendSeparator
      scalarName
      postModifiers
      getModifiers
      atsFieldOrdering
      atsFieldId
      atsField {
        path
        dataType
        required
        entityType
        humanReadableNames {
          language
          name
        }
      }
      states {
        id
        name
      }
      atsOptions {
        id
        value
        humanReadableName
      }
      mappingOptions {
        id
        option
        optionName
        atsOptionId
        doStoreValue
      }
    }
  }
}
    `) as unknown as TypedDocumentString<UpdateAtsMappingMutation, UpdateAtsMappingMutationVariables>;
export const CloneAtsMappingDocument = new TypedDocumentString(`
    mutation CloneAtsMapping($id: ID!) {
  cloneAtsFieldMapping(id: $id) {
    ok
    code
    errorMessage
    errors {
      field
      messages
    }
    mapping {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<CloneAtsMappingMutation, CloneAtsMappingMutationVariables>;
export const DeleteAtsMappingDocument = new TypedDocumentString(`
    mutation DeleteAtsMapping($id: ID!) {
  deleteAtsFieldMapping(id: $id) {
    ok
    code
    errorMessage
  }
}
    `) as unknown as TypedDocumentString<DeleteAtsMappingMutation, DeleteAtsMappingMutationVariables>;
export const CreateAtsFieldDocument = new TypedDocumentString(`
    mutation CreateAtsField($entityTypeId: ID!, $name: String!, $dataType: String!) {
  createAtsField(entityTypeId: $entityTypeId, name: $name, dataType: $dataType) {
    ok
    code
    errorMessage
    errors {
      field
      messages
    }
    atsField {
      id
      path
      dataType
      regex
      maxLength
      required
      entityType
      humanReadableNames {
        language
        name
      }
      options {
        id
        value
        humanReadableName
      }
    }
  }
}
    `) as unknown as TypedDocumentString<CreateAtsFieldMutation, CreateAtsFieldMutationVariables>;
export const AutoCreateAtsMappingDocument = new TypedDocumentString(`
    mutation AutoCreateAtsMapping($stateId: ID!) {
  autoCreateAtsFieldMapping(stateId: $stateId) {
    ok
    code
    errorMessage
    errors {
      field
      messages
    }
    mapping {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<AutoCreateAtsMappingMutation, AutoCreateAtsMappingMutationVariables>;
export const CreateAtsOptionDocument = new TypedDocumentString(`
    mutation CreateAtsOption($mappingId: ID!, $value: String!, $humanReadableName: String!) {
  createAtsOption(
    mappingId: $mappingId
    value: $value
    humanReadableName: $humanReadableName
  ) {
    ok
    code
    errorMessage
    errors {
      field
      messages
    }
    mapping {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<CreateAtsOptionMutation, CreateAtsOptionMutationVariables>;
export const UpdateAtsOptionDocument = new TypedDocumentString(`
    mutation UpdateAtsOption($id: ID!, $value: String!, $humanReadableName: String!) {
  updateAtsOption(id: $id, value: $value, humanReadableName: $humanReadableName) {
    ok
    code
    errorMessage
    errors {
      field
      messages
    }
    mapping {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<UpdateAtsOptionMutation, UpdateAtsOptionMutationVariables>;
export const DeleteAtsOptionDocument = new TypedDocumentString(`
    mutation DeleteAtsOption($id: ID!) {
  deleteAtsOption(id: $id) {
    ok
    code
    errorMessage
    errors {
      field
      messages
    }
    mapping {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<DeleteAtsOptionMutation, DeleteAtsOptionMutationVariables>;
export const CreateAtsMappingOptionDocument = new TypedDocumentString(`
    mutation CreateAtsMappingOption($mappingId: ID!, $option: ID!, $doStoreValue: Boolean!, $atsOptionId: ID) {
  createAtsMappingOption(
    mappingId: $mappingId
    option: $option
    doStoreValue: $doStoreValue
    atsOptionId: $atsOptionId
  ) {
    ok
    code
    errorMessage
    errors {
      field
      messages
    }
    mapping {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<CreateAtsMappingOptionMutation, CreateAtsMappingOptionMutationVariables>;
export const UpdateAtsMappingOptionDocument = new TypedDocumentString(`
    mutation UpdateAtsMappingOption($id: ID!, $doStoreValue: Boolean!, $atsOptionId: ID) {
  updateAtsMappingOption(
    id: $id
    doStoreValue: $doStoreValue
    atsOptionId: $atsOptionId
  ) {
    ok
    code
    errorMessage
    errors {
      field
      messages
    }
    mapping {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<UpdateAtsMappingOptionMutation, UpdateAtsMappingOptionMutationVariables>;
export const DeleteAtsMappingOptionDocument = new TypedDocumentString(`
    mutation DeleteAtsMappingOption($id: ID!) {
  deleteAtsMappingOption(id: $id) {
    ok
    code
    errorMessage
    errors {
      field
      messages
    }
    mapping {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<DeleteAtsMappingOptionMutation, DeleteAtsMappingOptionMutationVariables>;
export const SyncAtsOptionsDocument = new TypedDocumentString(`
    mutation SyncAtsOptions($stateId: ID!) {
  syncOptions(stateId: $stateId) {
    stateId
  }
}
    `) as unknown as TypedDocumentString<SyncAtsOptionsMutation, SyncAtsOptionsMutationVariables>;
export const AtsStateContextDocument = new TypedDocumentString(`
    query AtsStateContext($stateId: ID!) {
  currentAtsFieldMappingContext(stateId: $stateId) {
    stateId
    stateName
    scalarName
    options {
      id
      name
    }
    atsFieldMappings {
      id
      type
      dataType
      value
      isDefaultMapping
      isLocked
      prepend
      append
      prependAppendSeparator
      scalarName
      postModifiers
      getModifiers
      atsFieldOrdering
      atsFieldId
      atsField {
        path
        dataType
        required
        entityType
        humanReadableNames {
          language
          name
        }
      }
      states {
        id
        name
      }
      atsOptions {
        id
        value
        humanReadableName
      }
      mappingOptions {
        id
        option
        optionName
        atsOptionId
        doStoreValue
      }
    }
  }
}
    `) as unknown as TypedDocumentString<AtsStateContextQuery, AtsStateContextQueryVariables>;
export const ReplayAutomationActionDocument = new TypedDocumentString(`
    mutation ReplayAutomationAction($actionResultId: ID!) {
  replayAction(actionResultId: $actionResultId) {
    ok
    errorMessage
    result {
      id
      successful
      errorReason
    }
  }
}
    `) as unknown as TypedDocumentString<ReplayAutomationActionMutation, ReplayAutomationActionMutationVariables>;
export const PublishAutomatchDocument = new TypedDocumentString(`
    mutation PublishAutomatch($campaignId: ID!) {
  cloneConfiguration(campaignId: $campaignId) {
    ok
    publishJobId
  }
}
    `) as unknown as TypedDocumentString<PublishAutomatchMutation, PublishAutomatchMutationVariables>;
export const ToggleAutomatchScheduleDocument = new TypedDocumentString(`
    mutation ToggleAutomatchSchedule($campaignId: ID!) {
  toggleConfigurationSchedule(campaignId: $campaignId) {
    id
    publishStage
  }
}
    `) as unknown as TypedDocumentString<ToggleAutomatchScheduleMutation, ToggleAutomatchScheduleMutationVariables>;
export const AutomationAtsBatchActionsDocument = new TypedDocumentString(`
    query AutomationAtsBatchActions($campaignId: ID!) {
  atsBatchActions(campaignId: $campaignId) {
    id
    externalId
    name
    entityType
    notificationHeader
    notificationBody
    url
    enabled
  }
}
    `) as unknown as TypedDocumentString<AutomationAtsBatchActionsQuery, AutomationAtsBatchActionsQueryVariables>;
export const SetupAutomationAtsBatchActionDocument = new TypedDocumentString(`
    mutation SetupAutomationAtsBatchAction($campaignId: ID!, $input: AtsBatchActionInput!) {
  setupAtsBatchAction(campaignId: $campaignId, input: $input) {
    ok
    errorMessage
    errors {
      field
      messages
    }
    batchAction {
      id
      externalId
      name
      entityType
      notificationHeader
      notificationBody
      url
      enabled
    }
  }
}
    `) as unknown as TypedDocumentString<SetupAutomationAtsBatchActionMutation, SetupAutomationAtsBatchActionMutationVariables>;
export const DeleteAutomationAtsBatchActionDocument = new TypedDocumentString(`
    mutation DeleteAutomationAtsBatchAction($campaignId: ID!, $id: ID!) {
  deleteAtsBatchAction(campaignId: $campaignId, id: $id) {
    ok
    errorMessage
  }
}
    `) as unknown as TypedDocumentString<DeleteAutomationAtsBatchActionMutation, DeleteAutomationAtsBatchActionMutationVariables>;
export const SetAutomationAtsBatchActionEnabledDocument = new TypedDocumentString(`
    mutation SetAutomationAtsBatchActionEnabled($campaignId: ID!, $id: ID!, $enabled: Boolean!) {
  setAtsBatchActionEnabled(campaignId: $campaignId, id: $id, enabled: $enabled) {
    ok
    errorMessage
  }
}
    `) as unknown as TypedDocumentString<SetAutomationAtsBatchActionEnabledMutation, SetAutomationAtsBatchActionEnabledMutationVariables>;
export const AutomationCampaignsDocument = new TypedDocumentString(`
    query AutomationCampaigns($search: String, $type: String, $status: String) {
  allCampaigns(search: $search, type: $type, status: $status) {
    id
    name
    description
    type
    family
    status
    created
    isSmartInbox
    analyticsDocumentId
    flowId
    onFinishProcessorId
    onFailProcessorId
    whatsappDefinitionId
    followUpId
    smartInboxLabels
    removeSmartInboxLabels
    engageEnabled
    hasActiveTemplate
    whitelist
    clientDescription
    clientDescriptionImages
    requiredData {
      name
      humanReadableName
      description
    }
    atsFieldMappings {
      id
    }
    broadcast {
      id
      interval
      allowedDays
      minExecutionTime
      maxExecutionTime
      approachLimit
      nextBroadcast
      lastBroadcast
      targetQuery {
        field
        condition
        value
      }
    }
    followUp {
      id
      name
      type
      nextBroadcast
    }
    draftAutomatch {
      id
      version
      modified
      publishStage
    }
    activeAutomatch {
      id
      version
      modified
      publishStage
    }
    derivedStatus {
      publication
      text
      busy
      schedule
    }
  }
}
    `) as unknown as TypedDocumentString<AutomationCampaignsQuery, AutomationCampaignsQueryVariables>;
export const AutomationCampaignDocument = new TypedDocumentString(`
    query AutomationCampaign($id: ID!) {
  campaign(id: $id) {
    id
    name
    description
    type
    family
    status
    created
    isSmartInbox
    analyticsDocumentId
    flowId
    onFinishProcessorId
    onFailProcessorId
    whatsappDefinitionId
    followUpId
    smartInboxLabels
    removeSmartInboxLabels
    engageEnabled
    hasActiveTemplate
    whitelist
    clientDescription
    clientDescriptionImages
    requiredData {
      name
      humanReadableName
      description
    }
    atsFieldMappings {
      id
    }
    broadcast {
      id
      interval
      allowedDays
      minExecutionTime
      maxExecutionTime
      approachLimit
      nextBroadcast
      lastBroadcast
      targetQuery {
        field
        condition
        value
      }
    }
    followUp {
      id
      name
      type
      nextBroadcast
    }
    draftAutomatch {
      id
      version
      modified
      publishStage
    }
    activeAutomatch {
      id
      version
      modified
      publishStage
    }
    derivedStatus {
      publication
      text
      busy
      schedule
    }
  }
}
    `) as unknown as TypedDocumentString<AutomationCampaignQuery, AutomationCampaignQueryVariables>;
export const CreateAutomationDocument = new TypedDocumentString(`
    mutation CreateAutomation($input: CampaignCreateInput!) {
  createCampaign(input: $input) {
    ok
    errorMessage
    errors {
      field
      messages
    }
    campaign {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<CreateAutomationMutation, CreateAutomationMutationVariables>;
export const UpdateAutomationDocument = new TypedDocumentString(`
    mutation UpdateAutomation($id: ID!, $input: CampaignUpdateInput!) {
  updateCampaign(id: $id, input: $input) {
    ok
    errorMessage
    errors {
      field
      messages
    }
    campaign {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<UpdateAutomationMutation, UpdateAutomationMutationVariables>;
export const UpdateAutomationBroadcastDocument = new TypedDocumentString(`
    mutation UpdateAutomationBroadcast($campaignId: ID!, $schedule: BroadcastScheduleInput!, $targetQuery: [TargetConditionInput!]) {
  updateBroadcast(
    campaignId: $campaignId
    schedule: $schedule
    targetQuery: $targetQuery
  ) {
    ok
    errorMessage
    errors {
      field
      messages
    }
    campaign {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<UpdateAutomationBroadcastMutation, UpdateAutomationBroadcastMutationVariables>;
export const SyncAutomationRequiredDataDocument = new TypedDocumentString(`
    mutation SyncAutomationRequiredData($id: ID!) {
  syncAutomationRequiredData(id: $id) {
    ok
    errorMessage
    errors {
      field
      messages
    }
    campaign {
      id
      requiredData {
        name
        humanReadableName
        description
      }
    }
  }
}
    `) as unknown as TypedDocumentString<SyncAutomationRequiredDataMutation, SyncAutomationRequiredDataMutationVariables>;
export const DeleteCampaignConversationDocument = new TypedDocumentString(`
    mutation DeleteCampaignConversation($id: ID!) {
  deleteCampaignConversation(id: $id) {
    ok
    errorMessage
  }
}
    `) as unknown as TypedDocumentString<DeleteCampaignConversationMutation, DeleteCampaignConversationMutationVariables>;
export const AutomationDestinationsDocument = new TypedDocumentString(`
    query AutomationDestinations($broadcastId: ID!) {
  executeDestinationGetter(broadcastId: $broadcastId) {
    id
    name
    phoneNumber
  }
}
    `) as unknown as TypedDocumentString<AutomationDestinationsQuery, AutomationDestinationsQueryVariables>;
export const AutomationOptionsDocument = new TypedDocumentString(`
    query AutomationOptions {
  allStateMachines(limit: 9999) {
    id
    name
  }
  allProcessors {
    id
    humanReadableName
  }
  allWhatsappDefinitions {
    id
    name
    activeTemplate {
      id
      parameters {
        name
        index
      }
      variations {
        languageTag
        content
        status
      }
    }
  }
}
    `) as unknown as TypedDocumentString<AutomationOptionsQuery, AutomationOptionsQueryVariables>;
export const AutomatchQueriesDocument = new TypedDocumentString(`
    query AutomatchQueries($id: ID!) {
  campaign(id: $id) {
    id
    type
    draftAutomatch {
      id
      matchPageLimit
      searchQuery {
        id
        kind
        baseAtsEntityType
        queryStatements {
          id
          negate
          order
          value
          atsFieldMapping
          scalarName
          condition {
            id
          }
        }
      }
      matchQuery {
        id
        kind
        baseAtsEntityType
        queryStatements {
          id
          negate
          order
          value
          atsFieldMapping
          scalarName
          condition {
            id
          }
        }
      }
      facetsQuery {
        id
        kind
        baseAtsEntityType
        queryStatements {
          id
          negate
          order
          value
          atsFieldMapping
          scalarName
          condition {
            id
          }
        }
      }
    }
  }
  getAllQueryConditions {
    id
    name
    description
    allowedDataTypes
    value
  }
  allAtsFieldMappings(targetHandler: "ATS") {
    id
    name
    humanReadableName
    dataType
    entityType
    choices
  }
}
    `) as unknown as TypedDocumentString<AutomatchQueriesQuery, AutomatchQueriesQueryVariables>;
export const UpdateAutomatchQueryDocument = new TypedDocumentString(`
    mutation UpdateAutomatchQuery($id: ID!, $queryStatements: [QueryStatementInput!]!) {
  updateQuery(id: $id, queryStatements: $queryStatements) {
    ok
    errorMessage
    errors {
      field
      messages
    }
    query {
      id
      kind
      baseAtsEntityType
      queryStatements {
        id
        negate
        order
        value
        atsFieldMapping
        scalarName
        condition {
          id
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<UpdateAutomatchQueryMutation, UpdateAutomatchQueryMutationVariables>;
export const CreateAutomatchQueryStatementDocument = new TypedDocumentString(`
    mutation CreateAutomatchQueryStatement($queryId: ID!, $statement: QueryStatementInput!) {
  createQueryStatement(queryId: $queryId, statement: $statement) {
    ok
    errorMessage
    errors {
      field
      messages
    }
    query {
      id
      kind
      baseAtsEntityType
      queryStatements {
        id
        negate
        order
        value
        atsFieldMapping
        scalarName
        condition {
          id
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<CreateAutomatchQueryStatementMutation, CreateAutomatchQueryStatementMutationVariables>;
export const UpdateAutomatchQueryStatementDocument = new TypedDocumentString(`
    mutation UpdateAutomatchQueryStatement($id: ID!, $statement: QueryStatementInput!) {
  updateQueryStatement(id: $id, statement: $statement) {
    ok
    errorMessage
    errors {
      field
      messages
    }
    query {
      id
      kind
      baseAtsEntityType
      queryStatements {
        id
        negate
        order
        value
        atsFieldMapping
        scalarName
        condition {
          id
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<UpdateAutomatchQueryStatementMutation, UpdateAutomatchQueryStatementMutationVariables>;
export const DeleteAutomatchQueryStatementDocument = new TypedDocumentString(`
    mutation DeleteAutomatchQueryStatement($id: ID!) {
  deleteQueryStatement(id: $id) {
    ok
    errorMessage
    errors {
      field
      messages
    }
    query {
      id
      kind
      baseAtsEntityType
      queryStatements {
        id
        negate
        order
        value
        atsFieldMapping
        scalarName
        condition {
          id
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<DeleteAutomatchQueryStatementMutation, DeleteAutomatchQueryStatementMutationVariables>;
export const TestAutomatchSearchDocument = new TypedDocumentString(`
    mutation TestAutomatchSearch($automatchId: ID!, $searchStatements: [QueryStatementInput!]) {
  testSearch(automatchId: $automatchId, searchStatements: $searchStatements) {
    ok
    errorMessage
    errors {
      field
      messages
    }
    total
    records {
      id
      entityType
      title
      values
    }
  }
}
    `) as unknown as TypedDocumentString<TestAutomatchSearchMutation, TestAutomatchSearchMutationVariables>;
export const TestAutomatchMatchDocument = new TypedDocumentString(`
    mutation TestAutomatchMatch($automatchId: ID!, $recordId: ID!, $matchStatements: [QueryStatementInput!], $facetsStatements: [QueryStatementInput!]) {
  testMatch(
    automatchId: $automatchId
    recordId: $recordId
    matchStatements: $matchStatements
    facetsStatements: $facetsStatements
  ) {
    ok
    errorMessage
    errors {
      field
      messages
    }
    total
    records {
      id
      entityType
      title
      values
    }
  }
}
    `) as unknown as TypedDocumentString<TestAutomatchMatchMutation, TestAutomatchMatchMutationVariables>;
export const AutomationScheduledSendsDocument = new TypedDocumentString(`
    query AutomationScheduledSends($campaignId: ID!) {
  scheduledCampaignSends(campaignId: $campaignId) {
    id
    campaignId
    sendAt
    source
    recipients
    created
    firedAt
    sent
  }
}
    `) as unknown as TypedDocumentString<AutomationScheduledSendsQuery, AutomationScheduledSendsQueryVariables>;
export const ScheduleAutomationMessagesDocument = new TypedDocumentString(`
    mutation ScheduleAutomationMessages($campaignId: ID!, $recipients: [RecipientInput!]!, $source: String!, $sendAt: String!) {
  scheduleCampaignMessages(
    campaignId: $campaignId
    recipients: $recipients
    source: $source
    sendAt: $sendAt
  ) {
    ok
    errorMessage
    preflight {
      lines {
        line
        phoneNumber
        languageTag
        message
        skip
        missing
      }
      totals {
        recipients
        send
        skipped
        phoneInvalid
        notWhitelisted
        parameterMissing
        noApprovedTemplate
        outsideSchedule
        approachLimitReached
      }
    }
    scheduledSend {
      id
      campaignId
      sendAt
      source
      recipients
      created
      firedAt
      sent
    }
  }
}
    `) as unknown as TypedDocumentString<ScheduleAutomationMessagesMutation, ScheduleAutomationMessagesMutationVariables>;
export const CancelAutomationScheduledSendDocument = new TypedDocumentString(`
    mutation CancelAutomationScheduledSend($id: ID!) {
  cancelScheduledCampaignSend(id: $id) {
    ok
    errorMessage
  }
}
    `) as unknown as TypedDocumentString<CancelAutomationScheduledSendMutation, CancelAutomationScheduledSendMutationVariables>;
export const AutomationPreflightDocument = new TypedDocumentString(`
    query AutomationPreflight($campaignId: ID!, $recipients: [RecipientInput!]!, $at: String) {
  campaignPreflight(campaignId: $campaignId, recipients: $recipients, at: $at) {
    lines {
      line
      phoneNumber
      languageTag
      message
      skip
      missing
    }
    totals {
      recipients
      send
      skipped
      phoneInvalid
      notWhitelisted
      parameterMissing
      noApprovedTemplate
      outsideSchedule
      approachLimitReached
    }
  }
}
    `) as unknown as TypedDocumentString<AutomationPreflightQuery, AutomationPreflightQueryVariables>;
export const SendAutomationMessagesDocument = new TypedDocumentString(`
    mutation SendAutomationMessages($campaignId: ID!, $recipients: [RecipientInput!]!, $source: String!) {
  sendCampaignMessages(
    campaignId: $campaignId
    recipients: $recipients
    source: $source
  ) {
    ok
    errorMessage
    sent
    preflight {
      lines {
        line
        phoneNumber
        languageTag
        message
        skip
        missing
      }
      totals {
        recipients
        send
        skipped
        phoneInvalid
        notWhitelisted
        parameterMissing
        noApprovedTemplate
        outsideSchedule
        approachLimitReached
      }
    }
  }
}
    `) as unknown as TypedDocumentString<SendAutomationMessagesMutation, SendAutomationMessagesMutationVariables>;
export const AutomationSettingsOptionsDocument = new TypedDocumentString(`
    query AutomationSettingsOptions {
  allLabels {
    id
    name
    color
  }
  allFollowUps {
    id
    name
    type
    campaignId
    campaignName
    interval
    allowedDays
    minExecutionTime
    maxExecutionTime
    approachLimit
    nextBroadcast
    lastBroadcast
  }
  atsFieldMappings {
    id
    type
    value
    isLocked
    isDefaultMapping
    scalarName
    atsField {
      path
      required
      humanReadableNames {
        language
        name
      }
    }
  }
}
    `) as unknown as TypedDocumentString<AutomationSettingsOptionsQuery, AutomationSettingsOptionsQueryVariables>;
export const CreateAutomationFollowUpDocument = new TypedDocumentString(`
    mutation CreateAutomationFollowUp($campaignId: ID!, $input: FollowUpInput!) {
  createFollowUp(campaignId: $campaignId, input: $input) {
    ok
    errorMessage
    errors {
      field
      messages
    }
    followUp {
      id
      name
      type
      campaignId
      campaignName
      interval
      allowedDays
      minExecutionTime
      maxExecutionTime
      approachLimit
      nextBroadcast
      lastBroadcast
    }
  }
}
    `) as unknown as TypedDocumentString<CreateAutomationFollowUpMutation, CreateAutomationFollowUpMutationVariables>;
export const UpdateAutomationFollowUpDocument = new TypedDocumentString(`
    mutation UpdateAutomationFollowUp($id: ID!, $input: FollowUpInput!) {
  updateFollowUp(id: $id, input: $input) {
    ok
    errorMessage
    errors {
      field
      messages
    }
    followUp {
      id
      name
      type
      campaignId
      campaignName
      interval
      allowedDays
      minExecutionTime
      maxExecutionTime
      approachLimit
      nextBroadcast
      lastBroadcast
    }
  }
}
    `) as unknown as TypedDocumentString<UpdateAutomationFollowUpMutation, UpdateAutomationFollowUpMutationVariables>;
export const AutomationTemplatesDocument = new TypedDocumentString(`
    query AutomationTemplates {
  mainChatbot {
    id
    whatsappProvider
  }
  allAutomationTemplates {
    id
    name
    description
    tags
    type
    flowId
    campaign
    steps {
      title
      description
    }
    optionalSteps {
      title
      description
    }
  }
}
    `) as unknown as TypedDocumentString<AutomationTemplatesQuery, AutomationTemplatesQueryVariables>;
export const ImportAutomationDocument = new TypedDocumentString(`
    mutation ImportAutomation($name: String!, $file: String!) {
  importCampaign(name: $name, file: $file) {
    ok
    errorMessage
    errors {
      field
      messages
    }
    campaign {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<ImportAutomationMutation, ImportAutomationMutationVariables>;
export const ImportAutomationTemplateDocument = new TypedDocumentString(`
    mutation ImportAutomationTemplate($name: String!, $file: String!) {
  importAutomationTemplate(name: $name, file: $file) {
    ok
    errorMessage
    errors {
      field
      messages
    }
    template {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<ImportAutomationTemplateMutation, ImportAutomationTemplateMutationVariables>;
export const CloneAutomationDocument = new TypedDocumentString(`
    mutation CloneAutomation($id: ID!, $name: String!) {
  cloneCampaign(id: $id, name: $name) {
    ok
    errorMessage
    errors {
      field
      messages
    }
    campaign {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<CloneAutomationMutation, CloneAutomationMutationVariables>;
export const AvailabilitiesDocument = new TypedDocumentString(`
    query Availabilities {
  allAvailabilities {
    id
    userId
    contactName
    calendarEmail
    interviewType
    categories
    timeZone
    maxDailyAppointments
    appointmentType {
      type
      preTime
      postTime
      planRange
      workingDaysOnly
      offsetDays
      slotDuration
      isDefault
    }
    blocks {
      id
      day
      startTime
      endTime
    }
  }
}
    `) as unknown as TypedDocumentString<AvailabilitiesQuery, AvailabilitiesQueryVariables>;
export const UpdateCalendarAvailabilityDocument = new TypedDocumentString(`
    mutation UpdateCalendarAvailability($id: ID!, $input: CalendarAvailabilityInput!) {
  updateCalendarAvailability(id: $id, input: $input) {
    ok
    code
    errorMessage
    errors {
      field
      messages
    }
    availability {
      id
      userId
      contactName
      calendarEmail
      interviewType
      categories
      timeZone
      maxDailyAppointments
      appointmentType {
        type
        preTime
        postTime
        planRange
        workingDaysOnly
        offsetDays
        slotDuration
        isDefault
      }
      blocks {
        id
        day
        startTime
        endTime
      }
    }
  }
}
    `) as unknown as TypedDocumentString<UpdateCalendarAvailabilityMutation, UpdateCalendarAvailabilityMutationVariables>;
export const CreateAvailabilityBlockDocument = new TypedDocumentString(`
    mutation CreateAvailabilityBlock($availabilityId: ID!, $input: AvailabilityBlockInput!) {
  createBlock(availabilityId: $availabilityId, input: $input) {
    ok
    code
    errorMessage
    errors {
      field
      messages
    }
    block {
      id
      day
      startTime
      endTime
    }
  }
}
    `) as unknown as TypedDocumentString<CreateAvailabilityBlockMutation, CreateAvailabilityBlockMutationVariables>;
export const UpdateAvailabilityBlockDocument = new TypedDocumentString(`
    mutation UpdateAvailabilityBlock($id: ID!, $input: AvailabilityBlockInput!) {
  updateBlock(id: $id, input: $input) {
    ok
    code
    errorMessage
    errors {
      field
      messages
    }
    block {
      id
      day
      startTime
      endTime
    }
  }
}
    `) as unknown as TypedDocumentString<UpdateAvailabilityBlockMutation, UpdateAvailabilityBlockMutationVariables>;
export const DeleteAvailabilityBlockDocument = new TypedDocumentString(`
    mutation DeleteAvailabilityBlock($id: ID!) {
  deleteBlock(id: $id) {
    ok
    code
    errorMessage
    errors {
      field
      messages
    }
    block {
      id
      day
      startTime
      endTime
    }
  }
}
    `) as unknown as TypedDocumentString<DeleteAvailabilityBlockMutation, DeleteAvailabilityBlockMutationVariables>;
export const AvailabilityStaffDocument = new TypedDocumentString(`
    query AvailabilityStaff {
  availabilityStaff {
    id
    name
    email
  }
}
    `) as unknown as TypedDocumentString<AvailabilityStaffQuery, AvailabilityStaffQueryVariables>;
export const CreateCalendarAvailabilityDocument = new TypedDocumentString(`
    mutation CreateCalendarAvailability($userId: ID!, $input: CalendarAvailabilityInput!) {
  createCalendarAvailability(userId: $userId, input: $input) {
    ok
    code
    errorMessage
    errors {
      field
      messages
    }
    availability {
      id
      userId
      contactName
      calendarEmail
      interviewType
      categories
      timeZone
      maxDailyAppointments
      appointmentType {
        type
        preTime
        postTime
        planRange
        workingDaysOnly
        offsetDays
        slotDuration
        isDefault
      }
      blocks {
        id
        day
        startTime
        endTime
      }
    }
  }
}
    `) as unknown as TypedDocumentString<CreateCalendarAvailabilityMutation, CreateCalendarAvailabilityMutationVariables>;
export const DeleteCalendarAvailabilityDocument = new TypedDocumentString(`
    mutation DeleteCalendarAvailability($id: ID!) {
  deleteCalendarAvailability(id: $id) {
    ok
    code
    errorMessage
    errors {
      field
      messages
    }
  }
}
    `) as unknown as TypedDocumentString<DeleteCalendarAvailabilityMutation, DeleteCalendarAvailabilityMutationVariables>;
export const BuilderDivergentDocument = new TypedDocumentString(`
    query BuilderDivergent($id: ID!) {
  state(id: $id) {
    id
    selectedDivergentOption
  }
  builderSettings {
    divergentOptionTemplates {
      id
      name
      routingInstruction
    }
  }
}
    `) as unknown as TypedDocumentString<BuilderDivergentQuery, BuilderDivergentQueryVariables>;
export const BuilderSwitchDivergentDocument = new TypedDocumentString(`
    mutation BuilderSwitchDivergent($stateId: ID!, $templateId: ID!) {
  switchDivergentOption(stateId: $stateId, templateId: $templateId) {
    ok
    errors {
      field
      messages
    }
  }
}
    `) as unknown as TypedDocumentString<BuilderSwitchDivergentMutation, BuilderSwitchDivergentMutationVariables>;
export const BuilderUpdateFlowDocument = new TypedDocumentString(`
    mutation BuilderUpdateFlow($id: ID!, $name: String, $description: String) {
  updateStateMachine(id: $id, name: $name, description: $description) {
    ok
    errors {
      field
      messages
    }
  }
}
    `) as unknown as TypedDocumentString<BuilderUpdateFlowMutation, BuilderUpdateFlowMutationVariables>;
export const BuilderBlueprintDocument = new TypedDocumentString(`
    mutation BuilderBlueprint($id: ID!) {
  generateBlueprintForStatemachine(stateMachineId: $id) {
    ok
    errorMessage
    blueprint
  }
}
    `) as unknown as TypedDocumentString<BuilderBlueprintMutation, BuilderBlueprintMutationVariables>;
export const BuilderCloneQuestionDocument = new TypedDocumentString(`
    mutation BuilderCloneQuestion($id: ID!, $from: ID, $to: ID!, $name: String) {
  cloneStateGroup(
    stateGroupIdentifier: $id
    originStateMachine: $from
    destinationStateMachine: $to
    newStateGroupName: $name
  ) {
    ok
    errors {
      field
      messages
    }
    stateGroup {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<BuilderCloneQuestionMutation, BuilderCloneQuestionMutationVariables>;
export const BuilderFlowLintDocument = new TypedDocumentString(`
    query BuilderFlowLint($id: ID!) {
  flowLint(stateMachineId: $id) {
    code
    severity
    stateId
    optionId
    languageTag
    count
  }
}
    `) as unknown as TypedDocumentString<BuilderFlowLintQuery, BuilderFlowLintQueryVariables>;
export const BuilderAddQuestionDocument = new TypedDocumentString(`
    mutation BuilderAddQuestion($group: StateGroupInput!) {
  updateStateGroupMutation(newStategroup: $group) {
    ok
    errors {
      field
      messages
    }
    stateGroup {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<BuilderAddQuestionMutation, BuilderAddQuestionMutationVariables>;
export const BuilderCopyTemplateDocument = new TypedDocumentString(`
    mutation BuilderCopyTemplate($templateIds: [ID!]!, $flowId: ID!, $name: String) {
  copyStateGroup(
    templateIds: $templateIds
    destinationStateMachineId: $flowId
    newStateGroupName: $name
  ) {
    ok
    errors {
      field
      messages
    }
  }
}
    `) as unknown as TypedDocumentString<BuilderCopyTemplateMutation, BuilderCopyTemplateMutationVariables>;
export const BuilderReorderQuestionsDocument = new TypedDocumentString(`
    mutation BuilderReorderQuestions($flowId: ID!, $ids: [ID!]!) {
  reorderStateGroups(stateMachineId: $flowId, stateGroupids: $ids) {
    ok
    errors {
      field
      messages
    }
  }
}
    `) as unknown as TypedDocumentString<BuilderReorderQuestionsMutation, BuilderReorderQuestionsMutationVariables>;
export const BuilderAddStateDocument = new TypedDocumentString(`
    mutation BuilderAddState($state: StateInput!) {
  stateMutation(newState: $state) {
    ok
    errors {
      field
      messages
    }
    state {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<BuilderAddStateMutation, BuilderAddStateMutationVariables>;
export const BuilderStateOrderDocument = new TypedDocumentString(`
    mutation BuilderStateOrder($groupId: ID!, $ids: [ID!]!) {
  updateStateOrder(stateGroupId: $groupId, stateIds: $ids) {
    ok
    errors {
      field
      messages
    }
  }
}
    `) as unknown as TypedDocumentString<BuilderStateOrderMutation, BuilderStateOrderMutationVariables>;
export const BuilderDeleteQuestionDocument = new TypedDocumentString(`
    mutation BuilderDeleteQuestion($id: ID!) {
  deleteStateGroupMutation(id: $id) {
    ok
    errors {
      field
      messages
    }
  }
}
    `) as unknown as TypedDocumentString<BuilderDeleteQuestionMutation, BuilderDeleteQuestionMutationVariables>;
export const BuilderFlowsDocument = new TypedDocumentString(`
    query BuilderFlows {
  allStateMachines(limit: 9999) {
    id
    name
    description
    kind
    isDefaultStateMachine
    stateGroupCount
    stateCount
  }
}
    `) as unknown as TypedDocumentString<BuilderFlowsQuery, BuilderFlowsQueryVariables>;
export const BuilderAddFlowDocument = new TypedDocumentString(`
    mutation BuilderAddFlow($name: String!, $kind: String) {
  addStateMachine(name: $name, kind: $kind) {
    ok
    errors {
      field
      messages
    }
    stateMachine {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<BuilderAddFlowMutation, BuilderAddFlowMutationVariables>;
export const BuilderCloneFlowDocument = new TypedDocumentString(`
    mutation BuilderCloneFlow($id: ID!, $newName: String) {
  cloneStateMachine(id: $id, newName: $newName) {
    ok
    errors {
      field
      messages
    }
    stateMachine {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<BuilderCloneFlowMutation, BuilderCloneFlowMutationVariables>;
export const BuilderDeleteFlowDocument = new TypedDocumentString(`
    mutation BuilderDeleteFlow($id: ID!) {
  deleteStateMachine(id: $id) {
    ok
    errors {
      field
      messages
    }
  }
}
    `) as unknown as TypedDocumentString<BuilderDeleteFlowMutation, BuilderDeleteFlowMutationVariables>;
export const BuilderFlowOrderDocument = new TypedDocumentString(`
    mutation BuilderFlowOrder($ids: [ID!]!) {
  updateStateMachineOrder(stateMachineIds: $ids) {
    ok
    errors {
      field
      messages
    }
  }
}
    `) as unknown as TypedDocumentString<BuilderFlowOrderMutation, BuilderFlowOrderMutationVariables>;
export const BuilderImpactDocument = new TypedDocumentString(`
    query BuilderImpact($kind: String!, $id: ID!) {
  builderImpact(kind: $kind, id: $id) {
    stateCount
    optionCount
    routedFrom {
      id
      name
    }
    processors {
      id
      humanReadableName
    }
    whatsappTemplates {
      id
      name
    }
    automations {
      id
      name
    }
    atsFieldMappings {
      id
      name
    }
  }
}
    `) as unknown as TypedDocumentString<BuilderImpactQuery, BuilderImpactQueryVariables>;
export const BuilderTagsDocument = new TypedDocumentString(`
    query BuilderTags {
  allTags {
    id
    kind
    content
    color
  }
}
    `) as unknown as TypedDocumentString<BuilderTagsQuery, BuilderTagsQueryVariables>;
export const BuilderAddTextVariationDocument = new TypedDocumentString(`
    mutation BuilderAddTextVariation($actionId: ID!, $languageTag: String!, $text: String!, $tagsId: [ID!]) {
  addTextVariation(
    actionId: $actionId
    languageTag: $languageTag
    text: $text
    tagsId: $tagsId
  ) {
    ok
    errors {
      field
      messages
    }
  }
}
    `) as unknown as TypedDocumentString<BuilderAddTextVariationMutation, BuilderAddTextVariationMutationVariables>;
export const BuilderAddVideoVariationDocument = new TypedDocumentString(`
    mutation BuilderAddVideoVariation($actionId: ID!, $languageTag: String!, $url: String!, $caption: String, $tagsId: [ID!]) {
  addVideoVariation(
    actionId: $actionId
    languageTag: $languageTag
    url: $url
    caption: $caption
    tagsId: $tagsId
  ) {
    ok
    errors {
      field
      messages
    }
  }
}
    `) as unknown as TypedDocumentString<BuilderAddVideoVariationMutation, BuilderAddVideoVariationMutationVariables>;
export const BuilderAddImageVariationDocument = new TypedDocumentString(`
    mutation BuilderAddImageVariation($actionId: ID!, $languageTag: String!, $url: String!, $caption: String, $tagsId: [ID!]) {
  addImageVariation(
    actionId: $actionId
    languageTag: $languageTag
    url: $url
    caption: $caption
    tagsId: $tagsId
  ) {
    ok
    errors {
      field
      messages
    }
  }
}
    `) as unknown as TypedDocumentString<BuilderAddImageVariationMutation, BuilderAddImageVariationMutationVariables>;
export const BuilderAddDocumentVariationDocument = new TypedDocumentString(`
    mutation BuilderAddDocumentVariation($actionId: ID!, $languageTag: String!, $url: String!, $fileName: String, $tagsId: [ID!]) {
  addDocumentVariation(
    actionId: $actionId
    languageTag: $languageTag
    url: $url
    fileName: $fileName
    tagsId: $tagsId
  ) {
    ok
    errors {
      field
      messages
    }
  }
}
    `) as unknown as TypedDocumentString<BuilderAddDocumentVariationMutation, BuilderAddDocumentVariationMutationVariables>;
export const BuilderAddLinkVariationDocument = new TypedDocumentString(`
    mutation BuilderAddLinkVariation($actionId: ID!, $languageTag: String!, $placeholder: String!, $link: String!, $isDocument: Boolean, $tagsId: [ID!]) {
  addLinkVariation(
    actionId: $actionId
    languageTag: $languageTag
    placeholder: $placeholder
    link: $link
    isDocument: $isDocument
    tagsId: $tagsId
  ) {
    ok
    errors {
      field
      messages
    }
  }
}
    `) as unknown as TypedDocumentString<BuilderAddLinkVariationMutation, BuilderAddLinkVariationMutationVariables>;
export const BuilderAddGeolocationVariationDocument = new TypedDocumentString(`
    mutation BuilderAddGeolocationVariation($actionId: ID!, $languageTag: String!, $lat: Float!, $lng: Float!, $tagsId: [ID!]) {
  addGeolocationVariation(
    actionId: $actionId
    languageTag: $languageTag
    lat: $lat
    lng: $lng
    tagsId: $tagsId
  ) {
    ok
    errors {
      field
      messages
    }
  }
}
    `) as unknown as TypedDocumentString<BuilderAddGeolocationVariationMutation, BuilderAddGeolocationVariationMutationVariables>;
export const BuilderUpdateMessageDocument = new TypedDocumentString(`
    mutation BuilderUpdateMessage($variationId: ID!, $text: String, $url: String, $caption: String, $fileName: String, $placeholder: String, $link: String, $isDocument: Boolean, $lat: Float, $lng: Float) {
  updateMessage(
    variationId: $variationId
    text: $text
    url: $url
    caption: $caption
    fileName: $fileName
    placeholder: $placeholder
    link: $link
    isDocument: $isDocument
    lat: $lat
    lng: $lng
  ) {
    ok
    errors {
      field
      messages
    }
  }
}
    `) as unknown as TypedDocumentString<BuilderUpdateMessageMutation, BuilderUpdateMessageMutationVariables>;
export const BuilderDeleteVariationDocument = new TypedDocumentString(`
    mutation BuilderDeleteVariation($id: ID!) {
  deleteVariationMutation(id: $id) {
    ok
    errors {
      field
      messages
    }
  }
}
    `) as unknown as TypedDocumentString<BuilderDeleteVariationMutation, BuilderDeleteVariationMutationVariables>;
export const BuilderVariationTagsDocument = new TypedDocumentString(`
    mutation BuilderVariationTags($tagsId: [ID!]!, $variationId: ID!) {
  updateVariationTags(tagsId: $tagsId, variationId: $variationId) {
    ok
    errors {
      field
      messages
    }
  }
}
    `) as unknown as TypedDocumentString<BuilderVariationTagsMutation, BuilderVariationTagsMutationVariables>;
export const BuilderAddStandardActionDocument = new TypedDocumentString(`
    mutation BuilderAddStandardAction($stateId: ID!, $content: String) {
  addStandardAction(stateId: $stateId, content: $content) {
    ok
    errors {
      field
      messages
    }
    action {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<BuilderAddStandardActionMutation, BuilderAddStandardActionMutationVariables>;
export const BuilderAddActionWithOptionsDocument = new TypedDocumentString(`
    mutation BuilderAddActionWithOptions($stateId: ID!, $content: String) {
  addActionWithOptions(stateId: $stateId, content: $content) {
    ok
    errors {
      field
      messages
    }
    action {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<BuilderAddActionWithOptionsMutation, BuilderAddActionWithOptionsMutationVariables>;
export const BuilderUpdateActionDocument = new TypedDocumentString(`
    mutation BuilderUpdateAction($id: ID!, $content: String, $editable: Boolean) {
  updateAction(id: $id, content: $content, editable: $editable) {
    ok
    errors {
      field
      messages
    }
  }
}
    `) as unknown as TypedDocumentString<BuilderUpdateActionMutation, BuilderUpdateActionMutationVariables>;
export const BuilderDeleteActionsDocument = new TypedDocumentString(`
    mutation BuilderDeleteActions($ids: [ID!]!) {
  deleteActions(ids: $ids) {
    ok
    errors {
      field
      messages
    }
  }
}
    `) as unknown as TypedDocumentString<BuilderDeleteActionsMutation, BuilderDeleteActionsMutationVariables>;
export const BuilderActionOrderingDocument = new TypedDocumentString(`
    mutation BuilderActionOrdering($stateId: ID!, $actionIds: [ID!]!) {
  updateActionOrdering(stateId: $stateId, actionIds: $actionIds) {
    ok
    errors {
      field
      messages
    }
  }
}
    `) as unknown as TypedDocumentString<BuilderActionOrderingMutation, BuilderActionOrderingMutationVariables>;
export const BuilderUpdateLabelDocument = new TypedDocumentString(`
    mutation BuilderUpdateLabel($id: ID!, $enabled: Boolean, $text: [LabelTextInput!]) {
  updateOptionLabel(id: $id, enabled: $enabled, text: $text) {
    ok
    errors {
      field
      messages
    }
  }
}
    `) as unknown as TypedDocumentString<BuilderUpdateLabelMutation, BuilderUpdateLabelMutationVariables>;
export const BuilderCreateLabelDocument = new TypedDocumentString(`
    mutation BuilderCreateLabel($optionId: ID!, $actionId: ID!, $text: [LabelTextInput!]) {
  createOptionLabel(optionId: $optionId, actionId: $actionId, text: $text) {
    ok
    errors {
      field
      messages
    }
  }
}
    `) as unknown as TypedDocumentString<BuilderCreateLabelMutation, BuilderCreateLabelMutationVariables>;
export const BuilderDeleteLabelDocument = new TypedDocumentString(`
    mutation BuilderDeleteLabel($id: ID!) {
  deleteOptionLabel(id: $id) {
    ok
    errors {
      field
      messages
    }
  }
}
    `) as unknown as TypedDocumentString<BuilderDeleteLabelMutation, BuilderDeleteLabelMutationVariables>;
export const BuilderLabelOrderDocument = new TypedDocumentString(`
    mutation BuilderLabelOrder($actionId: ID!, $labelIds: [ID!]!) {
  updateOptionLabelOrder(actionId: $actionId, labelIds: $labelIds) {
    ok
    errors {
      field
      messages
    }
  }
}
    `) as unknown as TypedDocumentString<BuilderLabelOrderMutation, BuilderLabelOrderMutationVariables>;
export const BuilderProcessorsDocument = new TypedDocumentString(`
    query BuilderProcessors {
  allProcessors {
    id
    name
    humanReadableName
    processorType
    type
    color
    icon
    category
    priority
    description
    isImportantGoal
    googleAnalyticsEvent {
      id
      eventLabel
      eventAction
      systemName
    }
    stateMachines
    states
    options
    dependencies {
      kind
      id
      name
    }
  }
}
    `) as unknown as TypedDocumentString<BuilderProcessorsQuery, BuilderProcessorsQueryVariables>;
export const BuilderProcessorTemplatesDocument = new TypedDocumentString(`
    query BuilderProcessorTemplates($adminOnly: Boolean) {
  allProcessorTemplates(adminOnly: $adminOnly) {
    id
    humanReadableName
    category
    color
    description
    adminOnly
  }
}
    `) as unknown as TypedDocumentString<BuilderProcessorTemplatesQuery, BuilderProcessorTemplatesQueryVariables>;
export const BuilderUpdateProcessorDocument = new TypedDocumentString(`
    mutation BuilderUpdateProcessor($id: ID!, $priority: Int, $isImportantGoal: Boolean, $googleAnalyticsEvent: GoogleAnalyticsEventInput, $humanReadableName: String, $description: String) {
  updateProcessor(
    id: $id
    priority: $priority
    isImportantGoal: $isImportantGoal
    googleAnalyticsEvent: $googleAnalyticsEvent
    humanReadableName: $humanReadableName
    description: $description
  ) {
    ok
    errors {
      field
      messages
    }
  }
}
    `) as unknown as TypedDocumentString<BuilderUpdateProcessorMutation, BuilderUpdateProcessorMutationVariables>;
export const BuilderCloneProcessorDocument = new TypedDocumentString(`
    mutation BuilderCloneProcessor($id: ID!, $fromSchema: String!, $toSchema: String!) {
  cloneProcessor(id: $id, fromSchema: $fromSchema, toSchema: $toSchema) {
    ok
    errors {
      field
      messages
    }
    processor {
      id
      humanReadableName
    }
  }
}
    `) as unknown as TypedDocumentString<BuilderCloneProcessorMutation, BuilderCloneProcessorMutationVariables>;
export const BuilderCopyProcessorDocument = new TypedDocumentString(`
    mutation BuilderCopyProcessor($processorTemplateIds: [ID!]!, $fromSchema: String, $toSchema: String!) {
  copyProcessor(
    processorTemplateIds: $processorTemplateIds
    fromSchema: $fromSchema
    toSchema: $toSchema
  ) {
    ok
    errors {
      field
      messages
    }
    processors {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<BuilderCopyProcessorMutation, BuilderCopyProcessorMutationVariables>;
export const BuilderScalarNamesDocument = new TypedDocumentString(`
    query BuilderScalarNames {
  allScalarnames {
    id
    name
    humanReadableName
  }
}
    `) as unknown as TypedDocumentString<BuilderScalarNamesQuery, BuilderScalarNamesQueryVariables>;
export const BuilderCreateScalarNameDocument = new TypedDocumentString(`
    mutation BuilderCreateScalarName($name: String!, $humanReadableName: String) {
  createScalarName(name: $name, humanReadableName: $humanReadableName) {
    ok
    errors {
      field
      messages
    }
  }
}
    `) as unknown as TypedDocumentString<BuilderCreateScalarNameMutation, BuilderCreateScalarNameMutationVariables>;
export const BuilderDeleteScalarNameDocument = new TypedDocumentString(`
    mutation BuilderDeleteScalarName($id: ID!) {
  deleteScalarName(id: $id) {
    ok
    errors {
      field
      messages
    }
  }
}
    `) as unknown as TypedDocumentString<BuilderDeleteScalarNameMutation, BuilderDeleteScalarNameMutationVariables>;
export const BuilderStateDocument = new TypedDocumentString(`
    query BuilderState($id: ID!) {
  state(id: $id) {
    id
    name
    stateGroupId
    draft
    isSkippable
    alwaysStore
    answerRequired
    cancelFollowUp
    replyType
    validator
    processors {
      id
    }
    options {
      id
      name
      isDefault
      isRequired
      routingInstruction
      nextState
      nextStateMachine
      position
      processors {
        id
      }
    }
    actions {
      id
      kind
      content
      editable
      position
      variations {
        id
        languageTag
        type
        text
        url
        caption
        fileName
        placeholder
        link
        isDocument
        lat
        lng
        tags {
          id
          content
          color
        }
      }
      labels {
        id
        option
        enabled
        position
        text {
          languageTag
          content
        }
      }
    }
  }
  builderSettings {
    languages
  }
}
    `) as unknown as TypedDocumentString<BuilderStateQuery, BuilderStateQueryVariables>;
export const BuilderAddTextDocument = new TypedDocumentString(`
    mutation BuilderAddText($actionId: ID!, $languageTag: String!, $text: String!) {
  addTextVariation(actionId: $actionId, languageTag: $languageTag, text: $text) {
    ok
    errors {
      field
      messages
    }
  }
}
    `) as unknown as TypedDocumentString<BuilderAddTextMutation, BuilderAddTextMutationVariables>;
export const BuilderCreateOptionDocument = new TypedDocumentString(`
    mutation BuilderCreateOption($stateId: ID!) {
  createOption(stateId: $stateId) {
    ok
    errors {
      field
      messages
    }
    option {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<BuilderCreateOptionMutation, BuilderCreateOptionMutationVariables>;
export const BuilderUpdateOptionDocument = new TypedDocumentString(`
    mutation BuilderUpdateOption($id: ID!, $name: String, $isRequired: Boolean, $routingInstruction: String) {
  updateOption(
    id: $id
    name: $name
    isRequired: $isRequired
    routingInstruction: $routingInstruction
  ) {
    ok
    errors {
      field
      messages
    }
  }
}
    `) as unknown as TypedDocumentString<BuilderUpdateOptionMutation, BuilderUpdateOptionMutationVariables>;
export const BuilderNextStateDocument = new TypedDocumentString(`
    mutation BuilderNextState($optionId: ID!, $nextState: ID!) {
  updateNextState(optionId: $optionId, nextState: $nextState) {
    ok
    errors {
      field
      messages
    }
  }
}
    `) as unknown as TypedDocumentString<BuilderNextStateMutation, BuilderNextStateMutationVariables>;
export const BuilderNextFlowDocument = new TypedDocumentString(`
    mutation BuilderNextFlow($optionId: ID!, $nextStateMachine: ID!) {
  updateNextStateMachine(optionId: $optionId, nextStateMachine: $nextStateMachine) {
    ok
    errors {
      field
      messages
    }
  }
}
    `) as unknown as TypedDocumentString<BuilderNextFlowMutation, BuilderNextFlowMutationVariables>;
export const BuilderDeleteOptionDocument = new TypedDocumentString(`
    mutation BuilderDeleteOption($id: ID!) {
  deleteOption(id: $id) {
    ok
    errors {
      field
      messages
    }
  }
}
    `) as unknown as TypedDocumentString<BuilderDeleteOptionMutation, BuilderDeleteOptionMutationVariables>;
export const BuilderUpdateStateDocument = new TypedDocumentString(`
    mutation BuilderUpdateState($state: StateInput!) {
  stateMutation(newState: $state) {
    ok
    errors {
      field
      messages
    }
  }
}
    `) as unknown as TypedDocumentString<BuilderUpdateStateMutation, BuilderUpdateStateMutationVariables>;
export const BuilderOptionOrderDocument = new TypedDocumentString(`
    mutation BuilderOptionOrder($stateId: ID!, $optionIds: [ID!]!) {
  updateOptionOrder(stateId: $stateId, optionIds: $optionIds) {
    ok
    errors {
      field
      messages
    }
  }
}
    `) as unknown as TypedDocumentString<BuilderOptionOrderMutation, BuilderOptionOrderMutationVariables>;
export const BuilderDeleteStateDocument = new TypedDocumentString(`
    mutation BuilderDeleteState($id: ID!) {
  deleteState(id: $id) {
    ok
    errors {
      field
      messages
    }
  }
}
    `) as unknown as TypedDocumentString<BuilderDeleteStateMutation, BuilderDeleteStateMutationVariables>;
export const BuilderCreateTagDocument = new TypedDocumentString(`
    mutation BuilderCreateTag($kind: String!, $content: String!, $color: String) {
  createTag(kind: $kind, content: $content, color: $color) {
    ok
    errors {
      field
      messages
    }
  }
}
    `) as unknown as TypedDocumentString<BuilderCreateTagMutation, BuilderCreateTagMutationVariables>;
export const BuilderUpdateTagDocument = new TypedDocumentString(`
    mutation BuilderUpdateTag($id: ID!, $kind: String, $content: String, $color: String) {
  updateTag(id: $id, kind: $kind, content: $content, color: $color) {
    ok
    errors {
      field
      messages
    }
  }
}
    `) as unknown as TypedDocumentString<BuilderUpdateTagMutation, BuilderUpdateTagMutationVariables>;
export const BuilderDeleteTagDocument = new TypedDocumentString(`
    mutation BuilderDeleteTag($id: ID!) {
  deleteTag(id: $id) {
    ok
    errors {
      field
      messages
    }
  }
}
    `) as unknown as TypedDocumentString<BuilderDeleteTagMutation, BuilderDeleteTagMutationVariables>;
export const BuilderStateVariableDocument = new TypedDocumentString(`
    query BuilderStateVariable($id: ID!) {
  state(id: $id) {
    id
    scalarName {
      id
    }
  }
  allScalarnames {
    id
    name
    humanReadableName
    tags {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<BuilderStateVariableQuery, BuilderStateVariableQueryVariables>;
export const BuilderSetStateVariableDocument = new TypedDocumentString(`
    mutation BuilderSetStateVariable($id: ID!, $scalarName: ID) {
  stateMutation(newState: {id: $id, scalarName: $scalarName}) {
    ok
    errors {
      field
      messages
    }
  }
}
    `) as unknown as TypedDocumentString<BuilderSetStateVariableMutation, BuilderSetStateVariableMutationVariables>;
export const BuilderVariableTagsDocument = new TypedDocumentString(`
    mutation BuilderVariableTags($id: ID!, $tagsId: [ID!]!) {
  updateScalarName(id: $id, tagsId: $tagsId) {
    ok
    errors {
      field
      messages
    }
  }
}
    `) as unknown as TypedDocumentString<BuilderVariableTagsMutation, BuilderVariableTagsMutationVariables>;
export const BuilderTranslationsDocument = new TypedDocumentString(`
    query BuilderTranslations($ownerId: ID!) {
  allTranslations(ownerId: $ownerId) {
    id
    field
    languageTag
    content
  }
}
    `) as unknown as TypedDocumentString<BuilderTranslationsQuery, BuilderTranslationsQueryVariables>;
export const BuilderCreateTranslationDocument = new TypedDocumentString(`
    mutation BuilderCreateTranslation($ownerId: ID!, $field: String!, $languageTag: String!, $content: String!) {
  createTranslation(
    ownerId: $ownerId
    field: $field
    languageTag: $languageTag
    content: $content
  ) {
    ok
    errors {
      field
      messages
    }
    translation {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<BuilderCreateTranslationMutation, BuilderCreateTranslationMutationVariables>;
export const BuilderUpdateTranslationDocument = new TypedDocumentString(`
    mutation BuilderUpdateTranslation($id: ID!, $content: String!) {
  updateTranslation(id: $id, content: $content) {
    ok
    errors {
      field
      messages
    }
  }
}
    `) as unknown as TypedDocumentString<BuilderUpdateTranslationMutation, BuilderUpdateTranslationMutationVariables>;
export const BuilderDeleteTranslationDocument = new TypedDocumentString(`
    mutation BuilderDeleteTranslation($id: ID!) {
  deleteTranslation(id: $id) {
    ok
    errors {
      field
      messages
    }
  }
}
    `) as unknown as TypedDocumentString<BuilderDeleteTranslationMutation, BuilderDeleteTranslationMutationVariables>;
export const BuilderFlowTreeDocument = new TypedDocumentString(`
    query BuilderFlowTree($id: ID!, $offset: Int!, $limit: Int!) {
  flowTree(stateMachineId: $id, offset: $offset, limit: $limit) {
    totalStates
    inboundStateIds
    stateGroups {
      id
      name
      position
      initialState
    }
    states {
      id
      stateGroupId
      name
      position
      treeViewPositionX
      treeViewPositionY
      options {
        id
        name
        isDefault
        isRequired
        routingInstruction
        nextState
        nextStateMachine
      }
      actions {
        position
        variations {
          languageTag
          type
          text
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<BuilderFlowTreeQuery, BuilderFlowTreeQueryVariables>;
export const BuilderFlowNamesDocument = new TypedDocumentString(`
    query BuilderFlowNames {
  allStateMachines {
    id
    name
    kind
    description
  }
}
    `) as unknown as TypedDocumentString<BuilderFlowNamesQuery, BuilderFlowNamesQueryVariables>;
export const BuilderTreePositionDocument = new TypedDocumentString(`
    mutation BuilderTreePosition($state: StateInput!) {
  stateMutation(newState: $state) {
    ok
    errors {
      field
      messages
    }
  }
}
    `) as unknown as TypedDocumentString<BuilderTreePositionMutation, BuilderTreePositionMutationVariables>;
export const MainChatbotDocument = new TypedDocumentString(`
    query MainChatbot {
  mainChatbot {
    projectId
    projectName
    ats
    whatsappProvider
    smartInboxEnabled
    defaultLanguageTag
    useBetaPortal
  }
}
    `) as unknown as TypedDocumentString<MainChatbotQuery, MainChatbotQueryVariables>;
export const EmailTemplatesOverviewDocument = new TypedDocumentString(`
    query EmailTemplatesOverview {
  emailTemplates {
    id
    toEmail
    fromEmail
    subject
    plainText
    htmlTemplate
    isHtml
    isText
    templateKey
    useNewEditor
  }
  mappers {
    id
    name
    data
  }
}
    `) as unknown as TypedDocumentString<EmailTemplatesOverviewQuery, EmailTemplatesOverviewQueryVariables>;
export const UpdateEmailTemplateDocument = new TypedDocumentString(`
    mutation UpdateEmailTemplate($id: ID!, $input: EmailTemplateInput!) {
  updateEmailTemplate(id: $id, input: $input) {
    ok
    code
    errorMessage
    errors {
      field
      messages
    }
    emailTemplate {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<UpdateEmailTemplateMutation, UpdateEmailTemplateMutationVariables>;
export const UpdateMapperDocument = new TypedDocumentString(`
    mutation UpdateMapper($id: ID!, $input: MapperInput!) {
  updateMapper(id: $id, input: $input) {
    ok
    code
    errorMessage
    errors {
      field
      messages
    }
    mapper {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<UpdateMapperMutation, UpdateMapperMutationVariables>;
export const FacebookPagesDocument = new TypedDocumentString(`
    query FacebookPages {
  allFacebookPages {
    id
    pageId
    pageName
    isActive
  }
}
    `) as unknown as TypedDocumentString<FacebookPagesQuery, FacebookPagesQueryVariables>;
export const ConnectFacebookPagesDocument = new TypedDocumentString(`
    mutation ConnectFacebookPages($token: String!) {
  facebookPageUpdate(shortLivedUserAccessToken: $token) {
    ok
    code
    errorMessage
    pages {
      id
      pageId
      pageName
      isActive
    }
  }
}
    `) as unknown as TypedDocumentString<ConnectFacebookPagesMutation, ConnectFacebookPagesMutationVariables>;
export const UpdateFacebookPageDocument = new TypedDocumentString(`
    mutation UpdateFacebookPage($data: JSON!) {
  updateFacebookPage(data: $data) {
    ok
    code
    errorMessage
    errors {
      field
      messages
    }
    facebookPage {
      id
      pageId
      pageName
      isActive
    }
  }
}
    `) as unknown as TypedDocumentString<UpdateFacebookPageMutation, UpdateFacebookPageMutationVariables>;
export const DeleteFacebookPageDocument = new TypedDocumentString(`
    mutation DeleteFacebookPage($data: JSON!) {
  deleteFacebookPage(data: $data) {
    ok
    code
    errorMessage
    errors {
      field
      messages
    }
  }
}
    `) as unknown as TypedDocumentString<DeleteFacebookPageMutation, DeleteFacebookPageMutationVariables>;
export const AllGroupAppointmentsDocument = new TypedDocumentString(`
    query AllGroupAppointments {
  allGroupAppointments {
    ...GroupAppointmentFields
  }
}
    fragment GroupAppointmentFields on GroupAppointment {
  id
  type
  maxNrAttendees
  planRange
  offsetDays
  maxNrEventToShow
  calendarAuthHandler
  filterMap
  calendarIsAuthenticated
}`) as unknown as TypedDocumentString<AllGroupAppointmentsQuery, AllGroupAppointmentsQueryVariables>;
export const CreateGroupAppointmentDocument = new TypedDocumentString(`
    mutation CreateGroupAppointment($input: GroupAppointmentInput!) {
  createGroupAppointment(input: $input) {
    ...GroupAppointmentResultFields
  }
}
    fragment GroupAppointmentFields on GroupAppointment {
  id
  type
  maxNrAttendees
  planRange
  offsetDays
  maxNrEventToShow
  calendarAuthHandler
  filterMap
  calendarIsAuthenticated
}
fragment GroupAppointmentResultFields on GroupAppointmentResult {
  ok
  errorMessage
  errors {
    field
    messages
  }
  groupAppointment {
    ...GroupAppointmentFields
  }
}`) as unknown as TypedDocumentString<CreateGroupAppointmentMutation, CreateGroupAppointmentMutationVariables>;
export const UpdateGroupAppointmentDocument = new TypedDocumentString(`
    mutation UpdateGroupAppointment($id: ID!, $input: GroupAppointmentInput!) {
  updateGroupAppointment(id: $id, input: $input) {
    ...GroupAppointmentResultFields
  }
}
    fragment GroupAppointmentFields on GroupAppointment {
  id
  type
  maxNrAttendees
  planRange
  offsetDays
  maxNrEventToShow
  calendarAuthHandler
  filterMap
  calendarIsAuthenticated
}
fragment GroupAppointmentResultFields on GroupAppointmentResult {
  ok
  errorMessage
  errors {
    field
    messages
  }
  groupAppointment {
    ...GroupAppointmentFields
  }
}`) as unknown as TypedDocumentString<UpdateGroupAppointmentMutation, UpdateGroupAppointmentMutationVariables>;
export const UpdateGroupAppointmentCalendarTokenDocument = new TypedDocumentString(`
    mutation UpdateGroupAppointmentCalendarToken($token: String!, $id: ID!) {
  updateCalendarToken(token: $token, id: $id) {
    ...GroupAppointmentResultFields
  }
}
    fragment GroupAppointmentFields on GroupAppointment {
  id
  type
  maxNrAttendees
  planRange
  offsetDays
  maxNrEventToShow
  calendarAuthHandler
  filterMap
  calendarIsAuthenticated
}
fragment GroupAppointmentResultFields on GroupAppointmentResult {
  ok
  errorMessage
  errors {
    field
    messages
  }
  groupAppointment {
    ...GroupAppointmentFields
  }
}`) as unknown as TypedDocumentString<UpdateGroupAppointmentCalendarTokenMutation, UpdateGroupAppointmentCalendarTokenMutationVariables>;
export const DeleteGroupAppointmentDocument = new TypedDocumentString(`
    mutation DeleteGroupAppointment($id: ID!) {
  deleteGroupAppointment(id: $id) {
    ok
  }
}
    `) as unknown as TypedDocumentString<DeleteGroupAppointmentMutation, DeleteGroupAppointmentMutationVariables>;
export const SmartInboxConfigurationDocument = new TypedDocumentString(`
    query SmartInboxConfiguration {
  smartInboxConfiguration {
    configured
    enabled
    autoConfigured
    atsUsername
    teamNames
    updatedAt
  }
  allTeams {
    id
    name
  }
  allLabels {
    id
    name
    color
  }
  allInboxCompanies {
    id
    identifier
    companyName
    linked
  }
}
    `) as unknown as TypedDocumentString<SmartInboxConfigurationQuery, SmartInboxConfigurationQueryVariables>;
export const ConfigureSmartInboxDocument = new TypedDocumentString(`
    mutation ConfigureSmartInbox($enabled: Boolean, $companyIds: [ID!], $teamNames: [String!]) {
  configureSmartInbox(
    enabled: $enabled
    companyIds: $companyIds
    teamNames: $teamNames
  ) {
    ok
    errorMessage
    errorCode
  }
}
    `) as unknown as TypedDocumentString<ConfigureSmartInboxMutation, ConfigureSmartInboxMutationVariables>;
export const AutoConfigureSmartInboxDocument = new TypedDocumentString(`
    mutation AutoConfigureSmartInbox($username: String, $password: String) {
  autoConfigureSmartInbox(username: $username, password: $password) {
    ok
    errorMessage
    errorCode
  }
}
    `) as unknown as TypedDocumentString<AutoConfigureSmartInboxMutation, AutoConfigureSmartInboxMutationVariables>;
export const ConversationBookingDocument = new TypedDocumentString(`
    query ConversationBooking($clientId: ID!) {
  conversationBooking(clientId: $clientId) {
    appointments {
      id
      start
      end
      timeZone
      calendarUserName
      eventConfigurationName
      color
      locationType
      customLocation
    }
    offer {
      at
      eventConfigurationName
      language
      hiddenCalendarUsers
      slots {
        start
        end
        timeZone
        calendarUserId
        calendarUserName
        label
      }
      explanations {
        calendarUserId
        name
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
  }
}
    `) as unknown as TypedDocumentString<ConversationBookingQuery, ConversationBookingQueryVariables>;
export const InboxLabelsDocument = new TypedDocumentString(`
    query InboxLabels {
  allLabels {
    id
    name
    color
  }
}
    `) as unknown as TypedDocumentString<InboxLabelsQuery, InboxLabelsQueryVariables>;
export const CreateInboxLabelDocument = new TypedDocumentString(`
    mutation CreateInboxLabel($name: String!, $color: String) {
  createInboxLabel(name: $name, color: $color) {
    ok
    errors {
      field
      messages
    }
    errorMessage
    label {
      id
      name
      color
    }
  }
}
    `) as unknown as TypedDocumentString<CreateInboxLabelMutation, CreateInboxLabelMutationVariables>;
export const DeleteInboxLabelDocument = new TypedDocumentString(`
    mutation DeleteInboxLabel($id: ID!) {
  deleteInboxLabel(id: $id) {
    ok
    errors {
      field
      messages
    }
    errorMessage
  }
}
    `) as unknown as TypedDocumentString<DeleteInboxLabelMutation, DeleteInboxLabelMutationVariables>;
export const SetConversationLabelDocument = new TypedDocumentString(`
    mutation SetConversationLabel($clientId: ID!, $labelId: ID!, $applied: Boolean!) {
  setConversationLabel(clientId: $clientId, labelId: $labelId, applied: $applied) {
    ok
    errors {
      field
      messages
    }
    errorMessage
    labelIds
  }
}
    `) as unknown as TypedDocumentString<SetConversationLabelMutation, SetConversationLabelMutationVariables>;
export const UpdateInboxLabelDocument = new TypedDocumentString(`
    mutation UpdateInboxLabel($id: ID!, $name: String, $color: String) {
  updateInboxLabel(id: $id, name: $name, color: $color) {
    ok
    errors {
      field
      messages
    }
    errorMessage
  }
}
    `) as unknown as TypedDocumentString<UpdateInboxLabelMutation, UpdateInboxLabelMutationVariables>;
export const NlpCreateIntentDocument = new TypedDocumentString(`
    mutation NlpCreateIntent($name: String!) {
  createIntent(name: $name) {
    id
  }
}
    `) as unknown as TypedDocumentString<NlpCreateIntentMutation, NlpCreateIntentMutationVariables>;
export const NlpUpdateIntentDocument = new TypedDocumentString(`
    mutation NlpUpdateIntent($id: ID!, $name: String!) {
  updateIntent(id: $id, name: $name) {
    id
  }
}
    `) as unknown as TypedDocumentString<NlpUpdateIntentMutation, NlpUpdateIntentMutationVariables>;
export const NlpDeleteIntentDocument = new TypedDocumentString(`
    mutation NlpDeleteIntent($id: ID!) {
  deleteIntent(id: $id) {
    ok
  }
}
    `) as unknown as TypedDocumentString<NlpDeleteIntentMutation, NlpDeleteIntentMutationVariables>;
export const NlpCreateSentenceDocument = new TypedDocumentString(`
    mutation NlpCreateSentence($intentId: ID!, $text: String!) {
  createSentence(intentId: $intentId, text: $text) {
    id
  }
}
    `) as unknown as TypedDocumentString<NlpCreateSentenceMutation, NlpCreateSentenceMutationVariables>;
export const NlpUpdateSentenceDocument = new TypedDocumentString(`
    mutation NlpUpdateSentence($id: ID!, $text: String!) {
  updateSentence(id: $id, text: $text) {
    id
  }
}
    `) as unknown as TypedDocumentString<NlpUpdateSentenceMutation, NlpUpdateSentenceMutationVariables>;
export const NlpDeleteSentenceDocument = new TypedDocumentString(`
    mutation NlpDeleteSentence($id: ID!) {
  deleteSentence(id: $id) {
    ok
  }
}
    `) as unknown as TypedDocumentString<NlpDeleteSentenceMutation, NlpDeleteSentenceMutationVariables>;
export const NlpCreateKeywordDocument = new TypedDocumentString(`
    mutation NlpCreateKeyword($intentId: ID!, $text: String!) {
  createKeyword(intentId: $intentId, text: $text) {
    id
  }
}
    `) as unknown as TypedDocumentString<NlpCreateKeywordMutation, NlpCreateKeywordMutationVariables>;
export const NlpUpdateKeywordDocument = new TypedDocumentString(`
    mutation NlpUpdateKeyword($id: ID!, $text: String!) {
  updateKeyword(id: $id, text: $text) {
    id
  }
}
    `) as unknown as TypedDocumentString<NlpUpdateKeywordMutation, NlpUpdateKeywordMutationVariables>;
export const NlpDeleteKeywordDocument = new TypedDocumentString(`
    mutation NlpDeleteKeyword($id: ID!) {
  deleteKeyword(id: $id) {
    ok
  }
}
    `) as unknown as TypedDocumentString<NlpDeleteKeywordMutation, NlpDeleteKeywordMutationVariables>;
export const NlpCreateListEntityDocument = new TypedDocumentString(`
    mutation NlpCreateListEntity($name: String!) {
  createListEntity(name: $name) {
    id
  }
}
    `) as unknown as TypedDocumentString<NlpCreateListEntityMutation, NlpCreateListEntityMutationVariables>;
export const NlpUpdateListEntityDocument = new TypedDocumentString(`
    mutation NlpUpdateListEntity($id: ID!, $name: String!) {
  updateListEntity(id: $id, name: $name) {
    id
  }
}
    `) as unknown as TypedDocumentString<NlpUpdateListEntityMutation, NlpUpdateListEntityMutationVariables>;
export const NlpUpdateListEntityValueDocument = new TypedDocumentString(`
    mutation NlpUpdateListEntityValue($id: ID!, $name: String!) {
  updateListEntityValue(id: $id, name: $name) {
    id
  }
}
    `) as unknown as TypedDocumentString<NlpUpdateListEntityValueMutation, NlpUpdateListEntityValueMutationVariables>;
export const NlpDeleteListEntityDocument = new TypedDocumentString(`
    mutation NlpDeleteListEntity($id: ID!) {
  deleteListEntity(id: $id) {
    ok
  }
}
    `) as unknown as TypedDocumentString<NlpDeleteListEntityMutation, NlpDeleteListEntityMutationVariables>;
export const NlpCreateListEntityValueDocument = new TypedDocumentString(`
    mutation NlpCreateListEntityValue($listEntityId: ID!, $name: String!, $synonyms: [String!]!) {
  createListEntityValue(
    listEntityId: $listEntityId
    name: $name
    synonyms: $synonyms
  ) {
    id
  }
}
    `) as unknown as TypedDocumentString<NlpCreateListEntityValueMutation, NlpCreateListEntityValueMutationVariables>;
export const NlpUpdateListEntitySynonymsDocument = new TypedDocumentString(`
    mutation NlpUpdateListEntitySynonyms($id: ID!, $synonyms: [String!]!) {
  updateListEntitySynonyms(id: $id, synonyms: $synonyms) {
    id
  }
}
    `) as unknown as TypedDocumentString<NlpUpdateListEntitySynonymsMutation, NlpUpdateListEntitySynonymsMutationVariables>;
export const NlpDeleteListEntityValueDocument = new TypedDocumentString(`
    mutation NlpDeleteListEntityValue($id: ID!) {
  deleteListEntityValue(id: $id) {
    ok
  }
}
    `) as unknown as TypedDocumentString<NlpDeleteListEntityValueMutation, NlpDeleteListEntityValueMutationVariables>;
export const NlpIntentsDocument = new TypedDocumentString(`
    query NlpIntents {
  allIntents {
    id
    name
    sentences {
      id
      text
    }
    keywords {
      id
      text
    }
  }
}
    `) as unknown as TypedDocumentString<NlpIntentsQuery, NlpIntentsQueryVariables>;
export const NlpListEntitiesDocument = new TypedDocumentString(`
    query NlpListEntities {
  allListEntities {
    id
    name
    values {
      id
      name
      synonyms {
        id
        name
      }
    }
  }
}
    `) as unknown as TypedDocumentString<NlpListEntitiesQuery, NlpListEntitiesQueryVariables>;
export const NlpTrainStatusDocument = new TypedDocumentString(`
    query NlpTrainStatus {
  nlpTrainStatus {
    status
    training
    trainedAt
    publishedAt
  }
}
    `) as unknown as TypedDocumentString<NlpTrainStatusQuery, NlpTrainStatusQueryVariables>;
export const NlpDetectIntentDocument = new TypedDocumentString(`
    query NlpDetectIntent($text: String!, $languageTag: String) {
  detectIntent(text: $text, languageTag: $languageTag) {
    intentName
    score
    languageTag
    entities {
      entity
      option
      sourceText
    }
  }
}
    `) as unknown as TypedDocumentString<NlpDetectIntentQuery, NlpDetectIntentQueryVariables>;
export const NlpTrainDocument = new TypedDocumentString(`
    mutation NlpTrain {
  train {
    status
    training
    trainedAt
    publishedAt
  }
}
    `) as unknown as TypedDocumentString<NlpTrainMutation, NlpTrainMutationVariables>;
export const NlpPublishDocument = new TypedDocumentString(`
    mutation NlpPublish {
  publish {
    status
    training
    trainedAt
    publishedAt
  }
}
    `) as unknown as TypedDocumentString<NlpPublishMutation, NlpPublishMutationVariables>;
export const NlpTryItDocument = new TypedDocumentString(`
    mutation NlpTryIt($sessionId: ID, $languageTag: String!, $text: String, $optionId: ID) {
  tryItMessage(
    sessionId: $sessionId
    languageTag: $languageTag
    text: $text
    optionId: $optionId
  ) {
    sessionId
    clientId
    languageTag
    input
    waitingStateId
    finished
    handedOver
    trace {
      stateId
      stateName
      optionId
      optionName
      matchedBy
      intentName
      storedAs
    }
    replies {
      stateId
      stateName
      stateMachineId
      stateMachineName
      type
      text
      buttons {
        optionId
        label
      }
    }
  }
}
    `) as unknown as TypedDocumentString<NlpTryItMutation, NlpTryItMutationVariables>;
export const NlpTryItSaveAsTestDocument = new TypedDocumentString(`
    mutation NlpTryItSaveAsTest($sessionId: ID!, $name: String) {
  createValidatorTestFromTryIt(sessionId: $sessionId, name: $name) {
    id
    name
  }
}
    `) as unknown as TypedDocumentString<NlpTryItSaveAsTestMutation, NlpTryItSaveAsTestMutationVariables>;
export const PartnerAutomationsDocument = new TypedDocumentString(`
    query PartnerAutomations {
  partnerAutomations {
    id
    name
    description
    type
    status
    created
  }
}
    `) as unknown as TypedDocumentString<PartnerAutomationsQuery, PartnerAutomationsQueryVariables>;
export const PartnerAutomationTemplatesDocument = new TypedDocumentString(`
    query PartnerAutomationTemplates {
  partnerAutomationTemplates {
    id
    name
    description
    type
    tags
  }
}
    `) as unknown as TypedDocumentString<PartnerAutomationTemplatesQuery, PartnerAutomationTemplatesQueryVariables>;
export const PartnerCreateAutomationDocument = new TypedDocumentString(`
    mutation PartnerCreateAutomation($templateId: ID!, $name: String!) {
  partnerCreateAutomation(templateId: $templateId, name: $name) {
    ok
    errorMessage
    errors {
      field
      messages
    }
    automation {
      id
      name
      description
      type
      status
      created
    }
  }
}
    `) as unknown as TypedDocumentString<PartnerCreateAutomationMutation, PartnerCreateAutomationMutationVariables>;
export const UpdateSettingsDocument = new TypedDocumentString(`
    mutation UpdateSettings($settings: [ChatbotSettingInput!]!) {
  updateSettings(settings: $settings) {
    ok
    code
    errorMessage
    errors {
      field
      messages
    }
    settings {
      id
      key
      value
      settingType
      adminOnly
      helpText
      valid
      section
      version
      mayEdit
    }
  }
}
    `) as unknown as TypedDocumentString<UpdateSettingsMutation, UpdateSettingsMutationVariables>;
export const WidgetPreviewMessageDocument = new TypedDocumentString(`
    mutation WidgetPreviewMessage($flowId: ID, $sessionId: ID, $languageTag: String!, $text: String, $optionId: ID) {
  widgetPreviewMessage(
    flowId: $flowId
    sessionId: $sessionId
    languageTag: $languageTag
    text: $text
    optionId: $optionId
  ) {
    sessionId
    finished
    handedOver
    replies {
      stateMachineName
      text
      buttons {
        optionId
        label
      }
    }
  }
}
    `) as unknown as TypedDocumentString<WidgetPreviewMessageMutation, WidgetPreviewMessageMutationVariables>;
export const SettingsFlowsDocument = new TypedDocumentString(`
    query SettingsFlows {
  allStateMachines(limit: 9999) {
    id
    name
    kind
    position
  }
}
    `) as unknown as TypedDocumentString<SettingsFlowsQuery, SettingsFlowsQueryVariables>;
export const WidgetPreviewDocument = new TypedDocumentString(`
    query WidgetPreview {
  widgetPreview {
    text
    autoOpenTime
    buttons {
      text
      flow
    }
    widgetIconStartFlow
    isRectangle
    botAvatar
    version
  }
}
    `) as unknown as TypedDocumentString<WidgetPreviewQuery, WidgetPreviewQueryVariables>;
export const UpdateWidgetPreviewDocument = new TypedDocumentString(`
    mutation UpdateWidgetPreview($input: WidgetPreviewInput!) {
  updateWidgetPreview(input: $input) {
    ok
    code
    errorMessage
    errors {
      field
      messages
    }
    widgetPreview {
      text
      autoOpenTime
      buttons {
        text
        flow
      }
      widgetIconStartFlow
      isRectangle
      botAvatar
      version
    }
  }
}
    `) as unknown as TypedDocumentString<UpdateWidgetPreviewMutation, UpdateWidgetPreviewMutationVariables>;
export const AllAgentsDocument = new TypedDocumentString(`
    query AllAgents {
  allAgents {
    id
    name
    email
    phone
    isActive
    isAdmin
    devices
    teams {
      id
      name
      hasAccess
    }
  }
  allTeams {
    id
    name
  }
}
    `) as unknown as TypedDocumentString<AllAgentsQuery, AllAgentsQueryVariables>;
export const UpdateAgentDocument = new TypedDocumentString(`
    mutation UpdateAgent($id: ID!, $teams: [AgentTeamInput!], $isAdmin: Boolean, $isActive: Boolean) {
  updateAgent(id: $id, teams: $teams, isAdmin: $isAdmin, isActive: $isActive) {
    ok
    errors {
      field
      messages
    }
    errorMessage
  }
}
    `) as unknown as TypedDocumentString<UpdateAgentMutation, UpdateAgentMutationVariables>;
export const AllEmployeesDocument = new TypedDocumentString(`
    query AllEmployees {
  allEmployees {
    id
    name
    email
    role
    language
    calendarIsAuthenticated
    agentId
    calendarUser {
      isCalendarAuthenticated
      calendar {
        product
      }
    }
  }
}
    `) as unknown as TypedDocumentString<AllEmployeesQuery, AllEmployeesQueryVariables>;
export const ValidatorTestsDocument = new TypedDocumentString(`
    query ValidatorTests {
  allValidatorTests {
    id
    name
    languageTag
    updatedAt
    steps {
      input
      expect {
        stateId
        stateName
        outcome
        intentName
        answerName
        answerValue
      }
    }
    lastResult {
      passed
      failedStep
    }
  }
}
    `) as unknown as TypedDocumentString<ValidatorTestsQuery, ValidatorTestsQueryVariables>;
export const ValidatorSystemTestsDocument = new TypedDocumentString(`
    query ValidatorSystemTests {
  allValidatorSystemTests {
    key
    name
  }
}
    `) as unknown as TypedDocumentString<ValidatorSystemTestsQuery, ValidatorSystemTestsQueryVariables>;
export const ValidatorStatesDocument = new TypedDocumentString(`
    query ValidatorStates {
  validatorStates {
    id
    name
    flowName
  }
}
    `) as unknown as TypedDocumentString<ValidatorStatesQuery, ValidatorStatesQueryVariables>;
export const ValidatorRunDocument = new TypedDocumentString(`
    query ValidatorRun($id: ID!) {
  validatorRun(id: $id) {
    id
    status
    total
    done
    passed
    failed
    startedAt
    finishedAt
    results {
      testId
      systemTest
      name
      passed
      failedStep
      failedInput
      stepsRun
      mismatches {
        field
        expected
        actual
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ValidatorRunQuery, ValidatorRunQueryVariables>;
export const ValidatorLatestRunDocument = new TypedDocumentString(`
    query ValidatorLatestRun {
  latestValidatorRun {
    id
    status
    total
    done
    passed
    failed
    startedAt
    finishedAt
  }
}
    `) as unknown as TypedDocumentString<ValidatorLatestRunQuery, ValidatorLatestRunQueryVariables>;
export const ValidatorCreateTestDocument = new TypedDocumentString(`
    mutation ValidatorCreateTest($test: ValidatorTestInput!) {
  createValidatorTest(test: $test) {
    id
  }
}
    `) as unknown as TypedDocumentString<ValidatorCreateTestMutation, ValidatorCreateTestMutationVariables>;
export const ValidatorUpdateTestDocument = new TypedDocumentString(`
    mutation ValidatorUpdateTest($id: ID!, $test: ValidatorTestInput!) {
  updateValidatorTest(id: $id, test: $test) {
    id
  }
}
    `) as unknown as TypedDocumentString<ValidatorUpdateTestMutation, ValidatorUpdateTestMutationVariables>;
export const ValidatorDeleteTestDocument = new TypedDocumentString(`
    mutation ValidatorDeleteTest($id: ID!) {
  deleteValidatorTest(id: $id) {
    ok
  }
}
    `) as unknown as TypedDocumentString<ValidatorDeleteTestMutation, ValidatorDeleteTestMutationVariables>;
export const ValidatorRunTestsDocument = new TypedDocumentString(`
    mutation ValidatorRunTests($format: ValidatorTestFormat!) {
  runValidatorTests(validatorTestFormat: $format) {
    id
    status
    total
    done
    passed
    failed
    startedAt
    finishedAt
  }
}
    `) as unknown as TypedDocumentString<ValidatorRunTestsMutation, ValidatorRunTestsMutationVariables>;
export const WhatsappAccountsDocument = new TypedDocumentString(`
    query WhatsappAccounts {
  allWhatsappAccounts {
    id
    provider
    name
    whatsappNumbers
    connectedChannels
    templateCount
  }
}
    `) as unknown as TypedDocumentString<WhatsappAccountsQuery, WhatsappAccountsQueryVariables>;
export const WhatsappAtsFieldOptionsDocument = new TypedDocumentString(`
    query WhatsappAtsFieldOptions {
  whatsappAtsFieldOptions {
    value
    scalarName
    names {
      language
      name
    }
  }
}
    `) as unknown as TypedDocumentString<WhatsappAtsFieldOptionsQuery, WhatsappAtsFieldOptionsQueryVariables>;
export const SyncWhatsappAtsVariablesDocument = new TypedDocumentString(`
    mutation SyncWhatsappAtsVariables($templateId: ID!) {
  syncWhatsappAtsVariables(templateId: $templateId) {
    ok
    stage
    errors {
      field
      messages
      codes
    }
    errorMessage
    updated
  }
}
    `) as unknown as TypedDocumentString<SyncWhatsappAtsVariablesMutation, SyncWhatsappAtsVariablesMutationVariables>;
export const CloneWhatsappDefinitionDocument = new TypedDocumentString(`
    mutation CloneWhatsappDefinition($id: ID!, $newName: String!) {
  cloneWhatsappDefinition(id: $id, newName: $newName) {
    ok
    stage
    errors {
      field
      messages
      codes
    }
    errorMessage
    definition {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<CloneWhatsappDefinitionMutation, CloneWhatsappDefinitionMutationVariables>;
export const CopyWhatsappDefinitionsDocument = new TypedDocumentString(`
    mutation CopyWhatsappDefinitions($ids: [ID!]!, $destinationProjectId: String!) {
  copyWhatsappDefinitions(ids: $ids, destinationProjectId: $destinationProjectId) {
    ok
    stage
    errors {
      field
      messages
      codes
    }
    errorMessage
    definitionIds
  }
}
    `) as unknown as TypedDocumentString<CopyWhatsappDefinitionsMutation, CopyWhatsappDefinitionsMutationVariables>;
export const DeleteAllWhatsappDefinitionsDocument = new TypedDocumentString(`
    mutation DeleteAllWhatsappDefinitions($ids: [ID!]!) {
  deleteAllWhatsappDefinitions(ids: $ids) {
    ok
    stage
    errors {
      field
      messages
      codes
    }
    errorMessage
    definitionIds
  }
}
    `) as unknown as TypedDocumentString<DeleteAllWhatsappDefinitionsMutation, DeleteAllWhatsappDefinitionsMutationVariables>;
export const WhatsappChannelsDocument = new TypedDocumentString(`
    query WhatsappChannels {
  allWhatsappChannels {
    id
    name
    channelId
    whatsappNumber
    createdAt
    status
    profile {
      profileText
      description
      websites
      profilePicture
      companyName
      address
    }
  }
}
    `) as unknown as TypedDocumentString<WhatsappChannelsQuery, WhatsappChannelsQueryVariables>;
export const UpdateWhatsappChannelDocument = new TypedDocumentString(`
    mutation UpdateWhatsappChannel($id: ID!, $input: WhatsappChannelInput!) {
  updateWhatsappChannel(id: $id, input: $input) {
    ok
    stage
    errors {
      field
      messages
      codes
    }
    errorMessage
  }
}
    `) as unknown as TypedDocumentString<UpdateWhatsappChannelMutation, UpdateWhatsappChannelMutationVariables>;
export const ConfigureWhatsappChannelDocument = new TypedDocumentString(`
    mutation ConfigureWhatsappChannel($name: String!, $whatsappNumber: String!) {
  configureWhatsappChannel(name: $name, whatsappNumber: $whatsappNumber) {
    ok
    stage
    errors {
      field
      messages
      codes
    }
    errorMessage
  }
}
    `) as unknown as TypedDocumentString<ConfigureWhatsappChannelMutation, ConfigureWhatsappChannelMutationVariables>;
export const CreateWhatsappVariationsDocument = new TypedDocumentString(`
    mutation CreateWhatsappVariations($variations: [WhatsappVariationInput!]!) {
  createWhatsappVariations(variations: $variations) {
    ok
    stage
    errors {
      field
      messages
      codes
    }
    errorMessage
    variationIds
  }
}
    `) as unknown as TypedDocumentString<CreateWhatsappVariationsMutation, CreateWhatsappVariationsMutationVariables>;
export const CreateWhatsappParametersDocument = new TypedDocumentString(`
    mutation CreateWhatsappParameters($parameters: [WhatsappParameterInput!]!) {
  createWhatsappParameters(parameters: $parameters) {
    ok
    stage
    errors {
      field
      messages
      codes
    }
    errorMessage
    parameterIds
  }
}
    `) as unknown as TypedDocumentString<CreateWhatsappParametersMutation, CreateWhatsappParametersMutationVariables>;
export const CreateWhatsappTemplateDocument = new TypedDocumentString(`
    mutation CreateWhatsappTemplate($input: WhatsappTemplateInput!) {
  createWhatsappTemplate(input: $input) {
    ok
    stage
    errors {
      field
      messages
      codes
    }
    errorMessage
    template {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<CreateWhatsappTemplateMutation, CreateWhatsappTemplateMutationVariables>;
export const CreateWhatsappDefinitionDocument = new TypedDocumentString(`
    mutation CreateWhatsappDefinition($templateId: ID!, $definitionId: ID) {
  createWhatsappDefinition(templateId: $templateId, definitionId: $definitionId) {
    ok
    stage
    errors {
      field
      messages
      codes
    }
    errorMessage
    definition {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<CreateWhatsappDefinitionMutation, CreateWhatsappDefinitionMutationVariables>;
export const DiscardWhatsappCreationDocument = new TypedDocumentString(`
    mutation DiscardWhatsappCreation($variationIds: [ID!]!, $parameterIds: [ID!]!, $templateId: ID) {
  discardWhatsappCreation(
    variationIds: $variationIds
    parameterIds: $parameterIds
    templateId: $templateId
  ) {
    ok
  }
}
    `) as unknown as TypedDocumentString<DiscardWhatsappCreationMutation, DiscardWhatsappCreationMutationVariables>;
export const WhatsappDefinitionsDocument = new TypedDocumentString(`
    query WhatsappDefinitions {
  allWhatsappDefinitions {
    id
    name
    supportsBatchAction
    isSmartInboxTemplate
    activeTemplate {
      id
    }
    availableTemplates {
      id
      version
      status
      templateName
      category
      buttonType
      attachmentType
      creatorEmail
      created
      modified
      submittedAt
      parameters {
        id
        name
        index
        scalarName
        atsFieldMapping
        example
      }
      variations {
        id
        languageTag
        content
        status
        footer
        attachmentTitle
        attachmentUrl
        rejectionReason
        lastReviewedAt
        buttons {
          id
          actionType
          text
          phoneNumber
          url
          urlType
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<WhatsappDefinitionsQuery, WhatsappDefinitionsQueryVariables>;
export const SyncWhatsappDefinitionDocument = new TypedDocumentString(`
    mutation SyncWhatsappDefinition($id: ID) {
  syncWhatsappDefinition(id: $id) {
    ok
    stage
    errors {
      field
      messages
      codes
    }
    errorMessage
    updated
  }
}
    `) as unknown as TypedDocumentString<SyncWhatsappDefinitionMutation, SyncWhatsappDefinitionMutationVariables>;
export const UpdateWhatsappBatchActionDocument = new TypedDocumentString(`
    mutation UpdateWhatsappBatchAction($id: ID!, $on: Boolean!) {
  updateWhatsappDefinition(id: $id, input: {supportsBatchAction: $on}) {
    ok
    stage
    errors {
      field
      messages
      codes
    }
    errorMessage
  }
}
    `) as unknown as TypedDocumentString<UpdateWhatsappBatchActionMutation, UpdateWhatsappBatchActionMutationVariables>;
export const ActivateWhatsappTemplateDocument = new TypedDocumentString(`
    mutation ActivateWhatsappTemplate($templateId: ID!) {
  activateWhatsappTemplate(templateId: $templateId) {
    ok
    stage
    errors {
      field
      messages
      codes
    }
    errorMessage
  }
}
    `) as unknown as TypedDocumentString<ActivateWhatsappTemplateMutation, ActivateWhatsappTemplateMutationVariables>;
export const DeleteWhatsappTemplateAtProviderDocument = new TypedDocumentString(`
    mutation DeleteWhatsappTemplateAtProvider($templateId: ID!) {
  deleteWhatsappTemplateAtProvider(templateId: $templateId) {
    ok
    stage
    errors {
      field
      messages
      codes
    }
    errorMessage
  }
}
    `) as unknown as TypedDocumentString<DeleteWhatsappTemplateAtProviderMutation, DeleteWhatsappTemplateAtProviderMutationVariables>;
export const DeleteWhatsappDefinitionDocument = new TypedDocumentString(`
    mutation DeleteWhatsappDefinition($id: ID!) {
  deleteWhatsappDefinition(id: $id) {
    ok
    stage
    errors {
      field
      messages
      codes
    }
    errorMessage
  }
}
    `) as unknown as TypedDocumentString<DeleteWhatsappDefinitionMutation, DeleteWhatsappDefinitionMutationVariables>;
export const SubmitWhatsappTemplateDocument = new TypedDocumentString(`
    mutation SubmitWhatsappTemplate($templateId: ID!) {
  createWhatsappTemplateAtProvider(templateId: $templateId) {
    ok
    stage
    errors {
      field
      messages
      codes
    }
    errorMessage
  }
}
    `) as unknown as TypedDocumentString<SubmitWhatsappTemplateMutation, SubmitWhatsappTemplateMutationVariables>;
export const UpdateWhatsappVariationDocument = new TypedDocumentString(`
    mutation UpdateWhatsappVariation($id: ID!, $input: WhatsappVariationUpdateInput!) {
  updateWhatsappVariation(id: $id, input: $input) {
    ok
    stage
    errors {
      field
      messages
      codes
    }
    errorMessage
  }
}
    `) as unknown as TypedDocumentString<UpdateWhatsappVariationMutation, UpdateWhatsappVariationMutationVariables>;
export const UpdateWhatsappDefinitionSettingsDocument = new TypedDocumentString(`
    mutation UpdateWhatsappDefinitionSettings($id: ID!, $input: WhatsappDefinitionInput!) {
  updateWhatsappDefinition(id: $id, input: $input) {
    ok
    stage
    errors {
      field
      messages
      codes
    }
    errorMessage
  }
}
    `) as unknown as TypedDocumentString<UpdateWhatsappDefinitionSettingsMutation, UpdateWhatsappDefinitionSettingsMutationVariables>;
export const WizardsDocument = new TypedDocumentString(`
    query Wizards {
  allWizards {
    id
    title
    order
    finishedTimestamp
    skippedAt
    processes {
      id
      identifier
      title
      description
      isFinished
      steps {
        id
        title
        description
        isFinished
        infoUrl
        note
        settings {
          adminOnly
        }
        media {
          type
          url
          title
        }
        check {
          key
          available
          passed
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<WizardsQuery, WizardsQueryVariables>;
export const WizardChecksDocument = new TypedDocumentString(`
    query WizardChecks {
  wizardChecks {
    key
    available
    passed
  }
}
    `) as unknown as TypedDocumentString<WizardChecksQuery, WizardChecksQueryVariables>;
export const UpdateWizardStepDocument = new TypedDocumentString(`
    mutation UpdateWizardStep($id: ID!, $input: WizardStepInput!) {
  updateWizardStep(id: $id, input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<UpdateWizardStepMutation, UpdateWizardStepMutationVariables>;
export const UpdateWizardDocument = new TypedDocumentString(`
    mutation UpdateWizard($id: ID!, $input: WizardInput!) {
  updateWizard(id: $id, input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<UpdateWizardMutation, UpdateWizardMutationVariables>;
export const UpdateWizardProcessDocument = new TypedDocumentString(`
    mutation UpdateWizardProcess($id: ID!, $input: WizardProcessInput!) {
  updateWizardProcess(id: $id, input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<UpdateWizardProcessMutation, UpdateWizardProcessMutationVariables>;
export const CloneDestinationWizardsDocument = new TypedDocumentString(`
    query CloneDestinationWizards($client: String!) {
  cloneDestinationWizards(client: $client) {
    id
    title
    order
  }
}
    `) as unknown as TypedDocumentString<CloneDestinationWizardsQuery, CloneDestinationWizardsQueryVariables>;
export const CloneWizardProcessDocument = new TypedDocumentString(`
    mutation CloneWizardProcess($destinationClient: String!, $originClient: String!, $originProcessIdentifier: String!, $destinationWizardId: ID!) {
  cloneWizardProcess(
    destinationClient: $destinationClient
    originClient: $originClient
    originProcessIdentifier: $originProcessIdentifier
    destinationWizardId: $destinationWizardId
  ) {
    id
  }
}
    `) as unknown as TypedDocumentString<CloneWizardProcessMutation, CloneWizardProcessMutationVariables>;