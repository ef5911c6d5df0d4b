import { updateAgent } from './agents-service'
import { requireActive } from '../chatbots/chatbot-access-service'
import { chatbotAgents, chatbotEmployees } from '../chatbots/directory-service'
import { assertAllowed } from '../permissions'
import { actorScope } from './users-service'
import type { Resolvers } from '../graphql/generated/chatbot-resolvers-types'

/** Smart Inbox agents and the chatbot's employees (src/shared/graphql/chatbot/agents.ts). */
export const agentsResolvers: Resolvers = {
  Query: {
    allAgents: (_, __, { services, user, chatbot }) => {
      assertAllowed(user, 'read', 'UsersManagement')
      return chatbotAgents(services.db, requireActive(chatbot))
    },
    allEmployees: (_, __, { services, user, chatbot }) => {
      assertAllowed(user, 'read', 'UsersManagement')
      return chatbotEmployees(services.db, requireActive(chatbot), services.baseUrl())
    },
  },
  Mutation: {
    updateAgent: async (_, args, { services, user, chatbot }) => {
      assertAllowed(user, 'update', 'UsersManagement')
      const active = requireActive(chatbot)
      return updateAgent(services.db, active, args, await actorScope(services.db, user))
    },
  },
}
