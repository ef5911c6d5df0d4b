import { apiErrorCodes } from '@shared/ipc/api'
import type { HttpClient } from '../api/http-client'
import { requireTrustedTokenUrl, tokenTrustOf } from '../api/trusted-origins'
import { UnauthorizedError, type SessionService } from '../session/session-service'

/**
 * Which conversations the user has opened, kept per project in the realtime store (spec 001 §4: "Opened
 * conversations are stored in a realtime database per project"), under the user's own node
 * `projects/<projectId>/openedConversations/<userId>/<clientId>`: opening marks a conversation read for
 * you, not for your colleagues. The store takes its own short-lived token from POST /api/v1/fire-login/,
 * which main caches per user and project until shortly before it expires, and drops when the user changes.
 */
export interface OpenedConversations {
  markOpened(projectId: string, clientId: string): Promise<void>
  markUnopened(projectId: string, clientIds: readonly string[]): Promise<void>
  /** Drops every cached store token: they belong to the user who signed out (QUALITY SEC-11). */
  forgetTokens(): void
}

const tokenMarginMs = 60_000

export function createOpenedConversations(
  session: () => Promise<SessionService>,
  http: HttpClient,
  trustedOrigins: () => readonly string[],
): OpenedConversations {
  const tokens = new Map<string, { token: string; expiresAt: number }>()

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
    // Keyed by user too: a token fetched for one user must never write another user's read state.
    const key = JSON.stringify([userId, projectId])
    const cached = tokens.get(key)
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
    tokens.set(key, { token: answer.token, expiresAt })
    return { base, token: answer.token }
  }

  async function write(projectId: string, clientId: string, opened: boolean, retried = false): Promise<void> {
    const state = (await session()).info().state
    if (state.status !== 'signed-in') throw new Error('Not signed in')
    const { base, token } = await fireToken(projectId, state.user.id)
    const node = [projectId, 'openedConversations', state.user.id, clientId].map(encodeURIComponent).join('/')
    const path = `projects/${node}`
    const url = `${base}/realtime/${path}.json?auth=${encodeURIComponent(token)}`
    // PUT and DELETE of one key are idempotent: safe to retry.
    const response = opened
      ? await http.request({ method: 'PUT', url, body: true, idempotent: true })
      : await http.request({ method: 'DELETE', url, idempotent: true })
    if (response.status === 401) {
      tokens.delete(JSON.stringify([state.user.id, projectId]))
      // The store's token ran out earlier than main's clock said (a clock jump, sleep): once with a new one.
      if (!retried) return write(projectId, clientId, opened, true)
    }
    if (response.status >= 300) throw new Error(`The realtime store answered ${response.status}`)
  }

  return {
    markOpened: (projectId, clientId) => write(projectId, clientId, true),
    async markUnopened(projectId, clientIds) {
      for (const clientId of clientIds) await write(projectId, clientId, false)
    },
    forgetTokens: () => tokens.clear(),
  }
}
