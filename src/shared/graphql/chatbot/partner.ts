/**
 * The partner portal (spec 000 §6: a partner branch with read and create on one subject, in a partner
 * portal; docs/decisions/partner-portal.md): a partner reads the automations of a chatbot they are assigned
 * to and the automation templates offered to it, and starts a new automation from one. Nothing else: every
 * other operation of every service refuses a partner (forbidden), and these refuse everyone without the
 * PartnerPortal right. Times are ISO 8601.
 */
export const partnerTypeDefs = /* GraphQL */ `
  "An automation as a partner sees it: no settings, queries or candidates."
  type PartnerAutomation {
    id: ID!
    name: String!
    description: String!
    "The automation's type (spec 000 §4)."
    type: String!
    "A_0 on hold, A_1 active, A_2 testing."
    status: String!
    created: String!
  }

  type PartnerAutomationTemplate {
    id: ID!
    name: String!
    description: String!
    type: String!
    tags: [String!]!
  }

  type PartnerCreateAutomationResult {
    ok: Boolean!
    errorMessage: String
    errors: [FieldError!]!
    automation: PartnerAutomation
  }

  extend type Query {
    partnerAutomations: [PartnerAutomation!]!
    partnerAutomationTemplates: [PartnerAutomationTemplate!]!
  }

  extend type Mutation {
    "Starts a new automation from a template (its type, flow, schedule and settings), named by the partner."
    partnerCreateAutomation(templateId: ID!, name: String!): PartnerCreateAutomationResult!
  }
`
