import { bigint, pgTable, text } from 'drizzle-orm/pg-core'
import { chatbots, organizations, users } from '../chatbots/schema'

const ms = (name: string) => bigint(name, { mode: 'number' })

/**
 * What the chatbot-management service knows of a chatbot beyond the chatbot itself: the template it was
 * created from and by whom. Chatbots made before deployments existed (the seed) have no row.
 */
export const deployments = pgTable('deployments', {
  chatbotId: text('chatbot_id')
    .primaryKey()
    .references(() => chatbots.id, { onDelete: 'cascade' }),
  templateId: text('template_id').notNull(),
  templateName: text('template_name').notNull(),
  createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: ms('created_at').notNull(),
})

/**
 * Support tickets and conversation reports (`POST /api/v1/support-ticket/`, ours): what the user sent,
 * kept for the superusers' list in Deployments.
 */
export const supportTickets = pgTable('support_tickets', {
  id: text('id').primaryKey(),
  organizationId: text('organization_id')
    .notNull()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
  subject: text('subject').notNull(),
  contactEmail: text('contact_email').notNull(),
  message: text('message').notNull(),
  imageUrl: text('image_url'),
  projectId: text('project_id'),
  clientId: text('client_id'),
  screen: text('screen'),
  appVersion: text('app_version'),
  createdAt: ms('created_at').notNull(),
})
