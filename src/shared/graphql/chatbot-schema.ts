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

  type Query {
    "This chatbot (readable while suspended, so the portal can say so)."
    mainChatbot: Chatbot!
    allTeams: [Team!]!
    "Smart Inbox agents (users management: MANAGER and up)."
    allAgents: [Agent!]!
    "Employees assigned to this chatbot (users management: MANAGER and up)."
    allEmployees: [Employee!]!
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
  }
`
