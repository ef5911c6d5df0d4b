import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import { asc, eq } from 'drizzle-orm'
import { Hono } from 'hono'
import * as t from '../db/schema'
import { appendMessage } from '../services/inbox-service'
import type { SandboxServices } from '../services/services'
import { ApiError } from '../services/errors'
import { readBody, type SandboxEnv } from './request'

const maxMessageLength = 10_000

/** The header that must carry the server's `sandboxSecret` when one is configured. */
export const sandboxSecretHeader = 'X-Sandbox-Secret'

/**
 * Demo and test helpers under /__sandbox/ (switched off with --no-sandbox-paths): the outbox of "sent"
 * texts and e-mails, the clock, and the simulator. They take no token: they stand in for the outside
 * world (phones, mailboxes, candidates, time), not for portal calls. With a `sandboxSecret` they answer
 * only requests that carry it; anything else gets the same 404 as a path that does not exist (SEC-10).
 */
export function sandboxRoutes(services: SandboxServices): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>()
  const { db, clock, outbox, auth, realtime, scheduler } = services
  const secret = services.config.sandboxSecret

  if (secret !== null) {
    app.use('/__sandbox/*', async (c, next) => {
      if (!sameSecret(c.req.header(sandboxSecretHeader) ?? '', secret)) throw new ApiError('not_found')
      await next()
    })
  }

  app.get('/__sandbox/health', (c) => c.json({ ok: true, now: new Date(clock.now()).toISOString() }))

  app.get('/__sandbox/outbox', async (c) => {
    const after = Number(c.req.query('after') ?? 0)
    return c.json({ messages: await outbox.list(c.req.query('to'), Number.isFinite(after) ? after : 0) })
  })

  app.get('/__sandbox/clock', (c) => c.json(clockBody(clock.now(), scheduler.pending().length)))

  app.post('/__sandbox/clock', async (c) => {
    const body = await readBody(c)
    const advance = body['advance_ms']
    if (typeof advance !== 'number' || !Number.isFinite(advance) || advance < 0) {
      throw new ApiError('invalid_input', {
        fields: { advance_ms: ['A number of milliseconds, 0 or more.'] },
      })
    }
    clock.advance(advance)
    await scheduler.runDue()
    return c.json(clockBody(clock.now(), scheduler.pending().length))
  })

  app.post('/__sandbox/sso-token', async (c) => {
    const body = await readBody(c)
    if (typeof body['username'] !== 'string' || !body['username'].trim()) {
      throw new ApiError('invalid_input', { fields: { username: ['This field is required.'] } })
    }
    return c.json({ accessToken: auth.issueSsoToken(body['username']) })
  })

  /**
   * A candidate writes to a chatbot: the message joins the conversation (client-messages shows it first),
   * makes it unread again for everyone, and is announced in the realtime store.
   */
  app.post('/__sandbox/inbound-message', async (c) => {
    const body = await readBody(c)
    const projectId = typeof body['project_id'] === 'string' ? body['project_id'] : ''
    const text = body['text']
    const fields: Record<string, string[]> = {}
    if (!projectId) fields['project_id'] = ['This field is required.']
    if (typeof text !== 'string' || text.length === 0) fields['text'] = ['This field is required.']
    else if (text.length > maxMessageLength || text.includes('\u0000'))
      fields['text'] = [`At most ${maxMessageLength} characters, no NUL.`]
    const given = body['client_id']
    // The id becomes a key in the realtime store (openedConversations), so it must be a valid one.
    if (
      given !== undefined &&
      given !== null &&
      given !== '' &&
      (typeof given !== 'string' || !validClientId(given))
    )
      fields['client_id'] = ['At most 200 characters, none of . # $ [ ] / or control characters.']
    if (Object.keys(fields).length > 0) throw new ApiError('invalid_input', { fields })
    const [chatbot] = await db.select().from(t.chatbots).where(eq(t.chatbots.projectId, projectId))
    if (!chatbot || chatbot.deleted) throw new ApiError('not_found')
    const clientId = typeof given === 'string' && given ? given : `client-${randomBytes(4).toString('hex')}`
    const optional = (key: string) =>
      typeof body[key] === 'string' && body[key] ? (body[key] as string) : null
    const message = await appendMessage(services, {
      chatbot,
      clientId,
      senderEntity: 'candidate',
      text: text as string,
      phoneNumber: optional('phone_number'),
      candidateName: optional('candidate_name'),
      teamName: optional('team_name'),
    })
    await realtime.set(['projects', chatbot.projectId, 'lastInboundMessage'], {
      messageId: message.id,
      clientId,
      at: message.createdAt,
    })
    return c.json({ ok: true, message: messageBody(message) }, 201)
  })

  app.get('/__sandbox/messages', async (c) => {
    const projectId = c.req.query('project_id') ?? ''
    const [chatbot] = await db.select().from(t.chatbots).where(eq(t.chatbots.projectId, projectId))
    if (!chatbot) throw new ApiError('not_found')
    const rows = await db
      .select()
      .from(t.inboxMessages)
      .where(eq(t.inboxMessages.chatbotId, chatbot.id))
      .orderBy(asc(t.inboxMessages.createdAt))
    return c.json({ messages: rows.map(messageBody) })
  })

  return app
}

/** Compares digests, so neither the time taken nor a length mismatch tells how much of a guess was right. */
function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest()
  return timingSafeEqual(digest(given), digest(expected))
}

/** A realtime-store key (Firebase's rules), up to 200 characters. */
function validClientId(id: string): boolean {
  return (
    id.length <= 200 &&
    !/[.#$[\]/]/.test(id) &&
    ![...id].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)
  )
}

function clockBody(now: number, pendingJobs: number) {
  return { now: new Date(now).toISOString(), now_ms: now, pending_jobs: pendingJobs }
}

function messageBody(m: typeof t.inboxMessages.$inferSelect) {
  return {
    id: m.id,
    client_id: m.clientId,
    phone_number: m.phoneNumber,
    candidate_name: m.candidateName,
    sender_entity: m.senderEntity,
    is_inbound: m.isInbound,
    text: m.text,
    team_name: m.teamName,
    created_at: new Date(m.createdAt).toISOString(),
  }
}
