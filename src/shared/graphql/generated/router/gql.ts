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
};
const documents: Documents = {
    "\n  query CurrentUser {\n    user {\n      id\n      username\n      firstName\n      lastName\n      email\n      language\n      isSuperuser\n      role\n      requiresPasswordReset\n      organization {\n        id\n        name\n      }\n      chatbots {\n        id\n        name\n        projectId\n        projectName\n        suspended\n        deleted\n        defaultLanguageTag\n        serverAddress\n      }\n    }\n  }\n": types.CurrentUserDocument,
};

/**
 * The routerGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function routerGraphql(source: "\n  query CurrentUser {\n    user {\n      id\n      username\n      firstName\n      lastName\n      email\n      language\n      isSuperuser\n      role\n      requiresPasswordReset\n      organization {\n        id\n        name\n      }\n      chatbots {\n        id\n        name\n        projectId\n        projectName\n        suspended\n        deleted\n        defaultLanguageTag\n        serverAddress\n      }\n    }\n  }\n"): typeof import('./graphql').CurrentUserDocument;


export function routerGraphql(source: string) {
  return (documents as any)[source] ?? {};
}
