import { bigint, boolean, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core'
import { chatbots } from '../chatbots/schema'

const ms = (name: string) => bigint(name, { mode: 'number' })

/**
 * WhatsApp channels with their business profile (spec 000 §3 'WhatsApp channel'). `status` is the
 * provider's status text; a channel being set up turns connected after the set-up delay.
 */
export const whatsappChannels = pgTable(
  'whatsapp_channels',
  {
    id: text('id').primaryKey(),
    chatbotId: text('chatbot_id')
      .notNull()
      .references(() => chatbots.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    channelId: text('channel_id').notNull(),
    whatsappNumber: text('whatsapp_number').notNull(),
    status: text('status').notNull(),
    createdAt: ms('created_at').notNull(),
    profileText: text('profile_text').notNull().default(''),
    description: text('description').notNull().default(''),
    websites: jsonb('websites').$type<string[]>().notNull().default([]),
    profilePicture: text('profile_picture'),
    companyName: text('company_name').notNull().default(''),
    address: text('address').notNull().default(''),
  },
  (t) => [index('whatsapp_channels_chatbot').on(t.chatbotId)],
)

/**
 * A WhatsApp definition (spec 000 §3): the stable identity automations point at, with its versions
 * (templates). `activeTemplateId` is the one active version (at most one per definition).
 */
export const whatsappDefinitions = pgTable(
  'whatsapp_definitions',
  {
    id: text('id').primaryKey(),
    chatbotId: text('chatbot_id')
      .notNull()
      .references(() => chatbots.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    supportsBatchAction: boolean('supports_batch_action').notNull().default(false),
    versionsHistoricallyCreated: integer('versions_historically_created').notNull().default(0),
    isSmartInboxTemplate: boolean('is_smart_inbox_template').notNull().default(false),
    templateIdentifier: text('template_identifier').notNull(),
    activeTemplateId: text('active_template_id'),
    createdAt: ms('created_at').notNull(),
  },
  (t) => [index('whatsapp_definitions_chatbot').on(t.chatbotId)],
)

/**
 * A template version (spec 000 §3 'WhatsApp template'). No cascading deletes below the definition: the
 * service deletes buttons, parameters, variations and templates first (spec 000 §4), and the foreign keys
 * refuse any other order. `definitionId` is null between creation steps 3 and 4.
 */
export const whatsappTemplates = pgTable(
  'whatsapp_templates',
  {
    id: text('id').primaryKey(),
    chatbotId: text('chatbot_id')
      .notNull()
      .references(() => chatbots.id, { onDelete: 'cascade' }),
    definitionId: text('definition_id').references(() => whatsappDefinitions.id),
    templateName: text('template_name').notNull(),
    facebookName: text('facebook_name').notNull(),
    description: text('description').notNull().default(''),
    category: text('category').notNull(),
    scalarNames: jsonb('scalar_names').$type<string[]>().notNull().default([]),
    additionalData: jsonb('additional_data').$type<Record<string, unknown>>().notNull().default({}),
    attachmentType: text('attachment_type'),
    version: integer('version').notNull(),
    status: text('status').notNull(),
    creatorEmail: text('creator_email').notNull(),
    buttonType: text('button_type').notNull(),
    flowId: text('flow_id'),
    created: ms('created').notNull(),
    modified: ms('modified').notNull(),
    submittedAt: ms('submitted_at'),
  },
  (t) => [index('whatsapp_templates_definition').on(t.definitionId)],
)

/**
 * A language variant (spec 000 §3 'Variation'). `status`, `rejectionReason` and `reviewedAt` are what the
 * portal knows (after a sync); the `provider*` columns are the provider's own verdict, set by its review.
 * `templateId` is null between creation steps 1 and 3.
 */
export const whatsappVariations = pgTable(
  'whatsapp_variations',
  {
    id: text('id').primaryKey(),
    chatbotId: text('chatbot_id')
      .notNull()
      .references(() => chatbots.id, { onDelete: 'cascade' }),
    templateId: text('template_id').references(() => whatsappTemplates.id),
    position: integer('position').notNull().default(0),
    language: text('language').notNull(),
    languageTag: text('language_tag').notNull(),
    content: text('content').notNull(),
    status: text('status').notNull(),
    attachmentTitle: text('attachment_title'),
    attachmentUrl: text('attachment_url'),
    attachmentMimeType: text('attachment_mime_type'),
    footer: text('footer'),
    rejectionReason: text('rejection_reason'),
    reviewedAt: ms('reviewed_at'),
    providerStatus: text('provider_status'),
    providerReason: text('provider_reason'),
    providerReviewedAt: ms('provider_reviewed_at'),
  },
  (t) => [index('whatsapp_variations_template').on(t.templateId)],
)

/** A button of a variation (spec 000 §3 'Button'). */
export const whatsappButtons = pgTable(
  'whatsapp_buttons',
  {
    id: text('id').primaryKey(),
    variationId: text('variation_id')
      .notNull()
      .references(() => whatsappVariations.id),
    position: integer('position').notNull(),
    actionType: text('action_type'),
    text: text('text').notNull(),
    phoneNumber: text('phone_number'),
    url: text('url'),
    urlType: text('url_type'),
  },
  (t) => [index('whatsapp_buttons_variation').on(t.variationId)],
)

/** A template variable {{index}} (spec 000 §3 'Parameter'), with a sample value for preview and review. */
export const whatsappParameters = pgTable(
  'whatsapp_parameters',
  {
    id: text('id').primaryKey(),
    chatbotId: text('chatbot_id')
      .notNull()
      .references(() => chatbots.id, { onDelete: 'cascade' }),
    templateId: text('template_id').references(() => whatsappTemplates.id),
    name: text('name').notNull(),
    index: integer('index').notNull(),
    scalarName: text('scalar_name'),
    atsFieldMapping: text('ats_field_mapping'),
    example: text('example'),
  },
  (t) => [index('whatsapp_parameters_template').on(t.templateId)],
)
