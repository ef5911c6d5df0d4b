import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Connectivity, ServerReachability } from '@shared/ipc/app'
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

  it('reports the chosen server unreachable within 5 s and reachable again (REL-12)', async () => {
    let server: ServerReachability = 'reachable'
    const monitor = createConnectivityMonitor(
      () => true,
      globalThis,
      async () => server,
    )
    const changes: Connectivity[] = []
    monitor.onDidChange((state) => changes.push(state))
    server = 'unreachable'
    await vi.advanceTimersByTimeAsync(5000)
    expect(monitor.current()).toEqual({ online: true, server: 'unreachable' })
    server = 'reachable'
    await monitor.check()
    expect(changes).toEqual([
      { online: true, server: 'unreachable' },
      { online: true, server: 'reachable' },
    ])
    monitor.stop()
  })

  it('lets a slow check started before a crash not overwrite the newer check that saw it (REL-12)', async () => {
    const answers: ((reachability: ServerReachability) => void)[] = []
    const monitor = createConnectivityMonitor(
      () => true,
      globalThis,
      () => new Promise<ServerReachability>((resolve) => answers.push(resolve)),
    )
    const changes: ServerReachability[] = []
    monitor.onDidChange((state) => changes.push(state.server))
    // The start-up check is still waiting for the server when the supervisor reports the crash.
    const beforeCrash = answers[0]
    const afterCrash = monitor.check()
    answers[1]?.('unreachable')
    await afterCrash
    beforeCrash?.('reachable')
    await vi.advanceTimersByTimeAsync(0)
    expect(monitor.current().server).toBe('unreachable')
    expect(changes).toEqual(['unreachable'])
    monitor.stop()
  })

  it('treats a failing server probe as unreachable', async () => {
    const monitor = createConnectivityMonitor(
      () => true,
      globalThis,
      () => Promise.reject(new Error('refused')),
    )
    await vi.advanceTimersByTimeAsync(connectivityProbeIntervalMs)
    expect(monitor.current().server).toBe('unreachable')
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
