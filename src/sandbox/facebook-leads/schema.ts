import { bigint, boolean, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { chatbots } from '../chatbots/schema'

const ms = (name: string) => bigint(name, { mode: 'number' })

/**
 * A Facebook page connected to a chatbot (spec 000 §3 'Facebook lead page': pageId, pageName, isActive).
 * `pageAccessToken` is the long-lived page token the server got for it when a user connected: the server
 * reads the page's leads with it, and it is never answered to anyone.
 */
export const facebookPages = pgTable(
  'facebook_pages',
  {
    id: text('id').primaryKey(),
    chatbotId: text('chatbot_id')
      .notNull()
      .references(() => chatbots.id, { onDelete: 'cascade' }),
    pageId: text('page_id').notNull(),
    pageName: text('page_name').notNull(),
    isActive: boolean('is_active').notNull().default(false),
    pageAccessToken: text('page_access_token').notNull(),
    connectedAt: ms('connected_at').notNull(),
    updatedAt: ms('updated_at').notNull(),
  },
  (t) => [uniqueIndex('facebook_pages_chatbot_page').on(t.chatbotId, t.pageId)],
)
