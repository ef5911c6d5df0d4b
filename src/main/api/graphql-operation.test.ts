import { describe, expect, it } from 'vitest'
import { isIdempotentDocument } from './graphql-operation'

describe('retry-ability of a GraphQL document (QUALITY REL-3)', () => {
  it.each([
    ['a query', 'query { user { id } }'],
    ['an anonymous query', '{ user { id } }'],
    ['a query with the word mutation in a string', 'query { search(text: "mutation { x }") { id } }'],
    ['a query after a comment that says mutation', '# mutation here\nquery { user { id } }'],
    ['a query with a fragment', 'fragment F on User { id } query { user { ...F } }'],
  ])('retries %s', (_label, document) => expect(isIdempotentDocument(document)).toBe(true))

  it.each([
    ['a mutation', 'mutation { deleteInboxLabel(id: 1) { ok } }'],
    ['a mutation after a comment', '# send the reply\nmutation Send { send { ok } }'],
    ['a mutation after a fragment', 'fragment F on X { id } mutation M { send { ...F } }'],
    ['a query and a mutation in one document', 'query Q { a } mutation M { b }'],
    ['a subscription', 'subscription { messages { id } }'],
    ['only a fragment', 'fragment F on X { id }'],
    ['a document that does not parse', 'query { unclosed'],
  ])('sends %s once', (_label, document) => expect(isIdempotentDocument(document)).toBe(false))
})
