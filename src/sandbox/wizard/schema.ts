import { bigint, boolean, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core'
import { chatbots } from '../chatbots/schema'

const ms = (name: string) => bigint(name, { mode: 'number' })

/** A medium shown with a step (spec 000 §3 'Wizard' step media): an image or a video by URL. */
export interface WizardMedium {
  readonly type: 'image' | 'video'
  readonly url: string
  readonly title: string
}

/**
 * Wizards (spec 000 §3 'Wizard'): several per chatbot, the quick-start wizard first (`order`). Completion is
 * stored: `finishedTimestamp` is written with the step that finishes the last process (docs/decisions/wizard.md).
 * `skippedAt`: the user chose to skip it for now; resuming clears it.
 */
export const wizards = pgTable(
  'wizards',
  {
    id: text('id').primaryKey(),
    chatbotId: text('chatbot_id')
      .notNull()
      .references(() => chatbots.id, { onDelete: 'cascade' }),
    order: integer('order').notNull(),
    title: text('title').notNull(),
    finishedTimestamp: ms('finished_timestamp'),
    skippedAt: ms('skipped_at'),
  },
  (t) => [index('wizards_chatbot').on(t.chatbotId)],
)

/**
 * A wizard's process. `identifier` names it across chatbots (the same process in every chatbot's quick
 * start), which is what cloning a process to another chatbot goes by (spec 001 §7 'originProcessIdentifier').
 */
export const wizardProcesses = pgTable(
  'wizard_processes',
  {
    id: text('id').primaryKey(),
    wizardId: text('wizard_id')
      .notNull()
      .references(() => wizards.id, { onDelete: 'cascade' }),
    identifier: text('identifier').notNull(),
    order: integer('order').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    isFinished: boolean('is_finished').notNull().default(false),
  },
  (t) => [index('wizard_processes_wizard').on(t.wizardId)],
)

/** A process's step; `settings` hold adminOnly, the roles it is for and its self-check (shared/domain/wizard.ts). */
export const wizardSteps = pgTable(
  'wizard_steps',
  {
    id: text('id').primaryKey(),
    processId: text('process_id')
      .notNull()
      .references(() => wizardProcesses.id, { onDelete: 'cascade' }),
    order: integer('order').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    isFinished: boolean('is_finished').notNull().default(false),
    infoUrl: text('info_url').notNull().default(''),
    note: text('note').notNull().default(''),
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
    media: jsonb('media').$type<WizardMedium[]>().notNull().default([]),
  },
  (t) => [index('wizard_steps_process').on(t.processId)],
)
