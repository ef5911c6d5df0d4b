import { rootTypeDefs, type GraphqlDomainTypeDefs } from '../domains'
import * as domains from './domain-list'

/**
 * A chatbot's own GraphQL service, reached at the chatbot's serverAddress: one SDL per domain, each adding
 * its fields with `extend type Query` / `extend type Mutation`. The domains are those of domain-list.ts (a
 * new domain is one line there); an area's manifest in the sandbox gives each its resolvers.
 */
export const chatbotDomains = { ...domains } as const satisfies GraphqlDomainTypeDefs

/** The whole SDL of the chatbot service: the root types, then every domain's. */
export const chatbotSchema: readonly string[] = [
  rootTypeDefs.queryAndMutation,
  ...Object.values(chatbotDomains),
]
