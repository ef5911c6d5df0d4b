import { bigint, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core'
import { chatbots } from '../chatbots/schema'

const ms = (name: string) => bigint(name, { mode: 'number' })
const chatbotId = () =>
  text('chatbot_id')
    .notNull()
    .references(() => chatbots.id, { onDelete: 'cascade' })

/** A conversation the engine runs: Try it in the portal, or a simulated candidate. */
export const conversationSessions = pgTable(
  'conversation_sessions',
  {
    id: text('id').primaryKey(),
    chatbotId: chatbotId(),
    /** TRY_IT or SIMULATOR. */
    source: text('source').notNull(),
    clientId: text('client_id').notNull(),
    languageTag: text('language_tag').notNull(),
    /** The engine's ConversationState (conversation-engine/conversation-engine.ts). */
    state: jsonb('state').$type<Record<string, unknown>>().notNull(),
    /** The turns so far (the candidate's inputs and the bot's answers with their trace). */
    turns: jsonb('turns').$type<unknown[]>().notNull().default([]),
    createdAt: ms('created_at').notNull(),
    updatedAt: ms('updated_at').notNull(),
  },
  (t) => [index('conversation_sessions_client').on(t.chatbotId, t.clientId)],
)
