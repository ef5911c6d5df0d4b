import { bigint, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core'
import { chatbots } from '../chatbots/schema'

/*
 * NLP (spec 000 §3 'NLP', §4 'Chatbot publishing'): intents with sentences and keywords, list entities with
 * values and synonyms, and per chatbot its model: the draft trained by Train and the one Publish made
 * current (detectIntent answers from that one). Conversations the engine runs (Try it, the simulator)
 * keep their place here, and the validator's tests and runs.
 */

const ms = (name: string) => bigint(name, { mode: 'number' })
const chatbotId = () =>
  text('chatbot_id')
    .notNull()
    .references(() => chatbots.id, { onDelete: 'cascade' })

export const nlpIntents = pgTable(
  'nlp_intents',
  {
    id: text('id').primaryKey(),
    chatbotId: chatbotId(),
    name: text('name').notNull(),
    createdAt: ms('created_at').notNull(),
  },
  (t) => [index('nlp_intents_chatbot').on(t.chatbotId)],
)

/** A training sentence (kind SENTENCE) or keyword (kind KEYWORD) of an intent. */
export const nlpIntentTexts = pgTable(
  'nlp_intent_texts',
  {
    id: text('id').primaryKey(),
    chatbotId: chatbotId(),
    intentId: text('intent_id')
      .notNull()
      .references(() => nlpIntents.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    text: text('text').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [index('nlp_intent_texts_intent').on(t.intentId)],
)

export const nlpListEntities = pgTable(
  'nlp_list_entities',
  {
    id: text('id').primaryKey(),
    chatbotId: chatbotId(),
    name: text('name').notNull(),
    createdAt: ms('created_at').notNull(),
  },
  (t) => [index('nlp_list_entities_chatbot').on(t.chatbotId)],
)

export const nlpEntityValues = pgTable(
  'nlp_entity_values',
  {
    id: text('id').primaryKey(),
    chatbotId: chatbotId(),
    entityId: text('entity_id')
      .notNull()
      .references(() => nlpListEntities.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Synonyms with their ids, in order. */
    synonyms: jsonb('synonyms').$type<{ id: string; name: string }[]>().notNull().default([]),
    position: integer('position').notNull(),
  },
  (t) => [index('nlp_entity_values_entity').on(t.entityId)],
)

/** One row per chatbot: publishing status, training status, the trained draft and the published model. */
export const nlpModels = pgTable('nlp_models', {
  chatbotId: text('chatbot_id')
    .primaryKey()
    .references(() => chatbots.id, { onDelete: 'cascade' }),
  status: text('status').notNull().default('NEEDS_TRAINING'),
  training: text('training').notNull().default('UNTRAINED'),
  /** nlp.js exports per language tag, of the last successful training. */
  draftModel: jsonb('draft_model').$type<Record<string, string> | null>(),
  /** The draft a publish under way took (PUBLISHING): a change meanwhile does not alter what it publishes. */
  publishingModel: jsonb('publishing_model').$type<Record<string, string> | null>(),
  publishedModel: jsonb('published_model').$type<Record<string, string> | null>(),
  trainedAt: ms('trained_at'),
  publishedAt: ms('published_at'),
  error: text('error'),
})
