import { rm } from 'node:fs/promises'
import type { PGlite } from '@electric-sql/pglite'
import { Hono } from 'hono'
import type { OpenedDatabase } from './db/database'
import { rebaseSeedTimes } from './db/seeders'
import type { SandboxEnv } from './http/request'
import type { SandboxServices } from './services'

/**
 * The development reset (POST /__sandbox/reset, behind the per-launch secret like every /__sandbox/ path):
 * the server starts again in place from the seeded snapshot (createSandboxServer's `resetToSeed`): a new
 * database from the unpacked snapshot, and everything in memory built anew as a start does (clock,
 * scheduler and the jobs it resumes, outbox listener, realtime store, injected faults and simulator
 * settings). End-to-end tests use it to keep one demo workspace per test worker instead of starting one
 * per test, so what one test changed never reaches the next.
 */

/** Rows per table, by table name. */
export type TableCounts = Record<string, number>

/** The application's tables (drizzle keeps its migration journal in a schema of its own). */
export async function countRows(pg: PGlite): Promise<TableCounts> {
  const names = await pg.query<{ name: string }>(
    `SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`,
  )
  const counts: TableCounts = {}
  for (const { name } of names.rows) {
    const result = await pg.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM "${name.replaceAll('"', '""')}"`,
    )
    counts[name] = result.rows[0]?.n ?? 0
  }
  return counts
}

/**
 * Every sequence's position, to carry into the database that replaces this one: an id (an outbox
 * message's, which main's demo outbox reader orders by) is never handed out twice in one server's life.
 */
export async function sequencePositions(pg: PGlite): Promise<Record<string, number>> {
  const result = await pg.query<{ name: string; position: string | null }>(
    `SELECT sequencename AS name, last_value::text AS position FROM pg_sequences WHERE schemaname = 'public'`,
  )
  return Object.fromEntries(result.rows.map((row) => [row.name, Number(row.position ?? 0)]))
}

export async function advanceSequences(pg: PGlite, positions: Record<string, number>): Promise<void> {
  for (const [name, position] of Object.entries(await sequencePositions(pg))) {
    const before = positions[name] ?? 0
    if (before > position) await pg.query(`SELECT setval($1, $2)`, [`public."${name}"`, before])
  }
}

/**
 * The next database is opened this long after a reset, not at once: opening it runs PGlite on this
 * server's one thread for over a second, and right after a reset the server is busiest (a test signs in
 * and its first screen loads: sign-in took 1.5-2 s instead of 0.2 while the standby opened beside it).
 */
const standbyDelayMs = 4_000

/** Seed times within this of now are left as they are: a reset then costs no rewrite of every row. */
const rebaseAfterMs = 60_000

/**
 * The databases resets swap in: each opened from the snapshot (a folder beside the server's own, or in
 * memory) while the previous test still runs, so a reset does not wait for a database to open and migrate.
 * Its seed times are moved when it is taken, once: the previous test may run for minutes.
 */
export interface StandbyDatabases {
  /** The next database, its seed times (still the snapshot's) moved to `now`. */
  take(now: number): Promise<OpenedDatabase>
  /** Closes a database the server no longer uses and removes its folder. */
  retire(database: OpenedDatabase): Promise<void>
  /** Closes the one waiting and removes every folder a reset made (after the server closed its own). */
  close(): Promise<void>
}

export function standbyDatabases(
  dataDir: string | undefined,
  open: (dataDir: string | undefined) => Promise<OpenedDatabase>,
): StandbyDatabases {
  let count = 0
  const folders = new Map<OpenedDatabase, string>()
  const made: string[] = []
  let next: Promise<OpenedDatabase> | null = null
  /** Ends the wait before opening the next database: a reset wants it now. */
  let startNow = () => {}
  const prepare = (delayMs = 0) => {
    const folder = dataDir ? `${dataDir}-reset-${++count}` : undefined
    if (folder) made.push(folder)
    next = (async () => {
      if (delayMs > 0)
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, delayMs)
          startNow = () => {
            clearTimeout(timer)
            resolve()
          }
        })
      if (folder) await rm(folder, { recursive: true, force: true })
      const opened = await open(folder)
      if (folder) folders.set(opened, folder)
      return opened
    })()
    next.catch(() => undefined)
  }
  return {
    async take(now) {
      if (!next) prepare()
      startNow()
      const taken = await next!
      prepare(standbyDelayMs)
      const meta = await taken.pg.query<{ value: string }>(
        `SELECT value::text AS value FROM sandbox_meta WHERE key = 'seeded_at'`,
      )
      const seededAt = Number(meta.rows[0]?.value)
      if (Number.isFinite(seededAt) && Math.abs(now - seededAt) > rebaseAfterMs)
        await rebaseSeedTimes(taken.db, seededAt, now)
      return taken
    },
    async retire(database) {
      await database.close()
      const folder = folders.get(database) ?? dataDir
      folders.delete(database)
      if (folder) await rm(folder, { recursive: true, force: true })
    },
    async close() {
      startNow()
      const waiting = next
      next = null
      if (waiting) await (await waiting.catch(() => null))?.close()
      for (const folder of made) await rm(folder, { recursive: true, force: true })
    },
  }
}

/** Only where the server can start itself again (createSandboxServer sets `services.resetToSeed`). */
export function devResetRoutes(services: SandboxServices): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>()
  const reset = services.resetToSeed
  if (reset) app.post('/__sandbox/reset', async (c) => c.json({ tables: await countRows(await reset()) }))
  return app
}
