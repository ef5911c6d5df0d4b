import { apiErrorCodes } from '@shared/ipc/api'
import type { HttpClient } from './http-client'
import { requireTrustedTokenUrl, tokenTrustOf } from './trusted-origins'
import { UnauthorizedError, type SessionService } from '../session/session-service'

/**
 * The portal's realtime store (spec 001 §7.2 "Realtime database"): opened conversations per project, and the
 * dashboard's documentation, getting started and release notes. The store takes its own short-lived token
 * from POST /api/v1/fire-login/ for a project, which is cached per user and project until shortly before it
 * expires, and dropped when the user changes (QUALITY SEC-11). Paths are lists of keys, each encoded.
 */
export interface RealtimeStore {
  /** The JSON at the path (null when absent), read with the signed-in user's token for `projectId`. */
  read(projectId: string, path: readonly string[]): Promise<unknown>
  /** Sets or deletes one node; both are idempotent, so they are retried like any idempotent request. */
  write(projectId: string, path: readonly string[], value: unknown): Promise<void>
  remove(projectId: string, path: readonly string[]): Promise<void>
  /** Drops every cached store token: they belong to the user who signed out. */
  forgetTokens(): void
}

const tokenMarginMs = 60_000

export function createRealtimeStore(
  session: () => Promise<SessionService>,
  http: HttpClient,
  trustedOrigins: () => readonly string[],
): RealtimeStore {
  const tokens = new Map<string, { token: string; expiresAt: number }>()
  const tokenKey = (userId: string, projectId: string) => JSON.stringify([userId, projectId])

  async function fireToken(projectId: string, userId: string): Promise<{ base: string; token: string }> {
    const service = await session()
    const connection = service.connection()
    if (!connection) throw new Error('Not connected to a portal server')
    // Both the portal token (fire-login) and the store's own token go to this base: check it once here.
    const base = requireTrustedTokenUrl(
      connection.endpoints.api,
      tokenTrustOf(connection, trustedOrigins()),
      apiErrorCodes.untrustedServer,
    ).replace(/\/+$/, '')
    // Keyed by user too: a token fetched for one user must never read or write for another.
    const cached = tokens.get(tokenKey(userId, projectId))
    if (cached && cached.expiresAt - tokenMarginMs > Date.now()) return { base, token: cached.token }
    const answer = await service.withAccessToken(async (access) => {
      const response = await http.request({
        method: 'POST',
        url: `${base}/api/v1/fire-login/`,
        headers: { Authorization: `Bearer ${access}` },
        body: { project_id: projectId, firebase_app: 'portal' },
      })
      if (response.status === 401) throw new UnauthorizedError()
      if (response.status !== 200) throw new Error(`fire-login answered ${response.status}`)
      return response.body as { token?: unknown; expires_at?: unknown }
    })
    if (typeof answer.token !== 'string') throw new Error('fire-login gave no token')
    const expiresAt =
      typeof answer.expires_at === 'string' ? Date.parse(answer.expires_at) : Date.now() + 10 * 60_000
    tokens.set(tokenKey(userId, projectId), { token: answer.token, expiresAt })
    return { base, token: answer.token }
  }

  async function send(
    projectId: string,
    path: readonly string[],
    request: { method: 'GET' } | { method: 'PUT'; body: unknown } | { method: 'DELETE' },
    retried = false,
  ): Promise<unknown> {
    const state = (await session()).info().state
    if (state.status !== 'signed-in') throw new Error('Not signed in')
    const { base, token } = await fireToken(projectId, state.user.id)
    const url = `${base}/realtime/${path.map(encodeURIComponent).join('/')}.json?auth=${encodeURIComponent(token)}`
    const response = await http.request({ ...request, url, idempotent: true })
    if (response.status === 401) {
      tokens.delete(tokenKey(state.user.id, projectId))
      // The store's token ran out earlier than main's clock said (a clock jump, sleep): once with a new one.
      if (!retried) return send(projectId, path, request, true)
    }
    if (response.status >= 300) throw new Error(`The realtime store answered ${response.status}`)
    return response.body
  }

  return {
    read: (projectId, path) => send(projectId, path, { method: 'GET' }),
    async write(projectId, path, value) {
      await send(projectId, path, { method: 'PUT', body: value })
    },
    async remove(projectId, path) {
      await send(projectId, path, { method: 'DELETE' })
    },
    forgetTokens: () => tokens.clear(),
  }
}
