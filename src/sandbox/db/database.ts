import { createHash } from 'node:crypto'
import { constants, existsSync, readdirSync, readFileSync } from 'node:fs'
import { copyFile, mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { eq } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/pglite'
import { migrate } from 'drizzle-orm/pglite/migrator'
import { DataFolderInUseError, lockDataFolder } from './data-folder-lock'
import * as schema from './schema'
import type { SandboxDb } from './sandbox-db'
import { rebaseSeedTimes, seedDatabase, seeders, seedVersion } from './seeders'

export type { SandboxDb } from './sandbox-db'

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url))
const dbFolder = fileURLToPath(new URL('.', import.meta.url))

export interface OpenedDatabase {
  readonly pg: PGlite
  readonly db: SandboxDb
  /** How the data came to be: a seeded snapshot, an existing data dir, or migrated (and seeded) here. */
  readonly source: 'snapshot' | 'existing' | 'fresh'
  close(): Promise<void>
}

export interface OpenDatabaseOptions {
  /** A folder to keep the data in; without it the database lives in memory. */
  readonly dataDir?: string | undefined
  readonly seed: boolean
  readonly now: () => number
  /** Where seeded snapshots are cached; null switches the cache off. */
  readonly snapshotDir?: string | null
  /**
   * Moves a snapshot's seed times to `now` (the default). A database opened ahead of its use (a reset's
   * standby) leaves them, to be moved once when it is taken: moving them at both times rewrote every
   * inbox message twice for each test that ran longer than a minute.
   */
  readonly moveSeedTimes?: boolean
}

export async function runMigrations(db: SandboxDb): Promise<void> {
  await migrate(db, { migrationsFolder })
}

