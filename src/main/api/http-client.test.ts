import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createHttpClient, HttpUnreachableError, retryAfterMs } from './http-client'

/** A flaky loopback server (QUALITY REL-3): fails the first N requests per path, or never answers. */
let server: Server
let base: string
const failuresLeft = new Map<string, number>()
const hits = new Map<string, number>()

beforeAll(async () => {
  server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname
    hits.set(path, (hits.get(path) ?? 0) + 1)
    if (path === '/hang') return // never answers
    if (path === '/echo-type') {
      const type = request.headers['content-type'] ?? ''
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ type }))
      return
    }
    const left = failuresLeft.get(path) ?? 0
    if (left > 0) {
      failuresLeft.set(path, left - 1)
      const headers: Record<string, string> = { 'content-type': 'application/json' }
      if (path === '/retry-after') headers['retry-after'] = '2'
      response
        .writeHead(path === '/busy' || path === '/retry-after' ? 429 : 503, headers)
        .end('{"code":"busy"}')
      return
    }
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ ok: true, path }))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))
beforeEach(() => {
  failuresLeft.clear()
  hits.clear()
})

function client(sleeps: number[] = [], random = () => 0.5) {
  return createHttpClient({ sleep: async (ms) => void sleeps.push(ms), random, defaultTimeoutMs: 500 })
}

describe('http client against a flaky server (QUALITY REL-3)', () => {
  it('retries an idempotent GET with full-jitter backoff and then succeeds', async () => {
    failuresLeft.set('/flaky', 2)
    const sleeps: number[] = []
    const response = await client(sleeps).request({ method: 'GET', url: `${base}/flaky` })
    expect(response).toMatchObject({ status: 200, body: { ok: true } })
    expect(hits.get('/flaky')).toBe(3)
    // random() = 0.5 of min(cap, 300 ms × 2^attempt)
    expect(sleeps).toEqual([150, 300])
  })

  it('gives up after 3 retries (4 attempts) and answers the last failure', async () => {
    failuresLeft.set('/down', 10)
    const response = await client().request({ method: 'GET', url: `${base}/down` })
    expect(response.status).toBe(503)
    expect(hits.get('/down')).toBe(4)
  })

  it('honours Retry-After when it asks for longer than the backoff', async () => {
    failuresLeft.set('/retry-after', 1)
    const sleeps: number[] = []
    await client(sleeps).request({ method: 'GET', url: `${base}/retry-after` })
    expect(sleeps).toEqual([2000])
  })

  it('sends a FormData body as multipart and anything else as JSON', async () => {
    const form = new FormData()
    form.set('file', new Blob([new Uint8Array([1, 2])]), 'a.png')
    const multipart = await client().request({ method: 'POST', url: `${base}/echo-type`, body: form })
    expect((multipart.body as { type: string }).type).toMatch(/^multipart\/form-data; boundary=/)
    const json = await client().request({ method: 'POST', url: `${base}/echo-type`, body: { a: 1 } })
    expect(json.body).toEqual({ type: 'application/json' })
  })

  it('never retries a mutation blindly', async () => {
    failuresLeft.set('/mutation', 1)
    const response = await client().request({ method: 'POST', url: `${base}/mutation`, body: { a: 1 } })
    expect(response.status).toBe(503)
    expect(hits.get('/mutation')).toBe(1)
  })

  it('retries a POST that only reads when told it is idempotent', async () => {
    failuresLeft.set('/graphql', 1)
    const response = await client().request({
      method: 'POST',
      url: `${base}/graphql`,
      body: {},
      idempotent: true,
    })
    expect(response.status).toBe(200)
    expect(hits.get('/graphql')).toBe(2)
  })

  it('times out a request that never answers', async () => {
    const started = Date.now()
    const error = await client()
      .request({ method: 'POST', url: `${base}/hang`, timeoutMs: 300 })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(HttpUnreachableError)
    expect((error as HttpUnreachableError).reason).toBe('timeout')
    expect(Date.now() - started).toBeLessThan(2000)
  })

  it('reports a refused connection as unreachable, after retrying a GET', async () => {
    const closed = createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const port = (closed.address() as AddressInfo).port
    await new Promise<void>((resolve) => closed.close(() => resolve()))
    const sleeps: number[] = []
    const error = await client(sleeps)
      .request({ method: 'GET', url: `http://127.0.0.1:${port}/realtime/a.json?auth=secret-token` })
      .catch((e: unknown) => e)
    expect(error).toMatchObject({ name: 'HttpUnreachableError', reason: 'network' })
    expect(sleeps).toHaveLength(3)
    // Logged whole by whoever catches it: the token in the query is not in it.
    expect((error as HttpUnreachableError).url).toBe(`http://127.0.0.1:${port}/realtime/a.json`)
    expect(JSON.stringify(error) + String(error)).not.toContain('secret-token')
  })
})

describe('Retry-After', () => {
  it('reads seconds and HTTP dates', () => {
    expect(retryAfterMs(new Headers({ 'retry-after': '120' }))).toBe(120_000)
    expect(
      retryAfterMs(
        new Headers({ 'retry-after': 'Sat, 21 Nov 2026 08:00:10 GMT' }),
        Date.parse('2026-11-21T08:00:00Z'),
      ),
    ).toBe(10_000)
    expect(retryAfterMs(new Headers({ 'retry-after': 'soon' }))).toBeNull()
    expect(retryAfterMs(new Headers())).toBeNull()
  })
})
