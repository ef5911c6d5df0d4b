/**
 * The sandbox's notion of now. Everything time-driven (code and token expiry, lockouts, later jobs) reads
 * it, so tests and the /__sandbox/clock simulator can move time instead of sleeping.
 */
export interface SandboxClock {
  now(): number
  /** Moves time forward (never backward: expiry must not "un-expire"). */
  advance(ms: number): void
  onAdvance(listener: (now: number) => void): () => void
}

/** Follows the wall clock plus whatever was advanced. */
export function createSystemClock(): SandboxClock {
  return createClock(() => Date.now())
}

/** Stands still until advanced: for tests. */
export function createManualClock(start = Date.UTC(2026, 0, 5, 9, 0, 0)): SandboxClock {
  return createClock(() => start)
}

function createClock(base: () => number): SandboxClock {
  let offset = 0
  const listeners = new Set<(now: number) => void>()
  const clock: SandboxClock = {
    now: () => base() + offset,
    advance(ms) {
      if (!Number.isFinite(ms) || ms < 0) throw new RangeError('The clock only moves forward')
      offset += ms
      const now = clock.now()
      for (const listener of listeners) listener(now)
    },
    onAdvance(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
  return clock
}
