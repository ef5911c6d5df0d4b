import { randomBytes } from 'node:crypto'
import { defaultManagementSecret, defaultTemplatesAccessKey } from './defaults'
import type { AddressInfo } from 'node:net'
import type { Server } from 'node:http'
import type { PGlite } from '@electric-sql/pglite'
import { serve, type ServerType } from '@hono/node-server'
import { Hono } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { defaultAccessTokenTtlMs } from '@shared/domain/auth'
import { createSystemClock, type SandboxClock } from './clock'
import { openDatabase, type OpenedDatabase, type SandboxDb } from './db/database'
import { lockDataFolder } from './db/data-folder-lock'
import { ApiError, databaseInputError } from './errors'
import { recoverAtStart, sandboxAreas, sandboxJobKinds } from './areas'
import { graphqlRoutes, warmUpGraphql } from './http/graphql-routes'
import type { SandboxEnv } from './http/request'
import { requestGuards } from './http/request-guard'
import { sandboxRoutes } from './http/sandbox-routes'
import { AuthService } from './auth/auth-service'
import { ChatbotAccessService } from './chatbots/chatbot-access-service'
import { Jobs } from './jobs'
import { Outbox, type OutboxListener } from './outbox'
import { RealtimeStore } from './realtime/realtime-store'
import { Scheduler } from './scheduler'
import type { SandboxConfig, SandboxServices } from './services'
import { advanceSequences, sequencePositions, standbyDatabases } from './dev-reset'

export interface SandboxServerOptions {
  /** 0 (the default) picks any free port. */
  readonly port?: number
  /** Keep the database in this folder; without it, a fresh in-memory database. */
  readonly dataDir?: string
  /** Fill an empty database with the demo organisation (default true). */
  readonly seed?: boolean
  readonly clock?: SandboxClock
  /** Access-token lifetime (default 15 minutes). */
  readonly accessTokenTtlMs?: number
  /** Serve /__sandbox/* (default true; the desktop's demo mode switches them off, SEC-10). */
  readonly sandboxPaths?: boolean
  /**
   * Require this value in the X-Sandbox-Secret header on every /__sandbox/* request (else 404), so other
   * programs on the machine cannot mint tokens or read codes while tests still drive the simulator.
   */
  readonly sandboxSecret?: string
  /**
   * Called as soon as the port is bound, before the database is open (requests wait for it): the CLI
   * prints its ready line here, so the desktop's sign-in screen does not wait for the database.
   */
  readonly onListening?: (url: string) => void
  /** Called with every message the outbox "sends" (the CLI turns it into one stdout line for its parent). */
  readonly onOutboxMessage?: OutboxListener
  readonly templatesAccessKey?: string
  readonly managementSecret?: string
  /** Where seeded snapshots are cached (default: the OS temp folder); null disables the cache. */
  readonly snapshotDir?: string | null
}

export interface SandboxServer {
  /** http://127.0.0.1:PORT */
  readonly url: string
  readonly port: number
  readonly clock: SandboxClock
  readonly db: SandboxDb
  readonly pg: PGlite
  readonly services: SandboxServices
  /** How the database was opened: 'snapshot', 'existing' or 'fresh'. */
  readonly databaseSource: OpenedDatabase['source']
  close(): Promise<void>
}

/** Defaults documented in docs/sandbox-api.md; a real portal's values are its own. */
export { defaultManagementSecret, defaultTemplatesAccessKey }

export function createApp(services: SandboxServices): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>()
  const isUpload = (path: string) => sandboxAreas.some((area) => area.isUpload?.(path) ?? false)
  app.use('*', ...requestGuards(services, isUpload))
  app.route('/', graphqlRoutes(services))
  // Each area's REST calls (ARCHITECTURE §8: the areas' manifests, areas.ts), then its simulators.
  for (const area of sandboxAreas) if (area.routes) app.route('/', area.routes(services))
  if (services.config.sandboxPaths) {
    const devRoutes = sandboxAreas.flatMap((area) => (area.devRoutes ? [area.devRoutes(services)] : []))
    app.route('/', sandboxRoutes(services, devRoutes))
  }

  app.notFound((c) => c.json(new ApiError('not_found').toBody(), 404))
  app.onError((error, c) => {
    const apiError =
      error instanceof ApiError
        ? error
        : error instanceof HTTPException && error.status === 413
          ? new ApiError('payload_too_large')
          : // The request validators' own answer to a body they cannot parse (a broken multipart form).
            error instanceof HTTPException && error.status === 400
            ? new ApiError('malformed_body')
            : databaseInputError(error)
    if (!apiError) {
      console.error('Sandbox: unexpected error', error)
      return c.json(new ApiError('internal').toBody(), 500)
    }
    const body = apiError.toBody()
    // GraphQL clients read `errors`; the same code rides along in extensions.
    if (c.req.path.endsWith('/graphql'))
      body['errors'] = [{ message: apiError.message, extensions: { code: apiError.code } }]
    const headers: Record<string, string> = {}
    if (typeof apiError.extra['retry_after'] === 'number')
      headers['Retry-After'] = String(apiError.extra['retry_after'])
    if (apiError.status === 401) headers['WWW-Authenticate'] = 'Bearer realm="sandbox"'
    return c.json(body, apiError.status as 400, headers)
  })
  return app
}

/**
 * Idle keep-alive connections stay open for 65 s instead of Node's 5 s. Node's fetch (main's client) reuses
 * an idle connection until 1 s before the server's announced timeout; when main's event loop is late (a
 * busy machine), it sends a request on a connection the server is closing at that very moment and gets a
 * network error: "the portal server cannot be reached" for a code typed 5 s after the password (seen in
 * CI). With 65 s a request arrives within a connection's life in practice; main's retries cover reads.
 */
