import { describe, expect, it, vi } from 'vitest'
import type { HttpClient, HttpRequest } from './http-client'
import { createPortalApi } from './portal-api'
import { endpointsFor } from '../session/server-connection'
import { UnauthorizedError, type SessionService } from '../session/session-service'

function setup(
  answers: (request: HttpRequest) => { status: number; body: unknown },
  chatbotServer: string | null = 'https://bots.example.nl/chatbot-server/werving/graphql',
  trustedOrigins: readonly string[] = ['https://bots.example.nl'],
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
    demo: false,
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
  return {
    api: createPortalApi(async () => session, http, { trustedOrigins: () => trustedOrigins }),
    requests,
  }
}

/** An inbox page as the server sends it (client-messages' reply schema), and as rest() answers it. */
const emptyPage = {
  messages: [],
  outbound_messages: 0,
  read_messages: 0,
  inbound_messages: 0,
  amount_of_pages: 0,
  message_count: 0,
  average_response_time_recruiter: null,
  average_response_time_candidate: null,
  unique_conversations: 0,
}
const parsedEmptyPage = { ...emptyPage, filter_options: null }
const inbox = { query: { project_id: 'werving' } }

describe('portal API in main', () => {
  it('sends a REST call to the portal API host with the query and the token', async () => {
    const { api, requests } = setup(() => ({ status: 200, body: emptyPage }))
    await expect(
      api.rest('clientMessages', { query: { project_id: 'werving', page_num: 1, is_read: null } }),
    ).resolves.toEqual(parsedEmptyPage)
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

  it('uploads an image as multipart to the image hosting service with the token, and answers its address', async () => {
    const { api, requests } = setup(() => ({
      status: 200,
      body: { secure_url: 'https://portal.example.nl/image-hosting/portal/image/upload/v1/a.png' },
    }))
    const data = Uint8Array.from([0x89, 0x50, 0x4e, 0x47])
    await expect(
      api.uploadImage({
        kind: 'profile_picture',
        fileName: 'logo.png',
        contentType: 'image/png',
        data,
        folder: 'whatsapp-profile',
      }),
    ).resolves.toBe('https://portal.example.nl/image-hosting/portal/image/upload/v1/a.png')
    const sent = requests[0]!
    expect(sent).toMatchObject({
      method: 'POST',
      url: 'https://portal.example.nl/image-hosting/v1_1/portal/image/upload',
      headers: { Authorization: 'Bearer access-1' },
    })
    expect(sent.idempotent).toBeUndefined()
    const form = sent.body as FormData
    expect(form.get('kind')).toBe('profile_picture')
    expect(form.get('folder')).toBe('whatsapp-profile')
    const file = form.get('file') as File
    expect(file.name).toBe('logo.png')
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(data)
  })

  it("passes the image hosting service's refusal on as its code", async () => {
    const { api } = setup(() => ({ status: 415, body: { code: 'unsupported_media_type', message: 'no' } }))
    const upload = {
      kind: 'profile_picture',
      fileName: 'a.gif',
      contentType: 'image/png',
      folder: 'x',
    } as const
    await expect(api.uploadImage({ ...upload, data: new Uint8Array(4) })).rejects.toMatchObject({
      code: 'unsupported_media_type',
    })
  })

  it('retries once with a fresh token after a 401', async () => {
    const { api, requests } = setup((request) =>
      request.headers?.['Authorization'] === 'Bearer access-1'
        ? { status: 401, body: {} }
        : { status: 200, body: emptyPage },
    )
    await expect(api.rest('clientMessages', inbox)).resolves.toEqual(parsedEmptyPage)
    expect(requests.map((r) => r.headers?.['Authorization'])).toEqual(['Bearer access-1', 'Bearer access-2'])
  })

  it('turns server errors and GraphQL errors into typed errors', async () => {
    const forbidden = setup(() => ({ status: 403, body: { code: 'forbidden', message: 'No' } }))
    await expect(forbidden.api.rest('clientMessages', inbox)).rejects.toMatchObject({ code: 'forbidden' })
    const invalid = setup(() => ({
      status: 400,
      body: { code: 'invalid_input', message: 'Bad', fields: { page_num: ['Too small'] } },
    }))
    await expect(invalid.api.rest('clientMessages', inbox)).rejects.toMatchObject({
      code: 'invalid_input',
      fields: { page_num: 'Too small' },
    })
    const graphql = setup(() => ({ status: 200, body: { data: null, errors: [{ message: 'Nope' }] } }))
    await expect(graphql.api.graphql('router', 'query { x }', {})).rejects.toMatchObject({
      code: 'server_error',
    })
  })

  it("keeps the server's code: a 403 is not always forbidden, GraphQL codes are not dropped", async () => {
    const suspended = setup(() => ({
      status: 403,
      body: { code: 'chatbot_suspended', message: 'Suspended' },
    }))
    await expect(suspended.api.rest('clientMessages', inbox)).rejects.toMatchObject({
      code: 'chatbot_suspended',
    })
    const notAssigned = setup(() => ({
      status: 403,
      body: { code: 'not_assigned_to_chatbot', message: 'Not assigned' },
    }))
    await expect(notAssigned.api.rest('clientMessages', inbox)).rejects.toMatchObject({
      code: 'not_assigned_to_chatbot',
    })
    // A GraphQL error in a 200 answer and in a 403 answer (GraphQL Yoga sets the status from extensions.http).
    const inData = setup(() => ({
      status: 200,
      body: { data: null, errors: [{ message: 'Suspended', extensions: { code: 'chatbot_suspended' } }] },
    }))
    await expect(inData.api.graphql('chatbot', 'query { x }', {})).rejects.toMatchObject({
      code: 'chatbot_suspended',
    })
    const inStatus = setup(() => ({
      status: 403,
      body: { errors: [{ message: 'Not assigned', extensions: { code: 'not_assigned_to_chatbot' } }] },
    }))
    await expect(inStatus.api.graphql('chatbot', 'query { x }', {})).rejects.toMatchObject({
      code: 'not_assigned_to_chatbot',
    })
  })

  it('falls back on the status only when the server sent no usable code', async () => {
    for (const [status, body, code] of [
      [403, {}, 'forbidden'],
      [404, { message: 'gone' }, 'not_found'],
      [500, null, 'server_error'],
      [403, { code: 'Not A Code <script>' }, 'forbidden'],
      [400, { code: 42 }, 'server_error'],
      [400, { code: 'x'.repeat(200) }, 'server_error'],
    ] as const) {
      const { api } = setup(() => ({ status, body }))
      await expect(api.rest('clientMessages', inbox)).rejects.toMatchObject({ code })
    }
  })

  it('refuses chatbot queries when no chatbot is selected', async () => {
    const { api, requests } = setup(() => ({ status: 200, body: {} }), null)
    await expect(api.graphql('chatbot', 'query { x }', {})).rejects.toMatchObject({
      code: 'no_chatbot_selected',
    })
    expect(requests).toHaveLength(0)
  })
})

describe('tokens only to trusted origins (QUALITY SEC-8)', () => {
  it.each([
    ['plain http', 'http://bots.example.nl/graphql'],
    ['ftp', 'ftp://bots.example.nl/graphql'],
    ['a host IT did not list', 'https://evil.example/graphql'],
    ['a listed host on another port', 'https://bots.example.nl:8443/graphql'],
    ['user info that hides the real host', 'https://bots.example.nl@evil.example/graphql'],
    ['a look-alike host', 'https://bоts.example.nl/graphql'],
  ])('refuses a chatbot server with %s and sends it nothing', async (_label, address) => {
    const { api, requests } = setup(() => ({ status: 200, body: { data: {} } }), address)
    await expect(api.graphql('chatbot', 'query { mainChatbot { projectId } }', {})).rejects.toMatchObject({
      name: 'PortalError',
      code: 'untrusted_chatbot_server',
    })
    expect(requests).toHaveLength(0)
  })

  it("accepts a chatbot server on the portal server's own origin without a policy entry", async () => {
    const { api, requests } = setup(
      () => ({ status: 200, body: { data: {} } }),
      'https://portal.example.nl/chatbot-server/werving/graphql',
      [],
    )
    await api.graphql('chatbot', 'query { x }', {})
    expect(requests[0]?.url).toBe('https://portal.example.nl/chatbot-server/werving/graphql')
  })

  it('refuses a chatbot server that the policy does not list, even when https', async () => {
    const { api, requests } = setup(() => ({ status: 200, body: {} }), undefined, [])
    await expect(api.graphql('chatbot', 'query { x }', {})).rejects.toMatchObject({
      code: 'untrusted_chatbot_server',
    })
    expect(requests).toHaveLength(0)
  })
})

describe('retry-ability and sending once (QUALITY REL-3, REL-11)', () => {
  it('sends a mutation after a comment or a fragment once, a query with "mutation" in a string may retry', async () => {
    const { api, requests } = setup(() => ({ status: 200, body: { data: {} } }))
    await api.graphql('chatbot', '# reply\nmutation { send { ok } }', {})
    await api.graphql('chatbot', 'fragment F on X { id } mutation { send { ...F } }', {})
    await api.graphql('chatbot', 'query { search(text: "mutation") { id } }', {})
    expect(requests.map((r) => r.idempotent)).toEqual([false, false, true])
  })

  it('sends a call once per idempotency key, passing the key on to the server', async () => {
    const { api, requests } = setup(() => ({ status: 200, body: { message: 'OK' } }))
    const key = '2f1c0d1e-8b7a-4c1e-9f2a-0a1b2c3d4e5f'
    const body = { project_id: 'werving', client_id: 'c1', text: 'Hallo' }
    const answers = await Promise.all([
      api.rest('whatsapp', { body }, { idempotencyKey: key }),
      api.rest('whatsapp', { body }, { idempotencyKey: key }),
    ])
    await api.rest('whatsapp', { body }, { idempotencyKey: key })
    expect(answers).toEqual([{ message: 'OK' }, { message: 'OK' }])
    expect(requests).toHaveLength(1)
    expect(requests[0]?.headers?.['Idempotency-Key']).toBe(key)
    await api.rest('whatsapp', { body }, { idempotencyKey: '3f1c0d1e-8b7a-4c1e-9f2a-0a1b2c3d4e5f' })
    expect(requests).toHaveLength(2)
    api.forgetCalls()
    await api.rest('whatsapp', { body }, { idempotencyKey: key })
    expect(requests).toHaveLength(3)
  })
})

describe('REST calls are checked against their schemas (QUALITY REL-9)', () => {
  it('refuses a request that does not fit its call before anything is sent', async () => {
    const { api, requests } = setup(() => ({ status: 200, body: emptyPage }))
    // A required parameter missing, one the call does not have, a body where a GET has none.
    await expect(api.rest('clientMessages', { query: {} })).rejects.toMatchObject({
      name: 'PortalError',
      code: 'invalid_input',
      fields: { 'query.project_id': expect.any(String) as unknown },
    })
    await expect(
      api.rest('clientMessages', { query: { project_id: 'werving', page: 2 } }),
    ).rejects.toMatchObject({
      code: 'invalid_input',
      fields: { 'query.page': expect.any(String) as unknown },
    })
    const unchecked = api.rest as (call: string, request: unknown) => Promise<unknown>
    await expect(
      unchecked('clientMessages', { query: { project_id: 'werving' }, body: { x: 1 } }),
    ).rejects.toMatchObject({ code: 'invalid_input' })
    // A message without its text, a function the server does not have.
    await expect(
      unchecked('whatsapp', { body: { project_id: 'werving', client_id: 'c1' } }),
    ).rejects.toMatchObject({ code: 'invalid_input' })
    await expect(
      unchecked('analytics', { body: { analyticsFunction: 'everything', project_id: 'werving' } }),
    ).rejects.toMatchObject({ code: 'invalid_input' })
    expect(requests).toHaveLength(0)
  })

  it('turns a reply of another shape into a typed error, never a crash', async () => {
    const { api } = setup(() => ({ status: 200, body: { ...emptyPage, messages: [{ id: 1 }] } }))
    await expect(api.rest('clientMessages', inbox)).rejects.toMatchObject({
      name: 'PortalError',
      code: 'bad_server_reply',
      message: expect.stringContaining('messages.0.clientId') as unknown,
    })
    const { api: empty } = setup(() => ({ status: 200, body: null }))
    await expect(empty.rest('clientMessages', inbox)).rejects.toMatchObject({ code: 'bad_server_reply' })
  })

  it("checks an analytics reply against the asked function's results", async () => {
    const hours = [{ hour: 9, users: 3 }]
    const { api } = setup(() => ({
      status: 200,
      body: { analyticsFunction: 'activeUsersPerHour', results: hours },
    }))
    const range = { project_id: 'werving', start_date: '2026-03-01', end_date: '2026-03-31', flow_ids: [] }
    await expect(
      api.rest('analytics', { body: { analyticsFunction: 'activeUsersPerHour', ...range } }),
    ).resolves.toEqual({ results: hours })
    // The same answer does not fit another function.
    await expect(
      api.rest('analytics', { body: { analyticsFunction: 'top10Intents', ...range } }),
    ).rejects.toMatchObject({ code: 'bad_server_reply' })
  })
})
