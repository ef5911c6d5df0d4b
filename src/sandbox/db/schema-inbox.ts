import { bigint, boolean, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'
import { chatbots } from './schema-core'

const ms = (name: string) => bigint(name, { mode: 'number' })

/** Smart Inbox labels (spec 000 §3 Label: id, name, color); colours come from the 16-colour palette. */
export const inboxLabels = pgTable('inbox_labels', {
  id: text('id').primaryKey(),
  chatbotId: text('chatbot_id')
    .notNull()
    .references(() => chatbots.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  color: text('color').notNull(),
  position: integer('position').notNull().default(0),
})

/** Companies of the chatbot's ATS the Smart Inbox can route for (spec 000 §3 Inbox company). */
export const inboxCompanies = pgTable(
  'inbox_companies',
  {
    id: text('id').notNull(),
    chatbotId: text('chatbot_id')
      .notNull()
      .references(() => chatbots.id, { onDelete: 'cascade' }),
    identifier: text('identifier').notNull(),
    companyName: text('company_name').notNull(),
    linked: boolean('linked').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.chatbotId, t.id] })],
)

/** One row per chatbot once its Smart Inbox has been configured. The ATS password is never stored. */
export const smartInboxConfigs = pgTable('smart_inbox_configs', {
  chatbotId: text('chatbot_id')
    .primaryKey()
    .references(() => chatbots.id, { onDelete: 'cascade' }),
  enabled: boolean('enabled').notNull().default(true),
  autoConfigured: boolean('auto_configured').notNull().default(false),
  atsUsername: text('ats_username'),
  teamNames: jsonb('team_names').$type<string[]>().notNull().default([]),
  updatedAt: ms('updated_at').notNull(),
})