function keepIdleConnectionsOpen(server: ServerType): void {
  const http = server as Server
  http.keepAliveTimeout = 65_000
  // Node's advice: the headers timeout above the keep-alive timeout.
  http.headersTimeout = 66_000
}

export async function createSandboxServer(options: SandboxServerOptions = {}): Promise<SandboxServer> {
  // One server per data folder, before anything listens (a second one answers which process holds it).
  const releaseDataFolder = options.dataDir ? await lockDataFolder(options.dataDir) : async () => {}
  try {
    return await startSandboxServer(options, releaseDataFolder)
  } catch (error) {
    await releaseDataFolder()
    throw error
  }
}

async function startSandboxServer(
  options: SandboxServerOptions,
  releaseDataFolder: () => Promise<void>,
): Promise<SandboxServer> {
  // `let`: the development reset starts a system clock again (dev-reset.ts).
  let clock = options.clock ?? createSystemClock()
  // Listen first and answer once the database is open: opening it is most of a start (0.5-1 s), and the
  // desktop app only needs the port to show its sign-in screen (QUALITY P-9). Early requests wait.
  let appReady!: (app: Pick<Hono<SandboxEnv>, 'fetch'>) => void
  let appFailed!: (error: unknown) => void
  const app = new Promise<Pick<Hono<SandboxEnv>, 'fetch'>>((resolve, reject) => {
    appReady = resolve
    appFailed = reject
  })
  app.catch(() => undefined)
  let opened: OpenedDatabase | undefined
  let server: ServerType
  const port = await new Promise<number>((resolve, reject) => {
    server = serve(
      {
        fetch: async (request, env) => {
          // A liveness probe (the desktop's asks for `/`, which is a 404) need not wait for the database.
          if (!opened && request.method === 'GET' && new URL(request.url).pathname === '/')
            return Response.json(new ApiError('not_found').toBody(), { status: 404 })
          return (await app).fetch(request, env)
        },
        port: options.port ?? 0,
        hostname: '127.0.0.1',
      },
      (info: AddressInfo) => resolve(info.port),
    )
    server.once('error', reject)
    keepIdleConnectionsOpen(server)
  })
  const baseUrl = `http://127.0.0.1:${port}`
  options.onListening?.(baseUrl)

  const open = (dataDir = options.dataDir, moveSeedTimes = true) =>
    openDatabase({
      dataDir,
      seed: options.seed ?? true,
      now: () => clock.now(),
      moveSeedTimes,
      ...(options.snapshotDir !== undefined ? { snapshotDir: options.snapshotDir } : {}),
    })
  try {
    opened = await open()
  } catch (error) {
    appFailed(error)
    await new Promise<void>((resolve) => server.close(() => resolve()))
    throw error
  }
  let database = opened
  const config: SandboxConfig = {
    sandboxPaths: options.sandboxPaths ?? true,
    sandboxSecret: options.sandboxSecret || null,
    templatesAccessKey: options.templatesAccessKey ?? defaultTemplatesAccessKey,
    managementSecret: options.managementSecret ?? defaultManagementSecret,
  }
  // Everything in memory is built here, so the development reset (dev-reset.ts) can build it again on a
  // database opened anew from the snapshot: a start in place, the process and the port staying.
  const startServices = async (): Promise<SandboxServices> => {
    const { db, pg } = database
    const outbox = new Outbox(db, () => clock.now(), options.onOutboxMessage ?? null)
    const realtime = new RealtimeStore(db)
    await realtime.load()
    const scheduler = new Scheduler(clock)
    const jobs = new Jobs(db, clock, scheduler, sandboxJobKinds, () => started)
    const started: SandboxServices = {
      db,
      pg,
      clock,
      outbox,
      realtime,
      scheduler,
      jobs,
      config,
      auth: new AuthService(db, () => clock.now(), outbox, {
        accessTokenTtlMs: options.accessTokenTtlMs ?? defaultAccessTokenTtlMs,
        ssoSecret: randomBytes(32).toString('hex'),
      }),
      chatbots: new ChatbotAccessService(db),
      baseUrl: () => baseUrl,
      resetToSeed: () => resetToSeed(),
    }
    // Long jobs a previous run left resume or fail visibly before any request.
    await recoverAtStart(started)
    return started
  }
  let services = await startServices()
  let handler = createApp(services)
  const standby = standbyDatabases(options.dataDir, (dataDir) => open(dataDir, false))
  const resetToSeed = async () => {
    services.jobs.stop()
    services.scheduler.stop()
    const previous = database
    const sequences = await sequencePositions(previous.pg)
    // A system clock starts again from the wall clock; an injected one is the caller's to move.
    if (!options.clock) clock = createSystemClock()
    database = opened = await standby.take(clock.now())
    await advanceSequences(database.pg, sequences)
    services = await startServices()
    handler = createApp(services)
    await standby.retire(previous)
    return database.pg
  }
  appReady({ fetch: (request, env) => handler.fetch(request, env) })
  void warmUpGraphql().catch((error: unknown) =>
    console.error('Sandbox: GraphQL services failed to load', error),
  )

  let closing: Promise<void> | undefined
  return {
    url: baseUrl,
    port,
    get clock() {
      return clock
    },
    get db() {
      return database.db
    },
    get pg() {
      return database.pg
    },
    get services() {
      return services
    },
    databaseSource: database.source,
    close() {
      closing ??= (async () => {
        services.jobs.stop()
        services.scheduler.stop()
        await new Promise<void>((resolve) => {
          server.close(() => resolve())
          // Open event streams would keep close() waiting for ever.
          if ('closeAllConnections' in server) server.closeAllConnections()
        })
        await database.close()
        await standby.close()
        await releaseDataFolder()
      })()
      return closing
    },
  }
}
