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
    "The number sign-in codes are texted to; null until the user gave one (asked at the next sign-in)."
    phoneNumber: String
    "All teams, or only the selected teams whose conversations the user may view."
    allTeams: Boolean!
    teams: [Team!]!
  }

  "One page of the users list (server paging: pages numbered from 1)."
  type UserList {
    users: [User!]!
    "Users matching the search and filters, over all pages."
    totalCount: Int!
    page: Int!
    pageSize: Int!
    pageCount: Int!
  }

  "A team the user form may offer: one the signed-in user sees, of one of their chatbots."
  type AssignableTeam {
    id: ID!
    name: String!
    chatbotId: ID!
  }

  "The user form (spec 000 §3, §5): the email address is also the username."
  input CreateUserInput {
    email: String!
    password: String!
    confirmPassword: String!
    "ADMIN, MANAGER, TEAM_LEAD, EMPLOYEE or PARTNER: only roles the signed-in user may give."
    role: String!
    "One name field: the first word becomes firstName, the rest lastName."
    name: String!
    "Chatbot ids, at least one."
    chatbots: [ID!]!
    "nl-NL or en-US"
    language: String!
    allTeams: Boolean!
    "Team ids of the chosen chatbots; ignored when allTeams is true."
    teams: [ID!]!
  }

  "'Edit user': the user form without the password, which has its own tab."
  input UpdateUserInput {
    email: String!
    role: String!
    name: String!
    chatbots: [ID!]!
    language: String!
    allTeams: Boolean!
    teams: [ID!]!
  }

  """
  The answer of the user mutations. ok false: code is invalid_input with a message per field in errors,
  or a refusal of the user rules (role_not_allowed, cannot_change_own_role, cannot_delete_self, last_admin,
  chatbot_not_assignable, team_not_assignable, unknown_team, team_outside_chatbots, use_own_password_change,
  email_already_exists, forbidden, not_found); errorMessage is the code's English text.
  """
  type UserResult {
    ok: Boolean!
    code: String
    errorMessage: String
    errors: [FieldError!]!
    user: User
  }

  extend type Query {
    "The signed-in user. Any signed-in user may read themself."
    user: User
    "Users of the organisation (users management: MANAGER and up)."
    users: [User!]!
    """
    The users list (users management: MANAGER and up): users of the organisation (every user, for a
    superuser) ordered by name; search is a case-insensitive substring of the name or email, role one role,
    chatbotId users assigned to that chatbot. page from 1, pageSize 20 by default, at most 100.
    """
    userList(search: String, role: String, chatbotId: ID, page: Int, pageSize: Int): UserList!
    """
    The teams the user form offers (users management: MANAGER and up): the teams of the signed-in user's
    chatbots (every chatbot's, for a superuser) that they see (shared teamVisibility), ordered by name.
    """
    assignableTeams: [AssignableTeam!]!
  }

  extend type Mutation {
    "Creates a user with an employee entry (users management: MANAGER and up; the user rules apply)."
    createUser(input: CreateUserInput!): UserResult!
    "'Edit user' (users management: MANAGER and up; the user rules apply)."
    updateUser(id: ID!, input: UpdateUserInput!): UserResult!
    "Removes a user; their sessions end (users management: MANAGER and up; never oneself or the last admin)."
    deleteUser(id: ID!): UserResult!
    """
    Updates an employee (id: the Employee's id): name and language of one's own entry ('Your info') or of
    an account one manages; password and confirmPassword set a managed account's password (the drawer's
    'Change password'; one's own goes through POST /api/v1/change-password/ with the old password).
    Setting a password ends the account's sessions. A partner (no employee entry): forbidden.
    """
    updateEmployee(
      id: ID!
      name: String
      language: String
      password: String
      confirmPassword: String
    ): UserResult!
    """
    'Your info': the signed-in user changes their own phone number (the number sign-in codes go to),
    confirmed with their current password; always one's own account (no id). Errors: invalid_phone_number
    (field phoneNumber), wrong_current_password (field currentPassword; 10 within 15 minutes stop the call
    for that session), too_many_attempts; a partner: forbidden. Answers the updated user.
    """
    changeOwnPhoneNumber(phoneNumber: String!, currentPassword: String!): User!
    """
    Removes the employee's user (id: the Employee's id), as deleteUser. Without the users-management right:
    forbidden (at the door); past it, false on any failure.
    """
    deleteEmployee(id: ID!): Boolean!
  }
`
