import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { connectivityProbeIntervalMs, createConnectivityMonitor } from './connectivity-monitor'

describe('connectivity monitor', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('reports going offline within 5 s and back online, once per change (QUALITY REL-5)', async () => {
    let online = true
    const monitor = createConnectivityMonitor(() => online)
    const changes: boolean[] = []
    monitor.onDidChange((state) => changes.push(state.online))

    online = false
    await vi.advanceTimersByTimeAsync(5000)
    expect(monitor.current()).toEqual({ online: false, server: 'reachable' })
    await vi.advanceTimersByTimeAsync(connectivityProbeIntervalMs * 5)
    online = true
    await vi.advanceTimersByTimeAsync(connectivityProbeIntervalMs)
    expect(changes).toEqual([false, true])
    monitor.stop()
  })

  it('treats a failing probe as offline', async () => {
    const monitor = createConnectivityMonitor(() => Promise.reject(new Error('no route')))
    await vi.advanceTimersByTimeAsync(connectivityProbeIntervalMs)
    expect(monitor.current().online).toBe(false)
    monitor.stop()
  })

  it('stops probing when stopped', async () => {
    const probe = vi.fn(() => true)
    const monitor = createConnectivityMonitor(probe)
    monitor.stop()
    const calls = probe.mock.calls.length
    await vi.advanceTimersByTimeAsync(connectivityProbeIntervalMs * 10)
    expect(probe.mock.calls.length).toBe(calls)
  })
})
