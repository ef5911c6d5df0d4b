/**
 * What the automation drawers set up around a campaign: follow-ups (spec 000 §3 'Follow-up',
 * spec 001 §7.4 'follow-up create, update, delete'), sends scheduled from the send drawer's Schedule tab
 * and ATS batch actions (spec 000 §3, spec 001 §7.4 'ATS batch action setup'). Rights and answers as in automations.ts; times ISO 8601.
 */
export const automationsCampaignActionsTypeDefs = /* GraphQL */ `
  "A follow-up: BROADCAST (a broadcast campaign's schedule) or FOLLOW_UP (approaches unanswered candidates again)."
  type FollowUp {
    id: ID!
    name: String!
    "BROADCAST or FOLLOW_UP."
    type: String!
    "The automation it belongs to."
    campaignId: ID!
    campaignName: String!
    interval: Int!
    allowedDays: [String!]!
    minExecutionTime: String!
    maxExecutionTime: String!
    approachLimit: Int!
    nextBroadcast: String
    lastBroadcast: String
  }

  input FollowUpInput {
    name: String!
    schedule: BroadcastScheduleInput!
  }

  type FollowUpAnswer {
    ok: Boolean!
    errorMessage: String
    errors: [CampaignFieldError!]!
    followUp: FollowUp
  }

  "A CSV or form send scheduled for later; firedAt and sent once it went out."
  type ScheduledCampaignSend {
    id: ID!
    campaignId: ID!
    sendAt: String!
    "csv or form."
    source: String!
    recipients: Int!
    created: String!
    firedAt: String
    sent: Int
  }

  type ScheduleSendAnswer {
    ok: Boolean!
    errorMessage: String
    "The preflight at the scheduled moment."
    preflight: Preflight!
    scheduledSend: ScheduledCampaignSend
  }

  "An action set up in the chatbot's ATS for a Smart Inbox batch-action automation (spec 000 §3)."
  type AtsBatchAction {
    id: ID!
    "The ATS's own id for it."
    externalId: String!
    name: String!
    "candidate, vacancy or contact."
    entityType: String!
    notificationHeader: String!
    notificationBody: String!
    "What the ATS calls with the selected records' ids."
    url: String!
    "Whether the ATS offers it; a switched-off action refuses to run."
    enabled: Boolean!
  }

  input AtsBatchActionInput {
    name: String!
    entityType: String!
    notificationHeader: String!
    notificationBody: String!
  }

  type AtsBatchActionAnswer {
    ok: Boolean!
    errorMessage: String
    errors: [CampaignFieldError!]!
    batchAction: AtsBatchAction
  }

  "A readable name of an ATS field in one language (nl, en)."
  type AtsFieldName {
    language: String!
    name: String!
  }

  "A field of the chatbot's ATS that a mapping fills."
  type AtsField {
    "Where the value goes in the ATS record (candidate.firstName)."
    path: String!
    dataType: String!
    required: Boolean!
    entityType: String!
    humanReadableNames: [AtsFieldName!]!
  }

  "An ATS field mapping (spec 000 §3): how a conversation's value reaches an ATS field."
  type AtsFieldMapping {
    id: ID!
    "REGULAR, FIXED_VALUE, FIXED_OPTIONS, FIXED_CUSTOM_DATA_VALUE, FIXED_CUSTOM_DATA_OPTIONS or OPTIONS."
    type: String!
    dataType: String!
    "The value a FIXED_ mapping writes."
    value: String!
    isDefaultMapping: Boolean!
    "A locked mapping an automation writes cannot be removed from it."
    isLocked: Boolean!
    prepend: String!
    append: String!
    prependAppendSeparator: String!
    "The variable a REGULAR or OPTIONS mapping takes its value from."
    scalarName: String
    atsField: AtsField!
  }

  extend type Query {
    "The chatbot's ATS field mappings, by ATS path; isDefaultMapping filters on it."
    atsFieldMappings(isDefaultMapping: Boolean): [AtsFieldMapping!]!
    "The automation's ATS batch actions, in the order they were set up."
    atsBatchActions(campaignId: ID!): [AtsBatchAction!]!
    "The chatbot's follow-ups of both kinds, by name."
    allFollowUps: [FollowUp!]!
    "The automation's scheduled sends, pending and done, by moment."
    scheduledCampaignSends(campaignId: ID!): [ScheduledCampaignSend!]!
  }

  extend type Mutation {
    "Creates the automation's FOLLOW_UP (one per automation) and makes it its follow-up."
    createFollowUp(campaignId: ID!, input: FollowUpInput!): FollowUpAnswer!
    updateFollowUp(id: ID!, input: FollowUpInput!): FollowUpAnswer!
    "FOLLOW_UP only; automations pointing at it are left without a follow-up."
    deleteFollowUp(id: ID!): CampaignOkAnswer!
    "Schedules a send after the preflight at sendAt (in the future); nothing is scheduled when it would send nothing."
    scheduleCampaignMessages(
      campaignId: ID!
      recipients: [RecipientInput!]!
      source: String!
      sendAt: String!
    ): ScheduleSendAnswer!
    cancelScheduledCampaignSend(id: ID!): CampaignOkAnswer!
    "ATS batch action setup (spec 001 §7.4): a smart_inbox_batch_action automation whose template supports batch actions."
    setupAtsBatchAction(campaignId: ID!, input: AtsBatchActionInput!): AtsBatchActionAnswer!
    "Removes the action from the ATS."
    deleteAtsBatchAction(campaignId: ID!, id: ID!): CampaignOkAnswer!
    "The batch action enable flag (spec 001 §3): ok false when the action no longer exists."
    setAtsBatchActionEnabled(campaignId: ID!, id: ID!, enabled: Boolean!): CampaignOkAnswer!
  }
`
