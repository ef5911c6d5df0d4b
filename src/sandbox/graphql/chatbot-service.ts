import { rootTypeDefs } from '@shared/graphql/domains'
import { chatbotDomains } from '@shared/graphql/chatbot'
import type { Resolvers } from './generated/chatbot-resolvers-types'
import { domainResolvers } from './area-resolvers'
import { mergeDomains, pairDomains } from './merge-domains'
import { createService, jsonScalar, type ChatbotContext } from './yoga'

export const chatbotEndpoint = '/chatbot-server/:projectId/graphql'

/**
 * The chatbot service: the SDL of each domain (src/shared/graphql/chatbot/index.ts) with the resolvers
 * the areas' manifests give for it.
 */
export async function createChatbotService() {
  const resolvers = (await domainResolvers('chatbot', Object.keys(chatbotDomains))) as Record<
    keyof typeof chatbotDomains,
    Resolvers
  >
  return createService<ChatbotContext>(
    mergeDomains<Resolvers>(rootTypeDefs.queryAndMutation, pairDomains(chatbotDomains, resolvers)),
    chatbotEndpoint,
    { JSON: jsonScalar },
  )
}
