/** Smart Inbox labels, companies and configuration (spec 001 §7.3, §7.4). */
export const inboxTypeDefs = /* GraphQL */ `
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

  type ConversationLabelsResult {
    ok: Boolean!
    errors: [FieldError!]!
    errorMessage: String
    "The conversation's label ids after the change."
    labelIds: [ID!]!
  }

  type SmartInboxConfigurationResult {
    ok: Boolean!
    errors: [FieldError!]!
    errorMessage: String
    "missing_ats_credentials or smart_inbox_configuration_failed when ok is false."
    errorCode: String
    configuration: SmartInboxConfiguration
  }

  extend type Query {
    "Smart Inbox labels in their order (spec 001 §7.3 allLabels; Smart Inbox: EMPLOYEE and up)."
    allLabels: [InboxLabel!]!
    "The same labels under this repo's first name for them."
    allInboxLabels: [InboxLabel!]! @deprecated(reason: "Use allLabels (spec 001 §7.3).")
    "The ATS companies of this chatbot (Smart Inbox: EMPLOYEE and up)."
    allInboxCompanies: [InboxCompany!]!
    smartInboxConfiguration: SmartInboxConfiguration!
  }

  extend type Mutation {
    "Labels are shared configuration: MANAGER and up. color defaults to the next palette colour."
    createInboxLabel(name: String!, color: String): InboxLabelResult!
    updateInboxLabel(id: ID!, name: String, color: String): InboxLabelResult!
    deleteInboxLabel(id: ID!): DeleteResult!
    "Apply (applied: true) or remove a label on a conversation the user may see (Smart Inbox update)."
    setConversationLabel(clientId: ID!, labelId: ID!, applied: Boolean!): ConversationLabelsResult!
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
