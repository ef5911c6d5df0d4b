import { describe, expect, it, vi } from 'vitest'
import type { HttpClient, HttpRequest } from '../api/http-client'
import type { SessionService } from '../session/session-service'
import { createDashboardModule } from './dashboard-module'

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
  const module = createDashboardModule({ session, http, now: () => now, log })
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
