import type { GraphqlOperation, VariablesArgument } from '@shared/graphql/operation'
import type { GraphqlService } from '@shared/ipc/api'
import { parseServerReply, type PortalApi } from './portal-api'

/**
 * Main's own typed GraphQL call, as the renderer's `request` (lib/graphql.ts): the document is a generated
 * one (its variables typed), the answer is parsed with the operation's reply schema and typed as the
 * document's result. A reply of another shape is a PortalError `bad_server_reply` (QUALITY REL-9).
 */
export async function graphqlRequest<R, V extends Readonly<Record<string, unknown>>>(
  api: Pick<PortalApi, 'graphql'>,
  service: GraphqlService,
  operation: GraphqlOperation<R, V>,
  ...[variables]: VariablesArgument<V>
): Promise<R> {
  const answer = await api.graphql(service, operation.document.toString(), variables ? { ...variables } : {})
  return parseServerReply(operation.name, operation.reply, answer)
}
