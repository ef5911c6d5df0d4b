import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  createTokenRefresher,
  defaultRefreshMarginMs,
  RefreshRejectedError,
  type TokenRefresherDeps,
} from './token-refresher'
import type { SessionTokens } from './token-vault'

const minute = 60_000
const lifetime = 15 * minute

/** A server with rotating refresh tokens and reuse detection: presenting a used token revokes the family. */
function rotatingServer(now: () => number) {
  let generation = 0
  const used = new Set<string>()
  let revoked = false
  const calls: string[] = []
  const issue = (): SessionTokens => {
    generation++
    return {
      access: `access-${generation}`,
      refresh: `refresh-${generation}`,
      accessExpiresAt: now() + lifetime,
    }
  }
  return {
    calls,
    first: issue(),
    isRevoked: () => revoked,
    isValid: (access: string, at: number, expiries: Map<string, number>) => (expiries.get(access) ?? 0) > at,
    refresh: vi.fn(async (refreshToken: string) => {
      calls.push(refreshToken)
      await Promise.resolve()
      if (revoked || used.has(refreshToken) || refreshToken !== `refresh-${generation}`) {
        revoked = true
        throw new RefreshRejectedError()
      }
      used.add(refreshToken)
      return issue()
    }),
  }
}

describe('token refresher', () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date('2026-11-21T08:00:00Z') }))
  afterEach(() => vi.useRealTimers())

  function setup(overrides: Partial<TokenRefresherDeps> = {}) {
    const server = rotatingServer(() => Date.now())
    const persisted: SessionTokens[] = []
    const onRejected = vi.fn()
    const refresher = createTokenRefresher(server.first, {
      now: () => Date.now(),
      timers: globalThis,
      refresh: server.refresh,
      persist: async (tokens) => void persisted.push(tokens),
      onRejected,
      ...overrides,
    })
    return { server, persisted, onRejected, refresher }
  }

  it('refreshes on a timer a margin before expiry, and keeps doing so all day', async () => {
    // Spec 000 §9: the session's time constant of 120 (seconds) is the margin.
    expect(defaultRefreshMarginMs).toBe(120_000)
    const { server, refresher } = setup()
    await vi.advanceTimersByTimeAsync(lifetime - defaultRefreshMarginMs - 1)
    expect(server.refresh).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(server.refresh).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(8 * 60 * minute)
    // 8 hours of 15-minute tokens refreshed 2 minutes early: one refresh per 13 minutes.
    expect(server.refresh.mock.calls.length).toBe(1 + Math.floor((8 * 60) / 13))
    expect(refresher.current().accessExpiresAt).toBeGreaterThan(Date.now())
    refresher.stop()
  })

  it('20 concurrent calls with an expired token cause one refresh and 20 successes (single-flight)', async () => {
    const { server, refresher, onRejected } = setup()
    refresher.stop() // no timer: simulate a machine that slept through the expiry
    const sleeping = createTokenRefresher(server.first, {
      now: () => Date.now(),
      timers: { setTimeout: () => 0, clearTimeout: () => undefined },
      refresh: server.refresh,
      persist: async () => undefined,
      onRejected,
    })
    vi.setSystemTime(Date.now() + lifetime + minute)
    const tokens = await Promise.all(Array.from({ length: 20 }, () => sleeping.accessToken()))
    expect(server.refresh).toHaveBeenCalledTimes(1)
    expect(new Set(tokens)).toEqual(new Set(['access-2']))
    expect(server.isRevoked()).toBe(false)
    expect(onRejected).not.toHaveBeenCalled()
  })

  it('never hands out a token that is expired or inside the margin', async () => {
    const { refresher } = setup({ timers: { setTimeout: () => 0, clearTimeout: () => undefined } })
    const expiryOf = new Map<string, number>()
    for (let step = 0; step < 200; step++) {
      vi.setSystemTime(Date.now() + 37_000)
      const token = await refresher.accessToken()
      expiryOf.set(token, expiryOf.get(token) ?? refresher.current().accessExpiresAt)
      expect(expiryOf.get(token)! - Date.now()).toBeGreaterThan(defaultRefreshMarginMs - 1)
    }
  })

  it('stores rotated tokens before anyone uses them', async () => {
    const { refresher, persisted } = setup()
    vi.setSystemTime(Date.now() + lifetime)
    const token = await refresher.accessToken()
    expect(persisted.at(-1)?.access).toBe(token)
    refresher.stop()
  })

  it('refreshes on resume from sleep when the token expired meanwhile', async () => {
    const { server, refresher } = setup({ timers: { setTimeout: () => 0, clearTimeout: () => undefined } })
    vi.setSystemTime(Date.now() + 3 * 60 * minute) // asleep for three hours: no timer fired
    refresher.onResume()
    await vi.advanceTimersByTimeAsync(0)
    expect(server.refresh).toHaveBeenCalledTimes(1)
    expect(refresher.current().access).toBe('access-2')
  })

  it('does not refresh on resume while the token is still good', async () => {
    const { server, refresher } = setup()
    vi.setSystemTime(Date.now() + minute)
    refresher.onResume()
    await vi.advanceTimersByTimeAsync(0)
    expect(server.refresh).not.toHaveBeenCalled()
    refresher.stop()
  })

  it('a refused refresh ends the session once', async () => {
    const onRejected = vi.fn()
    const refresher = createTokenRefresher(
      { access: 'a', refresh: 'r', accessExpiresAt: Date.now() - 1 },
      {
        now: () => Date.now(),
        timers: globalThis,
        refresh: async () => {
          throw new RefreshRejectedError()
        },
        persist: async () => undefined,
        onRejected,
      },
    )
    await expect(Promise.all([refresher.accessToken(), refresher.accessToken()])).rejects.toBeInstanceOf(
      RefreshRejectedError,
    )
    expect(onRejected).toHaveBeenCalledTimes(1)
    refresher.stop()
  })

  it('an unreachable server keeps the session and retries later', async () => {
    let reachable = false
    const onRejected = vi.fn()
    const refresh = vi.fn(async () => {
      if (!reachable) throw new Error('ECONNREFUSED')
      return { access: 'fresh', refresh: 'r2', accessExpiresAt: Date.now() + lifetime }
    })
    const refresher = createTokenRefresher(
      { access: 'old', refresh: 'r1', accessExpiresAt: Date.now() + 30_000 },
      { now: () => Date.now(), timers: globalThis, refresh, persist: async () => undefined, onRejected },
    )
    await vi.advanceTimersByTimeAsync(20_000)
    expect(refresh).toHaveBeenCalledTimes(1)
    reachable = true
    await vi.advanceTimersByTimeAsync(30_000)
    expect(refresh).toHaveBeenCalledTimes(2)
    expect(refresher.current().access).toBe('fresh')
    expect(onRejected).not.toHaveBeenCalled()
    refresher.stop()
  })

  it('stops refreshing after stop (logout)', async () => {
    const { server, refresher } = setup()
    refresher.stop()
    await vi.advanceTimersByTimeAsync(2 * lifetime)
    expect(server.refresh).not.toHaveBeenCalled()
  })
})
