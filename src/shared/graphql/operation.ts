import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core'
import type * as v from 'valibot'

/**
 * A typed GraphQL operation, for main and the renderer alike: a generated string document (GraphQL Code
 * Generator's client preset, documentMode 'string': its text, typed with R and V) with the valibot schema
 * its reply is checked against at run time (QUALITY REL-9).
 */
export type GraphqlDocument<R, V> = DocumentTypeDecoration<R, V> & { toString(): string }

/** Shown by the type checker when a reply schema and its document disagree. */
interface ReplySchemaDrift<Reply, Checked> {
  readonly 'the reply schema does not match the document': {
    readonly document: Reply
    readonly schema: Checked
  }
}

/**
 * The schema's output must be exactly the document's result type: a field added to, removed from or made
 * nullable in the document (or the schema) fails the type check.
 */
export interface GraphqlOperation<R, V> {
  readonly name: string
  readonly document: GraphqlDocument<R, V>
  readonly reply: v.GenericSchema<unknown, R>
}

export function graphqlOperation<R, V, Checked extends R>(
  name: string,
  document: GraphqlDocument<R, V>,
  reply: v.GenericSchema<unknown, Checked> & ([R] extends [Checked] ? unknown : ReplySchemaDrift<R, Checked>),
): GraphqlOperation<R, V> {
  return { name, document, reply }
}

/** Variables may be left out when the operation has none, or none that are required. */
export type VariablesArgument<V> = Record<never, never> extends V ? [variables?: V] : [variables: V]
