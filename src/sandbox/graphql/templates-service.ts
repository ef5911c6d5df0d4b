import { rootTypeDefs } from '@shared/graphql/domains'
import { templatesDomains } from '@shared/graphql/templates'
import type { Resolvers } from './generated/templates-resolvers-types'
import { mergeDomains } from './merge-domains'
import { createService, type GraphqlContext } from './yoga'
import { templatesResolvers } from '../builder/templates-resolvers'

export const templatesEndpoint = '/templates/graphql'

/** The resolver set of each domain of the templates service (src/shared/graphql/templates/index.ts). */
const resolvers = {
  templates: templatesResolvers,
} satisfies Record<keyof typeof templatesDomains, Resolvers>

export function createTemplatesService() {
  return createService<GraphqlContext>(
    mergeDomains<Resolvers>(rootTypeDefs.query, {
      templates: { typeDefs: templatesDomains.templates, resolvers: resolvers.templates },
    }),
    templatesEndpoint,
  )
}
