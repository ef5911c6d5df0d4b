import { bigint, index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import type { StoredStatement, TemplateCampaign, TemplateStep } from '@shared/domain/automations-setup'
import { chatbots } from './schema-core'

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
 * Automation templates (issue 14; spec 000 §3 'Automation template'): per chatbot, so a template's flow is
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
