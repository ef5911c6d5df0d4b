import type { GraphqlOperation, VariablesArgument } from '@shared/graphql/operation'
import type { GraphqlService } from '@shared/ipc/api'
import { portal } from './portal'
import { parseReply } from './server-reply'

// The operation type and its constructor are shared with main (src/shared/graphql/operation.ts).
export { graphqlOperation, type GraphqlDocument, type GraphqlOperation } from '@shared/graphql/operation'

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
