import { commonTypeDefs } from '../common'
import { rootTypeDefs, type GraphqlDomainTypeDefs } from '../domains'
import { agentsTypeDefs } from './agents'
import { analyticsTypeDefs } from './analytics'
import { automationsTemplatesTypeDefs } from './automations-templates'
import { automationsTypeDefs } from './automations'
import { builderTypeDefs } from './builder'
import { automationsCampaignActionsTypeDefs } from './automations-campaign-actions'
import { chatbotTypeDefs } from './chatbot'
import { inboxTypeDefs } from './inbox'
import { nlpTypeDefs } from './nlp'
import { validatorTypeDefs } from './validator'
import { whatsappTypeDefs } from './whatsapp'

/**
 * A chatbot's own GraphQL service, reached at the chatbot's serverAddress: one SDL per domain, each adding
 * its fields with `extend type Query` / `extend type Mutation`. A new domain is one line here (and one in
 * the sandbox's resolver list, `resolvers` in src/sandbox/graphql/chatbot/chatbot-service.ts).
 */
export const chatbotDomains = {
  common: commonTypeDefs,
  chatbot: chatbotTypeDefs,
  agents: agentsTypeDefs,
  inbox: inboxTypeDefs,
  builder: builderTypeDefs,

  whatsapp: whatsappTypeDefs,
  nlp: nlpTypeDefs,
  analytics: analyticsTypeDefs,
  automations: automationsTypeDefs,
  automationsTemplates: automationsTemplatesTypeDefs,
  automationsCampaignActions: automationsCampaignActionsTypeDefs,
  validator: validatorTypeDefs,
} as const satisfies GraphqlDomainTypeDefs

/** The whole SDL of the chatbot service, in the order the domains are listed. */
export const chatbotSchema: readonly string[] = [
  rootTypeDefs.queryAndMutation,
  ...Object.values(chatbotDomains),
]
