import { requireActive } from './chatbot-access-service'
import { chatbotGql, chatbotTeams } from './directory-service'
import { assertAllowed } from '../permissions'
import type { Resolvers } from '../graphql/generated/chatbot-resolvers-types'

/** The chatbot itself and its teams (src/shared/graphql/chatbot/chatbot.ts). */
export const chatbotResolvers: Resolvers = {
  Query: {
    // A suspended chatbot's own settings stay readable.
    mainChatbot: (_, __, { services, user, chatbot }) => {
      assertAllowed(user, 'read', 'Chatbots')
      return chatbotGql(chatbot, services.baseUrl())
    },
    allTeams: (_, __, { services, user, chatbot }) => {
      assertAllowed(user, 'read', 'Chatbots')
      return chatbotTeams(services.db, requireActive(chatbot), user)
    },
  },
}
