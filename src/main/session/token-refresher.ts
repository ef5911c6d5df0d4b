import { sessionTimeConstantSeconds } from '@shared/domain/auth'
import type { SessionTokens } from './token-vault'

/**
 * Keeps the access token fresh (QUALITY REL-1, REL-2):
 * - one refresh in flight at a time: concurrent callers share it (single-flight), so a rotating refresh
 *   token is presented once and reuse detection on the server never fires against us;
 * - refresh a margin before expiry, on a timer, and again on resume from sleep (timers do not run while
 *   the machine sleeps);
 * - no request leaves with an expired token: `accessToken()` waits for the refresh when inside the margin;
 * - a refused refresh ends the session; an unreachable server does not (the laptop woke up offline): it is
 *   retried, and requests fail as unreachable meanwhile.
 */
/** The spec's session time constant (shared/domain/auth.ts): 120 s before expiry. */
export const defaultRefreshMarginMs = sessionTimeConstantSeconds * 1000
export const unreachableRetryMs = 30_000

export interface Timers {
  setTimeout(fn: () => void, ms: number): unknown
  clearTimeout(handle: unknown): void
}

/** Thrown by `refresh` when the server refused the refresh token (expired, revoked, reused). */
export class RefreshRejectedError extends Error {
  constructor(message = 'The session could not be renewed') {
    super(message)
    this.name = 'RefreshRejectedError'
  }
}

export interface TokenRefresherDeps {
  readonly now: () => number
  readonly timers: Timers
  /** Exchanges the refresh token for new tokens; throws RefreshRejectedError when refused. */
  readonly refresh: (refreshToken: string) => Promise<SessionTokens>
  /** Stores rotated tokens (keychain) before anyone uses them. */
  readonly persist: (tokens: SessionTokens) => Promise<void>
  /** The server refused: the session is over. */
  readonly onRejected: (error: unknown) => void
  readonly marginMs?: number
}

export interface TokenRefresher {
  /** A token that is valid now and for at least the margin; refreshes first when needed. */
  accessToken(): Promise<string>
  /** Refreshes now (shared with any refresh already in flight). */
  refreshNow(): Promise<string>
  /** The machine woke up: refresh if the token expired or is about to, else re-arm the timer. */
  onResume(): void
  current(): SessionTokens
  stop(): void
}

export function createTokenRefresher(initial: SessionTokens, deps: TokenRefresherDeps): TokenRefresher {
  let tokens = initial
  let inFlight: Promise<string> | null = null
  let timer: unknown = null
  let stopped = false

  const margin = () => {
    const lifetime = Math.max(0, tokens.accessExpiresAt - deps.now())
    // Short-lived tokens (tests, some SSO setups) still get a refresh before expiry.
    return Math.min(deps.marginMs ?? defaultRefreshMarginMs, Math.max(1000, lifetime / 2))
  }
  const needsRefresh = () => deps.now() >= tokens.accessExpiresAt - (deps.marginMs ?? defaultRefreshMarginMs)

  function arm(delayMs?: number): void {
    if (stopped) return
    if (timer !== null) deps.timers.clearTimeout(timer)
    const delay = delayMs ?? Math.max(0, tokens.accessExpiresAt - margin() - deps.now())
    timer = deps.timers.setTimeout(() => {
      timer = null
      refreshNow().catch(() => undefined)
    }, delay)
  }

  function refreshNow(): Promise<string> {
    if (stopped) return Promise.reject(new RefreshRejectedError('Signed out'))
    inFlight ??= (async () => {
      try {
        const next = await deps.refresh(tokens.refresh)
        if (stopped) throw new RefreshRejectedError('Signed out')
        await deps.persist(next)
        tokens = next
        arm()
        return next.access
      } catch (error) {
        if (error instanceof RefreshRejectedError) {
          if (!stopped) deps.onRejected(error)
        } else {
          arm(unreachableRetryMs)
        }
        throw error
      } finally {
        inFlight = null
      }
    })()
    return inFlight
  }

  arm()

  return {
    async accessToken() {
      if (inFlight) return inFlight
      if (needsRefresh()) return refreshNow()
      return tokens.access
    },
    refreshNow,
    onResume() {
      if (stopped) return
      if (needsRefresh()) refreshNow().catch(() => undefined)
      else arm()
    },
    current: () => tokens,
    stop() {
      stopped = true
      if (timer !== null) deps.timers.clearTimeout(timer)
      timer = null
    },
  }
}
