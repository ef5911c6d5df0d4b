import type { RestRequest } from '@shared/ipc/api'
import type { MainModule } from '../modules/main-module'
import type { SessionService } from '../session/session-service'
import type { HttpClient } from './http-client'
import { createPortalApi, type PortalApi } from './portal-api'

export interface ApiModuleDeps {
  readonly session: Promise<SessionService>
  readonly http: HttpClient
  /** Chatbot servers IT trusts besides the portal server (managed policy `trustedChatbotServers`). */
  readonly trustedOrigins: () => readonly string[]
}

export interface ApiModule extends MainModule {
  /** For modules that call the server themselves (the inbox watcher and export). */
  readonly api: PortalApi
}

/** `portal.api`: the renderer's server calls, sent by main with the session's token (ARCHITECTURE §3). */
export function createApiModule(deps: ApiModuleDeps): ApiModule {
  const api = createPortalApi(() => deps.session, deps.http, { trustedOrigins: deps.trustedOrigins })
  return {
    name: 'api',
    api,
    handlers: {
      api: {
        // The bridge checks the common shape; rest() checks the request against the call's own schema.
        rest: ({ call, query, body, idempotencyKey }) =>
          api.rest(call, { query, body } as RestRequest<typeof call>, { idempotencyKey }),
        graphql: ({ service, document, variables, idempotencyKey }) =>
          api.graphql(service, document, variables, { idempotencyKey }),
      },
    },
    // Results kept for idempotency keys are the previous user's or chatbot's (QUALITY SEC-11).
    onSessionChange: () => api.forgetCalls(),
  }
}
