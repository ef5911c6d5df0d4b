import { rootTypeDefs } from '@shared/graphql/domains'
import { routerDomains } from '@shared/graphql/router'
import type { Resolvers } from './generated/router-resolvers-types'
import { domainResolvers } from './area-resolvers'
import { mergeDomains, pairDomains } from './merge-domains'
import { createService, jsonScalar, type GraphqlContext } from './yoga'

export const routerEndpoint = '/router/graphql'

/** The router service: its domains' SDL (src/shared/graphql/router/index.ts) with the areas' resolvers. */
export async function createRouterService() {
  const resolvers = (await domainResolvers('router', Object.keys(routerDomains))) as Record<
    keyof typeof routerDomains,
    Resolvers
  >
  return createService<GraphqlContext>(
    mergeDomains<Resolvers>(rootTypeDefs.queryAndMutation, pairDomains(routerDomains, resolvers)),
    routerEndpoint,
    { JSON: jsonScalar },
  )
}
