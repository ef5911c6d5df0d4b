import { randomBytes, timingSafeEqual } from 'node:crypto'

/** How long a started single sign-on or calendar link waits for its answer (QUALITY SEC-9). */
export const pendingCallbackLifetimeMs = 10 * 60_000

/**
 * One thing this app started in the system browser and waits for by deep link: a single sign-on, a calendar
 * link. The rules of QUALITY SEC-9 in one place: an answer counts only while this app waits for one, once
 * (any answer spends the wait, a wrong one too), within the lifetime, and with the `state` that was sent.
 */
export interface PendingCallback<T> {
  /** Starts waiting, in place of whatever waited (its answer is then refused); the state to send. */
  begin(data: T): { readonly state: string; readonly expiresAt: number }
  /** What waits, while its answer may still come. */
  current(): { readonly data: T; readonly expiresAt: number } | null
  /**
   * Spends the wait and answers its data when the answer counts: in time and with the state sent.
   * `stateOptional`: an answer without any state counts too (a server that does not return it).
   */
  take(returnedState: string | null | undefined, options?: { stateOptional?: boolean }): T | null
  /** Stops waiting; whether anything waited. */
  cancel(): boolean
}

export function createPendingCallback<T>(deps: {
  readonly now: () => number
  readonly lifetimeMs?: number
}): PendingCallback<T> {
  let waiting: { state: string; data: T; expiresAt: number } | null = null
  const live = () => (waiting && deps.now() < waiting.expiresAt ? waiting : null)
  return {
    begin(data) {
      const state = randomBytes(24).toString('base64url')
      waiting = { state, data, expiresAt: deps.now() + (deps.lifetimeMs ?? pendingCallbackLifetimeMs) }
      return { state, expiresAt: waiting.expiresAt }
    },
    current() {
      const now = live()
      return now ? { data: now.data, expiresAt: now.expiresAt } : null
    },
    take(returnedState, options) {
      const found = live()
      waiting = null
      if (!found) return null
      const stateless = returnedState === null || returnedState === undefined
      if (stateless ? !options?.stateOptional : !sameSecret(returnedState, found.state)) return null
      return found.data
    },
    cancel() {
      const had = live() !== null
      waiting = null
      return had
    },
  }
}

/** Compared in constant time: how much of a guessed state matched must not show in the answer's timing. */
function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}
