/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type WhatsappButtonInput = {
  actionType?: string | null | undefined;
  phoneNumber?: string | null | undefined;
  text: string;
  url?: string | null | undefined;
  urlType?: string | null | undefined;
};

export type WhatsappChannelInput = {
  address?: string | null | undefined;
  companyName?: string | null | undefined;
  description?: string | null | undefined;
  name?: string | null | undefined;
  /** A URL from the image hosting service (kind profile_picture); empty removes the picture. */
  profilePicture?: string | null | undefined;
  profileText?: string | null | undefined;
  websites?: Array<string> | null | undefined;
};

export type WhatsappParameterInput = {
  atsFieldMapping?: string | null | undefined;
  example?: string | null | undefined;
  index: number;
  name: string;
  scalarName?: string | null | undefined;
};

export type WhatsappTemplateInput = {
  attachmentType?: string | null | undefined;
  buttonType: string;
  category: string;
  /** Set to add a version to this definition. */
  definitionId?: string | null | undefined;
  description?: string | null | undefined;
  parameterIds: Array<string>;
  scalarNames?: Array<string> | null | undefined;
  templateName: string;
  variationIds: Array<string>;
};

export type WhatsappVariationInput = {
  attachmentMimeType?: string | null | undefined;
  attachmentTitle?: string | null | undefined;
  attachmentUrl?: string | null | undefined;
  buttons?: Array<WhatsappButtonInput> | null | undefined;
  content: string;
  footer?: string | null | undefined;
  languageTag: string;
};

export type MainChatbotQueryVariables = Exact<{ [key: string]: never; }>;


export type MainChatbotQuery = { mainChatbot: { projectId: string, projectName: string, ats: string, whatsappProvider: string | null, smartInboxEnabled: boolean, defaultLanguageTag: string, useBetaPortal: boolean } };

export type SmartInboxConfigurationQueryVariables = Exact<{ [key: string]: never; }>;


export type SmartInboxConfigurationQuery = { smartInboxConfiguration: { configured: boolean, enabled: boolean, autoConfigured: boolean, atsUsername: string | null, updatedAt: string | null }, allLabels: Array<{ id: string, name: string, color: string }>, allInboxCompanies: Array<{ id: string, identifier: string, companyName: string, linked: boolean }> };

export type ConfigureSmartInboxMutationVariables = Exact<{
  enabled?: boolean | null | undefined;
  companyIds?: Array<string> | string | null | undefined;
}>;


export type ConfigureSmartInboxMutation = { configureSmartInbox: { ok: boolean, errorMessage: string | null, errorCode: string | null } };

export type AutoConfigureSmartInboxMutationVariables = Exact<{
  username?: string | null | undefined;
  password?: string | null | undefined;
}>;


export type AutoConfigureSmartInboxMutation = { autoConfigureSmartInbox: { ok: boolean, errorMessage: string | null, errorCode: string | null } };

export type UpdateInboxLabelMutationVariables = Exact<{
  id: string;
  name?: string | null | undefined;
  color?: string | null | undefined;
}>;


export type UpdateInboxLabelMutation = { updateInboxLabel: { ok: boolean, errorMessage: string | null, errors: Array<{ field: string, messages: Array<string> }> } };

export type WhatsappChannelsQueryVariables = Exact<{ [key: string]: never; }>;


export type WhatsappChannelsQuery = { allWhatsappChannels: Array<{ id: string, name: string, channelId: string, whatsappNumber: string, createdAt: string, status: string, profile: { profileText: string, description: string, websites: Array<string>, profilePicture: string | null, companyName: string, address: string } }> };

export type UpdateWhatsappChannelMutationVariables = Exact<{
  id: string;
  input: WhatsappChannelInput;
}>;


export type UpdateWhatsappChannelMutation = { updateWhatsappChannel: { ok: boolean, stage: string | null, errorMessage: string | null, errors: Array<{ field: string, messages: Array<string>, codes: Array<string> }> } };

export type ConfigureWhatsappChannelMutationVariables = Exact<{
  name: string;
  whatsappNumber: string;
}>;


export type ConfigureWhatsappChannelMutation = { configureWhatsappChannel: { ok: boolean, stage: string | null, errorMessage: string | null, errors: Array<{ field: string, messages: Array<string>, codes: Array<string> }> } };

export type CreateWhatsappVariationsMutationVariables = Exact<{
  variations: Array<WhatsappVariationInput> | WhatsappVariationInput;
}>;


export type CreateWhatsappVariationsMutation = { createWhatsappVariations: { ok: boolean, stage: string | null, errorMessage: string | null, variationIds: Array<string>, errors: Array<{ field: string, messages: Array<string>, codes: Array<string> }> } };

