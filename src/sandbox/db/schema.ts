import { bigint, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core'

// The sandbox's own tables, no area's: its bookkeeping (when the seed ran), the outbox of what it "sent"
// and the long jobs under way (jobs.ts).
const ms = (name: string) => bigint(name, { mode: 'number' })

/** What the server "sent": text messages and e-mails, read back through /__sandbox/outbox. */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    toUsername: text('to_username').notNull(),
    channel: text('channel').notNull(),
    address: text('address').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    kind: text('kind').notNull(),
    value: text('value'),
    createdAt: ms('created_at').notNull(),
  },
  (t) => [index('outbox_to_idx').on(t.toUsername)],
)

export const sandboxMeta = pgTable('sandbox_meta', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
})

/**
 * The long jobs under way (jobs.ts): one row from the moment a job is started until it has finished or
 * failed, written in the same transaction as the status the user sees (TRAINING, PUBLISHING, ...), so a
 * server that starts finds every job a previous run left unfinished. The job's own data stays in its
 * area's rows; this row only says which job, when its next step is due and how often a step was begun.
 */
export const sandboxJobs = pgTable('sandbox_jobs', {
  /** `<kind>:<key>`: one job per subject and kind at a time. */
  id: text('id').primaryKey(),
  kind: text('kind').notNull(),
  /** What the job is about, in its area's terms (a chatbot id, a validator run id, ...). */
  key: text('key').notNull(),
  dueAt: ms('due_at').notNull(),
  /** Steps begun since the last step finished: a step the server died in counts (jobs.ts, jobLimits). */
  attempts: integer('attempts').notNull().default(0),
  startedAt: ms('started_at').notNull(),
  /** New at every start: a step of a job that was started again since does not end the new one. */
  token: text('token').notNull(),
})
