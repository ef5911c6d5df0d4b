import { bigint, boolean, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core'
import { campaigns } from './schema-automations'
import { chatbots } from './schema-core'

const ms = (name: string) => bigint(name, { mode: 'number' })
const chatbotId = () =>
  text('chatbot_id')
    .notNull()
    .references(() => chatbots.id, { onDelete: 'cascade' })
const campaignId = () =>
  text('campaign_id')
    .notNull()
    .references(() => campaigns.id, { onDelete: 'cascade' })

/** A readable name of an ATS field in one language (the ATS names its fields per language). */
export interface AtsFieldName {
  readonly language: string
  readonly name: string
}

/**
 * ATS field mappings (spec 000 §3 'ATS field mapping'): how a value of a conversation reaches a field of
 * the chatbot's ATS. REGULAR and OPTIONS take the value the variable `scalarName` holds (OPTIONS through
 * the ATS's options); the FIXED_ types write `value`. The ATS field itself (path, data type, required,
 * entity type, readable names) is part of the row: the sandbox's ATS has no field catalogue of its own.
 * A campaign lists the mappings it writes in `campaigns.ats_field_mapping_ids`.
 */
export const atsFieldMappings = pgTable(
  'ats_field_mappings',
  {
    id: text('id').primaryKey(),
    chatbotId: chatbotId(),
    type: text('type').notNull(),
    dataType: text('data_type').notNull(),
    value: text('value').notNull().default(''),
    isDefaultMapping: boolean('is_default_mapping').notNull().default(false),
    isLocked: boolean('is_locked').notNull().default(false),
    prepend: text('prepend').notNull().default(''),
    append: text('append').notNull().default(''),
    prependAppendSeparator: text('prepend_append_separator').notNull().default(' '),
    scalarName: text('scalar_name'),
    atsFieldPath: text('ats_field_path').notNull(),
    atsFieldDataType: text('ats_field_data_type').notNull(),
    atsFieldRequired: boolean('ats_field_required').notNull().default(false),
    atsFieldEntityType: text('ats_field_entity_type').notNull(),
    atsFieldNames: jsonb('ats_field_names').$type<AtsFieldName[]>().notNull().default([]),
  },
  (t) => [index('ats_field_mappings_chatbot').on(t.chatbotId)],
)

/** A recipient of a scheduled send, as the send drawer gave it. */
export interface ScheduledRecipient {
  readonly line?: number | null
  readonly phoneNumber: string
  readonly language?: string | null
  readonly parameters: readonly { name: string; value: string }[] | Record<string, string>
}

/**
 * A send scheduled for later from the send drawer's Schedule tab: the recipients of a CSV or the form, and
 * when they go out (sandbox clock). `firedAt` and `sent` are set once it went out; the row stays as the
 * record of it. It goes with its automation.
 */
export const campaignScheduledSends = pgTable(
  'campaign_scheduled_sends',
  {
    id: text('id').primaryKey(),
    chatbotId: chatbotId(),
    campaignId: campaignId(),
    sendAt: ms('send_at').notNull(),
    /** csv or form. */
    source: text('source').notNull(),
    /** As the send drawer gave them (automations-service RecipientInput): checked again when it fires. */
    recipients: jsonb('recipients').$type<ScheduledRecipient[]>().notNull(),
    createdAt: ms('created_at').notNull(),
    firedAt: ms('fired_at'),
    sent: integer('sent'),
  },
  (t) => [index('campaign_scheduled_sends_campaign').on(t.campaignId, t.sendAt)],
)

/**
 * An action set up in the chatbot's ATS for a Smart Inbox batch-action automation (spec 000 §3 'ATS batch
 * action'); it goes with its automation. `externalId` is the number the ATS gave it.
 */
export const atsBatchActions = pgTable(
  'ats_batch_actions',
  {
    id: text('id').primaryKey(),
    chatbotId: chatbotId(),
    campaignId: campaignId(),
    externalId: text('external_id').notNull(),
    name: text('name').notNull(),
    entityType: text('entity_type').notNull(),
    notificationHeader: text('notification_header').notNull(),
    notificationBody: text('notification_body').notNull(),
    url: text('url').notNull(),
    createdAt: ms('created_at').notNull(),
  },
  (t) => [index('ats_batch_actions_campaign').on(t.campaignId, t.createdAt)],
)