export type CreateWhatsappParametersMutationVariables = Exact<{
  parameters: Array<WhatsappParameterInput> | WhatsappParameterInput;
}>;


export type CreateWhatsappParametersMutation = { createWhatsappParameters: { ok: boolean, stage: string | null, errorMessage: string | null, parameterIds: Array<string>, errors: Array<{ field: string, messages: Array<string>, codes: Array<string> }> } };

export type CreateWhatsappTemplateMutationVariables = Exact<{
  input: WhatsappTemplateInput;
}>;


export type CreateWhatsappTemplateMutation = { createWhatsappTemplate: { ok: boolean, stage: string | null, errorMessage: string | null, errors: Array<{ field: string, messages: Array<string>, codes: Array<string> }>, template: { id: string } | null } };

export type CreateWhatsappDefinitionMutationVariables = Exact<{
  templateId: string;
  definitionId?: string | null | undefined;
}>;


export type CreateWhatsappDefinitionMutation = { createWhatsappDefinition: { ok: boolean, stage: string | null, errorMessage: string | null, errors: Array<{ field: string, messages: Array<string>, codes: Array<string> }>, definition: { id: string } | null } };

export type DiscardWhatsappCreationMutationVariables = Exact<{
  variationIds: Array<string> | string;
  parameterIds: Array<string> | string;
  templateId?: string | null | undefined;
}>;


export type DiscardWhatsappCreationMutation = { discardWhatsappCreation: { ok: boolean } };

export type WhatsappDefinitionsQueryVariables = Exact<{ [key: string]: never; }>;


export type WhatsappDefinitionsQuery = { allWhatsappDefinitions: Array<{ id: string, name: string, supportsBatchAction: boolean, isSmartInboxTemplate: boolean, activeTemplate: { id: string } | null, availableTemplates: Array<{ id: string, version: number, status: string, templateName: string, category: string, buttonType: string, attachmentType: string | null, creatorEmail: string, created: string, modified: string, submittedAt: string | null, parameters: Array<{ id: string, name: string, index: number, scalarName: string | null, example: string | null }>, variations: Array<{ id: string, languageTag: string, content: string, status: string, footer: string | null, attachmentTitle: string | null, attachmentUrl: string | null, rejectionReason: string | null, lastReviewedAt: string | null, buttons: Array<{ id: string, actionType: string | null, text: string, phoneNumber: string | null, url: string | null, urlType: string | null }> }> }> }> };

export type SyncWhatsappDefinitionMutationVariables = Exact<{
  id?: string | null | undefined;
}>;


export type SyncWhatsappDefinitionMutation = { syncWhatsappDefinition: { ok: boolean, stage: string | null, errorMessage: string | null, updated: number, errors: Array<{ field: string, messages: Array<string>, codes: Array<string> }> } };

export type UpdateWhatsappBatchActionMutationVariables = Exact<{
  id: string;
  on: boolean;
}>;


export type UpdateWhatsappBatchActionMutation = { updateWhatsappDefinition: { ok: boolean, stage: string | null, errorMessage: string | null, errors: Array<{ field: string, messages: Array<string>, codes: Array<string> }> } };

export type ActivateWhatsappTemplateMutationVariables = Exact<{
  templateId: string;
}>;


export type ActivateWhatsappTemplateMutation = { activateWhatsappTemplate: { ok: boolean, stage: string | null, errorMessage: string | null, errors: Array<{ field: string, messages: Array<string>, codes: Array<string> }> } };

export type DeleteWhatsappTemplateAtProviderMutationVariables = Exact<{
  templateId: string;
}>;


export type DeleteWhatsappTemplateAtProviderMutation = { deleteWhatsappTemplateAtProvider: { ok: boolean, stage: string | null, errorMessage: string | null, errors: Array<{ field: string, messages: Array<string>, codes: Array<string> }> } };

export type DeleteWhatsappDefinitionMutationVariables = Exact<{
  id: string;
}>;


export type DeleteWhatsappDefinitionMutation = { deleteWhatsappDefinition: { ok: boolean, stage: string | null, errorMessage: string | null, errors: Array<{ field: string, messages: Array<string>, codes: Array<string> }> } };

export type SubmitWhatsappTemplateMutationVariables = Exact<{
  templateId: string;
}>;


export type SubmitWhatsappTemplateMutation = { createWhatsappTemplateAtProvider: { ok: boolean, stage: string | null, errorMessage: string | null, errors: Array<{ field: string, messages: Array<string>, codes: Array<string> }> } };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}

