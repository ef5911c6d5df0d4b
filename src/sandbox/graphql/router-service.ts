import { rootTypeDefs } from '@shared/graphql/domains'
import { routerDomains } from '@shared/graphql/router'
import type { Resolvers } from './generated/router-resolvers-types'
import { chatbotFieldResolvers } from '../chatbots/chatbot-fields'
import { mergeDomains, pairDomains } from './merge-domains'
import { createService, jsonScalar, type GraphqlContext } from './yoga'
import { calendarResolvers } from '../calendar/resolvers'
import { usersResolvers } from '../users/resolvers'

export const routerEndpoint = '/router/graphql'

/** The resolver set of each domain of the router service (src/shared/graphql/router/index.ts). */
const resolvers = {
  common: { Chatbot: chatbotFieldResolvers },
  users: usersResolvers,
  calendar: calendarResolvers,
} satisfies Record<keyof typeof routerDomains, Resolvers>

export function createRouterService() {
  const domains = pairDomains(routerDomains, resolvers)
  return createService<GraphqlContext>(
    mergeDomains<Resolvers>(rootTypeDefs.queryAndMutation, domains),
    routerEndpoint,
    {
      JSON: jsonScalar,
    },
  )
}
