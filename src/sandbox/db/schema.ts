import { bigint, index, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core'

// The sandbox's own tables, no area's: its bookkeeping (when the seed ran) and the outbox of what it "sent".
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