export const MainChatbotDocument = new TypedDocumentString(`
    query MainChatbot {
  mainChatbot {
    projectId
    projectName
    ats
    whatsappProvider
    smartInboxEnabled
    defaultLanguageTag
    useBetaPortal
  }
}
    `) as unknown as TypedDocumentString<MainChatbotQuery, MainChatbotQueryVariables>;
export const SmartInboxConfigurationDocument = new TypedDocumentString(`
    query SmartInboxConfiguration {
  smartInboxConfiguration {
    configured
    enabled
    autoConfigured
    atsUsername
    updatedAt
  }
  allLabels {
    id
    name
    color
  }
  allInboxCompanies {
    id
    identifier
    companyName
    linked
  }
}
    `) as unknown as TypedDocumentString<SmartInboxConfigurationQuery, SmartInboxConfigurationQueryVariables>;
export const ConfigureSmartInboxDocument = new TypedDocumentString(`
    mutation ConfigureSmartInbox($enabled: Boolean, $companyIds: [ID!]) {
  configureSmartInbox(enabled: $enabled, companyIds: $companyIds) {
    ok
    errorMessage
    errorCode
  }
}
    `) as unknown as TypedDocumentString<ConfigureSmartInboxMutation, ConfigureSmartInboxMutationVariables>;
export const AutoConfigureSmartInboxDocument = new TypedDocumentString(`
    mutation AutoConfigureSmartInbox($username: String, $password: String) {
  autoConfigureSmartInbox(username: $username, password: $password) {
    ok
    errorMessage
    errorCode
  }
}
    `) as unknown as TypedDocumentString<AutoConfigureSmartInboxMutation, AutoConfigureSmartInboxMutationVariables>;
export const UpdateInboxLabelDocument = new TypedDocumentString(`
    mutation UpdateInboxLabel($id: ID!, $name: String, $color: String) {
  updateInboxLabel(id: $id, name: $name, color: $color) {
    ok
    errors {
      field
      messages
    }
    errorMessage
  }
}
    `) as unknown as TypedDocumentString<UpdateInboxLabelMutation, UpdateInboxLabelMutationVariables>;
export const WhatsappChannelsDocument = new TypedDocumentString(`
    query WhatsappChannels {
  allWhatsappChannels {
    id
    name
    channelId
    whatsappNumber
    createdAt
    status
    profile {
      profileText
      description
      websites
      profilePicture
      companyName
      address
    }
  }
}
    `) as unknown as TypedDocumentString<WhatsappChannelsQuery, WhatsappChannelsQueryVariables>;
export const UpdateWhatsappChannelDocument = new TypedDocumentString(`
    mutation UpdateWhatsappChannel($id: ID!, $input: WhatsappChannelInput!) {
  updateWhatsappChannel(id: $id, input: $input) {
    ok
    stage
    errors {
      field
      messages
      codes
    }
    errorMessage
  }
}
    `) as unknown as TypedDocumentString<UpdateWhatsappChannelMutation, UpdateWhatsappChannelMutationVariables>;
export const ConfigureWhatsappChannelDocument = new TypedDocumentString(`
    mutation ConfigureWhatsappChannel($name: String!, $whatsappNumber: String!) {
  configureWhatsappChannel(name: $name, whatsappNumber: $whatsappNumber) {
    ok
    stage
    errors {
      field
      messages
      codes
    }
    errorMessage
  }
}
    `) as unknown as TypedDocumentString<ConfigureWhatsappChannelMutation, ConfigureWhatsappChannelMutationVariables>;
export const CreateWhatsappVariationsDocument = new TypedDocumentString(`
    mutation CreateWhatsappVariations($variations: [WhatsappVariationInput!]!) {
  createWhatsappVariations(variations: $variations) {
    ok
    stage
    errors {
      field
      messages
      codes
    }
    errorMessage
    variationIds
  }
}
    `) as unknown as TypedDocumentString<CreateWhatsappVariationsMutation, CreateWhatsappVariationsMutationVariables>;
export const CreateWhatsappParametersDocument = new TypedDocumentString(`
    mutation CreateWhatsappParameters($parameters: [WhatsappParameterInput!]!) {
  createWhatsappParameters(parameters: $parameters) {
    ok
    stage
    errors {
      field
      messages
      codes
    }
    errorMessage
    parameterIds
  }
}
    `) as unknown as TypedDocumentString<CreateWhatsappParametersMutation, CreateWhatsappParametersMutationVariables>;
