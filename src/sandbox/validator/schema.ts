import { bigint, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core'
import type { ValidatorStep, ValidatorTestResult } from '@shared/domain/validator'
import { chatbots } from '../chatbots/schema'

/*
 * The validator (spec 000 §2 'validator (tests, results)', §4 'Validator test run'): a chatbot's test
 * conversations, and its runs with the result of each test.
 */

const ms = (name: string) => bigint(name, { mode: 'number' })
const chatbotId = () =>
  text('chatbot_id')
    .notNull()
    .references(() => chatbots.id, { onDelete: 'cascade' })

export const validatorTests = pgTable(
  'validator_tests',
  {
    id: text('id').primaryKey(),
    chatbotId: chatbotId(),
    name: text('name').notNull(),
    languageTag: text('language_tag').notNull(),
    steps: jsonb('steps').$type<ValidatorStep[]>().notNull(),
    createdAt: ms('created_at').notNull(),
    updatedAt: ms('updated_at').notNull(),
  },
  (t) => [index('validator_tests_chatbot').on(t.chatbotId)],
)

/** A run of some tests: IN_PROGRESS while its tests run one by one on the sandbox clock, then FINISHED. */
export const validatorRuns = pgTable(
  'validator_runs',
  {
    id: text('id').primaryKey(),
    chatbotId: chatbotId(),
    status: text('status').notNull(),
    /** The tests asked for, in order, as they were when the run started (validator/validator-service.ts). */
    queue: jsonb('queue').$type<unknown[]>().notNull(),
    results: jsonb('results').$type<ValidatorTestResult[]>().notNull().default([]),
    total: integer('total').notNull(),
    startedAt: ms('started_at').notNull(),
    finishedAt: ms('finished_at'),
  },
  (t) => [index('validator_runs_chatbot').on(t.chatbotId, t.startedAt)],
)
