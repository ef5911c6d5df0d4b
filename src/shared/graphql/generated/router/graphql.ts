/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type CurrentUserQueryVariables = Exact<{ [key: string]: never; }>;


export type CurrentUserQuery = { user: { id: string, username: string, firstName: string, lastName: string, email: string, language: string | null, isSuperuser: boolean, role: string, requiresPasswordReset: boolean, organization: { id: string, name: string }, chatbots: Array<{ id: string, name: string, projectId: string, projectName: string, suspended: boolean, deleted: boolean, defaultLanguageTag: string, serverAddress: string }> } | null };

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

export const CurrentUserDocument = new TypedDocumentString(`
    query CurrentUser {
  user {
    id
    username
    firstName
    lastName
    email
    language
    isSuperuser
    role
    requiresPasswordReset
    organization {
      id
      name
    }
    chatbots {
      id
      name
      projectId
      projectName
      suspended
      deleted
      defaultLanguageTag
      serverAddress
    }
  }
}
    `) as unknown as TypedDocumentString<CurrentUserQuery, CurrentUserQueryVariables>;