import { bigint, jsonb, pgTable, text } from 'drizzle-orm/pg-core'
import { users } from '../chatbots/schema'

const ms = (name: string) => bigint(name, { mode: 'number' })

/** A realtime-store session token (POST /realtime/token): who, for which chatbot and Firebase app, until when. */
export const fireTokens = pgTable('fire_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  userId: text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  projectId: text('project_id').notNull(),
  firebaseApp: text('firebase_app').notNull(),
  expiresAt: ms('expires_at').notNull(),
})

/** The realtime store's tree, one row per top-level key. */
export const realtimeRoots = pgTable('realtime_roots', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
})
