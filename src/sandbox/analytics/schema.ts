import { bigint, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core'
import { chatbots } from '../chatbots/schema'

const ms = (name: string) => bigint(name, { mode: 'number' })
const chatbotId = () =>
  text('chatbot_id')
    .notNull()
    .references(() => chatbots.id, { onDelete: 'cascade' })

/**
 * One step of a conversation's log (spec 001 §7.3 allGoogleLogsClient): the state the candidate reached,
 * the option they chose or the free text they typed, the intent NLP recognised in it, and the processors
 * (goals) that ran. `offsetMs` counts from the conversation's start, so only the start shifts on a snapshot load.
 */
export interface AnalyticsStep {
  readonly stateId: string
  readonly flowId: string
  readonly offsetMs: number
  readonly optionId: string | null
  readonly answer: string | null
  /** The candidate typed the answer (free text) instead of tapping a button. */
  readonly typed: boolean
  readonly intent: string | null
  readonly processorIds: readonly string[]
}

export interface AnalyticsMessage {
  readonly sender: 'chatbot' | 'candidate'
  readonly text: string
  readonly offsetMs: number
}

/**
 * A candidate conversation as the analytics screens see it (spec 000 §3 Conversation (analytics): client_id,
 * startedAt, steps, state_machines, contact_details, messages). Steps and messages are kept with the row: the
 * analytics read them per conversation, never on their own.
 */
export const analyticsConversations = pgTable(
  'analytics_conversations',
  {
    id: text('id').primaryKey(),
    chatbotId: chatbotId(),
    startedAt: ms('started_at').notNull(),
    endedAt: ms('ended_at').notNull(),
    /** 'nl' or 'en': the language the candidate talked in. */
    language: text('language').notNull(),
    /** 'whatsapp' or 'web' (the web widget). */
    channel: text('channel').notNull(),
    contactName: text('contact_name'),
    phoneNumber: text('phone_number'),
    email: text('email'),
    flowIds: jsonb('flow_ids').$type<string[]>().notNull(),
    steps: jsonb('steps').$type<AnalyticsStep[]>().notNull(),
    messages: jsonb('messages').$type<AnalyticsMessage[]>().notNull(),
  },
  (t) => [index('analytics_conversations_chatbot_started').on(t.chatbotId, t.startedAt)],
)

/** Analytics event (spec 000 §3): a Google Analytics event label a processor can send. */
export const analyticsEvents = pgTable('analytics_events', {
  id: text('id').primaryKey(),
  chatbotId: chatbotId(),
  eventLabel: text('event_label').notNull(),
  eventAction: text('event_action').notNull(),
  systemName: text('system_name').notNull(),
})

/** Custom report (spec 000 §3: title, description, url); generating one posts to its url. */
export const customReports = pgTable('custom_reports', {
  id: text('id').primaryKey(),
  chatbotId: chatbotId(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  url: text('url').notNull(),
})

/** What generating a custom report posted to the report's url (the sandbox keeps it instead of sending). */
export const customReportRuns = pgTable('custom_report_runs', {
  id: text('id').primaryKey(),
  reportId: text('report_id')
    .notNull()
    .references(() => customReports.id, { onDelete: 'cascade' }),
  url: text('url').notNull(),
  payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
  createdAt: ms('created_at').notNull(),
})
