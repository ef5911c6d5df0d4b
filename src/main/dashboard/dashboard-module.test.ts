import { describe, expect, it, vi } from 'vitest'
import type { HttpClient, HttpRequest } from '../api/http-client'
import type { SessionService } from '../session/session-service'
import { createDashboardModule, dashboardContentOf } from './dashboard-module'

const feed = `<rss version="2.0"><channel>${[1, 2, 3, 4, 5, 6]
  .map(
    (d) =>
      `<item><title>A${d}</title><link>https://b.example/${d}</link><pubDate>${new Date(Date.UTC(2026, 0, d)).toUTCString()}</pubDate></item>`,
  )
  .join('')}</channel></rss>`

function setup(respond: (request: HttpRequest) => Promise<{ status: number; body: unknown }>) {
  let now = 0
  const requests: HttpRequest[] = []
  const http: HttpClient = {
    request: async (request) => {
      requests.push(request)
      const answer = await respond(request)
      return { ...answer, headers: new Headers() }
    },
  }
  const session = Promise.resolve({
    connection: () => ({ origin: 'http://127.0.0.1:4100' }),
  } as unknown as SessionService)
  const log = vi.fn()
  const module = createDashboardModule({ session, http, trustedOrigins: () => [], now: () => now, log })
  const articles = () => module.handlers.dashboard!.blogArticles!({})
  return { module, articles, requests, log, advance: (ms: number) => (now += ms) }
}

describe('dashboard module: blog articles', () => {
  it('fetches the portal server’s feed once per 10 minutes and answers the 5 newest', async () => {
    const { articles, requests, advance, module } = setup(async () => ({ status: 200, body: feed }))
    expect((await articles()).map((a) => a.title)).toEqual(['A6', 'A5', 'A4', 'A3', 'A2'])
    expect(requests[0]).toMatchObject({ method: 'GET', url: 'http://127.0.0.1:4100/blog/feed.xml' })
    advance(9 * 60_000)
    await articles()
    expect(requests).toHaveLength(1)
    advance(2 * 60_000)
    await articles()
    expect(requests).toHaveLength(2)
    module.forgetUser?.()
    await articles()
    expect(requests).toHaveLength(3)
  })

  it('answers [] (and logs) when the feed cannot be read', async () => {
    const failing = setup(async () => {
      throw new Error('offline')
    })
    expect(await failing.articles()).toEqual([])
    expect(failing.log).toHaveBeenCalled()
    const notFound = setup(async () => ({ status: 404, body: 'nope' }))
    expect(await notFound.articles()).toEqual([])
  })
})

const store = {
  gettingStarted: {
    nl: {
      steps: [
        { order: 2, title: 'Stel je widget in', done: false },
        { order: 1, title: 'Koppel je ATS', done: true },
      ],
    },
    en: { steps: [{ order: 1, title: 'Connect your ATS', done: true }] },
  },
  releaseNotes: [
    { release: '2026.1', notes: ['Nieuwe filters'] },
    { release: '', notes: ['no release name'] },
    'not a note',
    { release: '2025.12', notes: ['CSV'] },
  ],
}

describe('dashboard module: getting started and release notes', () => {
  it('takes the asked language, then Dutch, then English; steps in order; malformed notes left out', () => {
    const english = dashboardContentOf(store.gettingStarted, store.releaseNotes, 'en-US')
    expect(english.gettingStarted.map((s) => s.title)).toEqual(['Connect your ATS'])
    const dutch = dashboardContentOf(store.gettingStarted, store.releaseNotes, 'nl-NL')
    expect(dutch.gettingStarted).toEqual([
      { order: 1, title: 'Koppel je ATS', done: true },
      { order: 2, title: 'Stel je widget in', done: false },
    ])
    expect(dutch.releaseNotes.map((n) => n.release)).toEqual(['2026.1', '2025.12'])
    // Only Dutch in the store: English users read Dutch rather than nothing.
    expect(dashboardContentOf({ nl: store.gettingStarted.nl }, [], 'en-US').gettingStarted).toHaveLength(2)
    expect(dashboardContentOf(null, null, 'nl-NL')).toEqual({ gettingStarted: [], releaseNotes: [] })
  })

  it("reads the realtime store with the selected chatbot's project token; null without a chatbot", async () => {
    let chatbot: { name: string } | null = { name: 'werving' }
    const requests: HttpRequest[] = []
    const session = Promise.resolve({
      info: () => ({ state: { status: 'signed-in', user: { id: 'u-1' } } }),
      selectedChatbot: () => chatbot,
      connection: () => ({
        origin: 'https://p.example',
        demo: false,
        endpoints: { api: 'https://p.example' },
      }),
      withAccessToken: <T>(call: (access: string) => Promise<T>) => call('access'),
    } as unknown as SessionService)
    const http: HttpClient = {
      async request(request) {
        requests.push(request)
        if (request.url.endsWith('/api/v1/fire-login/'))
          return { status: 200, headers: new Headers(), body: { token: 'store-token' } }
        const url = new URL(request.url)
        const root = url.pathname.replace('/realtime/', '').replace('.json', '') as keyof typeof store
        return { status: 200, headers: new Headers(), body: store[root] ?? null }
      },
    }
    const module = createDashboardModule({ session, http, trustedOrigins: () => [], log: vi.fn() })
    const content = await module.handlers.dashboard!.content!({ language: 'nl-NL' })
    expect(content?.gettingStarted[0]?.title).toBe('Koppel je ATS')
    expect(requests[0]).toMatchObject({
      method: 'POST',
      body: { project_id: 'werving', firebase_app: 'portal' },
    })
    expect(
      requests.filter((r) => r.method === 'GET').map((r) => new URL(r.url).searchParams.get('auth')),
    ).toEqual(['store-token', 'store-token'])
    chatbot = null
    expect(await module.handlers.dashboard!.content!({ language: 'nl-NL' })).toBeNull()
  })
})
