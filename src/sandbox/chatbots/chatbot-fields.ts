import { mayReadChatbotToken } from './directory-service'
import type { GraphqlContext } from '../graphql/yoga'

/**
 * Field resolvers of the Chatbot type, wherever a Chatbot appears (user, users, employees, mainChatbot):
 * its API token only for whoever manages that chatbot (chatbots/directory-service.ts).
 */
export const chatbotFieldResolvers = {
  token: async (
    parent: { readonly id: string; readonly token?: string | null },
    _: unknown,
    { services, user }: GraphqlContext,
  ) => ((await mayReadChatbotToken(services.db, user, parent.id)) ? (parent.token ?? null) : null),
}
