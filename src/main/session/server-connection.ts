import type { DemoWorkspaceStatus } from '@shared/ipc/app'
import type { ServerChoice } from '@shared/ipc/session'
import type { HttpClient } from '../api/http-client'
import type { KeyValueStore } from '../prefs/key-value-store'
import type { ProcessLauncher } from '../demo/demo-server'
import { createDemoOutbox } from '../demo/demo-outbox'
import { superviseDemoServer } from '../demo/demo-supervisor'
import type { PortalEndpoints } from './auth-api'
import { createHttpAuthApi } from './auth-api-http'
import type { ServerConnection } from './session-service'

/**
 * The services of a portal server, resolved from its base address. The real system runs them on separate
 * hosts behind the portal API's host; the sandbox serves the same paths on one origin.
 */
export function endpointsFor(base: string, templatesAccessKey: string): PortalEndpoints {
  return {
    api: base,
    routerGraphql: `${base}/router/graphql`,
    templatesGraphql: `${base}/templates/graphql`,
    templatesAccessKey,
  }
}

const demoPortKey = 'demo-workspace-port'

function rememberedDemoPort(store: KeyValueStore | undefined): number {
  const port = store?.get(demoPortKey)
  return typeof port === 'number' && Number.isInteger(port) && port > 1024 && port < 65536 ? port : 0
}

export interface ConnectionDeps {
  readonly http: HttpClient
  /** Starts the sandbox in its own process; null where demo mode is unavailable. */
  readonly launchSandbox: ProcessLauncher | null
  /** Where the demo workspace keeps its data (the app-data folder in the desktop app). */
  readonly demoDataDir: string
  /**
   * The browser harness only: opens the sandbox's simulator paths to requests carrying this secret.
   * The desktop app leaves it out, so its demo server has no development paths at all (SEC-10).
   */
  readonly demoSandboxSecret?: string | undefined
  /**
   * The browser harness only: how long a demo workspace start may take before it counts as failed. Many
   * parallel test harnesses each load the seeded database on two cores; the desktop keeps the default.
   */
  readonly demoStartTimeoutMs?: number | undefined
  /** The templates service's fixed access key: the real one from configuration, the sandbox's in demo mode. */
  readonly templatesAccessKey: { readonly remote: string; readonly demo: string }
  readonly log: (message: string, detail?: unknown) => void
  /** Where the demo workspace's port is kept between runs (the app's store). */
  readonly store?: KeyValueStore
  /** The demo server's supervisor changed state (crashed, restarted, gave up). */
  readonly onDemoStatus?: (status: DemoWorkspaceStatus) => void
}

export function createServerConnector(
  deps: ConnectionDeps,
): (choice: ServerChoice) => Promise<ServerConnection> {
  return async (choice) => {
    if (choice.kind === 'remote') {
      const endpoints = endpointsFor(choice.address, deps.templatesAccessKey.remote)
      return {
        origin: new URL(choice.address).origin,
        demo: false,
        endpoints,
        auth: createHttpAuthApi(endpoints, deps.http),
        demoOutbox: null,
        close: async () => undefined,
      }
    }
    if (!deps.launchSandbox) throw new Error('The demo workspace is not available in this build')
    const outbox = createDemoOutbox()
    const server = await superviseDemoServer({
      launch: deps.launchSandbox,
      dataDir: deps.demoDataDir,
      sandboxSecret: deps.demoSandboxSecret ?? null,
      demoStartTimeoutMs: deps.demoStartTimeoutMs,
      now: Date.now,
      log: deps.log,
      onOutboxMessage: outbox.add,
      // The same port as the last run: the kept session's origin (and its keychain entries) name it.
      preferredPort: rememberedDemoPort(deps.store),
      ...(deps.store ? { onPort: (port: number) => deps.store?.set(demoPortKey, port) } : {}),
    })
    if (deps.onDemoStatus) server.onDidChange(deps.onDemoStatus)
    // Read on every call: a restart that had to take another port changes them (REL-12).
    const current = () => endpointsFor(server.url(), deps.templatesAccessKey.demo)
    const endpoints: PortalEndpoints = {
      get api() {
        return current().api
      },
      get routerGraphql() {
        return current().routerGraphql
      },
      get templatesGraphql() {
        return current().templatesGraphql
      },
      templatesAccessKey: deps.templatesAccessKey.demo,
    }
    return {
      get origin() {
        return server.url()
      },
      demo: true,
      endpoints,
      auth: createHttpAuthApi(endpoints, deps.http),
      demoOutbox: (recipient) => outbox.read(recipient),
      demoWorkspace: server,
      close: () => server.stop(),
    }
  }
}