/** The folder already holds a database (opening it takes well under a second, unlike filling a new one). */
export function hasDatabase(dataDir: string | undefined): boolean {
  return dataDir !== undefined && existsSync(path.join(dataDir, 'PG_VERSION'))
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<OpenedDatabase> {
  const { dataDir, seed, now } = options
  const existing = hasDatabase(dataDir)
  let pg: PGlite
  let source: OpenedDatabase['source']
  if (existing) {
    pg = await PGlite.create({ dataDir })
    source = 'existing'
  } else {
    const useSnapshot = seed && options.snapshotDir !== null
    const template = useSnapshot && dataDir ? await seededTemplate(options.snapshotDir, now) : null
    if (dataDir && template) {
      // A new folder from the unpacked snapshot: copying files is several times faster than PGlite
      // unpacking the archive into its file system (each e2e test starts a demo workspace, QUALITY P-9).
      await copyTemplate(template, dataDir)
      pg = await PGlite.create({ dataDir })
      source = 'snapshot'
    } else {
      if (dataDir) await mkdir(dataDir, { recursive: true })
      const snapshot = useSnapshot ? await seededSnapshot(options.snapshotDir, now) : null
      pg = snapshot
        ? await PGlite.create({ ...(dataDir ? { dataDir } : {}), loadDataDir: snapshot })
        : await PGlite.create(dataDir ? { dataDir } : {})
      source = snapshot ? 'snapshot' : 'fresh'
    }
  }
  const db = drizzle(pg)
  // Always run: a data dir from an older build gets the newer migrations; already applied ones are skipped.
  await runMigrations(db)
  if (seed) {
    const seeded = await db.select().from(schema.sandboxMeta).where(eq(schema.sandboxMeta.key, 'seeded_at'))
    if (seeded.length === 0) await seedDatabase(db, now())
    else if (source === 'snapshot' && options.moveSeedTimes !== false)
      await rebaseSeedTimes(db, Number(seeded[0]?.value), now())
  }
  return { pg, db, source, close: () => pg.close() }
}

// PGlite's initdb takes about two seconds on these machines, loading a dumped data dir a fraction of that.
// So the first seeded start dumps a migrated+seeded database, and later ones (and every test suite) load it.
const inMemorySnapshots = new Map<string, Promise<Blob | null>>()
const templates = new Map<string, Promise<string | null>>()

const snapshotFolder = (dir: string | undefined) => dir ?? path.join(tmpdir(), 'chatbot-portal-sandbox')

/**
 * The seeded snapshot unpacked once into a closed data folder (`seeded-<key>.dir` beside the archive),
 * for new data folders to copy. Null when there is no snapshot or the folder cannot be made (then the
 * archive is unpacked straight into the new folder, as before).
 */
async function seededTemplate(dir: string | undefined, now: () => number): Promise<string | null> {
  const key = snapshotKey()
  if (!key) return null
  // By folder and key: one process may open databases from several snapshot folders (tests use folders
  // of their own), and a folder removed since is unpacked again rather than copied from nothing.
  const folder = snapshotFolder(dir)
  const cacheKey = `${folder}|${key}`
  const cached = templates.get(cacheKey)
  const ready = cached && (await cached)
  if (ready && hasDatabase(ready)) return ready
  const pending = unpackTemplate(folder, key, now).catch(() => null)
  templates.set(cacheKey, pending)
  return pending
}

async function unpackTemplate(dir: string, key: string, now: () => number): Promise<string | null> {
  const folder = path.join(dir, `seeded-${key}.dir`)
  // Complete once renamed into place: a folder with PG_VERSION under that name is whole.
  if (hasDatabase(folder)) return folder
  const snapshot = await seededSnapshot(dir, now)
  if (!snapshot) return null
  const temporary = `${folder}.${process.pid}.${Date.now()}.tmp`
  try {
    await mkdir(temporary, { recursive: true })
    const pg = await PGlite.create({ dataDir: temporary, loadDataDir: snapshot })
    await pg.close()
    await rename(temporary, folder)
    // A folder unpacked again (the earlier one was removed) is listed again before its first copy.
    templateListings.delete(folder)
  } catch (error) {
    // Another process (a parallel test worker) put its copy in place first: use that one.
    if (hasDatabase(folder)) return folder
    throw error
  } finally {
    await rm(temporary, { recursive: true, force: true })
  }
  return folder
}

/** A template's folders and files, relative to it: listed once, as a template never changes once in place. */
const templateListings = new Map<string, Promise<{ folders: string[]; files: string[] }>>()

async function listTemplate(template: string) {
  const entries = await readdir(template, { recursive: true, withFileTypes: true })
  const relative = (entry: (typeof entries)[number]) =>
    path.relative(template, path.join(entry.parentPath, entry.name))
  return {
    folders: entries.filter((entry) => entry.isDirectory()).map(relative),
    files: entries.filter((entry) => entry.isFile()).map(relative),
  }
}

/**
 * Copies a template's 1,400 files into a new data folder. `fs.cp` checks and sets the mode of every file
 * and folder on each copy: 0.8 s of CPU per database against 0.13 s for copying from the listing, and every
 * end-to-end test opens one (a reset's standby). A copy-on-write clone where the file system offers one.
 */
async function copyTemplate(template: string, dataDir: string): Promise<void> {
  let listing = templateListings.get(template)
  if (!listing) {
    listing = listTemplate(template)
    templateListings.set(template, listing)
    listing.catch(() => templateListings.delete(template))
  }
  const { folders, files } = await listing
  await mkdir(dataDir, { recursive: true })
  for (const folder of folders) await mkdir(path.join(dataDir, folder), { recursive: true })
  // A few dozen at a time: libuv's four threads copy, and one promise per file at once would not help.
  const batch = 64
  for (let start = 0; start < files.length; start += batch)
    await Promise.all(
      files
        .slice(start, start + batch)
        .map((file) =>
          copyFile(path.join(template, file), path.join(dataDir, file), constants.COPYFILE_FICLONE),
        ),
    )
}

/** Where the seed's TypeScript sources are: the sandbox folder (tsx), or none (a bundle outside a checkout). */
function seedSourceFolder(): string | null {
  // The bundle run inside a checkout (the browser harness runs out/main/sandbox.js) finds the sources
  // there, so it shares its snapshot with the tests that run the TypeScript entry.
  const candidates = [path.resolve(dbFolder, '..'), path.resolve(dbFolder, '../../src/sandbox')]
  return candidates.find((folder) => existsSync(path.join(folder, 'db', 'seeders.ts'))) ?? null
}

/**
 * What the seeded snapshot is built from, as [name relative to the sandbox folder, absolute path]: the
 * migrations, every registered seeder's file, and the schema and seed files of the core and of every area
 * (db/seeders.ts, chatbots/seed-data.ts, <area>/schema.ts, ...). Empty for the seed sources when they are
 * not on disk (a bundle).
 */
export function snapshotSources(): (readonly [string, string])[] {
  const sources = seedSourceFolder()
  const names = new Set<string>(sources ? seeders.map((s) => s.file) : [])
  if (sources)
    for (const folder of readdirSync(sources, { withFileTypes: true }))
      if (folder.isDirectory())
        for (const f of readdirSync(path.join(sources, folder.name)))
          if (/^(seed|schema).*\.ts$/.test(f) && !f.endsWith('.test.ts')) names.add(`${folder.name}/${f}`)
  return [
    ...readdirSync(migrationsFolder)
      .filter((f) => f.endsWith('.sql'))
      .map((f) => [`db/migrations/${f}`, path.join(migrationsFolder, f)] as const),
    ...[...names].map((f) => [f, path.join(sources!, f)] as const),
  ].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
}

/**
 * The cache key of the seeded snapshot: a hash of every source above (and of this bundle when the sources
 * are not on disk), so changing a migration, the schema or any seeder builds a new snapshot. `read` is
 * replaceable for tests; null when a source cannot be read (then no cache).
 */
export function snapshotKey(read: (file: string) => Buffer | string = readFileSync): string | null {
  try {
    const hash = createHash('sha256').update(`seed-${seedVersion}`)
    for (const [name, file] of snapshotSources()) hash.update(name).update(read(file))
    // A bundle without its sources (the desktop app): the seed is inside this very file.
    if (!seedSourceFolder()) hash.update(read(fileURLToPath(import.meta.url)))
    return hash.digest('hex').slice(0, 16)
  } catch {
    // Files that cannot be read: no reliable key, so no cache.
    return null
  }
}

async function seededSnapshot(dir: string | undefined, now: () => number): Promise<Blob | null> {
  const key = snapshotKey()
  if (!key) return null
  let pending = inMemorySnapshots.get(key)
  if (!pending) {
    const file = path.join(snapshotFolder(dir), `seeded-${key}.tar`)
    pending = loadOrBuildSnapshot(file, () => buildSnapshot(file, now)).catch(() => null)
    inMemorySnapshots.set(key, pending)
  }
  return pending
}

/**
 * PGlite runs no autovacuum: a freshly seeded database has no planner statistics and the dead rows of the
 * seeders' updates. Without statistics the planner guesses 65 rows for 11,000 inbox messages and scans
 * them through an index twice their size; a Smart Inbox page took 350-500 ms instead of 30. Compacting
 * and analysing once, when the snapshot is built, ships both with every database opened from it.
 */
async function compactWithStatistics(pg: PGlite): Promise<void> {
  await pg.exec('VACUUM FULL ANALYZE')
  // The write-ahead log is not needed once checkpointed: without the switch and a second checkpoint the
  // data folder kept four 16 MB segments (65 of its 103 MB), which every database opened from the snapshot
  // unpacked or copied again (a test server's start: 2.3 s CPU instead of 1.2).
  await pg.exec('CHECKPOINT')
  await pg.query('SELECT pg_switch_wal()')
  await pg.exec('CHECKPOINT')
}

/**
 * The snapshot's database keeps no segment beyond the current one: PostgreSQL's defaults keep 80 MB of the
 * log and recycle old segments as future ones. Only for building the snapshot; a database opened from it runs
 * with PGlite's defaults.
 */
const lightLog = ['-c', 'min_wal_size=32MB', '-c', 'max_wal_size=32MB', '-c', 'wal_recycle=off']

/** How long a process waits for another one's snapshot before it builds one itself. */
const otherBuildWaitMs = 180_000

/**
 * The seeded snapshot's archive (`file`), built by `build` unless it is there. One process builds it; the
 * others that start meanwhile (test workers, the servers tests spawn) wait for its file instead of seeding
 * the same database again, each for half a minute of CPU. A builder that died leaves a stale lock, taken over.
 */
export async function loadOrBuildSnapshot(
  file: string,
  build: () => Promise<Blob>,
  waitMs = otherBuildWaitMs,
): Promise<Blob> {
  const cached = async () => new Blob([await readFile(file)])
  const waitUntil = Date.now() + waitMs
  for (;;) {
    try {
      return await cached()
    } catch {
      // Not cached yet.
    }
    const release = await lockDataFolder(file).catch((error: unknown) => {
      if (error instanceof DataFolderInUseError) return null
      throw error
    })
    if (release) {
      try {
        return await cached().catch(build)
      } finally {
        await release()
      }
    }
    if (Date.now() > waitUntil) return build()
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

async function buildSnapshot(file: string, now: () => number): Promise<Blob> {
  const dir = path.dirname(file)
  const pg = await PGlite.create({ startParams: [...PGlite.defaultStartParams, ...lightLog] })
  try {
    const db = drizzle(pg)
    await runMigrations(db)
    await seedDatabase(db, now())
    await compactWithStatistics(pg)
    const blob = await pg.dumpDataDir('none')
    await mkdir(dir, { recursive: true })
    const temporary = `${file}.${process.pid}.${Date.now()}.tmp`
    await writeFile(temporary, Buffer.from(await blob.arrayBuffer()))
    await rename(temporary, file)
    return blob
  } finally {
    await pg.close()
  }
}
