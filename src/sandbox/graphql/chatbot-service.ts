import { rootTypeDefs } from '@shared/graphql/domains'
import { chatbotDomains } from '@shared/graphql/chatbot'
import type { Resolvers } from './generated/chatbot-resolvers-types'
import { chatbotFieldResolvers } from '../chatbots/chatbot-fields'
import { mergeDomains, pairDomains } from './merge-domains'
import { createService, jsonScalar, type ChatbotContext } from './yoga'
import { agentsResolvers } from '../users/agents-resolvers'
import { analyticsResolvers } from '../analytics/resolvers'
import { automationSetupResolvers } from '../automations/templates-resolvers'
import { automationsResolvers } from '../automations/resolvers'
import { builderResolvers } from '../builder/resolvers'
import { campaignSetupResolvers } from '../automations/setup-resolvers'
import { chatbotResolvers } from '../chatbots/resolvers'
import { inboxResolvers } from '../inbox/resolvers'
import { nlpResolvers } from '../nlp/resolvers'
import { validatorResolvers } from '../validator/resolvers'
import { whatsappResolvers } from '../whatsapp/resolvers'

export const chatbotEndpoint = '/chatbot-server/:projectId/graphql'

/**
 * The resolver set of each domain of the chatbot service, by the domain names of its SDL
 * (src/shared/graphql/chatbot/index.ts). A new domain is one line here.
 */
const resolvers = {
  common: { Chatbot: chatbotFieldResolvers },
  chatbot: chatbotResolvers,
  agents: agentsResolvers,
  inbox: inboxResolvers,
  builder: builderResolvers,

  whatsapp: whatsappResolvers,
  nlp: nlpResolvers,
  analytics: analyticsResolvers,
  automations: automationsResolvers,
  automationSetup: automationSetupResolvers,
  campaignSetup: campaignSetupResolvers,
  validator: validatorResolvers,
} satisfies Record<keyof typeof chatbotDomains, Resolvers>

export function createChatbotService() {
  const domains = pairDomains(chatbotDomains, resolvers)
  return createService<ChatbotContext>(
    mergeDomains<Resolvers>(rootTypeDefs.queryAndMutation, domains),
    chatbotEndpoint,
    { JSON: jsonScalar },
  )
}
