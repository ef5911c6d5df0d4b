import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { backoffDelay, createPoller, type PollerOptions } from './poller'

const intervalMs = 5000
const maxBackoffMs = 60_000

function setup<T = unknown>(overrides: Partial<PollerOptions<T>> = {}) {
  const runs: number[] = []
  const task =
    overrides.task ??
    vi.fn(async () => {
      runs.push(Date.now())
      return undefined as T
    })
  const errors: { failures: number; nextDelayMs: number }[] = []
  const poller = createPoller<T>({
    name: 'test',
    intervalMs,
    maxBackoffMs,
    pauseWhileHidden: false,
    task,
    onError: (_error, info) => errors.push(info),
    timers: globalThis,
    random: () => 0.5,
    ...overrides,
  })
  return { poller, task, runs, errors }
}

/** A task whose answers the test gives by hand. */
function deferredTask<T>() {
  const pending: { resolve: (value: T) => void; reject: (error: unknown) => void }[] = []
  const task = vi.fn(() => new Promise<T>((resolve, reject) => pending.push({ resolve, reject })))
  return { task, pending }
}

const gaps = (times: readonly number[]) => times.slice(1).map((t, i) => t - times[i]!)

describe('poller', () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date('2026-11-21T08:00:00Z') }))
  afterEach(() => vi.useRealTimers())

  it('runs at once when signed in, then every interval', async () => {
    const { poller, runs } = setup()
    expect(poller.status()).toBe('stopped')
    poller.setSignedIn(true)
    expect(poller.status()).toBe('active')
    await vi.advanceTimersByTimeAsync(intervalMs * 4)
    expect(runs).toHaveLength(5)
    expect(gaps(runs)).toEqual([intervalMs, intervalMs, intervalMs, intervalMs])
    poller.dispose()
  })

  it('the full-jitter backoff lies between the floor and min(max, interval × 2^failures)', () => {
    const options = { intervalMs, maxBackoffMs, minBackoffMs: 1000 }
    expect(backoffDelay(1, options, () => 1)).toBe(intervalMs * 2)
    expect(backoffDelay(3, options, () => 1)).toBe(intervalMs * 8)
    expect(backoffDelay(10, options, () => 1)).toBe(maxBackoffMs)
    expect(backoffDelay(1000, options, () => 1)).toBe(maxBackoffMs)
    expect(backoffDelay(1, options, () => 0)).toBe(1000)
    expect(backoffDelay(10, options, () => 0)).toBe(1000)
    expect(backoffDelay(2, options, () => 0.5)).toBe(intervalMs * 2)
    // A floor above the ceiling never stretches the wait past the ceiling.
    expect(backoffDelay(1, { intervalMs: 100, maxBackoffMs: 150 }, () => 0)).toBe(150)
  })

  it('backs off with jitter at random = 1 (the ceiling), up to the maximum, and recovers', async () => {
    let failing = true
    const runs: number[] = []
    const { poller, errors } = setup({
      random: () => 1,
      task: async () => {
        runs.push(Date.now())
        if (failing) throw new Error('503')
      },
    })
    poller.setSignedIn(true)
    await vi.advanceTimersByTimeAsync(10 * 60_000)
    expect(gaps(runs).slice(0, 4)).toEqual([intervalMs * 2, intervalMs * 4, intervalMs * 8, maxBackoffMs])
    expect(Math.max(...gaps(runs))).toBe(maxBackoffMs)
    expect(errors.slice(0, 3)).toEqual([
      { failures: 1, nextDelayMs: intervalMs * 2 },
      { failures: 2, nextDelayMs: intervalMs * 4 },
      { failures: 3, nextDelayMs: intervalMs * 8 },
    ])
    failing = false
    await vi.advanceTimersByTimeAsync(maxBackoffMs)
    expect(poller.failures()).toBe(0)
    const recovered = runs.length
    await vi.advanceTimersByTimeAsync(intervalMs)
    expect(runs).toHaveLength(recovered + 1)
    poller.dispose()
  })

  it('backs off at random = 0 to the floor only, never a tight loop', async () => {
    const runs: number[] = []
    const { poller } = setup({
      random: () => 0,
      minBackoffMs: 2000,
      task: async () => {
        runs.push(Date.now())
        throw new Error('503')
      },
    })
    poller.setSignedIn(true)
    await vi.advanceTimersByTimeAsync(20_000)
    expect(runs).toHaveLength(11)
    expect(new Set(gaps(runs))).toEqual(new Set([2000]))
    poller.dispose()
  })

  it('never runs twice at once: a slow run makes the timer and runNow wait for it', async () => {
    const { task, pending } = deferredTask<void>()
    const { poller } = setup({ task })
    poller.setSignedIn(true)
    expect(task).toHaveBeenCalledTimes(1)
    // The run takes three intervals; nothing else starts meanwhile.
    const joined = poller.runNow()
    void poller.runNow()
    poller.setOnline(false)
    poller.setOnline(true)
    await vi.advanceTimersByTimeAsync(intervalMs * 3)
    expect(task).toHaveBeenCalledTimes(1)
    pending[0]!.resolve()
    await joined
    expect(task).toHaveBeenCalledTimes(1)
    // The next run is one interval after the slow one ended.
    await vi.advanceTimersByTimeAsync(intervalMs - 1)
    expect(task).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(task).toHaveBeenCalledTimes(2)
    poller.dispose()
  })

  it('runNow runs at once and restarts the interval from there; while paused it does nothing', async () => {
    const { poller, runs } = setup()
    poller.setSignedIn(true)
    await vi.advanceTimersByTimeAsync(2000)
    await poller.runNow()
    expect(runs).toHaveLength(2)
    await vi.advanceTimersByTimeAsync(intervalMs)
    expect(gaps(runs)).toEqual([2000, intervalMs])
    poller.setAsleep(true)
    await poller.runNow()
    expect(runs).toHaveLength(3)
    poller.dispose()
  })

  it.each([
    ['offline', (p: ReturnType<typeof createPoller>, on: boolean) => p.setOnline(!on)],
    ['asleep', (p: ReturnType<typeof createPoller>, on: boolean) => p.setAsleep(on)],
    ['signed out', (p: ReturnType<typeof createPoller>, on: boolean) => p.setSignedIn(!on)],
  ] as const)('pauses while %s and runs at once when that ends', async (_name, pause) => {
    const { poller, task } = setup()
    poller.setSignedIn(true)
    await vi.advanceTimersByTimeAsync(intervalMs)
    expect(task).toHaveBeenCalledTimes(2)
    pause(poller, true)
    expect(poller.status()).not.toBe('active')
    await vi.advanceTimersByTimeAsync(intervalMs * 20)
    expect(task).toHaveBeenCalledTimes(2)
    pause(poller, false)
    expect(task).toHaveBeenCalledTimes(3)
    expect(poller.status()).toBe('active')
    await vi.advanceTimersByTimeAsync(intervalMs)
    expect(task).toHaveBeenCalledTimes(4)
    poller.dispose()
  })

  it('pauses while the window is hidden only when asked to', async () => {
    const hiding = setup({ pauseWhileHidden: true })
    const watching = setup({ pauseWhileHidden: false })
    for (const { poller } of [hiding, watching]) {
      poller.setSignedIn(true)
      poller.setVisible(false)
    }
    expect(hiding.poller.status()).toBe('paused')
    expect(watching.poller.status()).toBe('active')
    await vi.advanceTimersByTimeAsync(intervalMs * 10)
    expect(hiding.task).toHaveBeenCalledTimes(1)
    expect(watching.task).toHaveBeenCalledTimes(11)
    hiding.poller.setVisible(true)
    expect(hiding.task).toHaveBeenCalledTimes(2)
    hiding.poller.dispose()
    watching.poller.dispose()
  })

  it('stops on a terminal result, and starts again after reset()', async () => {
    let count = 0
    const results: number[] = []
    const { poller, task } = setup<{ done: boolean; count: number }>({
      task: vi.fn(async () => ({ done: ++count === 3, count })),
      onResult: (value) => {
        results.push(value.count)
        return value
      },
    })
    poller.setSignedIn(true)
    await vi.advanceTimersByTimeAsync(intervalMs * 10)
    expect(task).toHaveBeenCalledTimes(3)
    expect(results).toEqual([1, 2, 3])
    expect(poller.status()).toBe('done')
    // Done is done: no resume and no runNow bring it back.
    poller.setAsleep(true)
    poller.setAsleep(false)
    await poller.runNow()
    expect(task).toHaveBeenCalledTimes(3)
    poller.reset()
    expect(task).toHaveBeenCalledTimes(4)
    expect(poller.status()).toBe('active')
    poller.dispose()
  })

  it('a task that returns { done: true } itself stops the poller', async () => {
    const { poller, task } = setup({ task: vi.fn(async () => ({ done: true })) })
    poller.setSignedIn(true)
    await vi.advanceTimersByTimeAsync(intervalMs * 5)
    expect(task).toHaveBeenCalledTimes(1)
    expect(poller.status()).toBe('done')
  })

  it('dispose stops the timer and drops the result of a run in flight', async () => {
    const { task, pending } = deferredTask<string>()
    const onResult = vi.fn()
    const { poller } = setup({ task, onResult })
    poller.setSignedIn(true)
    poller.dispose()
    expect(poller.status()).toBe('stopped')
    pending[0]!.resolve('late')
    await vi.advanceTimersByTimeAsync(intervalMs * 10)
    expect(onResult).not.toHaveBeenCalled()
    expect(task).toHaveBeenCalledTimes(1)
    poller.setSignedIn(true)
    await poller.runNow()
    expect(task).toHaveBeenCalledTimes(1)
  })

  it('drops the result and the error of a run started before reset(), then runs for the new generation', async () => {
    const { task, pending } = deferredTask<string>()
    const onResult = vi.fn()
    const { poller, errors } = setup({ task, onResult })
    poller.setSignedIn(true)
    poller.reset()
    // Single flight across generations: the new run waits for the old one to come back.
    expect(task).toHaveBeenCalledTimes(1)
    pending[0]!.resolve('for the previous user')
    await vi.advanceTimersByTimeAsync(0)
    expect(onResult).not.toHaveBeenCalled()
    expect(task).toHaveBeenCalledTimes(2)
    pending[1]!.resolve('for the new user')
    await vi.advanceTimersByTimeAsync(0)
    expect(onResult.mock.calls).toEqual([['for the new user']])

    await vi.advanceTimersByTimeAsync(intervalMs)
    expect(task).toHaveBeenCalledTimes(3)
    poller.reset()
    pending[2]!.reject(new Error('503 for the previous user'))
    await vi.advanceTimersByTimeAsync(0)
    expect(errors).toEqual([])
    expect(poller.failures()).toBe(0)
    expect(task).toHaveBeenCalledTimes(4)
    poller.dispose()
  })

  it('signing out starts a new generation: a poll from before it does not count after signing in again', async () => {
    const { task, pending } = deferredTask<string>()
    const onResult = vi.fn()
    const { poller } = setup({ task, onResult })
    poller.setSignedIn(true)
    poller.setSignedIn(false)
    poller.setSignedIn(true)
    pending[0]!.resolve('for the previous session')
    await vi.advanceTimersByTimeAsync(0)
    expect(onResult).not.toHaveBeenCalled()
    expect(task).toHaveBeenCalledTimes(2)
    pending[1]!.resolve('for this session')
    await vi.advanceTimersByTimeAsync(0)
    expect(onResult.mock.calls).toEqual([['for this session']])
    poller.dispose()
  })
})
