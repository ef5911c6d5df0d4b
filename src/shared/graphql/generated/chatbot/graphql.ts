/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
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

export type InboxLabelsQueryVariables = Exact<{ [key: string]: never; }>;


export type InboxLabelsQuery = { allLabels: Array<{ id: string, name: string, color: string }> };

export type CreateInboxLabelMutationVariables = Exact<{
  name: string;
  color?: string | null | undefined;
}>;


export type CreateInboxLabelMutation = { createInboxLabel: { ok: boolean, errorMessage: string | null, errors: Array<{ field: string, messages: Array<string> }>, label: { id: string, name: string, color: string } | null } };

export type DeleteInboxLabelMutationVariables = Exact<{
  id: string;
}>;


export type DeleteInboxLabelMutation = { deleteInboxLabel: { ok: boolean, errorMessage: string | null, errors: Array<{ field: string, messages: Array<string> }> } };

export type SetConversationLabelMutationVariables = Exact<{
  clientId: string;
  labelId: string;
  applied: boolean;
}>;


export type SetConversationLabelMutation = { setConversationLabel: { ok: boolean, errorMessage: string | null, labelIds: Array<string>, errors: Array<{ field: string, messages: Array<string> }> } };

export type UpdateInboxLabelMutationVariables = Exact<{
  id: string;
  name?: string | null | undefined;
  color?: string | null | undefined;
}>;


export type UpdateInboxLabelMutation = { updateInboxLabel: { ok: boolean, errorMessage: string | null, errors: Array<{ field: string, messages: Array<string> }> } };

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
export const InboxLabelsDocument = new TypedDocumentString(`
    query InboxLabels {
  allLabels {
    id
    name
    color
  }
}
    `) as unknown as TypedDocumentString<InboxLabelsQuery, InboxLabelsQueryVariables>;
export const CreateInboxLabelDocument = new TypedDocumentString(`
    mutation CreateInboxLabel($name: String!, $color: String) {
  createInboxLabel(name: $name, color: $color) {
    ok
    errors {
      field
      messages
    }
    errorMessage
    label {
      id
      name
      color
    }
  }
}
    `) as unknown as TypedDocumentString<CreateInboxLabelMutation, CreateInboxLabelMutationVariables>;
export const DeleteInboxLabelDocument = new TypedDocumentString(`
    mutation DeleteInboxLabel($id: ID!) {
  deleteInboxLabel(id: $id) {
    ok
    errors {
      field
      messages
    }
    errorMessage
  }
}
    `) as unknown as TypedDocumentString<DeleteInboxLabelMutation, DeleteInboxLabelMutationVariables>;
export const SetConversationLabelDocument = new TypedDocumentString(`
    mutation SetConversationLabel($clientId: ID!, $labelId: ID!, $applied: Boolean!) {
  setConversationLabel(clientId: $clientId, labelId: $labelId, applied: $applied) {
    ok
    errors {
      field
      messages
    }
    errorMessage
    labelIds
  }
}
    `) as unknown as TypedDocumentString<SetConversationLabelMutation, SetConversationLabelMutationVariables>;
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