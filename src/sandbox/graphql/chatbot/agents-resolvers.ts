import { updateAgent } from '../../services/agents-service'
import { requireActive } from '../../services/chatbot-access-service'
import { chatbotAgents, chatbotEmployees } from '../../services/directory-service'
import { assertAllowed } from '../../services/permissions'
import type { Resolvers } from '../generated/chatbot-resolvers-types'

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
    updateAgent: (_, args, { services, user, chatbot }) => {
      assertAllowed(user, 'update', 'UsersManagement')
      return updateAgent(services.db, requireActive(chatbot), args)
    },
  },
}
