import type { DemoWorkspaceStatus, ServerReachability } from '@shared/ipc/app'
import type { HttpClient } from '../api/http-client'

/** Short enough that probe plus interval stays well inside the 5 s of REL-5. */
export const serverProbeTimeoutMs = 1500
/**
 * A server busy for a moment (the demo server opening its database on a loaded machine) misses one probe;
 * only a second miss in a row says "unreachable". Connection refused is instant, so a dead server is still
 * reported within two intervals; a crashed demo server is reported at once by its supervisor.
 */
export const serverProbeMissesBeforeUnreachable = 2

/** What the server probe needs of a connection: where it is, and the demo supervisor's view if any. */
export interface ProbedConnection {
  readonly origin: string
  readonly demoWorkspace?: { status(): DemoWorkspaceStatus } | undefined
}

/**
 * Does the chosen server answer at all? Any HTTP answer below 502 counts (a 404 for `/` is an answer);
 * no answer, or a gateway error, is a miss. One try per call, no retries: the next interval is the retry.
 */
export function createServerProbe(
  http: HttpClient,
  connection: () => ProbedConnection | null,
): () => Promise<ServerReachability> {
  let misses = 0
  return async () => {
    const current = connection()
    if (!current) return 'reachable'
    const demo = current.demoWorkspace?.status()
    if (demo === 'failed') return 'demo-failed'
    if (demo === 'restarting') return 'unreachable'
    if (await answers(http, current.origin)) misses = 0
    else misses++
    return misses >= serverProbeMissesBeforeUnreachable ? 'unreachable' : 'reachable'
  }
}

async function answers(http: HttpClient, origin: string): Promise<boolean> {
  try {
    const response = await http.request({
      method: 'GET',
      url: `${origin}/`,
      timeoutMs: serverProbeTimeoutMs,
      idempotent: false,
    })
    return response.status < 502
  } catch {
    return false
  }
}
