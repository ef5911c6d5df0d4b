import { rootTypeDefs } from '@shared/graphql/domains'
import { templatesDomains } from '@shared/graphql/templates'
import type { Resolvers } from './generated/templates-resolvers-types'
import { domainResolvers } from './area-resolvers'
import { mergeDomains, pairDomains } from './merge-domains'
import { createService, type GraphqlContext } from './yoga'

export const templatesEndpoint = '/templates/graphql'

/** The templates service: its SDL (src/shared/graphql/templates/index.ts) with the areas' resolvers. */
export async function createTemplatesService() {
  const resolvers = (await domainResolvers('templates', Object.keys(templatesDomains))) as Record<
    keyof typeof templatesDomains,
    Resolvers
  >
  return createService<GraphqlContext>(
    mergeDomains<Resolvers>(rootTypeDefs.query, pairDomains(templatesDomains, resolvers)),
    templatesEndpoint,
  )
}
