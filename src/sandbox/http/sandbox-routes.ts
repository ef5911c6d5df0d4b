import { createHash, timingSafeEqual } from 'node:crypto'
import { Hono } from 'hono'
import * as v from 'valibot'
import { builderFaultOperations, injectBuilderFault } from '../services/builder-faults'
import { simulatorReply } from '../services/conversation-service'
import { ApiError } from '../services/errors'
import { allMessages, receiveInboundMessage } from '../services/inbox-service'
import { injectNlpFault } from '../services/nlp-service'
import type { SandboxServices } from '../services/services'
import { type SandboxEnv } from './request'
import { anyText, jsonBody, param, query } from './validation'
import { whatsappSandboxRoutes } from './whatsapp-sandbox-routes'
import { atsSandboxRoutes } from './ats-sandbox-routes'
import { devResetRoutes } from '../dev-reset'

const maxMessageLength = 10_000

const clockBody = v.object({
  advance_ms: v.pipe(
    v.optional(v.unknown(), null),
    v.check(
      (advance) => typeof advance === 'number' && Number.isFinite(advance) && advance >= 0,
      'A number of milliseconds, 0 or more.',
    ),
    v.transform((advance) => advance as number),
  ),
})

/** A text the simulator stores when given (a non-empty string), else null. */
const optionalText = v.pipe(
  anyText,
  v.transform((value) => value || null),
)

const inboundMessageBody = v.object({
  project_id: v.pipe(
    anyText,
    v.check((projectId) => projectId !== '', 'This field is required.'),
  ),
  text: v.pipe(
    anyText,
    v.check((text) => text.length > 0, 'This field is required.'),
    v.check(
      (text) => text.length === 0 || (text.length <= maxMessageLength && !text.includes('\u0000')),
      `At most ${maxMessageLength} characters, no NUL.`,
    ),
  ),
  // The id becomes a key in the realtime store (openedConversations), so it must be a valid one.
  client_id: v.pipe(
    v.optional(v.unknown(), null),
    v.check(
      (given) =>
        given === undefined ||
        given === null ||
        given === '' ||
        (typeof given === 'string' && validClientId(given)),
      'At most 200 characters, none of . # $ [ ] / or control characters.',
    ),
    v.transform((given) => (typeof given === 'string' && given ? given : null)),
  ),
  phone_number: optionalText,
  candidate_name: optionalText,
  team_name: optionalText,
  /** The bot answers through the conversation engine (services/conversation-service.ts simulatorReply). */
  follow_flows: v.optional(v.boolean(), false),
})

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
  const { clock, outbox, auth, scheduler } = services
  const secret = services.config.sandboxSecret

  if (secret !== null) {
    app.use('/__sandbox/*', async (c, next) => {
      if (!sameSecret(c.req.header(sandboxSecretHeader) ?? '', secret)) throw new ApiError('not_found')
      await next()
    })
  }

  app.get('/__sandbox/health', (c) => c.json({ ok: true, now: new Date(clock.now()).toISOString() }))

  app.get('/__sandbox/outbox', query(v.object({ to: param, after: param })), async (c) => {
    const { to, after } = c.req.valid('query')
    const since = Number(after || 0)
    return c.json({ messages: await outbox.list(to || undefined, Number.isFinite(since) ? since : 0) })
  })

  app.get('/__sandbox/clock', (c) => c.json(clockAnswer(clock.now(), scheduler.pending().length)))

  app.post('/__sandbox/clock', jsonBody(clockBody), async (c) => {
    clock.advance(c.req.valid('json').advance_ms)
    await scheduler.runDue()
    return c.json(clockAnswer(clock.now(), scheduler.pending().length))
  })

  const ssoTokenBody = v.object({
    username: v.pipe(
      anyText,
      v.check((username) => username.trim() !== '', 'This field is required.'),
    ),
  })
  app.post('/__sandbox/sso-token', jsonBody(ssoTokenBody), async (c) =>
    c.json({ accessToken: auth.issueSsoToken(c.req.valid('json').username) }),
  )

  /** A candidate writes to a chatbot (services/inbox-service.ts receiveInboundMessage). */
  app.post('/__sandbox/inbound-message', jsonBody(inboundMessageBody), async (c) => {
    const body = c.req.valid('json')
    const answer = await receiveInboundMessage(services, {
      projectId: body.project_id,
      clientId: body.client_id,
      text: body.text,
      phoneNumber: body.phone_number,
      candidateName: body.candidate_name,
      teamName: body.team_name,
    })
    if (!body.follow_flows) return c.json(answer, 201)
    const chatbot = await services.chatbots.byProjectId(body.project_id)
    const replies = chatbot
      ? await simulatorReply(services, chatbot, answer.message.client_id, body.text)
      : []
    return c.json({ ...answer, bot_replies: replies }, 201)
  })

  /** The chatbot's next NLP training or publishing fails (Failed Training, status ERROR). */
  const nlpFaultBody = v.object({ project_id: param, stage: v.picklist(['TRAIN', 'PUBLISH']) })
  app.post('/__sandbox/nlp-fault', jsonBody(nlpFaultBody), (c) => {
    const body = c.req.valid('json')
    injectNlpFault(services, body.project_id, body.stage)
    return c.json({ ok: true })
  })

  app.get('/__sandbox/messages', query(v.object({ project_id: param })), async (c) =>
    c.json(await allMessages(services, c.req.valid('query').project_id)),
  )

  /** The next `times` calls (default 1; 0 clears) of a builder mutation fail with its spec message. */
  const builderFaultBody = v.object({
    operation: v.picklist(builderFaultOperations, 'A builder mutation that can be made to fail.'),
    times: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100)), 1),
  })
  app.post('/__sandbox/builder-fault', jsonBody(builderFaultBody), async (c) => {
    const { operation, times } = c.req.valid('json')
    injectBuilderFault(services.db, operation, times)
    return c.json({ ok: true, operation, times })
  })

  app.route('/', whatsappSandboxRoutes(services))
  app.route('/', atsSandboxRoutes(services))
  app.route('/', devResetRoutes(services))

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

function clockAnswer(now: number, pendingJobs: number) {
  return { now: new Date(now).toISOString(), now_ms: now, pending_jobs: pendingJobs }
}
