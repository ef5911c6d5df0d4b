import { describe, expect, it } from 'vitest'
import { chatbotDomains } from '@shared/graphql/chatbot'
import { rootTypeDefs } from '@shared/graphql/domains'
import { routerDomains } from '@shared/graphql/router'
import { templatesDomains } from '@shared/graphql/templates'
import { checkDomainTypeDefs, mergeDomains } from './merge-domains'

const root = rootTypeDefs.queryAndMutation

describe('mergeDomains', () => {
  it('merges the SDL and the resolvers of every domain', () => {
    const one = () => 1
    const two = () => 2
    const merged = mergeDomains(root, {
      a: { typeDefs: 'extend type Query { a: Int }', resolvers: { Query: { a: one } } },
      b: {
        typeDefs: 'extend type Query { b: Int } extend type Mutation { b: Int }',
        resolvers: { Query: { b: two }, Mutation: { b: two } },
      },
    })
    expect(merged.typeDefs).toEqual([
      root,
      'extend type Query { a: Int }',
      'extend type Query { b: Int } extend type Mutation { b: Int }',
    ])
    expect(merged.resolvers).toEqual({ Query: { a: one, b: two }, Mutation: { b: two } })
  })

  it('throws when two domains add the same field to Query', () => {
    expect(() =>
      mergeDomains(root, {
        inbox: { typeDefs: 'extend type Query { allLabels: Int }', resolvers: {} },
        labels: { typeDefs: 'extend type Query { allLabels: Int }', resolvers: {} },
      }),
    ).toThrow('GraphQL field Query.allLabels is defined by both the inbox and labels domains.')
  })

  it('throws when two domains define the same type', () => {
    expect(() =>
      mergeDomains(root, {
        a: { typeDefs: 'type Label { id: ID! }', resolvers: {} },
        b: { typeDefs: 'type Label { name: String }', resolvers: {} },
      }),
    ).toThrow('GraphQL type Label is defined by both the a and b domains.')
  })

  it('throws when two domains resolve the same field or scalar', () => {
    const scalar = { serialize: (value: unknown) => value }
    expect(() =>
      mergeDomains(root, {
        a: { typeDefs: 'scalar JSON', resolvers: { Mutation: { x: () => 1 } } },
        b: { typeDefs: 'extend type Mutation { x: Int }', resolvers: { Mutation: { x: () => 2 } } },
      }),
    ).toThrow('GraphQL resolver Mutation.x is set by both the a and b domains.')
    expect(() =>
      mergeDomains(root, {
        a: { typeDefs: 'scalar JSON', resolvers: { JSON: scalar } },
        b: { typeDefs: '', resolvers: { JSON: scalar } },
      }),
    ).toThrow('GraphQL resolver JSON is set by both the a and b domains.')
  })

  it('accepts the domains of the three services', () => {
    expect(() => checkDomainTypeDefs(root, chatbotDomains)).not.toThrow()
    expect(() => checkDomainTypeDefs(rootTypeDefs.query, routerDomains)).not.toThrow()
    expect(() => checkDomainTypeDefs(rootTypeDefs.query, templatesDomains)).not.toThrow()
  })
})
