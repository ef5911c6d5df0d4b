/**
 * One user action sends at most once (QUALITY REL-11). The renderer makes an idempotency key per action
 * (a double-click, a re-render or a replayed IPC message reuse it); main runs the action once per key and
 * hands every repeat the first call's result: while it is in flight, and for `ttlMs` after it succeeded.
 *
 * A failed action forgets its key, so a retry with the same key sends again. The failure was shown to
 * the user, and keeping it would turn every retry within the next minutes into the same error. The
 * residual risk (the server acted but its answer was lost) is what the `Idempotency-Key` header main also
 * sends is for: a server that honours it drops the repeat.
 */
export interface IdempotentCalls {
  /** Runs `action` unless `key` already ran (or runs); without a key it always runs. */
  run<T>(key: string | undefined, action: () => Promise<T>): Promise<T>
  /** Forgets every key: results are the signed-in user's and must not outlive the session (SEC-11). */
  clear(): void
}

export interface IdempotentCallsOptions {
  /** How long a succeeded key answers with its result: longer than any double-click or retry storm. */
  readonly ttlMs?: number
  readonly now?: () => number
  /** Bounds memory if something sends keys in a loop; the oldest keys go first. */
  readonly maxKeys?: number
}

export const defaultIdempotencyTtlMs = 5 * 60_000

export function createIdempotentCalls(options: IdempotentCallsOptions = {}): IdempotentCalls {
  const ttlMs = options.ttlMs ?? defaultIdempotencyTtlMs
  const now = options.now ?? Date.now
  const maxKeys = options.maxKeys ?? 1000
  // Map order is insertion order, so the first entries are the oldest.
  const calls = new Map<string, { result: Promise<unknown>; settledAt: number | null }>()

  function prune(): void {
    const time = now()
    for (const [key, call] of calls) {
      if (call.settledAt !== null && time - call.settledAt >= ttlMs) calls.delete(key)
    }
    for (const key of calls.keys()) {
      if (calls.size < maxKeys) break
      calls.delete(key)
    }
  }

  return {
    run<T>(key: string | undefined, action: () => Promise<T>): Promise<T> {
      if (key === undefined) return action()
      prune()
      const known = calls.get(key)
      if (known) return known.result as Promise<T>
      const entry: { result: Promise<unknown>; settledAt: number | null } = {
        result: Promise.resolve(),
        settledAt: null,
      }
      // `new Promise` also turns a synchronous throw into a failed call.
      const result = new Promise<T>((resolve) => resolve(action())).then(
        (value) => {
          entry.settledAt = now()
          return value
        },
        (error: unknown) => {
          if (calls.get(key) === entry) calls.delete(key)
          throw error
        },
      )
      entry.result = result
      calls.set(key, entry)
      return result
    },
    clear: () => calls.clear(),
  }
}
