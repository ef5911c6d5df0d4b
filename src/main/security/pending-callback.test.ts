import { describe, expect, it } from 'vitest'
import { createPendingCallback, pendingCallbackLifetimeMs } from './pending-callback'

describe('a callback this app waits for by deep link (QUALITY SEC-9)', () => {
  const setup = () => {
    let clock = 5_000
    const pending = createPendingCallback<{ who: string }>({ now: () => clock })
    return { pending, later: (ms: number) => (clock += ms) }
  }

  it('answers what was started for its own state, once', () => {
    const { pending } = setup()
    expect(pending.take('anything')).toBeNull()
    const { state, expiresAt } = pending.begin({ who: 'a' })
    expect(state).toMatch(/^[\w-]{32}$/)
    expect(expiresAt).toBe(5_000 + pendingCallbackLifetimeMs)
    expect(pending.current()).toEqual({ data: { who: 'a' }, expiresAt })
    expect(pending.take(state)).toEqual({ who: 'a' })
    expect(pending.take(state)).toBeNull()
    expect(pending.current()).toBeNull()
  })

  it('spends the wait on a wrong or missing state; a missing one counts only when allowed', () => {
    const { pending } = setup()
    let { state } = pending.begin({ who: 'a' })
    expect(pending.take(`${state}x`)).toBeNull()
    expect(pending.take(state)).toBeNull()
    ;({ state } = pending.begin({ who: 'b' }))
    expect(pending.take(null)).toBeNull()
    expect(pending.take(state)).toBeNull()
    pending.begin({ who: 'c' })
    expect(pending.take(undefined, { stateOptional: true })).toEqual({ who: 'c' })
  })

  it('ends after 10 minutes; a new start replaces the old; a cancel says whether one waited', () => {
    const { pending, later } = setup()
    const first = pending.begin({ who: 'a' })
    later(pendingCallbackLifetimeMs - 1)
    expect(pending.current()).not.toBeNull()
    later(1)
    expect(pending.current()).toBeNull()
    expect(pending.take(first.state)).toBeNull()

    const old = pending.begin({ who: 'a' })
    const next = pending.begin({ who: 'b' })
    expect(next.state).not.toBe(old.state)
    expect(pending.take(old.state)).toBeNull()
    pending.begin({ who: 'c' })
    expect(pending.cancel()).toBe(true)
    expect(pending.cancel()).toBe(false)
  })
})
