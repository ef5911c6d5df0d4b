import type { PgTable } from 'drizzle-orm/pg-core'
import type { Hono } from 'hono'
import type { chatbotDomains } from '@shared/graphql/chatbot'
import type { routerDomains } from '@shared/graphql/router'
import type { templatesDomains } from '@shared/graphql/templates'
import type { Seeder } from './db/seeder'
import type { Resolvers as ChatbotResolvers } from './graphql/generated/chatbot-resolvers-types'
import type { Resolvers as RouterResolvers } from './graphql/generated/router-resolvers-types'
import type { Resolvers as TemplatesResolvers } from './graphql/generated/templates-resolvers-types'
import type { SandboxEnv } from './http/request'
import type { JobKind } from './jobs'
import type { SandboxServices } from './services'

/**
 * An area's resolvers, per GraphQL service, keyed by the domain names of that service's SDL
 * (src/shared/graphql/<service>/domain-list.ts). Every domain of a service gets its resolvers from exactly one
 * area; graphql/area-resolvers.ts checks that when the service is built.
 */
export interface AreaResolvers {
  readonly chatbot?: Partial<Record<keyof typeof chatbotDomains, ChatbotResolvers>>
  readonly router?: Partial<Record<keyof typeof routerDomains, RouterResolvers>>
  readonly templates?: Partial<Record<keyof typeof templatesDomains, TemplatesResolvers>>
}

/** Routes built once per server from its services. */
export type AreaRoutes = (services: SandboxServices) => Hono<SandboxEnv>

/**
 * One area of the sandbox server (ARCHITECTURE §6, §8): its folder's area.ts exports one of these, and
 * area-list.ts lists it (one line). Everything central is derived from these manifests: the server's
 * routes, the GraphQL schemas, the seed, the drizzle schema (db/drizzle.config.ts globs the areas'
 * schema.ts files), the migration test's tables and the jobs resumed at start-up.
 */
export interface SandboxArea {
  /** The folder's name (kebab-case), for messages and tests. */
  readonly name: string
  /** The area's tables: its schema.ts module (`import * as schema from './schema'`). */
  readonly schema?: Readonly<Record<string, unknown>>
  /**
   * Tables of this area only the running server fills (sign-ins, runs, sends): a seeded snapshot holds
   * none of their rows, so no seeder declares their time columns (db/seeders.test.ts checks both).
   */
  readonly runtimeTables?: readonly PgTable[]
  /** Its part of the demo data, in the order they run. */
  readonly seeders?: readonly Seeder[]
  /**
   * The areas whose seeded rows its seeders use (read, point at or add to): their seeders run first
   * (areas.ts orders the areas by this; otherwise by name).
   */
  readonly seedAfter?: readonly string[]
  /**
   * Its GraphQL resolvers. Loaded on demand: GraphQL Yoga and the schemas load once the server listens,
   * not before (start-up budget, QUALITY P-9), and resolver modules import Yoga's error helper.
   */
  readonly resolvers?: () => Promise<AreaResolvers>
  /** The REST calls the spec names for this area (the server mounts them at `/`). */
  readonly routes?: AreaRoutes
  /** Development routes under /__sandbox/ (the simulator): mounted behind the sandbox secret, only with sandboxPaths. */
  readonly devRoutes?: AreaRoutes
  /** Paths of its routes that take multipart uploads under their own size limits (the request guards let them by). */
  readonly isUpload?: (path: string) => boolean
  /**
   * Its kinds of long job (jobs.ts): started through services.jobs, durable in sandbox_jobs, and resumed or
   * failed visibly when the server starts (ARCHITECTURE §6, QUALITY REL-13).
   */
  readonly jobs?: readonly JobKind[]
  /**
   * Arms again, when the server starts and before the first request, what runs on a schedule its own rows
   * keep (a broadcast's next run, a send scheduled for later); long jobs with a running status are `jobs`.
   */
  readonly recover?: (services: SandboxServices) => Promise<void>
}
