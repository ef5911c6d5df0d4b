/**
 * Main's one way to talk HTTP (QUALITY REL-3): every request has a timeout; idempotent requests retry at
 * most 3 times with full-jitter exponential backoff and honour Retry-After; mutations are never retried
 * blindly, because a lost answer does not mean the server did not act.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

export interface HttpRequest {
  readonly method: HttpMethod
  readonly url: string
  readonly headers?: Readonly<Record<string, string>>
  /** Sent as JSON; a FormData is sent as multipart (an upload). */
  readonly body?: unknown
  readonly timeoutMs?: number
  /** GET is idempotent by default; a POST that only reads (some portal calls do) may say so. */
  readonly idempotent?: boolean
  readonly signal?: AbortSignal
}

export interface HttpResponse {
  readonly status: number
  readonly headers: Headers
  /** Parsed JSON when the server sent JSON, else the text. */
  readonly body: unknown
}

/** The request never got an answer: network down, refused, timed out. */
export class HttpUnreachableError extends Error {
  /**
   * The address without its query: an error is logged whole, and some calls carry a token there (the
   * realtime store's `?auth=`), which no log may hold.
   */
  readonly url: string

  constructor(
    url: string,
    readonly reason: 'network' | 'timeout',
    options?: { cause?: unknown },
  ) {
    const address = new URL(url)
    super(`${reason === 'timeout' ? 'Timed out reaching' : 'Could not reach'} ${address.origin}`, options)
    this.url = `${address.origin}${address.pathname}`
    this.name = 'HttpUnreachableError'
  }
}

export interface HttpClient {
  request(request: HttpRequest): Promise<HttpResponse>
}

export interface HttpClientOptions {
  readonly fetch?: typeof fetch
  readonly sleep?: (ms: number) => Promise<void>
  readonly random?: () => number
  readonly defaultTimeoutMs?: number
  readonly maxRetries?: number
  readonly baseDelayMs?: number
  readonly maxDelayMs?: number
}

const retryableStatus = new Set([408, 425, 429, 500, 502, 503, 504])

export function createHttpClient(options: HttpClientOptions = {}): HttpClient {
  const doFetch = options.fetch ?? globalThis.fetch
  const sleep = options.sleep ?? ((ms) => new Promise<void>((resolve) => setTimeout(resolve, ms)))
  const random = options.random ?? Math.random
  const maxRetries = options.maxRetries ?? 3
  const baseDelayMs = options.baseDelayMs ?? 300
  const maxDelayMs = options.maxDelayMs ?? 10_000

  async function once(request: HttpRequest): Promise<HttpResponse> {
    const timeout = AbortSignal.timeout(request.timeoutMs ?? options.defaultTimeoutMs ?? 15_000)
    const signal = request.signal ? AbortSignal.any([request.signal, timeout]) : timeout
    const headers: Record<string, string> = { Accept: 'application/json', ...request.headers }
    // fetch writes a multipart body's Content-Type itself (with the boundary).
    const multipart = request.body instanceof FormData
    if (request.body !== undefined && !multipart) headers['Content-Type'] = 'application/json'
    let response: Response
    try {
      response = await doFetch(request.url, {
        method: request.method,
        headers,
        body:
          request.body === undefined
            ? undefined
            : multipart
              ? (request.body as FormData)
              : JSON.stringify(request.body),
        signal,
        redirect: 'error',
      })
    } catch (error) {
      if (request.signal?.aborted) throw error
      throw new HttpUnreachableError(request.url, timeout.aborted ? 'timeout' : 'network', { cause: error })
    }
    const text = await response.text()
    const isJson = (response.headers.get('content-type') ?? '').includes('json')
    let body: unknown = text
    if (isJson && text.length > 0) {
      try {
        body = JSON.parse(text)
      } catch {
        body = text
      }
    }
    return { status: response.status, headers: response.headers, body }
  }

  return {
    async request(request) {
      const idempotent = request.idempotent ?? request.method === 'GET'
      for (let attempt = 0; ; attempt++) {
        let outcome: HttpResponse | HttpUnreachableError
        try {
          outcome = await once(request)
        } catch (error) {
          if (!(error instanceof HttpUnreachableError)) throw error
          outcome = error
        }
        const failed = outcome instanceof HttpUnreachableError || retryableStatus.has(outcome.status)
        if (!failed || !idempotent || attempt >= maxRetries) {
          if (outcome instanceof HttpUnreachableError) throw outcome
          return outcome
        }
        const backoff = random() * Math.min(maxDelayMs, baseDelayMs * 2 ** attempt)
        const retryAfter = outcome instanceof HttpUnreachableError ? null : retryAfterMs(outcome.headers)
        await sleep(Math.min(maxDelayMs * 3, Math.max(backoff, retryAfter ?? 0)))
      }
    },
  }
}

/** Retry-After as seconds or an HTTP date, in ms; null when absent or unreadable. */
export function retryAfterMs(headers: Headers, now: number = Date.now()): number | null {
  const value = headers.get('retry-after')
  if (!value) return null
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000
  const date = Date.parse(value)
  return Number.isNaN(date) ? null : Math.max(0, date - now)
}
