import type { DemoWorkspaceStatus, ServerReachability } from '@shared/ipc/app'
import type { HttpClient } from '../api/http-client'

/** Short enough that probe plus interval stays well inside the 5 s of REL-5. */
export const serverProbeTimeoutMs = 1500

/** What the server probe needs of a connection: where it is, and the demo supervisor's view if any. */
export interface ProbedConnection {
  readonly origin: string
  readonly demoWorkspace?: { status(): DemoWorkspaceStatus } | undefined
}

/**
 * Does the chosen server answer at all? Any HTTP answer below 502 counts (a 404 for `/` is an answer);
 * no answer, or a gateway error, does not. One try, no retries: the next interval is the retry.
 */
export async function probeServer(
  http: HttpClient,
  connection: ProbedConnection | null,
): Promise<ServerReachability> {
  if (!connection) return 'reachable'
  const demo = connection.demoWorkspace?.status()
  if (demo === 'failed') return 'demo-failed'
  if (demo === 'restarting') return 'unreachable'
  try {
    const response = await http.request({
      method: 'GET',
      url: `${connection.origin}/`,
      timeoutMs: serverProbeTimeoutMs,
      idempotent: false,
    })
    return response.status < 502 ? 'reachable' : 'unreachable'
  } catch {
    return 'unreachable'
  }
}
