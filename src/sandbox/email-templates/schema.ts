import { boolean, index, integer, json, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { chatbots } from '../chatbots/schema'
import { builderProcessors } from '../builder/schema'

/*
 * E-mail templates and mappers (spec 000 §3), per chatbot, and the processors that depend on them
 * (Processor.dependencies: an e-mail template or a mapper).
 */

const chatbotId = () =>
  text('chatbot_id')
    .notNull()
    .references(() => chatbots.id, { onDelete: 'cascade' })

export const emailTemplates = pgTable(
  'email_templates',
  {
    id: text('id').primaryKey(),
    chatbotId: chatbotId(),
    toEmail: text('to_email').notNull(),
    fromEmail: text('from_email').notNull(),
    subject: text('subject').notNull(),
    plainText: text('plain_text').notNull().default(''),
    htmlTemplate: text('html_template').notNull().default(''),
    isHtml: boolean('is_html').notNull().default(false),
    isText: boolean('is_text').notNull().default(true),
    templateKey: text('template_key').notNull(),
    useNewEditor: boolean('use_new_editor').notNull().default(false),
  },
  (t) => [uniqueIndex('email_templates_chatbot_key').on(t.chatbotId, t.templateKey)],
)

export const mappers = pgTable(
  'mappers',
  {
    id: text('id').primaryKey(),
    chatbotId: chatbotId(),
    name: text('name').notNull(),
    // json, not jsonb: jsonb orders an object's keys by length, and the rows are shown in the user's order.
    data: json('data').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [index('mappers_chatbot').on(t.chatbotId)],
)

/** A processor's dependency: exactly one of emailTemplateId and mapperId is set. */
export const processorDependencies = pgTable(
  'processor_dependencies',
  {
    id: text('id').primaryKey(),
    processorId: text('processor_id')
      .notNull()
      .references(() => builderProcessors.id, { onDelete: 'cascade' }),
    emailTemplateId: text('email_template_id').references(() => emailTemplates.id, { onDelete: 'cascade' }),
    mapperId: text('mapper_id').references(() => mappers.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('processor_dependencies_processor').on(t.processorId)],
)
