import { loginStepTypes } from '@shared/domain/auth'
import { createManualClock } from './clock'
import { demoPassword } from './chatbots/seed-data'
import { createSandboxServer, type SandboxServer, type SandboxServerOptions } from './server'

/** Helpers for the sandbox's own HTTP-level tests: a started server on a fresh database and a tiny client. */
export interface TestServer extends SandboxServer {
  request(
    method: string,
    path: string,
    options?: { body?: unknown; raw?: string; headers?: Record<string, string> },
  ): Promise<TestResponse>
  post(path: string, body?: unknown, headers?: Record<string, string>): Promise<TestResponse>
  /** Runs a GraphQL operation against a full URL or a path on the server. */
  graphql(
    urlOrPath: string,
    query: string,
    options?: { token?: string; variables?: Record<string, unknown>; headers?: Record<string, string> },
  ): Promise<TestResponse>
  /** The latest code the outbox holds for this user. */
  latestCode(username: string): Promise<string>
  /** Signs in all the way (through the code from the outbox when there is a second step). */
  signIn(username: string, password?: string): Promise<Tokens>
}

export interface Tokens {
  readonly access: string
  readonly refresh: string
  readonly access_expires_at: string
  readonly access_expires_in: number
}

export interface TestResponse {
  readonly status: number
  readonly headers: Headers
  // Tests poke at arbitrary JSON; a loose type keeps them short.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly body: any
}

export async function startTestServer(options: SandboxServerOptions = {}): Promise<TestServer> {
  const server = await createSandboxServer({ clock: createManualClock(), ...options })

  async function request(
    method: string,
    path: string,
    { body, raw, headers = {} }: { body?: unknown; raw?: string; headers?: Record<string, string> } = {},
  ): Promise<TestResponse> {
    const url = path.startsWith('http') ? path : `${server.url}${path}`
    // A redirect is the answer under test (its Location), not something to follow.
    const init: RequestInit = { method, headers: { ...headers }, redirect: 'manual' }
    if (raw !== undefined) init.body = raw
    else if (body !== undefined) {
      init.body = JSON.stringify(body)
      ;(init.headers as Record<string, string>)['content-type'] = 'application/json'
    }
    const response = await fetch(url, init)
    const text = await response.text()
    let parsed: unknown = text
    try {
      parsed = text ? JSON.parse(text) : null
    } catch {
      // Not JSON: keep the text.
    }
    return { status: response.status, headers: response.headers, body: parsed }
  }

  const post = (path: string, body?: unknown, headers?: Record<string, string>) =>
    request('POST', path, { body: body ?? {}, ...(headers ? { headers } : {}) })

  async function latestCode(username: string): Promise<string> {
    const { body } = await request('GET', `/__sandbox/outbox?to=${encodeURIComponent(username)}`)
    const codes = (body.messages as { kind: string; value: string }[]).filter((m) => m.kind === 'login-code')
    const last = codes.at(-1)
    if (!last) throw new Error(`No code in the outbox for ${username}`)
    return last.value
  }

  return {
    ...server,
    close: () => server.close(),
    request,
    post,
    graphql: (urlOrPath, query, { token, variables, headers = {} } = {}) =>
      request('POST', urlOrPath, {
        body: { query, variables },
        headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      }),
    latestCode,
    async signIn(username, password = demoPassword) {
      const first = await post('/api/cookie-login/', { username, password })
      if (first.status !== 200) throw new Error(`cookie-login for ${username}: ${JSON.stringify(first.body)}`)
      if (first.body.access) return first.body as Tokens
      let token = first.body.token as string
      if (first.body.type === loginStepTypes.changePhoneNumber) {
        const changed = await post(
          '/api/change-phone/',
          { phone_number: '+31687654321' },
          { authorization: `Token ${token}` },
        )
        token = changed.body.token as string
      }
      const done = await post(
        '/api/login-with-code/',
        { login_code: await latestCode(username) },
        { authorization: `Token ${token}` },
      )
      if (done.status !== 200)
        throw new Error(`login-with-code for ${username}: ${JSON.stringify(done.body)}`)
      return done.body as Tokens
    },
  }
}
