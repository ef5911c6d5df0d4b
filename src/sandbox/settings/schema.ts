import { bigint, boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import type { ChatbotSettingType, WidgetConfig, WidgetPreview } from '@shared/domain/settings'
import { chatbots } from '../chatbots/schema'

/*
 * Chatbot settings (spec 000 §3 "Chatbot setting"), the web widget's configuration (GET/PUT
 * /api/v1/chatbots/{id}/config/) and its launcher teaser ("Widget preview"), per chatbot.
 */

const ms = (name: string) => bigint(name, { mode: 'number' })
const chatbotId = () =>
  text('chatbot_id')
    .notNull()
    .references(() => chatbots.id, { onDelete: 'cascade' })

/**
 * One setting of a chatbot. `valid` is the server's verdict on the stored value (a value stored before a
 * rule existed may be invalid: the screen shows it so and nothing saves until it is fixed). `version`
 * grows with every save: a save that names an older one is refused, so two managers never overwrite each
 * other's change unseen.
 */
export const chatbotSettings = pgTable(
  'chatbot_settings',
  {
    id: text('id').primaryKey(),
    chatbotId: chatbotId(),
    key: text('key').notNull(),
    value: text('value').notNull(),
    settingType: text('setting_type').$type<ChatbotSettingType>().notNull(),
    adminOnly: boolean('admin_only').notNull().default(false),
    helpText: text('help_text').notNull().default(''),
    valid: boolean('valid').notNull().default(true),
    section: text('section').notNull(),
    /** Order within its section. */
    position: integer('position').notNull().default(0),
    version: integer('version').notNull().default(1),
    updatedAt: ms('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('chatbot_settings_chatbot_key').on(t.chatbotId, t.key),
    index('chatbot_settings_section').on(t.chatbotId, t.section),
  ],
)

/** The widget's configuration as the PUT carries it (style nested); one row per chatbot, made on first read. */
export const widgetConfigs = pgTable('widget_configs', {
  chatbotId: chatbotId().primaryKey(),
  config: jsonb('config').$type<WidgetConfig>().notNull(),
  updatedAt: ms('updated_at').notNull(),
  /** Raised by every save; a save naming an older one is refused (widget_changed), nothing lost unseen. */
  version: integer('version').notNull().default(1),
})

/** The launcher teaser of a chatbot's widget; one row per chatbot, made on first read. */
export const widgetPreviews = pgTable('widget_previews', {
  chatbotId: chatbotId().primaryKey(),
  preview: jsonb('preview').$type<WidgetPreview>().notNull(),
  updatedAt: ms('updated_at').notNull(),
  /** Raised by every save; a save naming an older one is refused (widget_changed). */
  version: integer('version').notNull().default(1),
})
