import { and, eq, gt } from 'drizzle-orm'
import { defineAbilityFor } from '@shared/domain/permissions'
import * as t from './schema'
import { users } from '../chatbots/schema'
import type { AuthenticatedUser } from '../auth/auth-service'
import type { ChatbotRow } from '../chatbots/chatbot-access-service'
import { ApiError } from '../errors'
import { isValidKey, type Json } from './realtime-store'
import type { SandboxServices } from '../services'
import { hashToken, newToken } from '../auth/tokens'

const fireTokenTtlMs = 60 * 60_000
export const firebaseApps = ['chat_server_data', 'portal'] as const
export type FirebaseApp = (typeof firebaseApps)[number]
/** Content every signed-in portal user may read. */
const publicRoots = new Set(['documentation', 'gettingStarted', 'releaseNotes'])
/** Opened conversations one write may set: far above a real inbox, small enough to bound the tree. */
const maxOpened = 10_000

/** Who holds a fire token, for which project. */
export interface FireSession {
  readonly userId: string
  readonly projectId: string
  readonly role: string
  readonly isSuperuser: boolean
}

/**
 * Access to the realtime store (spec 001 §7.2, "Realtime database"): fire tokens, and the store's rules for
 * what a token may read and write.
 */
export async function issueFireToken(
  services: SandboxServices,
  user: AuthenticatedUser,
  chatbot: ChatbotRow,
  firebaseApp: FirebaseApp,
) {
  const token = newToken()
  const expiresAt = services.clock.now() + fireTokenTtlMs
  await services.db.insert(t.fireTokens).values({
    tokenHash: hashToken(token),
    userId: user.id,
    projectId: chatbot.projectId,
    firebaseApp,
    expiresAt,
  })
  // user_id: the key of the caller's own node under projects/<projectId>/openedConversations/.
  return { token, expires_at: new Date(expiresAt).toISOString(), user_id: user.id }
}

/** The session of a fire token: `not_authenticated` without one, `token_not_valid` when unknown or expired. */
export async function fireSession(services: SandboxServices, token: string | null): Promise<FireSession> {
  if (!token) throw new ApiError('not_authenticated')
  const [row] = await services.db
    .select({
      userId: t.fireTokens.userId,
      projectId: t.fireTokens.projectId,
      role: users.role,
      isSuperuser: users.isSuperuser,
    })
    .from(t.fireTokens)
    .innerJoin(users, eq(users.id, t.fireTokens.userId))
    .where(
      and(eq(t.fireTokens.tokenHash, hashToken(token)), gt(t.fireTokens.expiresAt, services.clock.now())),
    )
  if (!row) throw new ApiError('token_not_valid')
  return row
}

/**
 * The store's rules: public content read-only; below projects/<own project>/ read and write with Smart
 * Inbox rights, and below openedConversations/ only one's own user id.
 */
export function authorizeRealtime(s: FireSession, path: readonly string[], write: boolean): void {
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
 * What may be written at an opened-conversations path (authorizeRealtime has placed it): at a conversation,
 * true or null; at the user's node, at most maxOpened conversations, each true (or null in a PATCH).
 * Nothing deeper, nothing else.
 */
export function checkRealtimeWrite(path: readonly string[], value: Json, patch: boolean): void {
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
