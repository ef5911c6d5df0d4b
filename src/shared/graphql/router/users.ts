/** Portal users: the signed-in user and the organisation's users. */
export const usersTypeDefs = /* GraphQL */ `
  "A portal user: every field spec 000 §3 lists for User."
  type User {
    id: ID!
    username: String!
    firstName: String!
    lastName: String!
    email: String!
    "Null when the user has not chosen one: the interface follows the chatbot's default language."
    language: String
    isSuperuser: Boolean!
    "ADMIN, MANAGER, TEAM_LEAD, EMPLOYEE or PARTNER"
    role: String!
    organization: Organization!
    calendarAuthHandler: String
    calendarIsAuthenticated: Boolean!
    requiresPasswordReset: Boolean!
    employee: Employee
    agentId: ID
    pagesVisited: JSON!
    "Assigned chatbots in the user's order, deleted ones included (flagged)."
    chatbots: [Chatbot!]!
    isInTkPortal: Boolean!
    "All teams, or only the selected teams whose conversations the user may view."
    allTeams: Boolean!
    teams: [Team!]!
  }

  extend type Query {
    "The signed-in user. Any signed-in user may read themself."
    user: User
    "Users of the organisation (users management: MANAGER and up)."
    users: [User!]!
  }
`
