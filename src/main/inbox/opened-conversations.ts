import type { HttpClient } from '../api/http-client'
import { createRealtimeStore } from '../api/realtime-store'
import type { SessionService } from '../session/session-service'

/**
 * Which conversations the user has opened, kept per project in the realtime store (spec 001 §4: "Opened
 * conversations are stored in a realtime database per project"), under the user's own node
 * `projects/<projectId>/openedConversations/<userId>/<clientId>`: opening marks a conversation read for
 * you, not for your colleagues. The store's tokens are cached per user and project (api/realtime-store).
 */
export interface OpenedConversations {
  markOpened(projectId: string, clientId: string): Promise<void>
  markUnopened(projectId: string, clientIds: readonly string[]): Promise<void>
  /** Drops every cached store token: they belong to the user who signed out (QUALITY SEC-11). */
  forgetTokens(): void
}

export function createOpenedConversations(
  session: () => Promise<SessionService>,
  http: HttpClient,
  trustedOrigins: () => readonly string[],
): OpenedConversations {
  const store = createRealtimeStore(session, http, trustedOrigins)

  async function node(projectId: string, clientId: string): Promise<string[]> {
    const state = (await session()).info().state
    if (state.status !== 'signed-in') throw new Error('Not signed in')
    return ['projects', projectId, 'openedConversations', state.user.id, clientId]
  }

  return {
    markOpened: async (projectId, clientId) => store.write(projectId, await node(projectId, clientId), true),
    async markUnopened(projectId, clientIds) {
      for (const clientId of clientIds) await store.remove(projectId, await node(projectId, clientId))
    },
    forgetTokens: () => store.forgetTokens(),
  }
}
