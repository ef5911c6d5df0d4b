import { and, eq, gt } from 'drizzle-orm'
import { Hono, type Context } from 'hono'
import { streamSSE } from 'hono/streaming'
import { defineAbilityFor } from '@shared/domain/permissions'
import * as t from '../db/schema'
import { isValidKey, parsePath, type Json, type RealtimeChange } from '../services/realtime-store'
import type { SandboxServices } from '../services/services'
import { hashToken, newToken } from '../services/tokens'
import { ApiError } from '../services/errors'
import { assertAllowed } from '../services/permissions'
import { bearerToken, readBody, requireUser, type SandboxEnv } from './request'

const fireTokenTtlMs = 60 * 60_000
const firebaseApps = ['chat_server_data', 'portal'] as const
/** Content every signed-in portal user may read. */
const publicRoots = new Set(['documentation', 'gettingStarted', 'releaseNotes'])
/** Opened conversations one write may set: far above a real inbox, small enough to bound the tree. */
const maxOpened = 10_000

interface FireSession {
  readonly userId: string
  readonly projectId: string
  readonly role: string
  readonly isSuperuser: boolean
}

/**
 * The realtime store (spec 001 §7.2, "Realtime database"): POST /api/v1/fire-login/ issues its token; the
 * tree is read and written at /realtime/<path>.json like Firebase's REST API, with ?auth=<token> or a
 * Bearer header, and streamed as server-sent events with Accept: text/event-stream.
 */
export function realtimeRoutes(services: SandboxServices): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>()
  const { db, realtime, clock } = services

  app.post('/api/v1/fire-login/', requireUser(services), async (c) => {
    const user = c.get('user')
    const body = await readBody(c)
    const projectId = typeof body['project_id'] === 'string' ? body['project_id'].trim() : ''
    const firebaseApp = body['firebase_app']
    const fields: Record<string, string[]> = {}
    if (!projectId) fields['project_id'] = ['This field is required.']
    if (!firebaseApps.includes(firebaseApp as never))
      fields['firebase_app'] = [`One of: ${firebaseApps.join(', ')}.`]
    if (Object.keys(fields).length > 0) throw new ApiError('invalid_input', { fields })
    assertAllowed(user, 'read', 'Dashboard')
    const [chatbot] = await db.select().from(t.chatbots).where(eq(t.chatbots.projectId, projectId))
    if (!chatbot || chatbot.deleted) throw new ApiError('not_found')
    if (!user.isSuperuser) {
      const [assigned] = await db
        .select()
        .from(t.userChatbots)
        .where(and(eq(t.userChatbots.userId, user.id), eq(t.userChatbots.chatbotId, chatbot.id)))
      if (!assigned) throw new ApiError('not_assigned_to_chatbot')
    }
    const token = newToken()
    const expiresAt = clock.now() + fireTokenTtlMs
    await db.insert(t.fireTokens).values({
      tokenHash: hashToken(token),
      userId: user.id,
      projectId,
      firebaseApp: String(firebaseApp),
      expiresAt,
    })
    // user_id: the key of the caller's own node under projects/<projectId>/openedConversations/.
    return c.json({ token, expires_at: new Date(expiresAt).toISOString(), user_id: user.id })
  })

  async function session(c: Context): Promise<FireSession> {
    const token = c.req.query('auth') ?? bearerToken(c)
    if (!token) throw new ApiError('not_authenticated')
    const [row] = await db
      .select({
        userId: t.fireTokens.userId,
        projectId: t.fireTokens.projectId,
        role: t.users.role,
        isSuperuser: t.users.isSuperuser,
      })
      .from(t.fireTokens)
      .innerJoin(t.users, eq(t.users.id, t.fireTokens.userId))
      .where(and(eq(t.fireTokens.tokenHash, hashToken(token)), gt(t.fireTokens.expiresAt, clock.now())))
    if (!row) throw new ApiError('token_not_valid')
    return row
  }

  /**
   * The store's rules: public content read-only; below projects/<own project>/ read and write with Smart
   * Inbox rights, and below openedConversations/ only one's own user id.
   */
  function authorize(s: FireSession, path: readonly string[], write: boolean): void {
    const [root, projectId] = path
    const ability = defineAbilityFor(s)
    if (root && publicRoots.has(root)) {
      if (write || !ability.can('read', 'Dashboard')) throw new ApiError('forbidden')
      return
    }
    // The only project data is projects/<project>/openedConversations/<user>[/<clientId>]. Whole project
    // nodes are off limits: a write there would replace every user's read state.
    if (root === 'projects' && projectId === s.projectId && path[2] === 'openedConversations') {
      if (path.length !== 4 && path.length !== 5) throw new ApiError('forbidden')
      if (!ability.can(write ? 'update' : 'read', 'SmartInbox')) throw new ApiError('forbidden')
      // Read state is per user (opening marks read for you, not for your colleagues): only your own node.
      if (path[3] !== s.userId) throw new ApiError('forbidden')
      return
    }
    throw new ApiError('forbidden')
  }

  /**
   * What may be written at an opened-conversations path (authorize has placed it): at a conversation, true
   * or null; at the user's node, at most maxOpened conversations, each true (or null in a PATCH). Nothing
   * deeper, nothing else.
   */
  function checkWrite(path: readonly string[], value: Json, patch: boolean): void {
    const refuse = (message: string): never => {
      throw new ApiError('invalid_input', { fields: { value: [message] } })
    }
    if (path.length === 5) {
      if (value !== true && value !== null) refuse('true, or null to remove.')
      return
    }
    if (value === null && !patch) return
    if (value === null || typeof value !== 'object' || Array.isArray(value))
      return refuse('An object of conversation ids.')
    const entries = Object.entries(value)
    if (entries.length > maxOpened) refuse(`At most ${maxOpened} conversations.`)
    for (const [key, child] of entries) {
      if (!isValidKey(key)) refuse('Conversation ids are keys: no . # $ [ ] / or control characters.')
      if (child !== true && !(patch && child === null)) refuse(patch ? 'true, or null to remove.' : 'true.')
    }
  }

  function pathOf(c: Context): string[] {
    const raw = c.req.path.replace(/^\/realtime\/?/, '').replace(/\.json$/, '')
    const path = parsePath(raw)
    if (!path) throw new ApiError('invalid_input', { fields: { path: ['Invalid path.'] } })
    return path
  }

  app.get('/realtime/*', async (c) => {
    const path = pathOf(c)
    const s = await session(c)
    authorize(s, path, false)
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

  app.put('/realtime/*', async (c) => {
    const path = pathOf(c)
    authorize(await session(c), path, true)
    const value = await readJsonValue(c)
    checkWrite(path, value, false)
    await realtime.set(path, value)
    return c.json(value)
  })

  app.patch('/realtime/*', async (c) => {
    const path = pathOf(c)
    authorize(await session(c), path, true)
    const value = await readJsonValue(c)
    if (value === null || typeof value !== 'object' || Array.isArray(value))
      throw new ApiError('malformed_body')
    checkWrite(path, value, true)
    await realtime.update(path, value)
    return c.json(value)
  })

  app.delete('/realtime/*', async (c) => {
    const path = pathOf(c)
    authorize(await session(c), path, true)
    await realtime.set(path, null)
    return c.json(null)
  })

  return app
}

async function readJsonValue(c: Context): Promise<Json> {
  try {
    return JSON.parse(await c.req.text()) as Json
  } catch {
    throw new ApiError('malformed_body')
  }
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
