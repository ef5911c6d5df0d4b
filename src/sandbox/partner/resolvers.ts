import { requireActive } from '../chatbots/chatbot-access-service'
import type { Resolvers } from '../graphql/generated/chatbot-resolvers-types'
import { assertAllowed } from '../permissions'
import { partnerAutomations, partnerCreateAutomation, partnerTemplates } from './partner-service'

/** The partner portal (src/shared/graphql/chatbot/partner.ts): read and create on PartnerPortal only. */

const iso = (ms: number) => new Date(ms).toISOString()

export const partnerResolvers: Resolvers = {
  Query: {
    partnerAutomations: async (_, __, { services, user, chatbot }) => {
      assertAllowed(user, 'read', 'PartnerPortal')
      return (await partnerAutomations(services, requireActive(chatbot))).map((a) => ({
        ...a,
        created: iso(a.created),
      }))
    },
    partnerAutomationTemplates: async (_, __, { services, user, chatbot }) => {
      assertAllowed(user, 'read', 'PartnerPortal')
      return partnerTemplates(services, requireActive(chatbot))
    },
  },
  Mutation: {
    partnerCreateAutomation: async (_, { templateId, name }, { services, user, chatbot }) => {
      assertAllowed(user, 'create', 'PartnerPortal')
      const answer = await partnerCreateAutomation(services, requireActive(chatbot), templateId, name)
      return {
        ...answer,
        automation: answer.automation && { ...answer.automation, created: iso(answer.automation.created) },
      }
    },
  },
}
