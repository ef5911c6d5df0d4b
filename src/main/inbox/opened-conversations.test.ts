import { describe, expect, it } from 'vitest'
import type { HttpClient, HttpRequest } from '../api/http-client'
import type { SessionService } from '../session/session-service'
import { createOpenedConversations } from './opened-conversations'

/** A session whose signed-in user can be swapped, and a realtime store that accepts only its own tokens. */
function setup() {
  let userId = 'u-admin'
  const session = {
    info: () => ({ state: { status: 'signed-in', user: { id: userId } } }),
    connection: () => ({
      origin: 'https://portal.example.nl',
      demo: false,
      endpoints: { api: 'https://portal.example.nl' },
    }),
    withAccessToken: <T>(call: (access: string) => Promise<T>) => call(`access-of-${userId}`),
  } as unknown as SessionService
  const requests: HttpRequest[] = []
  const http: HttpClient = {
    async request(request) {
      requests.push(request)
      if (request.url.endsWith('/api/v1/fire-login/')) {
        const owner = String(request.headers?.['Authorization']).replace('Bearer access-of-', '')
        return { status: 200, headers: new Headers(), body: { token: `store-token-of-${owner}` } }
      }
      // The store refuses a token written under another user's node (what main logged as "answered 403").
      const url = new URL(request.url)
      const owner = url.searchParams.get('auth')?.replace('store-token-of-', '')
      const ok = url.pathname.includes(`/openedConversations/${owner}/`)
      return { status: ok ? 200 : 403, headers: new Headers(), body: null }
    },
  }
  const opened = createOpenedConversations(
    async () => session,
    http,
    () => [],
  )
  return { opened, requests, switchTo: (id: string) => (userId = id) }
}

describe('opened conversations (read state)', () => {
  it('after another user signs in, opening a conversation still marks it read, with their own token', async () => {
    const { opened, requests, switchTo } = setup()
    await opened.markOpened('werving', 'client-1')
    switchTo('u-partner')
    await expect(opened.markOpened('werving', 'client-2')).resolves.toBeUndefined()
    const logins = requests.filter((r) => r.url.endsWith('/fire-login/'))
    expect(logins.map((r) => r.headers?.['Authorization'])).toEqual([
      'Bearer access-of-u-admin',
      'Bearer access-of-u-partner',
    ])
  })

  it('forgets every cached token when told the user changed', async () => {
    const { opened, requests } = setup()
    await opened.markOpened('werving', 'client-1')
    opened.forgetTokens()
    await opened.markOpened('werving', 'client-1')
    expect(requests.filter((r) => r.url.endsWith('/fire-login/'))).toHaveLength(2)
  })

  it('fetches a new store token once when the store refuses the cached one (401), then writes', async () => {
    const session = {
      info: () => ({ state: { status: 'signed-in', user: { id: 'u1' } } }),
      connection: () => ({
        origin: 'https://p.example.nl',
        demo: false,
        endpoints: { api: 'https://p.example.nl' },
      }),
      withAccessToken: <T>(call: (access: string) => Promise<T>) => call('access'),
    } as unknown as SessionService
    let issued = 0
    let expiredOnServer = false
    const requests: HttpRequest[] = []
    const http: HttpClient = {
      async request(request) {
        requests.push(request)
        if (request.url.endsWith('/api/v1/fire-login/'))
          return { status: 200, headers: new Headers(), body: { token: `t${++issued}` } }
        const token = new URL(request.url).searchParams.get('auth')
        const refused = expiredOnServer && token === 't1'
        return { status: refused ? 401 : 200, headers: new Headers(), body: null }
      },
    }
    const opened = createOpenedConversations(
      async () => session,
      http,
      () => [],
    )
    await opened.markOpened('werving', 'client-1')
    expiredOnServer = true
    await expect(opened.markOpened('werving', 'client-2')).resolves.toBeUndefined()
    expect(requests.filter((r) => r.url.endsWith('/fire-login/'))).toHaveLength(2)
    expect(requests.at(-1)?.url).toContain('auth=t2')
  })
})
