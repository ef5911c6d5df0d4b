import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core'
import type * as v from 'valibot'
import type { GraphqlService } from '@shared/ipc/api'
import { portal } from './portal'
import { parseReply } from './server-reply'

/** A generated string document (client preset, documentMode 'string'): its text, typed with R and V. */
export type GraphqlDocument<R, V> = DocumentTypeDecoration<R, V> & { toString(): string }

/** Shown by the type checker when a reply schema and its document disagree. */
interface ReplySchemaDrift<Reply, Checked> {
  readonly 'the reply schema does not match the document': {
    readonly document: Reply
    readonly schema: Checked
  }
}

/**
 * A typed document with the valibot schema its reply is checked against at run time (QUALITY REL-9).
 * The schema's output must be exactly the document's result type: a field added to, removed from or
 * made nullable in the document (or the schema) fails the type check.
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
type VariablesArgument<V> = Record<never, never> extends V ? [variables?: V] : [variables: V]

/**
 * Runs a typed operation on one of the portal's GraphQL services through main (`portal.api.graphql`):
 * the variables are the document's, the answer is parsed with the operation's reply schema and typed as
 * the document's result. A reply of another shape rejects with BadServerReplyError.
 */
export async function request<R, V extends Readonly<Record<string, unknown>>>(
  service: GraphqlService,
  operation: GraphqlOperation<R, V>,
  ...[variables]: VariablesArgument<V>
): Promise<R> {
  const answer = await portal().api.graphql({
    service,
    document: operation.document.toString(),
    ...(variables ? { variables: { ...variables } } : {}),
  })
  return parseReply(operation.name, operation.reply, answer)
}
