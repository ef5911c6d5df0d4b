import type { PGlite } from '@electric-sql/pglite'
import type { SandboxClock } from './clock'
import type { DbOrTx, SandboxDb } from './db/sandbox-db'
import type { AuthService } from './auth/auth-service'
import type { ChatbotAccessService } from './chatbots/chatbot-access-service'
import type { Outbox } from './outbox'
import type { RealtimeStore } from './realtime/realtime-store'
import type { Scheduler } from './scheduler'

export interface SandboxConfig {
  /** Serve /__sandbox/* (outbox, clock, simulator). Demo mode and tests keep it on. */
  readonly sandboxPaths: boolean
  /** When set, /__sandbox/* answers only requests carrying it in X-Sandbox-Secret (others get 404). */
  readonly sandboxSecret: string | null
  /** The templates GraphQL service's fixed access key (header X-Access-Key). */
  readonly templatesAccessKey: string
  /** The chatbot-management service's fixed header secret (header X-Management-Secret). */
  readonly managementSecret: string
}

/** The runner of the long jobs (jobs.ts, where its methods are described), as the services use it. */
export interface SandboxJobs {
  start(executor: DbOrTx, kind: string, key: string, delayMs: number): Promise<void>
  recover(): Promise<void>
  stop(): void
}

/** Everything a route or resolver needs, built once per server. */
export interface SandboxServices {
  readonly db: SandboxDb
  readonly pg: PGlite
  readonly clock: SandboxClock
  readonly auth: AuthService
  /** Loads the chatbot a request is about and checks the user's access to it. */
  readonly chatbots: ChatbotAccessService
  readonly outbox: Outbox
  readonly realtime: RealtimeStore
  readonly scheduler: Scheduler
  /** The long jobs (training, publishing, reviews, runs): durable, resumed or failed at start (jobs.ts). */
  readonly jobs: SandboxJobs
  readonly config: SandboxConfig
  /** http://127.0.0.1:PORT, known once the server listens. */
  baseUrl(): string
  /** Development only (POST /__sandbox/reset, dev-reset.ts): back to the seeded snapshot, as if started again. */
  readonly resetToSeed?: () => Promise<PGlite>
}

/** A chatbot's GraphQL endpoint: the server's own origin, so it follows the dynamic port. */
export function chatbotServerAddress(baseUrl: string, projectId: string): string {
  return `${baseUrl}/chatbot-server/${encodeURIComponent(projectId)}/graphql`
}
