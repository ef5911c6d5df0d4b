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
    "\n  query MainChatbot {\n    mainChatbot {\n      projectId\n      projectName\n      ats\n      whatsappProvider\n      smartInboxEnabled\n      defaultLanguageTag\n      useBetaPortal\n    }\n  }\n": typeof types.MainChatbotDocument,
    "\n  query SmartInboxConfiguration {\n    smartInboxConfiguration {\n      configured\n      enabled\n      autoConfigured\n      atsUsername\n      updatedAt\n    }\n    allLabels {\n      id\n      name\n      color\n    }\n    allInboxCompanies {\n      id\n      identifier\n      companyName\n      linked\n    }\n  }\n": typeof types.SmartInboxConfigurationDocument,
    "\n  mutation ConfigureSmartInbox($enabled: Boolean, $companyIds: [ID!]) {\n    configureSmartInbox(enabled: $enabled, companyIds: $companyIds) {\n      ok\n      errorMessage\n      errorCode\n    }\n  }\n": typeof types.ConfigureSmartInboxDocument,
    "\n  mutation AutoConfigureSmartInbox($username: String, $password: String) {\n    autoConfigureSmartInbox(username: $username, password: $password) {\n      ok\n      errorMessage\n      errorCode\n    }\n  }\n": typeof types.AutoConfigureSmartInboxDocument,
    "\n  mutation UpdateInboxLabel($id: ID!, $name: String, $color: String) {\n    updateInboxLabel(id: $id, name: $name, color: $color) {\n      ok\n      errors {\n        field\n        messages\n      }\n      errorMessage\n    }\n  }\n": typeof types.UpdateInboxLabelDocument,
    "\n  query AllAgents {\n    allAgents {\n      id\n      name\n      email\n      phone\n      isActive\n      isAdmin\n      devices\n      teams {\n        id\n        name\n        hasAccess\n      }\n    }\n    allTeams {\n      id\n      name\n    }\n  }\n": typeof types.AllAgentsDocument,
    "\n  mutation UpdateAgent($id: ID!, $teams: [AgentTeamInput!], $isAdmin: Boolean, $isActive: Boolean) {\n    updateAgent(id: $id, teams: $teams, isAdmin: $isAdmin, isActive: $isActive) {\n      ok\n      errors {\n        field\n        messages\n      }\n      errorMessage\n    }\n  }\n": typeof types.UpdateAgentDocument,
    "\n  query AllEmployees {\n    allEmployees {\n      id\n      name\n      email\n      role\n      language\n      calendarIsAuthenticated\n      agentId\n      calendarUser {\n        isCalendarAuthenticated\n        calendar {\n          product\n        }\n      }\n    }\n  }\n": typeof types.AllEmployeesDocument,
};
const documents: Documents = {
    "\n  query MainChatbot {\n    mainChatbot {\n      projectId\n      projectName\n      ats\n      whatsappProvider\n      smartInboxEnabled\n      defaultLanguageTag\n      useBetaPortal\n    }\n  }\n": types.MainChatbotDocument,
    "\n  query SmartInboxConfiguration {\n    smartInboxConfiguration {\n      configured\n      enabled\n      autoConfigured\n      atsUsername\n      updatedAt\n    }\n    allLabels {\n      id\n      name\n      color\n    }\n    allInboxCompanies {\n      id\n      identifier\n      companyName\n      linked\n    }\n  }\n": types.SmartInboxConfigurationDocument,
    "\n  mutation ConfigureSmartInbox($enabled: Boolean, $companyIds: [ID!]) {\n    configureSmartInbox(enabled: $enabled, companyIds: $companyIds) {\n      ok\n      errorMessage\n      errorCode\n    }\n  }\n": types.ConfigureSmartInboxDocument,
    "\n  mutation AutoConfigureSmartInbox($username: String, $password: String) {\n    autoConfigureSmartInbox(username: $username, password: $password) {\n      ok\n      errorMessage\n      errorCode\n    }\n  }\n": types.AutoConfigureSmartInboxDocument,
    "\n  mutation UpdateInboxLabel($id: ID!, $name: String, $color: String) {\n    updateInboxLabel(id: $id, name: $name, color: $color) {\n      ok\n      errors {\n        field\n        messages\n      }\n      errorMessage\n    }\n  }\n": types.UpdateInboxLabelDocument,
    "\n  query AllAgents {\n    allAgents {\n      id\n      name\n      email\n      phone\n      isActive\n      isAdmin\n      devices\n      teams {\n        id\n        name\n        hasAccess\n      }\n    }\n    allTeams {\n      id\n      name\n    }\n  }\n": types.AllAgentsDocument,
    "\n  mutation UpdateAgent($id: ID!, $teams: [AgentTeamInput!], $isAdmin: Boolean, $isActive: Boolean) {\n    updateAgent(id: $id, teams: $teams, isAdmin: $isAdmin, isActive: $isActive) {\n      ok\n      errors {\n        field\n        messages\n      }\n      errorMessage\n    }\n  }\n": types.UpdateAgentDocument,
    "\n  query AllEmployees {\n    allEmployees {\n      id\n      name\n      email\n      role\n      language\n      calendarIsAuthenticated\n      agentId\n      calendarUser {\n        isCalendarAuthenticated\n        calendar {\n          product\n        }\n      }\n    }\n  }\n": types.AllEmployeesDocument,
};

