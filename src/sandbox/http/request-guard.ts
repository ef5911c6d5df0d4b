import type { MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import type { SandboxServices } from '../services'
import { ApiError } from '../errors'
import type { SandboxEnv } from './request'

/** SEC-10: every body except the uploads' (which keep their own limits) is at most 1 MB. */
export const maxJsonBodyBytes = 1024 * 1024

/**
 * The hosts this server answers to: its own loopback address and `localhost`, at its own port. It listens
 * on 127.0.0.1 only, so `[::1]` can never reach it. Anything else is a page that rebound its own DNS name
 * to 127.0.0.1 (DNS rebinding) and would otherwise read the answers as same-origin.
 */
export function ownHosts(baseUrl: string): ReadonlySet<string> {
  if (!baseUrl) return new Set()
  const port = new URL(baseUrl).port
  return new Set([`127.0.0.1:${port}`, `localhost:${port}`])
}

/** Media type without parameters, lower case: `application/json; charset=utf-8` → `application/json`. */
const mediaType = (header: string | undefined) => (header ?? '').split(';')[0]?.trim().toLowerCase() ?? ''

function hasBody(request: Request): boolean {
  if (request.headers.has('transfer-encoding')) return true
  const length = Number(request.headers.get('content-length') ?? '0')
  return Number.isFinite(length) && length > 0
}

/** The first string (value or key) holding a NUL, as a dotted field path; null when there is none. */
export function fieldWithNul(value: unknown): string | null {
  // An explicit stack, not recursion: a body of deeply nested arrays must not overflow the call stack.
  const stack: { value: unknown; path: string }[] = [{ value, path: '' }]
  while (stack.length > 0) {
    const item = stack.pop() as { value: unknown; path: string }
    if (typeof item.value === 'string') {
      if (item.value.includes('\u0000')) return item.path || 'body'
      continue
    }
    if (item.value === null || typeof item.value !== 'object') continue
    for (const [key, child] of Object.entries(item.value)) {
      const childPath = item.path ? `${item.path}.${key}` : key
      if (key.includes('\u0000')) return childPath
      stack.push({ value: child, path: childPath })
    }
  }
  return null
}

const nulRefused = (field: string) =>
  new ApiError('invalid_input', { fields: { [field]: ['NUL characters are not allowed.'] } })

/**
 * SEC-10 and SEC-12 at the door, before any route runs: only our own Host; only `application/json` bodies
 * (a web page can post text/plain or a form to 127.0.0.1 without a preflight, never JSON); bodies ≤ 1 MB,
 * refused from the Content-Length header before they are read; no NUL in the path, the query or the JSON
 * body (Postgres refuses NUL in text, which would otherwise surface as a 500). `isUpload` names the routes
 * that take multipart bodies under their own limits.
 */
export function requestGuards(
  services: SandboxServices,
  isUpload: (path: string) => boolean,
): MiddlewareHandler<SandboxEnv>[] {
  const limit = bodyLimit({
    maxSize: maxJsonBodyBytes,
    onError: () => {
      throw new ApiError('payload_too_large', { max_bytes: maxJsonBodyBytes })
    },
  })

  const ownHostOnly: MiddlewareHandler<SandboxEnv> = async (c, next) => {
    const host = (c.req.header('host') ?? '').toLowerCase()
    if (!ownHosts(services.baseUrl()).has(host)) throw new ApiError('forbidden', { reason: 'foreign_host' })
    await next()
  }

  const jsonBodiesOnly: MiddlewareHandler<SandboxEnv> = async (c, next) => {
    if (isUpload(c.req.path) || !hasBody(c.req.raw)) return next()
    if (mediaType(c.req.header('content-type')) !== 'application/json')
      throw new ApiError('unsupported_media_type', { accepted: ['application/json'] })
    return limit(c, next)
  }

  const noNul: MiddlewareHandler<SandboxEnv> = async (c, next) => {
    let segments: string[]
    try {
      segments = new URL(c.req.url).pathname.split('/').map((s) => decodeURIComponent(s))
    } catch {
      throw new ApiError('invalid_input', { fields: { path: ['Invalid path.'] } })
    }
    if (segments.some((s) => s.includes('\u0000'))) throw nulRefused('path')
    for (const [name, values] of Object.entries(c.req.queries()))
      if (name.includes('\u0000') || values.some((v) => v.includes('\u0000'))) throw nulRefused(name)
    if (!isUpload(c.req.path) && hasBody(c.req.raw)) {
      const text = await c.req.text()
      let parsed: unknown
      try {
        parsed = JSON.parse(text)
      } catch {
        // Malformed JSON is the route's to answer (malformed_body, or GraphQL's own error).
        parsed = null
      }
      const field = fieldWithNul(parsed)
      if (field) throw nulRefused(field)
      // The text above consumed the stream; routes that read the raw request (GraphQL Yoga) get it back.
      c.req.raw = new Request(c.req.raw, { body: text })
    }
    await next()
  }

  return [ownHostOnly, jsonBodiesOnly, noNul]
}
