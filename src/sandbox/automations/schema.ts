import { bigint, boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import type { StoredStatement } from '@shared/domain/automations-queries'
import type { TemplateCampaign, TemplateStep } from '@shared/domain/automations-templates'
import { chatbots } from '../chatbots/schema'

const ms = (name: string) => bigint(name, { mode: 'number' })
const chatbotId = () =>
  text('chatbot_id')
    .notNull()
    .references(() => chatbots.id, { onDelete: 'cascade' })

/** A query of an automatch configuration as stored in its jsonb column: statements in order, ANDed. */
export interface StoredAutomatchQuery {
  readonly statements: readonly (StoredStatement & { readonly id: string })[]
}
export const emptyStoredQuery: StoredAutomatchQuery = { statements: [] }

/**
 * Automation templates (spec 000 §3 'Automation template'): per chatbot, so a template's flow is
 * one of the chatbot's flows. `campaign` holds what a new automation takes over (type, description,
 * schedule, automatch queries, required data); the flow is `flowId` (null: none).
 */
export const automationTemplates = pgTable(
  'automation_templates',
  {
    id: text('id').primaryKey(),
    chatbotId: chatbotId(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    steps: jsonb('steps').$type<TemplateStep[]>().notNull().default([]),
    optionalSteps: jsonb('optional_steps').$type<TemplateStep[]>().notNull().default([]),
    campaign: jsonb('campaign').$type<TemplateCampaign>().notNull(),
    flowId: text('flow_id'),
    createdAt: ms('created_at').notNull(),
  },
  (t) => [index('automation_templates_chatbot').on(t.chatbotId, t.name)],
)

/**
 * The ATS's vacancies an automatch searches (vacancy to candidate) or matches (candidate to vacancy);
 * candidates are `campaign_candidates`. `data` holds the field values by ATS field name.
 */
export const atsVacancies = pgTable(
  'ats_vacancies',
  {
    id: text('id').primaryKey(),
    chatbotId: chatbotId(),
    externalId: text('external_id').notNull(),
    title: text('title').notNull(),
    data: jsonb('data').$type<Record<string, string | number | boolean | null>>().notNull().default({}),
    createdAt: ms('created_at').notNull(),
  },
  (t) => [uniqueIndex('ats_vacancies_external').on(t.chatbotId, t.externalId)],
)

/**
 * Automations (spec 000 §3 'Campaign'). Flow, processors, WhatsApp definition and follow-up are
 * plain ids: deleting a flow leaves the campaign pointing nowhere, which the edit drawer shows, as the
 * original server does.
 */
export const campaigns = pgTable(
  'campaigns',
  {
    id: text('id').primaryKey(),
    chatbotId: chatbotId(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    type: text('type').notNull(),
    /** A_0, A_1 or A_2 (spec 000 §4). */
    status: text('status').notNull(),
    createdAt: ms('created_at').notNull(),
    isSmartInbox: boolean('is_smart_inbox').notNull().default(false),
    /** Phone numbers (E.164) a testing (A_2) automation may send to; empty: anyone. */
    whitelist: jsonb('whitelist').$type<string[]>().notNull().default([]),
    /** The note shown to the client about the automation, with its images (https addresses). */
    clientDescription: text('client_description').notNull().default(''),
    clientDescriptionImages: jsonb('client_description_images').$type<string[]>().notNull().default([]),
    analyticsDocumentId: text('analytics_document_id').notNull(),
    flowId: text('flow_id'),
    onFinishProcessorId: text('on_finish_processor_id'),
    onFailProcessorId: text('on_fail_processor_id'),
    whatsappDefinitionId: text('whatsapp_definition_id'),
    followUpId: text('follow_up_id'),
    smartInboxLabels: jsonb('smart_inbox_labels').$type<string[]>().notNull().default([]),
    removeSmartInboxLabels: jsonb('remove_smart_inbox_labels').$type<string[]>().notNull().default([]),
    engageEnabled: boolean('engage_enabled').notNull().default(false),
    requiredData: jsonb('required_data')
      .$type<{ name: string; humanReadableName: string; description: string }[]>()
      .notNull()
      .default([]),
    /** The ATS field mappings (ats_field_mappings, below) the automation writes. */
    atsFieldMappingIds: jsonb('ats_field_mapping_ids').$type<string[]>().notNull().default([]),
  },
  (t) => [index('campaigns_chatbot').on(t.chatbotId)],
)

/** A condition of a target query: a candidate field compared with a value. */
export interface TargetCondition {
  readonly field: string
  readonly condition: 'equals' | 'contains'
  readonly value: string
}

/**
 * A broadcast campaign's schedule and target query (spec 000 §3 'Broadcast'). `nextBroadcast` is when it
 * fires next (null while paused or when the schedule allows no moment); `lastBroadcast` when it last did.
 */
export const campaignBroadcasts = pgTable(
  'campaign_broadcasts',
  {
    id: text('id').primaryKey(),
    chatbotId: chatbotId(),
    campaignId: text('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    type: text('type').notNull().default('BROADCAST'),
    interval: integer('interval').notNull(),
    allowedDays: jsonb('allowed_days').$type<string[]>().notNull(),
    minExecutionTime: text('min_execution_time').notNull(),
    maxExecutionTime: text('max_execution_time').notNull(),
    approachLimit: integer('approach_limit').notNull(),
    nextBroadcast: ms('next_broadcast'),
    lastBroadcast: ms('last_broadcast'),
    targetQuery: jsonb('target_query').$type<TargetCondition[]>().notNull().default([]),
  },
  (t) => [uniqueIndex('campaign_broadcasts_campaign').on(t.campaignId)],
)

/**
 * The candidates of the chatbot's ATS a target query is evaluated against at fire time. `data` holds the
 * values by scalar name (first_name, vacancy_title, city, …) that fill template parameters.
 */
export const campaignCandidates = pgTable(
  'campaign_candidates',
  {
    id: text('id').primaryKey(),
    chatbotId: chatbotId(),
    name: text('name').notNull(),
    phoneNumber: text('phone_number').notNull(),
    language: text('language').notNull(),
    data: jsonb('data').$type<Record<string, string>>().notNull().default({}),
    createdAt: ms('created_at').notNull(),
  },
  (t) => [index('campaign_candidates_chatbot').on(t.chatbotId)],
)

/**
 * Automatch configurations (spec 000 §3 'Automatch'): a campaign has a draft and, once published, an
 * active one. Publishing copies the draft's queries (search, match, facets: statements, see
 * StoredAutomatchQuery above) into the active configuration.
 */
export const campaignAutomatches = pgTable(
  'campaign_automatches',
  {
    id: text('id').primaryKey(),
    chatbotId: chatbotId(),
    campaignId: text('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    connectorUuid: text('connector_uuid').notNull(),
    matchPageLimit: integer('match_page_limit').notNull().default(0),
    onReceiveProcessors: jsonb('on_receive_processors').$type<string[]>().notNull().default([]),
    useEngageConnector: boolean('use_engage_connector').notNull().default(false),
    version: integer('version').notNull().default(1),
    searchQuery: jsonb('search_query').$type<StoredAutomatchQuery>().notNull().default(emptyStoredQuery),
    matchQuery: jsonb('match_query').$type<StoredAutomatchQuery>().notNull().default(emptyStoredQuery),
    facetsQuery: jsonb('facets_query').$type<StoredAutomatchQuery>().notNull().default(emptyStoredQuery),
    created: ms('created').notNull(),
    modified: ms('modified').notNull(),
    publishStage: text('publish_stage'),
    publishJobId: text('publish_job_id'),
  },
  (t) => [uniqueIndex('campaign_automatches_kind').on(t.campaignId, t.kind)],
)

/**
 * A conversation a campaign started (spec 000 §3 'Campaign conversation'). Delivery is simulated: `plan`
 * holds the statuses it will pass through with their delay after the start, so the status at any moment
 * follows from the sandbox clock (and a seeded snapshot's shifted times carry it along).
 */
export const campaignConversations = pgTable(
  'campaign_conversations',
  {
    id: text('id').primaryKey(),
    chatbotId: chatbotId(),
    campaignId: text('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    /** broadcast, csv, form, automatch or batch. */
    source: text('source').notNull(),
    campaignEventId: text('campaign_event_id').notNull(),
    clientId: text('client_id').notNull(),
    phoneNumber: text('phone_number').notNull(),
    conversationData: jsonb('conversation_data').$type<Record<string, string>>().notNull().default({}),
    conversationStart: ms('conversation_start').notNull(),
    plan: jsonb('plan').$type<{ status: string; afterMs: number }[]>().notNull(),
    kpis: jsonb('kpis').$type<string[]>().notNull().default([]),
    errorReason: text('error_reason'),
    /** Set once the processors of a finished or failed conversation have run. */
    settled: boolean('settled').notNull().default(false),
  },
  (t) => [index('campaign_conversations_campaign').on(t.campaignId, t.conversationStart)],
)

/** A processor's run for a campaign conversation (spec 000 §3 'Action result'); a replay adds a new one. */
export const campaignActionResults = pgTable(
  'campaign_action_results',
  {
    id: text('id').primaryKey(),
    chatbotId: chatbotId(),
    campaignId: text('campaign_id').notNull(),
    campaignConversationId: text('campaign_conversation_id'),
    clientId: text('client_id').notNull(),
    clientStateId: text('client_state_id').notNull(),
    processorId: text('processor_id').notNull(),
    actionData: jsonb('action_data').$type<Record<string, string>>().notNull().default({}),
    actionSteps: jsonb('action_steps').$type<string[]>().notNull().default([]),
    errorReason: text('error_reason'),
    executionTime: ms('execution_time').notNull(),
    externalId: text('external_id'),
    result: jsonb('result').$type<Record<string, unknown>>().notNull().default({}),
    successful: boolean('successful').notNull(),
    /** The result this one replays, when it is a replay. */
    replayOf: text('replay_of'),
    /** What started the action (spec 000 §9 'Action sources'): ASHL (the chatbot's conversation) or ENGAGE. */
    source: text('source').notNull().default('ASHL'),
  },
  (t) => [index('campaign_action_results_campaign').on(t.campaignId, t.executionTime)],
)

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
    /** As the send drawer gave them (campaign-sends-service RecipientInput): checked again when it fires. */
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
    /** Whether the ATS offers the action to its users; a disabled one refuses to run. */
    enabled: boolean('enabled').notNull().default(true),
    createdAt: ms('created_at').notNull(),
  },
  (t) => [index('ats_batch_actions_campaign').on(t.campaignId, t.createdAt)],
)
