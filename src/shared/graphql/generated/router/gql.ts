/* eslint-disable */
import * as types from './graphql';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query CurrentUser {\n    user {\n      id\n      username\n      firstName\n      lastName\n      email\n      language\n      isSuperuser\n      role\n      requiresPasswordReset\n      organization {\n        id\n        name\n      }\n      chatbots {\n        id\n        name\n        projectId\n        projectName\n        suspended\n        deleted\n        defaultLanguageTag\n        serverAddress\n      }\n    }\n  }\n": typeof types.CurrentUserDocument,
    "\n  query AssignableTeams {\n    assignableTeams {\n      id\n      name\n      chatbotId\n    }\n  }\n": typeof types.AssignableTeamsDocument,
    "\n  query YourInfo {\n    user {\n      id\n      email\n      firstName\n      lastName\n      language\n      role\n      isSuperuser\n      phoneNumber\n      allTeams\n      organization {\n        id\n      }\n      employee {\n        id\n      }\n    }\n  }\n": typeof types.YourInfoDocument,
    "\n  mutation ChangeOwnPhoneNumber($phoneNumber: String!, $currentPassword: String!) {\n    changeOwnPhoneNumber(phoneNumber: $phoneNumber, currentPassword: $currentPassword) {\n      id\n      phoneNumber\n    }\n  }\n": typeof types.ChangeOwnPhoneNumberDocument,
    "\n  query UserList($search: String, $role: String, $chatbotId: ID, $page: Int, $pageSize: Int) {\n    userList(search: $search, role: $role, chatbotId: $chatbotId, page: $page, pageSize: $pageSize) {\n      totalCount\n      page\n      pageSize\n      pageCount\n      users {\n        id\n        email\n        firstName\n        lastName\n        language\n        role\n        isSuperuser\n        organization {\n          id\n        }\n        allTeams\n        teams {\n          id\n          name\n        }\n        chatbots {\n          id\n          name\n          projectName\n          deleted\n        }\n        employee {\n          id\n        }\n      }\n    }\n  }\n": typeof types.UserListDocument,
    "\n  mutation CreateUser($input: CreateUserInput!) {\n    createUser(input: $input) {\n      ok\n      code\n      errorMessage\n      errors {\n        field\n        messages\n      }\n      user {\n        id\n      }\n    }\n  }\n": typeof types.CreateUserDocument,
    "\n  mutation UpdateUser($id: ID!, $input: UpdateUserInput!) {\n    updateUser(id: $id, input: $input) {\n      ok\n      code\n      errorMessage\n      errors {\n        field\n        messages\n      }\n      user {\n        id\n      }\n    }\n  }\n": typeof types.UpdateUserDocument,
    "\n  mutation DeleteUser($id: ID!) {\n    deleteUser(id: $id) {\n      ok\n      code\n      errorMessage\n      errors {\n        field\n        messages\n      }\n      user {\n        id\n      }\n    }\n  }\n": typeof types.DeleteUserDocument,
    "\n  mutation UpdateEmployee(\n    $id: ID!\n    $name: String\n    $language: String\n    $password: String\n    $confirmPassword: String\n  ) {\n    updateEmployee(\n      id: $id\n      name: $name\n      language: $language\n      password: $password\n      confirmPassword: $confirmPassword\n    ) {\n      ok\n      code\n      errorMessage\n      errors {\n        field\n        messages\n      }\n      user {\n        id\n      }\n    }\n  }\n": typeof types.UpdateEmployeeDocument,
};
const documents: Documents = {
    "\n  query CurrentUser {\n    user {\n      id\n      username\n      firstName\n      lastName\n      email\n      language\n      isSuperuser\n      role\n      requiresPasswordReset\n      organization {\n        id\n        name\n      }\n      chatbots {\n        id\n        name\n        projectId\n        projectName\n        suspended\n        deleted\n        defaultLanguageTag\n        serverAddress\n      }\n    }\n  }\n": types.CurrentUserDocument,
    "\n  query AssignableTeams {\n    assignableTeams {\n      id\n      name\n      chatbotId\n    }\n  }\n": types.AssignableTeamsDocument,
    "\n  query YourInfo {\n    user {\n      id\n      email\n      firstName\n      lastName\n      language\n      role\n      isSuperuser\n      phoneNumber\n      allTeams\n      organization {\n        id\n      }\n      employee {\n        id\n      }\n    }\n  }\n": types.YourInfoDocument,
    "\n  mutation ChangeOwnPhoneNumber($phoneNumber: String!, $currentPassword: String!) {\n    changeOwnPhoneNumber(phoneNumber: $phoneNumber, currentPassword: $currentPassword) {\n      id\n      phoneNumber\n    }\n  }\n": types.ChangeOwnPhoneNumberDocument,
    "\n  query UserList($search: String, $role: String, $chatbotId: ID, $page: Int, $pageSize: Int) {\n    userList(search: $search, role: $role, chatbotId: $chatbotId, page: $page, pageSize: $pageSize) {\n      totalCount\n      page\n      pageSize\n      pageCount\n      users {\n        id\n        email\n        firstName\n        lastName\n        language\n        role\n        isSuperuser\n        organization {\n          id\n        }\n        allTeams\n        teams {\n          id\n          name\n        }\n        chatbots {\n          id\n          name\n          projectName\n          deleted\n        }\n        employee {\n          id\n        }\n      }\n    }\n  }\n": types.UserListDocument,
    "\n  mutation CreateUser($input: CreateUserInput!) {\n    createUser(input: $input) {\n      ok\n      code\n      errorMessage\n      errors {\n        field\n        messages\n      }\n      user {\n        id\n      }\n    }\n  }\n": types.CreateUserDocument,
    "\n  mutation UpdateUser($id: ID!, $input: UpdateUserInput!) {\n    updateUser(id: $id, input: $input) {\n      ok\n      code\n      errorMessage\n      errors {\n        field\n        messages\n      }\n      user {\n        id\n      }\n    }\n  }\n": types.UpdateUserDocument,
    "\n  mutation DeleteUser($id: ID!) {\n    deleteUser(id: $id) {\n      ok\n      code\n      errorMessage\n      errors {\n        field\n        messages\n      }\n      user {\n        id\n      }\n    }\n  }\n": types.DeleteUserDocument,
    "\n  mutation UpdateEmployee(\n    $id: ID!\n    $name: String\n    $language: String\n    $password: String\n    $confirmPassword: String\n  ) {\n    updateEmployee(\n      id: $id\n      name: $name\n      language: $language\n      password: $password\n      confirmPassword: $confirmPassword\n    ) {\n      ok\n      code\n      errorMessage\n      errors {\n        field\n        messages\n      }\n      user {\n        id\n      }\n    }\n  }\n": types.UpdateEmployeeDocument,
};

