import type { Connectivity } from '@shared/ipc/app'

/** Port: asks the platform whether the network is reachable (Electron: `net.isOnline()`). */
export type OnlineProbe = () => boolean | Promise<boolean>

export interface Timers {
  setInterval(fn: () => void, ms: number): unknown
  clearInterval(handle: unknown): void
}

export interface ConnectivityMonitor {
  current(): Connectivity
  /** Re-checks at once, e.g. after the OS reported a network change or a request failed. */
  check(): Promise<void>
  onDidChange(listener: (state: Connectivity) => void): () => void
  stop(): void
}

/**
 * The offline warning must appear within 5 s (QUALITY REL-5); probing every 2 s leaves room for a slow
 * probe. Listeners hear only real changes, so the renderer is not flooded.
 */
export const connectivityProbeIntervalMs = 2000

export function createConnectivityMonitor(
  probe: OnlineProbe,
  timers: Timers = globalThis,
): ConnectivityMonitor {
  let online = true
  const listeners = new Set<(state: Connectivity) => void>()

  async function check(): Promise<void> {
    let next: boolean
    try {
      next = await probe()
    } catch {
      next = false
    }
    if (next === online) return
    online = next
    for (const listener of listeners) listener({ online })
  }

  const handle = timers.setInterval(() => void check(), connectivityProbeIntervalMs)
  void check()

  return {
    current: () => ({ online }),
    check,
    onDidChange(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    stop: () => timers.clearInterval(handle),
  }
}
