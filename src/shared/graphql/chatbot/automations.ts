/**
 * Automations (campaigns) (spec 000 §3–§5, spec 001 §7.4 'Campaigns', 'Queries and broadcast',
 * action replay, campaign conversation delete). Reads need the Campaigns read right, writes its update
 * (create, delete) right. Times are ISO 8601. Validation refusals answer ok false with errors per field,
 * whose messages are the keys of `automationMessageTexts` (src/shared/domain/automations.ts).
 */
export const automationsTypeDefs = /* GraphQL */ `
  "A condition of a target or automatch query: a candidate field compared with a value."
  type TargetCondition {
    field: String!
    "equals or contains (case-insensitive)."
    condition: String!
    value: String!
  }

  input TargetConditionInput {
    field: String!
    condition: String!
    value: String!
  }

  "A broadcast's schedule and target query (spec 000 §3 'Broadcast'). interval in minutes."
  type Broadcast {
    id: ID!
    name: String!
    type: String!
    interval: Int!
    "Weekday codes A_1 (Monday) to A_7 (Sunday)."
    allowedDays: [String!]!
    "HH:mm, organisation time."
    minExecutionTime: String!
    maxExecutionTime: String!
    "How often one candidate may be approached by this campaign."
    approachLimit: Int!
    "When it fires next; null when paused or when the schedule allows no moment."
    nextBroadcast: String
    lastBroadcast: String
    targetQuery: [TargetCondition!]!
  }

  "An automatch configuration (spec 000 §3 'Automatch'): the draft or the active (published) one."
  type Automatch {
    id: ID!
    connectorUuid: String!
    matchPageLimit: Int!
    onReceiveProcessors: [String!]!
    useEngageConnector: Boolean!
    version: Int!
    "Statements of the search, match and facets queries (automations-templates.ts)."
    searchQuery: AutomatchQuery!
    matchQuery: AutomatchQuery!
    facetsQuery: AutomatchQuery!
    created: String!
    modified: String!
    "PUBLISHED, FAILED, TOGGLE_SCHEDULE or CLONE_CONNECTOR_SETTINGS."
    publishStage: String
    publishJobId: String
  }

  "The derived automatch status of spec 000 §4."
  type DerivedAutomatchStatus {
    "published, failed, running, needs_publishing or not_running."
    publication: String!
    "The status text's key (automationRunning, needsPublish, disablingSchedule, …)."
    text: String!
    busy: Boolean!
    "running (A_1) or stopped (A_0)."
    schedule: String!
  }

  type RequiredData {
    name: String!
    humanReadableName: String!
    description: String!
  }

  "A campaign (automation), spec 000 §3. status A_0 (on hold), A_1 (active) or A_2 (testing)."
  type Campaign {
    id: ID!
    name: String!
    description: String!
    "broadcast, email_to_whatsapp, flow, web, automatch_vac2cand, automatch_cand2vac, smart_inbox_batch_action."
    type: String!
    "AUTOMATCH, ENGAGE or REMINDER."
    family: String!
    status: String!
    created: String!
    isSmartInbox: Boolean!
    analyticsDocumentId: String!
    flowId: ID
    onFinishProcessorId: ID
    onFailProcessorId: ID
    whatsappDefinitionId: ID
    followUpId: ID
    smartInboxLabels: [ID!]!
    removeSmartInboxLabels: [ID!]!
    engageEnabled: Boolean!
    "Phone numbers a testing (A_2) automation may send to; empty: anyone."
    whitelist: [String!]!
    "The note about the automation for the client, with its images (https addresses)."
    clientDescription: String!
    clientDescriptionImages: [String!]!
    hasActiveTemplate: Boolean!
    requiredData: [RequiredData!]!
    "The ATS field mappings the automation writes (a new one starts with the chatbot's default mappings)."
    atsFieldMappings: [AtsFieldMapping!]!
    broadcast: Broadcast
    "The follow-up the automation uses (its own FOLLOW_UP or another's), with when it fires next; any type."
    followUp: Broadcast
    draftAutomatch: Automatch
    activeAutomatch: Automatch
    "Automatch types only."
    derivedStatus: DerivedAutomatchStatus
  }

  type CampaignFieldError {
    field: String!
    messages: [String!]!
  }

  type CampaignAnswer {
    ok: Boolean!
    errorMessage: String
    errors: [CampaignFieldError!]!
    campaign: Campaign
  }

  type CampaignOkAnswer {
    ok: Boolean!
    errorMessage: String
  }

  input CampaignCreateInput {
    name: String!
    type: String!
    description: String
    templateId: ID
    flowId: ID
  }

  input CampaignUpdateInput {
    name: String!
    description: String!
    status: String!
    flowId: ID
    onFinishProcessorId: ID
    onFailProcessorId: ID
    whatsappDefinitionId: ID
    followUpId: ID
    smartInboxLabels: [ID!]!
    removeSmartInboxLabels: [ID!]!
    engageEnabled: Boolean!
    "Absent keeps the required data as it is."
    requiredData: [RequiredDataInput!]
    "Ids of the chatbot's ATS field mappings; absent keeps them. A locked one the automation writes stays."
    atsFieldMappingIds: [ID!]
    "Each absent keeps what is stored."
    whitelist: [String!]
    clientDescription: String
    clientDescriptionImages: [String!]
  }

  input RequiredDataInput {
    name: String!
    humanReadableName: String!
    description: String!
  }

  input BroadcastScheduleInput {
    interval: Int!
    allowedDays: [String!]!
    minExecutionTime: String!
    maxExecutionTime: String!
    approachLimit: Int!
  }

  input RecipientParameterInput {
    name: String!
    value: String!
  }

  "One recipient of a CSV or form send; line is the CSV line."
  input RecipientInput {
    line: Int
    phoneNumber: String!
    language: String
    parameters: [RecipientParameterInput!]!
  }

  "A recipient's line of the preflight: the message as it will be sent, or why the recipient is skipped."
  type PreflightLine {
    line: Int
    phoneNumber: String!
    languageTag: String
    message: String
    "phoneInvalid, notWhitelisted, parameterMissing, noApprovedTemplate, outsideSchedule or approachLimitReached."
    skip: String
    missing: [String!]!
  }

  type PreflightTotals {
    recipients: Int!
    send: Int!
    skipped: Int!
    phoneInvalid: Int!
    "A testing (A_2) automation's recipient not on its whitelist."
    notWhitelisted: Int!
    parameterMissing: Int!
    noApprovedTemplate: Int!
    outsideSchedule: Int!
    approachLimitReached: Int!
  }

  type Preflight {
    lines: [PreflightLine!]!
    totals: PreflightTotals!
  }

  type SendAnswer {
    ok: Boolean!
    errorMessage: String
    preflight: Preflight!
    sent: Int!
  }

  type PublishAnswer {
    ok: Boolean!
    publishJobId: String
  }

  "The end of a publish: PUBLISHED or FAILED, with the refreshed campaign."
  type AutomatchPublishStatus {
    stage: String!
    campaign: Campaign!
  }

  "An action result (spec 000 §3 'Action result')."
  type CampaignActionResult {
    id: ID!
    actionData: JSON!
    actionSteps: [String!]!
    campaignConversationId: ID
    campaignId: ID!
    clientId: String!
    clientStateId: String!
    errorReason: String
    executionTime: String!
    externalId: String
    processorId: ID!
    result: JSON!
    successful: Boolean!
    "The result this one replays."
    replayOf: ID
    "What started the action: ASHL (the chatbot's conversation) or ENGAGE."
    source: String!
    tenant: String!
  }

  type ReplayAnswer {
    ok: Boolean!
    errorMessage: String
    result: CampaignActionResult!
  }

  "An ATS candidate a target query selected."
  type BroadcastTarget {
    id: ID!
    name: String!
    phoneNumber: String!
    language: String!
    data: JSON!
  }

  extend type Query {
    "search: case-insensitive name substring; type: substring on type; status: A_0, A_1, A_2 or all."
    allCampaigns(search: String, type: String, status: String): [Campaign!]!
    campaign(id: ID!): Campaign!
    "What sending to these recipients would do, per recipient, with totals (nothing is sent); at: when the send would go out (ISO 8601; absent: now)."
    campaignPreflight(campaignId: ID!, recipients: [RecipientInput!]!, at: String): Preflight!
    "The broadcast's targets, evaluated now."
    executeDestinationGetter(broadcastId: ID!): [BroadcastTarget!]!
    "Null while publishing or toggling; the outcome once done."
    pollAutomatchPublishStatus(campaignId: ID!): AutomatchPublishStatus
  }

  extend type Mutation {
    createCampaign(input: CampaignCreateInput!): CampaignAnswer!
    updateCampaign(id: ID!, input: CampaignUpdateInput!): CampaignAnswer!
    "Takes the automation's required data over from its flow: the variables of its questions with a required answer."
    syncAutomationRequiredData(id: ID!): CampaignAnswer!
    deleteCampaign(id: ID!): CampaignOkAnswer!
    "Broadcast conditions update: the schedule and, when given, the target query."
    updateBroadcast(
      campaignId: ID!
      schedule: BroadcastScheduleInput!
      targetQuery: [TargetConditionInput!]
    ): CampaignAnswer!
    "Sends to the recipients the preflight lets through; source csv or form."
    sendCampaignMessages(campaignId: ID!, recipients: [RecipientInput!]!, source: String!): SendAnswer!
    "Publishes the draft automatch: CLONE_CONNECTOR_SETTINGS, then PUBLISHED or FAILED."
    cloneConfiguration(campaignId: ID!): PublishAnswer!
    "Passes through TOGGLE_SCHEDULE; answers the active automatch."
    toggleConfigurationSchedule(campaignId: ID!): Automatch!
    "Runs the action result's processor again and records a new result."
    replayAction(actionResultId: ID!): ReplayAnswer!
    deleteCampaignConversation(id: ID!): CampaignOkAnswer!
  }
`
