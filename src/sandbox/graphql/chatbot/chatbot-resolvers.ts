import { asc, eq } from 'drizzle-orm'
import * as t from '../../db/schema'
import type { Resolvers } from '../generated/chatbot-resolvers-types'
import { chatbotGql } from '../loaders'
import { gqlAssert } from '../yoga'
import { activeChatbot } from './active-chatbot'

/** The chatbot itself and its teams (src/shared/graphql/chatbot/chatbot.ts). */
export const chatbotResolvers: Resolvers = {
  Query: {
    mainChatbot: async (_, __, ctx) => {
      gqlAssert(ctx.user, 'read', 'Chatbots')
      return chatbotGql(await activeChatbot(ctx, true), ctx.services.baseUrl())
    },
    allTeams: async (_, __, ctx) => {
      gqlAssert(ctx.user, 'read', 'Chatbots')
      const chatbot = await activeChatbot(ctx)
      return ctx.services.db
        .select({ id: t.teams.id, name: t.teams.name })
        .from(t.teams)
        .where(eq(t.teams.chatbotId, chatbot.id))
        .orderBy(asc(t.teams.name))
    },
  },
}
