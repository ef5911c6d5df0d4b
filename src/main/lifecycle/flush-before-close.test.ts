import { describe, expect, it, vi } from 'vitest'
import type { FlushRequest } from '@shared/ipc/app'
import { createFlushBeforeClose } from './flush-before-close'

describe('flush before close (QUALITY REL-6)', () => {
  it('asks the page to flush and resolves on its answer', async () => {
    const sent: FlushRequest[] = []
    const gate = createFlushBeforeClose({ emit: (request) => void sent.push(request), newId: () => 'r1' })
    const answer = gate.request('quit')
    expect(sent).toEqual([{ requestId: 'r1', reason: 'quit' }])
    gate.ready('someone-else')
    gate.ready('r1')
    await expect(answer).resolves.toBe('flushed')
  })

  it('gives up after the timeout, so a hung page never blocks quitting', async () => {
    vi.useFakeTimers()
    try {
      const gate = createFlushBeforeClose({ emit: () => undefined, timeoutMs: 4000 })
      const answer = gate.request('close')
      await vi.advanceTimersByTimeAsync(3999)
      let settled = false
      void answer.then(() => (settled = true))
      await Promise.resolve()
      expect(settled).toBe(false)
      await vi.advanceTimersByTimeAsync(1)
      await expect(answer).resolves.toBe('timed-out')
    } finally {
      vi.useRealTimers()
    }
  })

  it('ignores a late answer', async () => {
    vi.useFakeTimers()
    try {
      const gate = createFlushBeforeClose({ emit: () => undefined, timeoutMs: 10, newId: () => 'r' })
      const answer = gate.request('close')
      await vi.advanceTimersByTimeAsync(10)
      expect(() => gate.ready('r')).not.toThrow()
      await expect(answer).resolves.toBe('timed-out')
    } finally {
      vi.useRealTimers()
    }
  })
})
