import { Hono, type MiddlewareHandler } from 'hono'
import { streamSSE } from 'hono/streaming'
import * as v from 'valibot'
import { ApiError } from '../errors'
import {
  authorizeRealtime,
  checkRealtimeWrite,
  fireSession,
  firebaseApps,
  issueFireToken,
} from './realtime-access-service'
import { parsePath, type Json, type RealtimeChange } from './realtime-store'
import type { SandboxServices } from '../services'
import { bearerToken, requirePermission, requireUser, type SandboxEnv } from '../http/request'
import { jsonBody, jsonValueBody, requiredText } from '../http/validation'

const fireLoginBody = v.object({
  project_id: requiredText(),
  firebase_app: v.picklist(firebaseApps, `One of: ${firebaseApps.join(', ')}.`),
})

/** Any JSON value (the reader has parsed it; the store's rules judge it, checkRealtimeWrite). */
const anyJson = v.custom<Json>(() => true)
const anyJsonObject = v.custom<Record<string, Json>>(() => true)

type RealtimeEnv = { Variables: SandboxEnv['Variables'] & { path: string[] } }

/**
 * The realtime store (spec 001 §7.2, "Realtime database"): POST /api/v1/fire-login/ issues its token; the
 * tree is read and written at /realtime/<path>.json like Firebase's REST API, with ?auth=<token> or a
 * Bearer header, and streamed as server-sent events with Accept: text/event-stream.
 */
export function realtimeRoutes(services: SandboxServices): Hono<RealtimeEnv> {
  const app = new Hono<RealtimeEnv>()
  const { realtime } = services

  app.post(
    '/api/v1/fire-login/',
    requireUser(services),
    jsonBody(fireLoginBody),
    requirePermission('read', 'Dashboard'),
    async (c) => {
      const user = c.get('user')
      const body = c.req.valid('json')
      // A suspended chatbot's read state stays reachable; a deleted or foreign one does not.
      const chatbot = await services.chatbots.forUser(user, body.project_id)
      return c.json(await issueFireToken(services, user, chatbot, body.firebase_app))
    },
  )

  /** Parses the store path and checks the fire token may read (or write) it, before any body is read. */
  const access =
    (write: boolean): MiddlewareHandler<RealtimeEnv> =>
    async (c, next) => {
      const raw = c.req.path.replace(/^\/realtime\/?/, '').replace(/\.json$/, '')
      const path = parsePath(raw)
      if (!path) throw new ApiError('invalid_input', { fields: { path: ['Invalid path.'] } })
      authorizeRealtime(await fireSession(services, c.req.query('auth') ?? bearerToken(c)), path, write)
      c.set('path', path)
      await next()
    }

  app.get('/realtime/*', access(false), async (c) => {
    const path = c.get('path')
    if (!(c.req.header('accept') ?? '').includes('text/event-stream')) return c.json(realtime.get(path))
    return streamSSE(c, async (stream) => {
      const queue: RealtimeChange[] = []
      let wake: (() => void) | null = null
      const unsubscribe = realtime.subscribe((change) => {
        queue.push(change)
        wake?.()
      })
      stream.onAbort(() => {
        unsubscribe()
        wake?.()
      })
      await stream.writeSSE({ event: 'put', data: JSON.stringify({ path: '/', data: realtime.get(path) }) })
      while (!stream.aborted && !stream.closed) {
        const change = queue.shift()
        if (!change) {
          await new Promise<void>((resolve) => {
            wake = resolve
            setTimeout(resolve, 15_000).unref()
          })
          wake = null
          if (queue.length === 0 && !stream.aborted)
            await stream.writeSSE({ event: 'keep-alive', data: 'null' })
          continue
        }
        const event = relative(path, change, () => realtime.get(path))
        if (event)
          await stream.writeSSE({
            event: event.kind,
            data: JSON.stringify({ path: event.path, data: event.data }),
          })
      }
      unsubscribe()
    })
  })

  app.put('/realtime/*', access(true), jsonValueBody(anyJson, { object: false }), async (c) => {
    const path = c.get('path')
    const value = c.req.valid('json')
    checkRealtimeWrite(path, value, false)
    await realtime.set(path, value)
    return c.json(value)
  })

  app.patch('/realtime/*', access(true), jsonValueBody(anyJsonObject, { object: true }), async (c) => {
    const path = c.get('path')
    const value = c.req.valid('json')
    checkRealtimeWrite(path, value, true)
    await realtime.update(path, value)
    return c.json(value)
  })

  app.delete('/realtime/*', access(true), async (c) => {
    await realtime.set(c.get('path'), null)
    return c.json(null)
  })

  return app
}

/** A change as a listener on `base` sees it (Firebase's streaming events), or null when unrelated. */
function relative(
  base: readonly string[],
  change: RealtimeChange,
  current: () => Json,
): { kind: 'put' | 'patch'; path: string; data: Json } | null {
  const { path } = change
  const common = Math.min(base.length, path.length)
  for (let i = 0; i < common; i++) if (base[i] !== path[i]) return null
  if (path.length >= base.length) {
    return { kind: change.kind, path: `/${path.slice(base.length).join('/')}`, data: change.data }
  }
  // A write above the listened path: send the listened node's new value whole.
  return { kind: 'put', path: '/', data: current() }
}
