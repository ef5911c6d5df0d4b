import { PortalError } from '@shared/ipc/errors'
import { apiErrorCodes, restCalls, type GraphqlService, type RestCallName } from '@shared/ipc/api'
import { sessionErrorCodes } from '@shared/ipc/session'
import { HttpUnreachableError, type HttpClient, type HttpResponse } from './http-client'
import { UnauthorizedError, type SessionService } from '../session/session-service'

/**
 * `portal.api`: the renderer names a call or a service; main resolves the host from the session (the
 * portal API host, the selected chatbot's server address, the router, the templates service with its
 * access key), attaches the access token and sends it only there (ARCHITECTURE §3).
 */
export interface PortalApi {
  rest(
    call: RestCallName,
    query: Record<string, string | number | boolean | null>,
    body?: unknown,
  ): Promise<unknown>
  graphql(service: GraphqlService, document: string, variables: Record<string, unknown>): Promise<unknown>
}

export function createPortalApi(session: () => Promise<SessionService>, http: HttpClient): PortalApi {
  async function send(request: Parameters<HttpClient['request']>[0]): Promise<HttpResponse> {
    try {
      const response = await http.request(request)
      if (response.status === 401) throw new UnauthorizedError()
      return response
    } catch (error) {
      if (error instanceof HttpUnreachableError) {
        throw new PortalError(sessionErrorCodes.serverUnreachable, 'The portal server cannot be reached.')
      }
      throw error
    }
  }

  return {
    async rest(call, query, body) {
      const { method, path } = restCalls[call]
      const service = await session()
      const response = await service.withAccessToken(async (token, connection) => {
        const url = new URL(`${connection.endpoints.api}${path}`)
        for (const [key, value] of Object.entries(query))
          if (value !== null) url.searchParams.set(key, String(value))
        return send({ method, url: url.toString(), headers: { Authorization: `Bearer ${token}` }, body })
      })
      return answerOf(response)
    },
    async graphql(serviceName, document, variables) {
      const service = await session()
      const response = await service.withAccessToken(async (token, connection) => {
        const headers: Record<string, string> = { Authorization: `Bearer ${token}` }
        let url: string
        if (serviceName === 'router') url = connection.endpoints.routerGraphql
        else if (serviceName === 'templates') {
          url = connection.endpoints.templatesGraphql
          headers['X-Access-Key'] = connection.endpoints.templatesAccessKey
        } else {
          const address = service.selectedChatbot()?.serverAddress
          if (!address) throw new PortalError(apiErrorCodes.noChatbotSelected, 'Select a chatbot first.')
          url = address
        }
        // Queries may be retried; a mutation is sent once (QUALITY REL-3).
        const idempotent = !/^\s*mutation\b/.test(document)
        return send({ method: 'POST', url, headers, body: { query: document, variables }, idempotent })
      })
      const answer = answerOf(response) as { data?: unknown; errors?: { message?: string }[] } | null
      if (answer?.errors?.length) {
        throw new PortalError(
          apiErrorCodes.serverError,
          answer.errors
            .map((e) => e.message ?? '')
            .join('; ')
            .slice(0, 500),
        )
      }
      return answer?.data ?? null
    },
  }
}

function answerOf(response: HttpResponse): unknown {
  if (response.status >= 200 && response.status < 300) return response.body
  const body = (typeof response.body === 'object' && response.body !== null ? response.body : {}) as Record<
    string,
    unknown
  >
  const code =
    response.status === 403
      ? apiErrorCodes.forbidden
      : response.status === 404
        ? apiErrorCodes.notFound
        : typeof body['code'] === 'string'
          ? body['code']
          : apiErrorCodes.serverError
  const message =
    typeof body['message'] === 'string' ? body['message'] : `The server answered ${response.status}`
  const fields = body['fields']
  throw new PortalError(code, message, isFieldMap(fields) ? flattenFields(fields) : undefined)
}

function isFieldMap(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function flattenFields(fields: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fields).map(([key, value]) => [
      key,
      Array.isArray(value) ? String(value[0] ?? '') : String(value),
    ]),
  )
}
