import { describe, expect, it, vi } from 'vitest'
import { createIdempotentCalls } from './idempotency'

function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)))
  return { promise, resolve, reject }
}

describe('idempotent calls (QUALITY REL-11)', () => {
  it('runs concurrent calls with the same key once and gives both the first result', async () => {
    const calls = createIdempotentCalls()
    const answer = deferred<string>()
    const send = vi.fn(() => answer.promise)
    const first = calls.run('key-1', send)
    const second = calls.run('key-1', send)
    answer.resolve('OK')
    await expect(Promise.all([first, second])).resolves.toEqual(['OK', 'OK'])
    expect(send).toHaveBeenCalledTimes(1)
  })

  it('answers a repeat within the time-to-live from the first result, and runs again after it', async () => {
    let time = 0
    const calls = createIdempotentCalls({ ttlMs: 1000, now: () => time })
    const send = vi.fn(async () => `sent ${send.mock.calls.length}`)
    await expect(calls.run('key-1', send)).resolves.toBe('sent 1')
    time = 999
    await expect(calls.run('key-1', send)).resolves.toBe('sent 1')
    time = 2000
    await expect(calls.run('key-1', send)).resolves.toBe('sent 2')
    expect(send).toHaveBeenCalledTimes(2)
  })

  it('runs calls with different keys, or without a key, each time', async () => {
    const calls = createIdempotentCalls()
    const send = vi.fn(async () => 'OK')
    await Promise.all([
      calls.run('a', send),
      calls.run('b', send),
      calls.run(undefined, send),
      calls.run(undefined, send),
    ])
    expect(send).toHaveBeenCalledTimes(4)
  })

  it('hands a failure to every waiting repeat, then lets a retry with the same key send again', async () => {
    const calls = createIdempotentCalls()
    const answer = deferred<string>()
    const failing = vi.fn(() => answer.promise)
    const first = calls.run('key-1', failing)
    const repeat = calls.run('key-1', failing)
    answer.reject(new Error('unreachable'))
    await expect(first).rejects.toThrow('unreachable')
    await expect(repeat).rejects.toThrow('unreachable')
    expect(failing).toHaveBeenCalledTimes(1)
    const retry = vi.fn(async () => 'OK')
    await expect(calls.run('key-1', retry)).resolves.toBe('OK')
    expect(retry).toHaveBeenCalledTimes(1)
  })

  it('treats a synchronous throw as a failed call', async () => {
    const calls = createIdempotentCalls()
    await expect(
      calls.run('key-1', () => {
        throw new Error('bad')
      }),
    ).rejects.toThrow('bad')
    await expect(calls.run('key-1', async () => 'OK')).resolves.toBe('OK')
  })

  it('forgets every key when cleared, and keeps at most maxKeys', async () => {
    const calls = createIdempotentCalls({ maxKeys: 2 })
    const send = vi.fn(async () => 'OK')
    await calls.run('a', send)
    calls.clear()
    await calls.run('a', send)
    expect(send).toHaveBeenCalledTimes(2)
    await calls.run('b', send)
    await calls.run('c', send) // pushes out 'a'
    await calls.run('a', send)
    expect(send).toHaveBeenCalledTimes(5)
  })
})
