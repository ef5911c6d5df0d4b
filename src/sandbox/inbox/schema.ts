import { bigint, boolean, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'
import { chatbots } from '../chatbots/schema'

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

/**
 * Messages of candidate conversations (one conversation = one clientId per chatbot), read by the Smart
 * Inbox. Read state is not here: it is per user, in the realtime store's openedConversations.
 */
export const inboxMessages = pgTable(
  'inbox_messages',
  {
    id: text('id').primaryKey(),
    chatbotId: text('chatbot_id')
      .notNull()
      .references(() => chatbots.id, { onDelete: 'cascade' }),
    clientId: text('client_id').notNull(),
    phoneNumber: text('phone_number'),
    candidateName: text('candidate_name'),
    /** recruiter, candidate or chatbot (spec 000 §9). */
    senderEntity: text('sender_entity').notNull(),
    isInbound: boolean('is_inbound').notNull(),
    isBot: boolean('is_bot').notNull().default(false),
    text: text('text').notNull(),
    teamName: text('team_name'),
    assignedAgentName: text('assigned_agent_name'),
    humanReadableType: text('human_readable_type'),
    stateMachine: text('state_machine'),
    templateName: text('template_name'),
    atsEntityId: text('ats_entity_id'),
    /**
     * Delivery statuses with their delay after created_at: relative, so shifting a seeded snapshot's
     * times (rebaseSeedTimes) moves them along without rewriting JSON.
     */
    statusHistory: jsonb('status_history')
      .$type<{ status: string; afterMs: number }[]>()
      .notNull()
      .default([]),
    /** Seconds until the other side answered; null while unanswered. */
    responseTime: integer('response_time'),
    /** The sender entity of that answer, for the recruiter's average response time. */
    repliedBy: text('replied_by'),
    createdAt: ms('created_at').notNull(),
  },
  (t) => [
    index('inbox_messages_chatbot_created_idx').on(t.chatbotId, t.createdAt),
    index('inbox_messages_conversation_idx').on(t.chatbotId, t.clientId, t.createdAt),
  ],
)
