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
    "\n  query InboxLabels {\n    allLabels {\n      id\n      name\n      color\n    }\n  }\n": typeof types.InboxLabelsDocument,
    "\n  mutation CreateInboxLabel($name: String!, $color: String) {\n    createInboxLabel(name: $name, color: $color) {\n      ok\n      errors {\n        field\n        messages\n      }\n      errorMessage\n      label {\n        id\n        name\n        color\n      }\n    }\n  }\n": typeof types.CreateInboxLabelDocument,
    "\n  mutation DeleteInboxLabel($id: ID!) {\n    deleteInboxLabel(id: $id) {\n      ok\n      errors {\n        field\n        messages\n      }\n      errorMessage\n    }\n  }\n": typeof types.DeleteInboxLabelDocument,
    "\n  mutation SetConversationLabel($clientId: ID!, $labelId: ID!, $applied: Boolean!) {\n    setConversationLabel(clientId: $clientId, labelId: $labelId, applied: $applied) {\n      ok\n      errors {\n        field\n        messages\n      }\n      errorMessage\n      labelIds\n    }\n  }\n": typeof types.SetConversationLabelDocument,
    "\n  mutation UpdateInboxLabel($id: ID!, $name: String, $color: String) {\n    updateInboxLabel(id: $id, name: $name, color: $color) {\n      ok\n      errors {\n        field\n        messages\n      }\n      errorMessage\n    }\n  }\n": typeof types.UpdateInboxLabelDocument,
};
const documents: Documents = {
    "\n  query MainChatbot {\n    mainChatbot {\n      projectId\n      projectName\n      ats\n      whatsappProvider\n      smartInboxEnabled\n      defaultLanguageTag\n      useBetaPortal\n    }\n  }\n": types.MainChatbotDocument,
    "\n  query SmartInboxConfiguration {\n    smartInboxConfiguration {\n      configured\n      enabled\n      autoConfigured\n      atsUsername\n      updatedAt\n    }\n    allLabels {\n      id\n      name\n      color\n    }\n    allInboxCompanies {\n      id\n      identifier\n      companyName\n      linked\n    }\n  }\n": types.SmartInboxConfigurationDocument,
    "\n  mutation ConfigureSmartInbox($enabled: Boolean, $companyIds: [ID!]) {\n    configureSmartInbox(enabled: $enabled, companyIds: $companyIds) {\n      ok\n      errorMessage\n      errorCode\n    }\n  }\n": types.ConfigureSmartInboxDocument,
    "\n  mutation AutoConfigureSmartInbox($username: String, $password: String) {\n    autoConfigureSmartInbox(username: $username, password: $password) {\n      ok\n      errorMessage\n      errorCode\n    }\n  }\n": types.AutoConfigureSmartInboxDocument,
    "\n  query InboxLabels {\n    allLabels {\n      id\n      name\n      color\n    }\n  }\n": types.InboxLabelsDocument,
    "\n  mutation CreateInboxLabel($name: String!, $color: String) {\n    createInboxLabel(name: $name, color: $color) {\n      ok\n      errors {\n        field\n        messages\n      }\n      errorMessage\n      label {\n        id\n        name\n        color\n      }\n    }\n  }\n": types.CreateInboxLabelDocument,
    "\n  mutation DeleteInboxLabel($id: ID!) {\n    deleteInboxLabel(id: $id) {\n      ok\n      errors {\n        field\n        messages\n      }\n      errorMessage\n    }\n  }\n": types.DeleteInboxLabelDocument,
    "\n  mutation SetConversationLabel($clientId: ID!, $labelId: ID!, $applied: Boolean!) {\n    setConversationLabel(clientId: $clientId, labelId: $labelId, applied: $applied) {\n      ok\n      errors {\n        field\n        messages\n      }\n      errorMessage\n      labelIds\n    }\n  }\n": types.SetConversationLabelDocument,
    "\n  mutation UpdateInboxLabel($id: ID!, $name: String, $color: String) {\n    updateInboxLabel(id: $id, name: $name, color: $color) {\n      ok\n      errors {\n        field\n        messages\n      }\n      errorMessage\n    }\n  }\n": types.UpdateInboxLabelDocument,
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
export function chatbotGraphql(source: "\n  query InboxLabels {\n    allLabels {\n      id\n      name\n      color\n    }\n  }\n"): typeof import('./graphql').InboxLabelsDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  mutation CreateInboxLabel($name: String!, $color: String) {\n    createInboxLabel(name: $name, color: $color) {\n      ok\n      errors {\n        field\n        messages\n      }\n      errorMessage\n      label {\n        id\n        name\n        color\n      }\n    }\n  }\n"): typeof import('./graphql').CreateInboxLabelDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  mutation DeleteInboxLabel($id: ID!) {\n    deleteInboxLabel(id: $id) {\n      ok\n      errors {\n        field\n        messages\n      }\n      errorMessage\n    }\n  }\n"): typeof import('./graphql').DeleteInboxLabelDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  mutation SetConversationLabel($clientId: ID!, $labelId: ID!, $applied: Boolean!) {\n    setConversationLabel(clientId: $clientId, labelId: $labelId, applied: $applied) {\n      ok\n      errors {\n        field\n        messages\n      }\n      errorMessage\n      labelIds\n    }\n  }\n"): typeof import('./graphql').SetConversationLabelDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  mutation UpdateInboxLabel($id: ID!, $name: String, $color: String) {\n    updateInboxLabel(id: $id, name: $name, color: $color) {\n      ok\n      errors {\n        field\n        messages\n      }\n      errorMessage\n    }\n  }\n"): typeof import('./graphql').UpdateInboxLabelDocument;


export function chatbotGraphql(source: string) {
  return (documents as any)[source] ?? {};
}
