import { createHash, timingSafeEqual } from 'node:crypto'
import { Hono } from 'hono'
import * as v from 'valibot'
import { ApiError } from '../errors'
import type { SandboxServices } from '../services'
import { type SandboxEnv } from './request'
import { jsonBody, param, query } from './validation'
import { devResetRoutes } from '../dev-reset'

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

/** The header that must carry the server's `sandboxSecret` when one is configured. */
export const sandboxSecretHeader = 'X-Sandbox-Secret'

/**
 * Demo and test helpers under /__sandbox/ (switched off with --no-sandbox-paths): the outbox of "sent"
 * texts and e-mails and the clock here, the areas' simulators (their manifests' devRoutes) behind the same door. They take no token: they stand in for the outside
 * world (phones, mailboxes, candidates, time), not for portal calls. With a `sandboxSecret` they answer
 * only requests that carry it; anything else gets the same 404 as a path that does not exist (SEC-10).
 */
export function sandboxRoutes(
  services: SandboxServices,
  areaRoutes: readonly Hono<SandboxEnv>[] = [],
): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>()
  const { clock, outbox, scheduler } = services
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

  // After the secret check above, so it guards the areas' routes as well.
  for (const routes of areaRoutes) app.route('/', routes)
  app.route('/', devResetRoutes(services))

  return app
}

/** Compares digests, so neither the time taken nor a length mismatch tells how much of a guess was right. */
function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest()
  return timingSafeEqual(digest(given), digest(expected))
}

function clockAnswer(now: number, pendingJobs: number) {
  return { now: new Date(now).toISOString(), now_ms: now, pending_jobs: pendingJobs }
}
