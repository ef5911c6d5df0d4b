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
    "\n  query WhatsappChannels {\n    allWhatsappChannels {\n      id\n      name\n      channelId\n      whatsappNumber\n      createdAt\n      status\n      profile {\n        profileText\n        description\n        websites\n        profilePicture\n        companyName\n        address\n      }\n    }\n  }\n": typeof types.WhatsappChannelsDocument,
    "\n  mutation UpdateWhatsappChannel($id: ID!, $input: WhatsappChannelInput!) {\n    updateWhatsappChannel(id: $id, input: $input) {\n      ok\n      stage\n      errors {\n        field\n        messages\n        codes\n      }\n      errorMessage\n    }\n  }\n": typeof types.UpdateWhatsappChannelDocument,
    "\n  mutation ConfigureWhatsappChannel($name: String!, $whatsappNumber: String!) {\n    configureWhatsappChannel(name: $name, whatsappNumber: $whatsappNumber) {\n      ok\n      stage\n      errors {\n        field\n        messages\n        codes\n      }\n      errorMessage\n    }\n  }\n": typeof types.ConfigureWhatsappChannelDocument,
    "\n  mutation CreateWhatsappVariations($variations: [WhatsappVariationInput!]!) {\n    createWhatsappVariations(variations: $variations) {\n      ok\n      stage\n      errors {\n        field\n        messages\n        codes\n      }\n      errorMessage\n      variationIds\n    }\n  }\n": typeof types.CreateWhatsappVariationsDocument,
    "\n  mutation CreateWhatsappParameters($parameters: [WhatsappParameterInput!]!) {\n    createWhatsappParameters(parameters: $parameters) {\n      ok\n      stage\n      errors {\n        field\n        messages\n        codes\n      }\n      errorMessage\n      parameterIds\n    }\n  }\n": typeof types.CreateWhatsappParametersDocument,
    "\n  mutation CreateWhatsappTemplate($input: WhatsappTemplateInput!) {\n    createWhatsappTemplate(input: $input) {\n      ok\n      stage\n      errors {\n        field\n        messages\n        codes\n      }\n      errorMessage\n      template {\n        id\n      }\n    }\n  }\n": typeof types.CreateWhatsappTemplateDocument,
    "\n  mutation CreateWhatsappDefinition($templateId: ID!, $definitionId: ID) {\n    createWhatsappDefinition(templateId: $templateId, definitionId: $definitionId) {\n      ok\n      stage\n      errors {\n        field\n        messages\n        codes\n      }\n      errorMessage\n      definition {\n        id\n      }\n    }\n  }\n": typeof types.CreateWhatsappDefinitionDocument,
    "\n  mutation DiscardWhatsappCreation($variationIds: [ID!]!, $parameterIds: [ID!]!, $templateId: ID) {\n    discardWhatsappCreation(variationIds: $variationIds, parameterIds: $parameterIds, templateId: $templateId) {\n      ok\n    }\n  }\n": typeof types.DiscardWhatsappCreationDocument,
    "\n  query WhatsappDefinitions {\n    allWhatsappDefinitions {\n      id\n      name\n      supportsBatchAction\n      isSmartInboxTemplate\n      activeTemplate {\n        id\n      }\n      availableTemplates {\n        id\n        version\n        status\n        templateName\n        category\n        buttonType\n        attachmentType\n        creatorEmail\n        created\n        modified\n        submittedAt\n        parameters {\n          id\n          name\n          index\n          scalarName\n          example\n        }\n        variations {\n          id\n          languageTag\n          content\n          status\n          footer\n          attachmentTitle\n          attachmentUrl\n          rejectionReason\n          lastReviewedAt\n          buttons {\n            id\n            actionType\n            text\n            phoneNumber\n            url\n            urlType\n          }\n        }\n      }\n    }\n  }\n": typeof types.WhatsappDefinitionsDocument,
    "\n  mutation SyncWhatsappDefinition($id: ID) {\n    syncWhatsappDefinition(id: $id) {\n      ok\n      stage\n      errors {\n        field\n        messages\n        codes\n      }\n      errorMessage\n      updated\n    }\n  }\n": typeof types.SyncWhatsappDefinitionDocument,
    "\n  mutation UpdateWhatsappBatchAction($id: ID!, $on: Boolean!) {\n    updateWhatsappDefinition(id: $id, input: { supportsBatchAction: $on }) {\n      ok\n      stage\n      errors {\n        field\n        messages\n        codes\n      }\n      errorMessage\n    }\n  }\n": typeof types.UpdateWhatsappBatchActionDocument,
    "\n  mutation ActivateWhatsappTemplate($templateId: ID!) {\n    activateWhatsappTemplate(templateId: $templateId) {\n      ok\n      stage\n      errors {\n        field\n        messages\n        codes\n      }\n      errorMessage\n    }\n  }\n": typeof types.ActivateWhatsappTemplateDocument,
    "\n  mutation DeleteWhatsappTemplateAtProvider($templateId: ID!) {\n    deleteWhatsappTemplateAtProvider(templateId: $templateId) {\n      ok\n      stage\n      errors {\n        field\n        messages\n        codes\n      }\n      errorMessage\n    }\n  }\n": typeof types.DeleteWhatsappTemplateAtProviderDocument,
    "\n  mutation DeleteWhatsappDefinition($id: ID!) {\n    deleteWhatsappDefinition(id: $id) {\n      ok\n      stage\n      errors {\n        field\n        messages\n        codes\n      }\n      errorMessage\n    }\n  }\n": typeof types.DeleteWhatsappDefinitionDocument,
    "\n  mutation SubmitWhatsappTemplate($templateId: ID!) {\n    createWhatsappTemplateAtProvider(templateId: $templateId) {\n      ok\n      stage\n      errors {\n        field\n        messages\n        codes\n      }\n      errorMessage\n    }\n  }\n": typeof types.SubmitWhatsappTemplateDocument,
};
const documents: Documents = {
    "\n  query MainChatbot {\n    mainChatbot {\n      projectId\n      projectName\n      ats\n      whatsappProvider\n      smartInboxEnabled\n      defaultLanguageTag\n      useBetaPortal\n    }\n  }\n": types.MainChatbotDocument,
    "\n  query SmartInboxConfiguration {\n    smartInboxConfiguration {\n      configured\n      enabled\n      autoConfigured\n      atsUsername\n      updatedAt\n    }\n    allLabels {\n      id\n      name\n      color\n    }\n    allInboxCompanies {\n      id\n      identifier\n      companyName\n      linked\n    }\n  }\n": types.SmartInboxConfigurationDocument,
    "\n  mutation ConfigureSmartInbox($enabled: Boolean, $companyIds: [ID!]) {\n    configureSmartInbox(enabled: $enabled, companyIds: $companyIds) {\n      ok\n      errorMessage\n      errorCode\n    }\n  }\n": types.ConfigureSmartInboxDocument,
    "\n  mutation AutoConfigureSmartInbox($username: String, $password: String) {\n    autoConfigureSmartInbox(username: $username, password: $password) {\n      ok\n      errorMessage\n      errorCode\n    }\n  }\n": types.AutoConfigureSmartInboxDocument,
    "\n  mutation UpdateInboxLabel($id: ID!, $name: String, $color: String) {\n    updateInboxLabel(id: $id, name: $name, color: $color) {\n      ok\n      errors {\n        field\n        messages\n      }\n      errorMessage\n    }\n  }\n": types.UpdateInboxLabelDocument,
    "\n  query WhatsappChannels {\n    allWhatsappChannels {\n      id\n      name\n      channelId\n      whatsappNumber\n      createdAt\n      status\n      profile {\n        profileText\n        description\n        websites\n        profilePicture\n        companyName\n        address\n      }\n    }\n  }\n": types.WhatsappChannelsDocument,
    "\n  mutation UpdateWhatsappChannel($id: ID!, $input: WhatsappChannelInput!) {\n    updateWhatsappChannel(id: $id, input: $input) {\n      ok\n      stage\n      errors {\n        field\n        messages\n        codes\n      }\n      errorMessage\n    }\n  }\n": types.UpdateWhatsappChannelDocument,
    "\n  mutation ConfigureWhatsappChannel($name: String!, $whatsappNumber: String!) {\n    configureWhatsappChannel(name: $name, whatsappNumber: $whatsappNumber) {\n      ok\n      stage\n      errors {\n        field\n        messages\n        codes\n      }\n      errorMessage\n    }\n  }\n": types.ConfigureWhatsappChannelDocument,
    "\n  mutation CreateWhatsappVariations($variations: [WhatsappVariationInput!]!) {\n    createWhatsappVariations(variations: $variations) {\n      ok\n      stage\n      errors {\n        field\n        messages\n        codes\n      }\n      errorMessage\n      variationIds\n    }\n  }\n": types.CreateWhatsappVariationsDocument,
    "\n  mutation CreateWhatsappParameters($parameters: [WhatsappParameterInput!]!) {\n    createWhatsappParameters(parameters: $parameters) {\n      ok\n      stage\n      errors {\n        field\n        messages\n        codes\n      }\n      errorMessage\n      parameterIds\n    }\n  }\n": types.CreateWhatsappParametersDocument,
    "\n  mutation CreateWhatsappTemplate($input: WhatsappTemplateInput!) {\n    createWhatsappTemplate(input: $input) {\n      ok\n      stage\n      errors {\n        field\n        messages\n        codes\n      }\n      errorMessage\n      template {\n        id\n      }\n    }\n  }\n": types.CreateWhatsappTemplateDocument,
    "\n  mutation CreateWhatsappDefinition($templateId: ID!, $definitionId: ID) {\n    createWhatsappDefinition(templateId: $templateId, definitionId: $definitionId) {\n      ok\n      stage\n      errors {\n        field\n        messages\n        codes\n      }\n      errorMessage\n      definition {\n        id\n      }\n    }\n  }\n": types.CreateWhatsappDefinitionDocument,
    "\n  mutation DiscardWhatsappCreation($variationIds: [ID!]!, $parameterIds: [ID!]!, $templateId: ID) {\n    discardWhatsappCreation(variationIds: $variationIds, parameterIds: $parameterIds, templateId: $templateId) {\n      ok\n    }\n  }\n": types.DiscardWhatsappCreationDocument,
    "\n  query WhatsappDefinitions {\n    allWhatsappDefinitions {\n      id\n      name\n      supportsBatchAction\n      isSmartInboxTemplate\n      activeTemplate {\n        id\n      }\n      availableTemplates {\n        id\n        version\n        status\n        templateName\n        category\n        buttonType\n        attachmentType\n        creatorEmail\n        created\n        modified\n        submittedAt\n        parameters {\n          id\n          name\n          index\n          scalarName\n          example\n        }\n        variations {\n          id\n          languageTag\n          content\n          status\n          footer\n          attachmentTitle\n          attachmentUrl\n          rejectionReason\n          lastReviewedAt\n          buttons {\n            id\n            actionType\n            text\n            phoneNumber\n            url\n            urlType\n          }\n        }\n      }\n    }\n  }\n": types.WhatsappDefinitionsDocument,
    "\n  mutation SyncWhatsappDefinition($id: ID) {\n    syncWhatsappDefinition(id: $id) {\n      ok\n      stage\n      errors {\n        field\n        messages\n        codes\n      }\n      errorMessage\n      updated\n    }\n  }\n": types.SyncWhatsappDefinitionDocument,
    "\n  mutation UpdateWhatsappBatchAction($id: ID!, $on: Boolean!) {\n    updateWhatsappDefinition(id: $id, input: { supportsBatchAction: $on }) {\n      ok\n      stage\n      errors {\n        field\n        messages\n        codes\n      }\n      errorMessage\n    }\n  }\n": types.UpdateWhatsappBatchActionDocument,
    "\n  mutation ActivateWhatsappTemplate($templateId: ID!) {\n    activateWhatsappTemplate(templateId: $templateId) {\n      ok\n      stage\n      errors {\n        field\n        messages\n        codes\n      }\n      errorMessage\n    }\n  }\n": types.ActivateWhatsappTemplateDocument,
    "\n  mutation DeleteWhatsappTemplateAtProvider($templateId: ID!) {\n    deleteWhatsappTemplateAtProvider(templateId: $templateId) {\n      ok\n      stage\n      errors {\n        field\n        messages\n        codes\n      }\n      errorMessage\n    }\n  }\n": types.DeleteWhatsappTemplateAtProviderDocument,
    "\n  mutation DeleteWhatsappDefinition($id: ID!) {\n    deleteWhatsappDefinition(id: $id) {\n      ok\n      stage\n      errors {\n        field\n        messages\n        codes\n      }\n      errorMessage\n    }\n  }\n": types.DeleteWhatsappDefinitionDocument,
    "\n  mutation SubmitWhatsappTemplate($templateId: ID!) {\n    createWhatsappTemplateAtProvider(templateId: $templateId) {\n      ok\n      stage\n      errors {\n        field\n        messages\n        codes\n      }\n      errorMessage\n    }\n  }\n": types.SubmitWhatsappTemplateDocument,
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
export function chatbotGraphql(source: "\n  query WhatsappChannels {\n    allWhatsappChannels {\n      id\n      name\n      channelId\n      whatsappNumber\n      createdAt\n      status\n      profile {\n        profileText\n        description\n        websites\n        profilePicture\n        companyName\n        address\n      }\n    }\n  }\n"): typeof import('./graphql').WhatsappChannelsDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  mutation UpdateWhatsappChannel($id: ID!, $input: WhatsappChannelInput!) {\n    updateWhatsappChannel(id: $id, input: $input) {\n      ok\n      stage\n      errors {\n        field\n        messages\n        codes\n      }\n      errorMessage\n    }\n  }\n"): typeof import('./graphql').UpdateWhatsappChannelDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  mutation ConfigureWhatsappChannel($name: String!, $whatsappNumber: String!) {\n    configureWhatsappChannel(name: $name, whatsappNumber: $whatsappNumber) {\n      ok\n      stage\n      errors {\n        field\n        messages\n        codes\n      }\n      errorMessage\n    }\n  }\n"): typeof import('./graphql').ConfigureWhatsappChannelDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  mutation CreateWhatsappVariations($variations: [WhatsappVariationInput!]!) {\n    createWhatsappVariations(variations: $variations) {\n      ok\n      stage\n      errors {\n        field\n        messages\n        codes\n      }\n      errorMessage\n      variationIds\n    }\n  }\n"): typeof import('./graphql').CreateWhatsappVariationsDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  mutation CreateWhatsappParameters($parameters: [WhatsappParameterInput!]!) {\n    createWhatsappParameters(parameters: $parameters) {\n      ok\n      stage\n      errors {\n        field\n        messages\n        codes\n      }\n      errorMessage\n      parameterIds\n    }\n  }\n"): typeof import('./graphql').CreateWhatsappParametersDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  mutation CreateWhatsappTemplate($input: WhatsappTemplateInput!) {\n    createWhatsappTemplate(input: $input) {\n      ok\n      stage\n      errors {\n        field\n        messages\n        codes\n      }\n      errorMessage\n      template {\n        id\n      }\n    }\n  }\n"): typeof import('./graphql').CreateWhatsappTemplateDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  mutation CreateWhatsappDefinition($templateId: ID!, $definitionId: ID) {\n    createWhatsappDefinition(templateId: $templateId, definitionId: $definitionId) {\n      ok\n      stage\n      errors {\n        field\n        messages\n        codes\n      }\n      errorMessage\n      definition {\n        id\n      }\n    }\n  }\n"): typeof import('./graphql').CreateWhatsappDefinitionDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  mutation DiscardWhatsappCreation($variationIds: [ID!]!, $parameterIds: [ID!]!, $templateId: ID) {\n    discardWhatsappCreation(variationIds: $variationIds, parameterIds: $parameterIds, templateId: $templateId) {\n      ok\n    }\n  }\n"): typeof import('./graphql').DiscardWhatsappCreationDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  query WhatsappDefinitions {\n    allWhatsappDefinitions {\n      id\n      name\n      supportsBatchAction\n      isSmartInboxTemplate\n      activeTemplate {\n        id\n      }\n      availableTemplates {\n        id\n        version\n        status\n        templateName\n        category\n        buttonType\n        attachmentType\n        creatorEmail\n        created\n        modified\n        submittedAt\n        parameters {\n          id\n          name\n          index\n          scalarName\n          example\n        }\n        variations {\n          id\n          languageTag\n          content\n          status\n          footer\n          attachmentTitle\n          attachmentUrl\n          rejectionReason\n          lastReviewedAt\n          buttons {\n            id\n            actionType\n            text\n            phoneNumber\n            url\n            urlType\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').WhatsappDefinitionsDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  mutation SyncWhatsappDefinition($id: ID) {\n    syncWhatsappDefinition(id: $id) {\n      ok\n      stage\n      errors {\n        field\n        messages\n        codes\n      }\n      errorMessage\n      updated\n    }\n  }\n"): typeof import('./graphql').SyncWhatsappDefinitionDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  mutation UpdateWhatsappBatchAction($id: ID!, $on: Boolean!) {\n    updateWhatsappDefinition(id: $id, input: { supportsBatchAction: $on }) {\n      ok\n      stage\n      errors {\n        field\n        messages\n        codes\n      }\n      errorMessage\n    }\n  }\n"): typeof import('./graphql').UpdateWhatsappBatchActionDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  mutation ActivateWhatsappTemplate($templateId: ID!) {\n    activateWhatsappTemplate(templateId: $templateId) {\n      ok\n      stage\n      errors {\n        field\n        messages\n        codes\n      }\n      errorMessage\n    }\n  }\n"): typeof import('./graphql').ActivateWhatsappTemplateDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  mutation DeleteWhatsappTemplateAtProvider($templateId: ID!) {\n    deleteWhatsappTemplateAtProvider(templateId: $templateId) {\n      ok\n      stage\n      errors {\n        field\n        messages\n        codes\n      }\n      errorMessage\n    }\n  }\n"): typeof import('./graphql').DeleteWhatsappTemplateAtProviderDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  mutation DeleteWhatsappDefinition($id: ID!) {\n    deleteWhatsappDefinition(id: $id) {\n      ok\n      stage\n      errors {\n        field\n        messages\n        codes\n      }\n      errorMessage\n    }\n  }\n"): typeof import('./graphql').DeleteWhatsappDefinitionDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  mutation SubmitWhatsappTemplate($templateId: ID!) {\n    createWhatsappTemplateAtProvider(templateId: $templateId) {\n      ok\n      stage\n      errors {\n        field\n        messages\n        codes\n      }\n      errorMessage\n    }\n  }\n"): typeof import('./graphql').SubmitWhatsappTemplateDocument;


export function chatbotGraphql(source: string) {
  return (documents as any)[source] ?? {};
}
