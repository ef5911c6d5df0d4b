/**
 * Analytics on the chatbot service (spec 001 §7.3 and §7.4): the analytics conversations (pages of 100,
 * spec §9) with their steps and messages, allGoogleLogsClient (one conversation's logged steps),
 * deleteClientStateByClientId, processors(ids) with their analyticsDescription, analytics events (Google
 * Analytics event labels) and custom reports.
 */
export const analyticsTypeDefs = /* GraphQL */ `
  type AnalyticsContactDetails {
    name: String
    phoneNumber: String
    email: String
  }

  "A conversation as the analytics screens list it (spec 000 §3 Conversation (analytics))."
  type AnalyticsConversation {
    clientId: ID!
    "ISO 8601"
    startedAt: String!
    "DD/MM/YY HH:mm in the organisation's time zone"
    date: String!
    "nl or en"
    language: String!
    "whatsapp or web"
    channel: String!
    "How many states the conversation passed."
    steps: Int!
    messageCount: Int!
    "From the first message to the last, in whole seconds."
    durationSeconds: Int!
    "Names of the flows (state machines) it passed, in order."
    stateMachines: [String!]!
    contactDetails: AnalyticsContactDetails!
    "False when the candidate left before the end."
    finished: Boolean!
    "Opened by the viewer (realtime store openedConversations)."
    isRead: Boolean!
  }

  type AnalyticsConversationPage {
    conversations: [AnalyticsConversation!]!
    conversationCount: Int!
    amountOfPages: Int!
    page: Int!
    pageSize: Int!
  }

  "One logged step: the state reached, its flow, and what the candidate answered."
  type AnalyticsStepLog {
    stateId: ID!
    stateName: String
    flowId: ID!
    flowName: String
    at: String!
    answer: String
    intent: String
    optionId: ID
    "The candidate typed the answer (free text) instead of choosing a button."
    typed: Boolean!
  }

  type AnalyticsMessage {
    id: ID!
    "chatbot or candidate"
    senderEntity: String!
    text: String!
    createdAt: String!
    date: String!
  }

  type AnalyticsConversationDetail {
    clientId: ID!
    startedAt: String!
    endedAt: String!
    date: String!
    language: String!
    channel: String!
    stateMachines: [String!]!
    contactDetails: AnalyticsContactDetails!
    finished: Boolean!
    isRead: Boolean!
    stepList: [AnalyticsStepLog!]!
    messages: [AnalyticsMessage!]!
  }

  "Analytics event (spec 000 §3): a Google Analytics event a processor can send."
  type AnalyticsEvent {
    id: ID!
    eventLabel: String!
    eventAction: String!
    systemName: String!
  }

  type AnalyticsEventResult {
    ok: Boolean!
    errors: [FieldError!]!
    errorMessage: String
    analyticsEvent: AnalyticsEvent
  }

  "A processor (action) as the analytics screens describe it (spec 001 §7.3 processors(ids) analyticsDescription)."
  type AnalyticsProcessor {
    id: ID!
    humanReadableName: String!
    "ATS, COMMUNICATION, APPOINTMENT, ANALYTICS or SMART_INBOX"
    category: String!
    isImportantGoal: Boolean!
    "What a run of this processor means when it is counted: the text the chatbot's builder wrote for it."
    analyticsDescription: String!
    "The Google Analytics event a run sends, if any."
    googleAnalyticsEvent: GoogleAnalyticsEvent
  }

  type CustomReport {
    id: ID!
    title: String!
    description: String!
    url: String!
  }

  type AnalyticsOkResult {
    ok: Boolean!
    errors: [FieldError!]!
    errorMessage: String
  }

  extend type Query {
    """
    The period's conversations, newest first; startDate and endDate are YYYY-MM-DD days (inclusive, the
    organisation's time zone; default the last 30 days to today). pageSize at most 100.
    """
    analyticsConversations(
      startDate: String
      endDate: String
      flowIds: [ID!]
      page: Int
      pageSize: Int
      search: String
    ): AnalyticsConversationPage!
    "One conversation with its steps and messages; null when it does not exist (or was deleted)."
    analyticsConversation(clientId: ID!): AnalyticsConversationDetail
    "The logged steps of one conversation (spec 001 §7.3); dateFirstMsg / dateLastMsg narrow them (ISO 8601)."
    allGoogleLogsClient(
      clientId: ID!
      schemaName: String
      dateFirstMsg: String
      dateLastMsg: String
    ): [AnalyticsStepLog!]!
    "The chatbot's processors with these ids (at most 200), in the order asked; unknown ids are left out."
    processors(ids: [ID!]!): [AnalyticsProcessor!]!
    allAnalyticsEvents: [AnalyticsEvent!]!
    allCustomReports: [CustomReport!]!
  }

  extend type Mutation {
    "Deletes a conversation (its state, steps and messages) for good."
    deleteClientStateByClientId(clientId: ID!): AnalyticsOkResult!
    createAnalyticsEvent(eventLabel: String!, eventAction: String!, systemName: String): AnalyticsEventResult!
    updateAnalyticsEvent(
      id: ID!
      eventLabel: String!
      eventAction: String!
      systemName: String
    ): AnalyticsEventResult!
    deleteAnalyticsEvent(id: ID!): AnalyticsOkResult!
    """
    Generates a custom report: posts { emails, startDate, endDate, projectId } to the report's url. A wrong
    field answers ok false with 'Something went wrong, check the fields and try again'.
    """
    generateCustomReport(
      id: ID!
      emails: [String!]!
      startDate: String!
      endDate: String!
    ): AnalyticsOkResult!
  }
`
