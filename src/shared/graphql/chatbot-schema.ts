import { commonTypeDefs } from './common-schema'

/** A chatbot's own GraphQL service, reached at the chatbot's serverAddress. */
export const chatbotTypeDefs = /* GraphQL */ `
  ${commonTypeDefs}

  type AgentTeam {
    id: ID!
    name: String!
    hasAccess: Boolean!
  }

  type Agent {
    id: ID!
    name: String!
    email: String!
    phone: String
    isActive: Boolean!
    isAdmin: Boolean!
    devices: [String!]!
    teams: [AgentTeam!]!
  }

  input AgentTeamInput {
    id: ID!
    hasAccess: Boolean!
  }

  type UpdateAgent {
    ok: Boolean!
    errors: [FieldError!]!
    errorMessage: String
    agent: Agent
  }

  "A Smart Inbox label (spec 000 §3); color is one of the 16-colour palette (inboxLabelPalette)."
  type InboxLabel {
    id: ID!
    name: String!
    color: String!
  }

  "A company of the chatbot's ATS the Smart Inbox handles (spec 000 §3 Inbox company)."
  type InboxCompany {
    id: ID!
    identifier: String!
    companyName: String!
    "Whether the Smart Inbox is configured for this company."
    linked: Boolean!
  }

  type SmartInboxConfiguration {
    "Configured at all (false until configure or auto-configure succeeds)."
    configured: Boolean!
    enabled: Boolean!
    "Set up by auto-configure with ATS credentials."
    autoConfigured: Boolean!
    "The ATS user auto-configure signed in as; the password is never stored."
    atsUsername: String
    teamNames: [String!]!
    companies: [InboxCompany!]!
    "ISO 8601, null when never configured."
    updatedAt: String
  }

  type InboxLabelResult {
    ok: Boolean!
    errors: [FieldError!]!
    errorMessage: String
    label: InboxLabel
  }

  type DeleteResult {
    ok: Boolean!
    errors: [FieldError!]!
    errorMessage: String
  }

  type SmartInboxConfigurationResult {
    ok: Boolean!
    errors: [FieldError!]!
    errorMessage: String
    "missing_ats_credentials or smart_inbox_configuration_failed when ok is false."
    errorCode: String
    configuration: SmartInboxConfiguration
  }

  type Query {
    "This chatbot (readable while suspended, so the portal can say so)."
    mainChatbot: Chatbot!
    allTeams: [Team!]!
    "Smart Inbox agents (users management: MANAGER and up)."
    allAgents: [Agent!]!
    "Employees assigned to this chatbot (users management: MANAGER and up)."
    allEmployees: [Employee!]!
    "Smart Inbox labels in their order (spec 001 §7.3 allLabels; Smart Inbox: EMPLOYEE and up)."
    allLabels: [InboxLabel!]!
    "The same labels under this repo's first name for them."
    allInboxLabels: [InboxLabel!]! @deprecated(reason: "Use allLabels (spec 001 §7.3).")
    "The ATS companies of this chatbot (Smart Inbox: EMPLOYEE and up)."
    allInboxCompanies: [InboxCompany!]!
    smartInboxConfiguration: SmartInboxConfiguration!
  }

  type Mutation {
    updateAgent(
      id: ID!
      teams: [AgentTeamInput!]
      isAdmin: Boolean
      devices: [String!]
      phone: String
      name: String
      email: String
      isActive: Boolean
    ): UpdateAgent!
    "Labels are shared configuration: MANAGER and up. color defaults to the next palette colour."
    createInboxLabel(name: String!, color: String): InboxLabelResult!
    updateInboxLabel(id: ID!, name: String, color: String): InboxLabelResult!
    deleteInboxLabel(id: ID!): DeleteResult!
    "Smart inbox configure (MANAGER and up): which companies and teams it handles, and whether it is on."
    configureSmartInbox(
      enabled: Boolean
      companyIds: [ID!]
      teamNames: [String!]
    ): SmartInboxConfigurationResult!
    "Smart inbox auto-configure with the ATS username and password (spec 001 §7.4); links every company."
    autoConfigureSmartInbox(username: String, password: String): SmartInboxConfigurationResult!
  }
`