/**
 * The routerGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function routerGraphql(source: "\n  query CurrentUser {\n    user {\n      id\n      username\n      firstName\n      lastName\n      email\n      language\n      isSuperuser\n      role\n      requiresPasswordReset\n      organization {\n        id\n        name\n      }\n      chatbots {\n        id\n        name\n        projectId\n        projectName\n        suspended\n        deleted\n        defaultLanguageTag\n        serverAddress\n      }\n    }\n  }\n"): typeof import('./graphql').CurrentUserDocument;
/**
 * The routerGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function routerGraphql(source: "\n  query AssignableTeams {\n    assignableTeams {\n      id\n      name\n      chatbotId\n    }\n  }\n"): typeof import('./graphql').AssignableTeamsDocument;
/**
 * The routerGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function routerGraphql(source: "\n  query YourInfo {\n    user {\n      id\n      email\n      firstName\n      lastName\n      language\n      role\n      isSuperuser\n      phoneNumber\n      allTeams\n      organization {\n        id\n      }\n      employee {\n        id\n      }\n    }\n  }\n"): typeof import('./graphql').YourInfoDocument;
/**
 * The routerGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function routerGraphql(source: "\n  mutation ChangeOwnPhoneNumber($phoneNumber: String!, $currentPassword: String!) {\n    changeOwnPhoneNumber(phoneNumber: $phoneNumber, currentPassword: $currentPassword) {\n      id\n      phoneNumber\n    }\n  }\n"): typeof import('./graphql').ChangeOwnPhoneNumberDocument;
/**
 * The routerGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function routerGraphql(source: "\n  query UserList($search: String, $role: String, $chatbotId: ID, $page: Int, $pageSize: Int) {\n    userList(search: $search, role: $role, chatbotId: $chatbotId, page: $page, pageSize: $pageSize) {\n      totalCount\n      page\n      pageSize\n      pageCount\n      users {\n        id\n        email\n        firstName\n        lastName\n        language\n        role\n        isSuperuser\n        organization {\n          id\n        }\n        allTeams\n        teams {\n          id\n          name\n        }\n        chatbots {\n          id\n          name\n          projectName\n          deleted\n        }\n        employee {\n          id\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').UserListDocument;
/**
 * The routerGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function routerGraphql(source: "\n  mutation CreateUser($input: CreateUserInput!) {\n    createUser(input: $input) {\n      ok\n      code\n      errorMessage\n      errors {\n        field\n        messages\n      }\n      user {\n        id\n      }\n    }\n  }\n"): typeof import('./graphql').CreateUserDocument;
/**
 * The routerGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function routerGraphql(source: "\n  mutation UpdateUser($id: ID!, $input: UpdateUserInput!) {\n    updateUser(id: $id, input: $input) {\n      ok\n      code\n      errorMessage\n      errors {\n        field\n        messages\n      }\n      user {\n        id\n      }\n    }\n  }\n"): typeof import('./graphql').UpdateUserDocument;
/**
 * The routerGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function routerGraphql(source: "\n  mutation DeleteUser($id: ID!) {\n    deleteUser(id: $id) {\n      ok\n      code\n      errorMessage\n      errors {\n        field\n        messages\n      }\n      user {\n        id\n      }\n    }\n  }\n"): typeof import('./graphql').DeleteUserDocument;
/**
 * The routerGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function routerGraphql(source: "\n  mutation UpdateEmployee(\n    $id: ID!\n    $name: String\n    $language: String\n    $password: String\n    $confirmPassword: String\n  ) {\n    updateEmployee(\n      id: $id\n      name: $name\n      language: $language\n      password: $password\n      confirmPassword: $confirmPassword\n    ) {\n      ok\n      code\n      errorMessage\n      errors {\n        field\n        messages\n      }\n      user {\n        id\n      }\n    }\n  }\n"): typeof import('./graphql').UpdateEmployeeDocument;


export function routerGraphql(source: string) {
  return (documents as any)[source] ?? {};
}
