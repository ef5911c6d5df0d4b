/** Smart Inbox agents and the chatbot's employees (users management: MANAGER and up). */
export const agentsTypeDefs = /* GraphQL */ `
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

  extend type Query {
    "Smart Inbox agents (users management: MANAGER and up)."
    allAgents: [Agent!]!
    "Employees assigned to this chatbot (users management: MANAGER and up)."
    allEmployees: [Employee!]!
  }

  extend type Mutation {
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
  }
`
