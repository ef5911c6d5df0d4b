/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type BuilderQuestionTemplatesQueryVariables = Exact<{ [key: string]: never; }>;


export type BuilderQuestionTemplatesQuery = { allTemplates: Array<{ id: string, name: string, description: string, icon: string }> };

export type DeploymentTemplatesQueryVariables = Exact<{ [key: string]: never; }>;


export type DeploymentTemplatesQuery = { allTemplates: Array<{ id: string, name: string, description: string }> };

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

export const BuilderQuestionTemplatesDocument = new TypedDocumentString(`
    query BuilderQuestionTemplates {
  allTemplates {
    id
    name
    description
    icon
  }
}
    `) as unknown as TypedDocumentString<BuilderQuestionTemplatesQuery, BuilderQuestionTemplatesQueryVariables>;
export const DeploymentTemplatesDocument = new TypedDocumentString(`
    query DeploymentTemplates {
  allTemplates {
    id
    name
    description
  }
}
    `) as unknown as TypedDocumentString<DeploymentTemplatesQuery, DeploymentTemplatesQueryVariables>;