import type { Connectivity, ServerReachability } from '@shared/ipc/app'

/** Port: asks the platform whether the network is reachable (Electron: `net.isOnline()`). */
export type OnlineProbe = () => boolean | Promise<boolean>

/** Asks whether the chosen server (demo or remote) answers; `reachable` while none is chosen. */
export type ServerProbe = () => Promise<ServerReachability>

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
 * The offline warning must appear within 5 s (QUALITY REL-5, REL-12); probing every 2 s leaves room for a
 * slow probe (the server probe gives up after `serverProbeTimeoutMs`). Listeners hear only real changes,
 * so the renderer is not flooded.
 */
export const connectivityProbeIntervalMs = 2000

export function createConnectivityMonitor(
  probe: OnlineProbe,
  timers: Timers = globalThis,
  serverProbe: ServerProbe = async () => 'reachable',
): ConnectivityMonitor {
  let state: Connectivity = { online: true, server: 'reachable' }
  const listeners = new Set<(state: Connectivity) => void>()
  let newestCheck = 0

  async function check(): Promise<void> {
    const thisCheck = ++newestCheck
    const [online, server] = await Promise.all([
      (async () => probe())().catch(() => false),
      serverProbe().catch((): ServerReachability => 'unreachable'),
    ])
    // Checks overlap (the interval's and one asked for when the demo server crashes). An older check that
    // answers later describes the world before the newer one started, e.g. "reachable" from a probe sent
    // just before the crash, and would hide the warning the newer check raised: only the newest one counts.
    if (thisCheck !== newestCheck) return
    if (online === state.online && server === state.server) return
    state = { online, server }
    for (const listener of listeners) listener(state)
  }

  const handle = timers.setInterval(() => void check(), connectivityProbeIntervalMs)
  void check()

  return {
    current: () => state,
    check,
    onDidChange(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    stop: () => timers.clearInterval(handle),
  }
}