export const CreateWhatsappTemplateDocument = new TypedDocumentString(`
    mutation CreateWhatsappTemplate($input: WhatsappTemplateInput!) {
  createWhatsappTemplate(input: $input) {
    ok
    stage
    errors {
      field
      messages
      codes
    }
    errorMessage
    template {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<CreateWhatsappTemplateMutation, CreateWhatsappTemplateMutationVariables>;
export const CreateWhatsappDefinitionDocument = new TypedDocumentString(`
    mutation CreateWhatsappDefinition($templateId: ID!, $definitionId: ID) {
  createWhatsappDefinition(templateId: $templateId, definitionId: $definitionId) {
    ok
    stage
    errors {
      field
      messages
      codes
    }
    errorMessage
    definition {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<CreateWhatsappDefinitionMutation, CreateWhatsappDefinitionMutationVariables>;
export const DiscardWhatsappCreationDocument = new TypedDocumentString(`
    mutation DiscardWhatsappCreation($variationIds: [ID!]!, $parameterIds: [ID!]!, $templateId: ID) {
  discardWhatsappCreation(
    variationIds: $variationIds
    parameterIds: $parameterIds
    templateId: $templateId
  ) {
    ok
  }
}
    `) as unknown as TypedDocumentString<DiscardWhatsappCreationMutation, DiscardWhatsappCreationMutationVariables>;
export const WhatsappDefinitionsDocument = new TypedDocumentString(`
    query WhatsappDefinitions {
  allWhatsappDefinitions {
    id
    name
    supportsBatchAction
    isSmartInboxTemplate
    activeTemplate {
      id
    }
    availableTemplates {
      id
      version
      status
      templateName
      category
      buttonType
      attachmentType
      creatorEmail
      created
      modified
      submittedAt
      parameters {
        id
        name
        index
        scalarName
        example
      }
      variations {
        id
        languageTag
        content
        status
        footer
        attachmentTitle
        attachmentUrl
        rejectionReason
        lastReviewedAt
        buttons {
          id
          actionType
          text
          phoneNumber
          url
          urlType
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<WhatsappDefinitionsQuery, WhatsappDefinitionsQueryVariables>;
export const SyncWhatsappDefinitionDocument = new TypedDocumentString(`
    mutation SyncWhatsappDefinition($id: ID) {
  syncWhatsappDefinition(id: $id) {
    ok
    stage
    errors {
      field
      messages
      codes
    }
    errorMessage
    updated
  }
}
    `) as unknown as TypedDocumentString<SyncWhatsappDefinitionMutation, SyncWhatsappDefinitionMutationVariables>;
export const UpdateWhatsappBatchActionDocument = new TypedDocumentString(`
    mutation UpdateWhatsappBatchAction($id: ID!, $on: Boolean!) {
  updateWhatsappDefinition(id: $id, input: {supportsBatchAction: $on}) {
    ok
    stage
    errors {
      field
      messages
      codes
    }
    errorMessage
  }
}
    `) as unknown as TypedDocumentString<UpdateWhatsappBatchActionMutation, UpdateWhatsappBatchActionMutationVariables>;
export const ActivateWhatsappTemplateDocument = new TypedDocumentString(`
    mutation ActivateWhatsappTemplate($templateId: ID!) {
  activateWhatsappTemplate(templateId: $templateId) {
    ok
    stage
    errors {
      field
      messages
      codes
    }
    errorMessage
  }
}
    `) as unknown as TypedDocumentString<ActivateWhatsappTemplateMutation, ActivateWhatsappTemplateMutationVariables>;
export const DeleteWhatsappTemplateAtProviderDocument = new TypedDocumentString(`
    mutation DeleteWhatsappTemplateAtProvider($templateId: ID!) {
  deleteWhatsappTemplateAtProvider(templateId: $templateId) {
    ok
    stage
    errors {
      field
      messages
      codes
    }
    errorMessage
  }
}
    `) as unknown as TypedDocumentString<DeleteWhatsappTemplateAtProviderMutation, DeleteWhatsappTemplateAtProviderMutationVariables>;
export const DeleteWhatsappDefinitionDocument = new TypedDocumentString(`
    mutation DeleteWhatsappDefinition($id: ID!) {
  deleteWhatsappDefinition(id: $id) {
    ok
    stage
    errors {
      field
      messages
      codes
    }
    errorMessage
  }
}
    `) as unknown as TypedDocumentString<DeleteWhatsappDefinitionMutation, DeleteWhatsappDefinitionMutationVariables>;
export const SubmitWhatsappTemplateDocument = new TypedDocumentString(`
    mutation SubmitWhatsappTemplate($templateId: ID!) {
  createWhatsappTemplateAtProvider(templateId: $templateId) {
    ok
    stage
    errors {
      field
      messages
      codes
    }
    errorMessage
  }
}
    `) as unknown as TypedDocumentString<SubmitWhatsappTemplateMutation, SubmitWhatsappTemplateMutationVariables>;