/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  query MainChatbot {\n    mainChatbot {\n      projectId\n      projectName\n      ats\n      whatsappProvider\n      smartInboxEnabled\n      defaultLanguageTag\n      useBetaPortal\n    }\n  }\n"): typeof import('./graphql').MainChatbotDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  query SmartInboxConfiguration {\n    smartInboxConfiguration {\n      configured\n      enabled\n      autoConfigured\n      atsUsername\n      updatedAt\n    }\n    allLabels {\n      id\n      name\n      color\n    }\n    allInboxCompanies {\n      id\n      identifier\n      companyName\n      linked\n    }\n  }\n"): typeof import('./graphql').SmartInboxConfigurationDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  mutation ConfigureSmartInbox($enabled: Boolean, $companyIds: [ID!]) {\n    configureSmartInbox(enabled: $enabled, companyIds: $companyIds) {\n      ok\n      errorMessage\n      errorCode\n    }\n  }\n"): typeof import('./graphql').ConfigureSmartInboxDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  mutation AutoConfigureSmartInbox($username: String, $password: String) {\n    autoConfigureSmartInbox(username: $username, password: $password) {\n      ok\n      errorMessage\n      errorCode\n    }\n  }\n"): typeof import('./graphql').AutoConfigureSmartInboxDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  mutation UpdateInboxLabel($id: ID!, $name: String, $color: String) {\n    updateInboxLabel(id: $id, name: $name, color: $color) {\n      ok\n      errors {\n        field\n        messages\n      }\n      errorMessage\n    }\n  }\n"): typeof import('./graphql').UpdateInboxLabelDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  query AllAgents {\n    allAgents {\n      id\n      name\n      email\n      phone\n      isActive\n      isAdmin\n      devices\n      teams {\n        id\n        name\n        hasAccess\n      }\n    }\n    allTeams {\n      id\n      name\n    }\n  }\n"): typeof import('./graphql').AllAgentsDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  mutation UpdateAgent($id: ID!, $teams: [AgentTeamInput!], $isAdmin: Boolean, $isActive: Boolean) {\n    updateAgent(id: $id, teams: $teams, isAdmin: $isAdmin, isActive: $isActive) {\n      ok\n      errors {\n        field\n        messages\n      }\n      errorMessage\n    }\n  }\n"): typeof import('./graphql').UpdateAgentDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  query AllEmployees {\n    allEmployees {\n      id\n      name\n      email\n      role\n      language\n      calendarIsAuthenticated\n      agentId\n      calendarUser {\n        isCalendarAuthenticated\n        calendar {\n          product\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').AllEmployeesDocument;


export function chatbotGraphql(source: string) {
  return (documents as any)[source] ?? {};
}
