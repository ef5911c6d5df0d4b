import { describe, expect, it, vi } from 'vitest'
import type { HttpClient, HttpRequest } from './http-client'
import { createPortalApi } from './portal-api'
import { endpointsFor } from '../session/server-connection'
import { UnauthorizedError, type SessionService } from '../session/session-service'

function setup(
  answers: (request: HttpRequest) => { status: number; body: unknown },
  chatbotServer: string | null = 'https://bots.example.nl/chatbot-server/werving/graphql',
) {
  const requests: HttpRequest[] = []
  const http: HttpClient = {
    request: vi.fn(async (request: HttpRequest) => {
      requests.push(request)
      const answer = answers(request)
      return { status: answer.status, headers: new Headers(), body: answer.body }
    }),
  }
  const connection = {
    origin: 'https://portal.example.nl',
    endpoints: endpointsFor('https://portal.example.nl', 'templates-key'),
  }
  let token = 'access-1'
  const session = {
    connection: () => connection,
    selectedChatbot: () => (chatbotServer ? { serverAddress: chatbotServer } : null),
    async withAccessToken<T>(call: (token: string, conn: typeof connection) => Promise<T>): Promise<T> {
      try {
        return await call(token, connection)
      } catch (error) {
        if (!(error instanceof UnauthorizedError)) throw error
        token = 'access-2'
        return call(token, connection)
      }
    },
  } as unknown as SessionService
  return { api: createPortalApi(async () => session, http), requests }
}

describe('portal API in main', () => {
  it('sends a REST call to the portal API host with the query and the token', async () => {
    const { api, requests } = setup(() => ({ status: 200, body: { messages: [] } }))
    await expect(
      api.rest('clientMessages', { project_id: 'werving', page_num: 1, is_read: null }),
    ).resolves.toEqual({ messages: [] })
    expect(requests[0]).toMatchObject({
      method: 'GET',
      url: 'https://portal.example.nl/api/v1/client-messages/?project_id=werving&page_num=1',
      headers: { Authorization: 'Bearer access-1' },
    })
  })

  it('resolves each GraphQL service to its own host, with the templates access key only there', async () => {
    const { api, requests } = setup(() => ({ status: 200, body: { data: { ok: true } } }))
    await api.graphql('router', 'query { user { id } }', {})
    await api.graphql('templates', 'query { allTemplates { id } }', {})
    await api.graphql('chatbot', 'mutation { deleteInboxLabel(id: 1) { ok } }', {})
    expect(requests.map((r) => r.url)).toEqual([
      'https://portal.example.nl/router/graphql',
      'https://portal.example.nl/templates/graphql',
      'https://bots.example.nl/chatbot-server/werving/graphql',
    ])
    expect(requests[0]?.headers?.['X-Access-Key']).toBeUndefined()
    expect(requests[1]?.headers?.['X-Access-Key']).toBe('templates-key')
    // Queries may be retried by the HTTP client; a mutation is sent once.
    expect(requests.map((r) => r.idempotent)).toEqual([true, true, false])
  })

  it('retries once with a fresh token after a 401', async () => {
    const { api, requests } = setup((request) =>
      request.headers?.['Authorization'] === 'Bearer access-1'
        ? { status: 401, body: {} }
        : { status: 200, body: { ok: 1 } },
    )
    await expect(api.rest('clientMessages', {})).resolves.toEqual({ ok: 1 })
    expect(requests.map((r) => r.headers?.['Authorization'])).toEqual(['Bearer access-1', 'Bearer access-2'])
  })

  it('turns server errors and GraphQL errors into typed errors', async () => {
    const forbidden = setup(() => ({ status: 403, body: { code: 'forbidden', message: 'No' } }))
    await expect(forbidden.api.rest('clientMessages', {})).rejects.toMatchObject({ code: 'forbidden' })
    const invalid = setup(() => ({
      status: 400,
      body: { code: 'invalid_input', message: 'Bad', fields: { page_num: ['Too small'] } },
    }))
    await expect(invalid.api.rest('clientMessages', {})).rejects.toMatchObject({
      code: 'invalid_input',
      fields: { page_num: 'Too small' },
    })
    const graphql = setup(() => ({ status: 200, body: { data: null, errors: [{ message: 'Nope' }] } }))
    await expect(graphql.api.graphql('router', 'query { x }', {})).rejects.toMatchObject({
      code: 'server_error',
    })
  })

  it('refuses chatbot queries when no chatbot is selected', async () => {
    const { api, requests } = setup(() => ({ status: 200, body: {} }), null)
    await expect(api.graphql('chatbot', 'query { x }', {})).rejects.toMatchObject({
      code: 'no_chatbot_selected',
    })
    expect(requests).toHaveLength(0)
  })
})
