import { Kind, OperationTypeNode, parse } from 'graphql'

/**
 * Whether a GraphQL document may be retried (QUALITY REL-3): only when every operation in it is a query.
 * Decided from the parsed document, because a text match misses a mutation after a comment or a fragment
 * definition and was retried four times. A mutation, a subscription, no operation at all or a document
 * that does not parse counts as not idempotent: when in doubt, send once.
 */
export function isIdempotentDocument(document: string): boolean {
  let operations
  try {
    operations = parse(document, { noLocation: true }).definitions.filter(
      (definition) => definition.kind === Kind.OPERATION_DEFINITION,
    )
  } catch {
    return false
  }
  return (
    operations.length > 0 && operations.every((operation) => operation.operation === OperationTypeNode.QUERY)
  )
}
