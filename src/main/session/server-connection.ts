import type { DemoMessage, ServerChoice } from '@shared/ipc/session'
import type { HttpClient } from '../api/http-client'
import { startDemoServer, type ProcessLauncher } from '../demo/demo-server'
import { createHttpAuthApi, type PortalEndpoints } from './auth-api-http'
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

export interface ConnectionDeps {
  readonly http: HttpClient
  /** Starts the sandbox in its own process; null where demo mode is unavailable. */
  readonly launchSandbox: ProcessLauncher | null
  /** Where the demo workspace keeps its data (the app-data folder in the desktop app). */
  readonly demoDataDir: string
  /** The templates service's fixed access key: the real one from configuration, the sandbox's in demo mode. */
  readonly templatesAccessKey: { readonly remote: string; readonly demo: string }
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
    const server = await startDemoServer(deps.launchSandbox, { dataDir: deps.demoDataDir })
    const endpoints = endpointsFor(server.url, deps.templatesAccessKey.demo)
    return {
      origin: server.url,
      demo: true,
      endpoints,
      auth: createHttpAuthApi(endpoints, deps.http),
      demoOutbox: (recipient) => readDemoOutbox(deps.http, server.url, recipient),
      close: () => server.stop(),
    }
  }
}

/** Reads the sandbox's outbox (GET /__sandbox/outbox?to=) and picks out login codes and reset links. */
export async function readDemoOutbox(
  http: HttpClient,
  base: string,
  recipient: string,
): Promise<DemoMessage[]> {
  const response = await http.request({
    method: 'GET',
    url: `${base}/__sandbox/outbox?to=${encodeURIComponent(recipient)}`,
  })
  const body = response.body as { messages?: unknown } | unknown[] | null
  const list = Array.isArray(body)
    ? body
    : Array.isArray((body as { messages?: unknown })?.messages)
      ? (body as { messages: unknown[] }).messages
      : []
  return list
    .map((entry) => toDemoMessage(entry))
    .filter((message): message is DemoMessage => message !== null)
}

function toDemoMessage(entry: unknown): DemoMessage | null {
  if (typeof entry !== 'object' || entry === null) return null
  const e = entry as Record<string, unknown>
  const text = [e['body'], e['text']].find((value) => typeof value === 'string') as string | undefined
  if (!text) return null
  const value = typeof e['value'] === 'string' ? e['value'] : ''
  if ((e['kind'] === 'login-code' || e['kind'] === 'reset-link') && value)
    return { kind: e['kind'], value, text }
  return { kind: 'other', value, text }
}
