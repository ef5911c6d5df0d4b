/**
 * The one poller of main (QUALITY REL-4, ARCHITECTURE §8): every poll loop of a feature (the inbox watcher,
 * the automatch publish poller, the NLP training poller, …) is built on it.
 *
 * - runs its task every `intervalMs`; after a failure it waits a full-jitter backoff:
 *   `random() × min(maxBackoffMs, intervalMs × 2^failures)`, never less than `minBackoffMs`
 *   (docs/decisions/main-modules.md);
 * - single flight: never two runs at once, also not across a `reset()`;
 * - paused while signed out, offline or asleep, and, when `pauseWhileHidden` is set, while the window is
 *   hidden; when it becomes active again it runs at once;
 * - stops on a terminal result (`{ done: true }`) until `reset()` or the next sign-in;
 * - `reset()` (and signing out) starts a new generation: the result or error of a run started before it is
 *   dropped, so a poll made for one user (or chatbot, or training) never counts for the next;
 * - timers, clock and random are injectable for fake-clock tests.
 */

export interface PollerTimers {
  setTimeout(fn: () => void, ms: number): unknown
  clearTimeout(handle: unknown): void
}

/** What a result may say about the poll loop: `{ done: true }` stops it. */
export interface PollVerdict {
  readonly done?: boolean
}

export interface PollerOptions<T> {
  /** For log lines and diagnostics (`Poller.name`). */
  readonly name: string
  readonly intervalMs: number
  /** Upper bound of the backoff after failures. */
  readonly maxBackoffMs: number
  /** Lower bound of the backoff, so a random number near 0 never makes a tight retry loop. Default 1 s. */
  readonly minBackoffMs?: number
  /** Pause while the window is hidden (every poller but the inbox watcher). */
  readonly pauseWhileHidden: boolean
  /** One poll. A rejection counts as a failure and backs off. */
  readonly task: () => Promise<T>
  /**
   * The result of a run of the current generation, while signed in. Returning `{ done: true }` stops the
   * poller. Without `onResult`, the task's own result is the verdict.
   */
  readonly onResult?: (value: T) => PollVerdict | void
  /** A failed run of the current generation; `nextDelayMs` is the backoff before the next try. */
  readonly onError?: (error: unknown, info: { failures: number; nextDelayMs: number }) => void
  readonly timers?: PollerTimers
  /** In [0, 1); `Math.random` by default. */
  readonly random?: () => number
}

export type PollerStatus = 'active' | 'paused' | 'stopped' | 'done'

export interface Poller {
  readonly name: string
  setSignedIn(signedIn: boolean): void
  setOnline(online: boolean): void
  setAsleep(asleep: boolean): void
  /** Only pauses the poller when it was made with `pauseWhileHidden`. */
  setVisible(visible: boolean): void
  /**
   * Runs now if active and not done (the timer is replaced); joins the run in flight instead of starting a
   * second one. Resolves when that run's result is handled; never rejects.
   */
  runNow(): Promise<void>
  /** A new generation: drops what runs in flight bring back, forgets failures and a terminal result. */
  reset(): void
  /** `stopped`: signed out or disposed; `paused`: signed in but offline, asleep or hidden. */
  status(): PollerStatus
  /** Consecutive failures of the current generation. */
  failures(): number
  dispose(): void
}

const defaultMinBackoffMs = 1000

/** The full-jitter backoff after `failures` (≥ 1) consecutive failures. */
export function backoffDelay(
  failures: number,
  options: { intervalMs: number; maxBackoffMs: number; minBackoffMs?: number },
  random: () => number,
): number {
  const ceiling = Math.min(options.maxBackoffMs, options.intervalMs * 2 ** Math.min(failures, 30))
  const floor = Math.min(options.minBackoffMs ?? defaultMinBackoffMs, ceiling)
  return Math.max(floor, Math.round(random() * ceiling))
}

export function createPoller<T>(options: PollerOptions<T>): Poller {
  const timers = options.timers ?? globalThis
  const random = options.random ?? Math.random
  let signedIn = false
  let online = true
  let asleep = false
  let visible = true
  let disposed = false
  let done = false
  let failures = 0
  let generation = 0
  let timer: unknown = null
  let inFlight: Promise<void> | null = null

  const active = () => !disposed && signedIn && online && !asleep && (visible || !options.pauseWhileHidden)

  function clearTimer(): void {
    if (timer !== null) timers.clearTimeout(timer)
    timer = null
  }

  function schedule(delay: number): void {
    clearTimer()
    if (!active() || done) return
    timer = timers.setTimeout(() => {
      timer = null
      void runNow()
    }, delay)
  }

  function runNow(): Promise<void> {
    if (inFlight) return inFlight
    if (!active() || done) return Promise.resolve()
    clearTimer()
    const startedFor = generation
    const current = () => startedFor === generation && signedIn && !disposed
    inFlight = (async () => {
      let next: number | 'now' | null = null
      try {
        const value = await options.task()
        if (!current()) return
        failures = 0
        const verdict = options.onResult ? options.onResult(value) : value
        if (isDone(verdict)) done = true
        next = options.intervalMs
      } catch (error) {
        if (!current()) return
        failures++
        next = backoffDelay(failures, options, random)
        options.onError?.(error, { failures, nextDelayMs: next })
      } finally {
        inFlight = null
        // A run of an earlier generation kept the next one waiting: that one starts at once.
        if (next === null) next = 'now'
        if (next === 'now') void runNow()
        else schedule(next)
      }
    })()
    return inFlight
  }

  function update(change: () => void): void {
    const wasActive = active()
    change()
    if (active() && !wasActive) void runNow()
    else if (!active()) clearTimer()
  }

  function reset(): void {
    generation++
    failures = 0
    done = false
  }

  return {
    name: options.name,
    setSignedIn: (value) =>
      update(() => {
        if (signedIn && !value) reset()
        signedIn = value
      }),
    setOnline: (value) => update(() => (online = value)),
    setAsleep: (value) => update(() => (asleep = value)),
    setVisible: (value) => update(() => (visible = value)),
    runNow,
    reset() {
      reset()
      clearTimer()
      void runNow()
    },
    status: () => (disposed || !signedIn ? 'stopped' : done ? 'done' : active() ? 'active' : 'paused'),
    failures: () => failures,
    dispose() {
      disposed = true
      generation++
      clearTimer()
    },
  }
}

function isDone(verdict: unknown): boolean {
  return typeof verdict === 'object' && verdict !== null && (verdict as PollVerdict).done === true
}
