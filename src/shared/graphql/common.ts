/** Types every service's schema shares. Mutation results use the spec's ok / errors / errorMessage shape. */
export const commonTypeDefs = /* GraphQL */ `
  scalar JSON

  "One invalid field of a mutation's input."
  type FieldError {
    field: String!
    messages: [String!]!
  }

  type Team {
    id: ID!
    name: String!
  }

  type Organization {
    id: ID!
    name: String!
  }

  """
  A chatbot (deployment). Carries both the Chatbot entity's fields (spec 000 §3) and the fields the
  user's chatbot list has (serverId, projectName, token, deleted). name is the project id.
  serverAddress is the URL of this chatbot's GraphQL endpoint.
  """
  type Chatbot {
    id: ID!
    name: String!
    projectId: String!
    projectName: String!
    serverId: String!
    serverAddress: String!
    suspended: Boolean!
    useBetaPortal: Boolean!
    deleted: Boolean!
    "The chatbot's API token; null unless the viewer manages this chatbot (chatbot settings, and assigned to it)."
    token: String
    "OTYS or BULLHORN"
    ats: String!
    atsSpecificTemplatesEnvironment: String
    whatsappProvider: String
    smartInboxEnabled: Boolean!
    defaultLanguageTag: String!
    allowedCategories: [String!]!
    supportsNestedWhereQueries: Boolean!
    disallowDisableEventPreference: Boolean!
    supportsMappingCreation: Boolean!
  }

  type CalendarProduct {
    "GOOGLE or MICROSOFT"
    product: String!
  }

  type CalendarUser {
    id: ID!
    userRouterId: ID!
    email: String!
    firstName: String!
    lastName: String!
    isCalendarAuthenticated: Boolean!
    blockedStatuses: [String!]!
    calendar: CalendarProduct
    timeZone: String!
    spokenLanguages: [String!]!
    excludedDays: [String!]!
    teams: [Team!]!
  }

  type Employee {
    id: ID!
    "Null when the user has not chosen one."
    language: String
    name: String!
    firstName: String!
    lastName: String!
    role: String!
    email: String!
    chatbots: [Chatbot!]!
    calendarIsAuthenticated: Boolean!
    agentId: ID
    calendarUser: CalendarUser
  }
`
