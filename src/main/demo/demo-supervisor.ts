import type { DemoWorkspaceStatus } from '@shared/ipc/app'
import {
  DemoServerStartError,
  startDemoServer,
  type DemoOutboxMessage,
  type DemoServer,
  type ProcessLauncher,
} from './demo-server'

/** REL-12: three crashes within a minute and the supervisor stops restarting and asks the user. */
export const demoCrashLimit = 3
export const demoCrashWindowMs = 60_000

export interface DemoSupervisorDeps {
  readonly launch: ProcessLauncher
  readonly dataDir: string
  /** Tests and the harness only (see DemoServerOptions.sandboxSecret). */
  readonly sandboxSecret?: string | null
  /**
   * The browser harness only: how long a demo workspace start may take before it counts as failed. Many
   * parallel test harnesses each load the seeded database on two cores; the desktop keeps the default.
   */
  readonly demoStartTimeoutMs?: number | undefined
  readonly now: () => number
  readonly log: (message: string, detail?: unknown) => void
  readonly onOutboxMessage?: (message: DemoOutboxMessage) => void
  /**
   * The port of the previous run's workspace, asked for first: the session's origin and its keychain
   * entries carry the port, so a kept demo sign-in survives an app restart only on the same port. 0 or
   * absent: any free port.
   */
  readonly preferredPort?: number
  /** Told every port the workspace takes, so the next run can ask for it again. */
  readonly onPort?: (port: number) => void
  /** Injected by tests: starting a real process is what this module supervises, not what it tests. */
  readonly start?: typeof startDemoServer
}

export interface DemoSupervisor {
  /** http://127.0.0.1:PORT of the running (or last) server. */
  url(): string
  status(): DemoWorkspaceStatus
  onDidChange(listener: (status: DemoWorkspaceStatus) => void): () => void
  /** The user's "Restart demo workspace": forgets earlier crashes and starts again. */
  restart(): Promise<void>
  /** The current process id (the harness kills it to test recovery). */
  pid(): number | undefined
  stop(): Promise<void>
}

/**
 * Keeps the demo workspace's server running: an unexpected exit restarts it on the same data folder and
 * the same port, so URLs, the session's origin and keychain account names stay valid. If that port has been
 * taken meanwhile, any free port is used and `url()` changes (the connection reads it on every call).
 */
export async function superviseDemoServer(deps: DemoSupervisorDeps): Promise<DemoSupervisor> {
  const start = deps.start ?? startDemoServer
  const listeners = new Set<(status: DemoWorkspaceStatus) => void>()
  let crashes: number[] = []
  let current: DemoServer | null = null
  let status: DemoWorkspaceStatus = 'running'
  let stopped = false
  let restarting: Promise<void> | null = null
  let lastPort = 0
  const took = (server: DemoServer) => {
    current = server
    if (server.port !== lastPort) deps.onPort?.(server.port)
    lastPort = server.port
  }

  const setStatus = (next: DemoWorkspaceStatus) => {
    if (next === status) return
    status = next
    for (const listener of listeners) listener(next)
  }

  function launch(port: number): Promise<DemoServer> {
    return start(deps.launch, {
      dataDir: deps.dataDir,
      port,
      sandboxSecret: deps.sandboxSecret ?? null,
      ...(deps.demoStartTimeoutMs ? { timeoutMs: deps.demoStartTimeoutMs } : {}),
      ...(deps.onOutboxMessage ? { onOutboxMessage: deps.onOutboxMessage } : {}),
      onUnexpectedExit: (code, tail) => {
        deps.log(`The demo workspace stopped unexpectedly (exit code ${code})`, tail.slice(-2000))
        current = null
        void recover()
      },
    })
  }

  /** The given port, else (someone else holds it) any free one. */
  function launchPreferring(port: number): Promise<DemoServer> {
    return launch(port).catch((error: unknown) => {
      if (port !== 0 && error instanceof DemoServerStartError && error.portInUse) return launch(0)
      throw error
    })
  }

  /** Counts this crash and restarts unless the limit is reached; a failed restart counts as a crash. */
  function recover(): Promise<void> {
    restarting ??= (async () => {
      let port = lastPort
      for (;;) {
        if (stopped) return
        const now = deps.now()
        crashes = [...crashes.filter((at) => now - at < demoCrashWindowMs), now]
        if (crashes.length >= demoCrashLimit) return setStatus('failed')
        setStatus('restarting')
        try {
          took(await launch(port))
          return setStatus('running')
        } catch (error) {
          deps.log('The demo workspace could not be restarted', error)
          // Someone else has our port now: any free one is better than no workspace.
          if (error instanceof DemoServerStartError && error.portInUse) port = 0
        }
      }
    })().finally(() => (restarting = null))
    return restarting
  }

  took(await launchPreferring(deps.preferredPort ?? 0))

  return {
    url: () => `http://127.0.0.1:${lastPort}`,
    status: () => status,
    onDidChange(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    async restart() {
      if (restarting) return restarting
      crashes = []
      await current?.stop()
      current = null
      setStatus('restarting')
      try {
        took(await launchPreferring(lastPort))
        setStatus('running')
      } catch (error) {
        deps.log('The demo workspace could not be restarted', error)
        setStatus('failed')
        throw error
      }
    },
    pid: () => current?.pid,
    async stop() {
      stopped = true
      await current?.stop()
      current = null
    },
  }
}
