import { and, asc, eq, gt } from 'drizzle-orm'
import type { SandboxDb } from './db/sandbox-db'
import { outbox } from './db/schema'

export type OutboxKind = 'login-code' | 'reset-link' | 'other'

export interface OutboxMessage {
  readonly id: number
  readonly to: string
  readonly channel: 'sms' | 'email'
  readonly address: string
  readonly subject: string | null
  readonly body: string
  readonly kind: OutboxKind
  /** The code or reset identifier, ready to paste. */
  readonly value: string | null
  readonly created_at: string
}

/** Hears every message as it is "sent" (the desktop's demo mode reads codes this way, not over HTTP). */
export type OutboxListener = (message: OutboxMessage) => void

/** The demo stand-in for the SMS and e-mail gateways: what the server "sent", kept for reading back. */
export class Outbox {
  constructor(
    private readonly db: SandboxDb,
    private readonly now: () => number,
    private readonly onMessage: OutboxListener | null = null,
  ) {}

  async send(message: {
    to: string
    channel: 'sms' | 'email'
    address: string
    subject?: string
    body: string
    kind: OutboxKind
    value?: string
  }): Promise<void> {
    const [row] = await this.db
      .insert(outbox)
      .values({
        toUsername: message.to,
        channel: message.channel,
        address: message.address,
        subject: message.subject ?? null,
        body: message.body,
        kind: message.kind,
        value: message.value ?? null,
        createdAt: this.now(),
      })
      .returning()
    // Before the request that caused it answers, so a listener has the code by the time the client asks.
    if (row && this.onMessage) this.onMessage(toMessage(row))
  }

  async list(to: string | undefined, afterId = 0): Promise<OutboxMessage[]> {
    const rows = await this.db
      .select()
      .from(outbox)
      .where(
        to
          ? and(eq(outbox.toUsername, to.trim().toLowerCase()), gt(outbox.id, afterId))
          : gt(outbox.id, afterId),
      )
      .orderBy(asc(outbox.id))
    return rows.map(toMessage)
  }
}

function toMessage(r: typeof outbox.$inferSelect): OutboxMessage {
  return {
    id: r.id,
    to: r.toUsername,
    channel: r.channel as 'sms' | 'email',
    address: r.address,
    subject: r.subject,
    body: r.body,
    kind: r.kind as OutboxKind,
    value: r.value,
    created_at: new Date(r.createdAt).toISOString(),
  }
}
