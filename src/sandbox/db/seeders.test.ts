import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { getTableColumns, getTableName } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, snapshotKey, snapshotSources, type OpenedDatabase } from './database'
import { runtimeTables, schemaTimeColumns, seededTimeColumns, seeders } from './seeders'

const day = 24 * 60 * 60_000
const seededAt = Date.UTC(2026, 0, 5, 9)
const shift = 17 * day + 12_345
const label = (column: AnyPgColumn) => `${getTableName(column.table)}.${column.name}`

async function values(opened: OpenedDatabase, column: AnyPgColumn): Promise<(number | null)[]> {
  const { rows } = await opened.pg.query<{ v: string | null }>(
    `select "${column.name}"::text as v from "${getTableName(column.table)}" order by "${column.name}"`,
  )
  return rows.map((r) => (r.v === null ? null : Number(r.v)))
}

/** Time columns of tables that are not run-time only and that no seeder declares. */
function undeclaredTimeColumns(declared: readonly AnyPgColumn[]): string[] {
  const names = new Set(declared.map(label))
  return schemaTimeColumns()
    .filter(({ table }) => !runtimeTables.includes(table))
    .flatMap(({ columns }) => columns.map(label))
    .filter((column) => !names.has(column))
}

describe('the seeder registry', () => {
  let dir: string
  let atSeeding: OpenedDatabase
  let later: OpenedDatabase

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'seeders-test-'))
    // Both load the snapshot (built now unless another test file of this worker already holds it in memory:
    // snapshots are shared by key), the first moved to seededAt, the second 17 days later.
    atSeeding = await openDatabase({ seed: true, now: () => seededAt, snapshotDir: dir })
    later = await openDatabase({ seed: true, now: () => seededAt + shift, snapshotDir: dir })
  }, 120_000)

  afterAll(async () => {
    await atSeeding?.close()
    await later?.close()
    rmSync(dir, { recursive: true, force: true })
  })

  it('shifts every registered time column when a snapshot is loaded at another time', async () => {
    expect([atSeeding.source, later.source]).toEqual(['snapshot', 'snapshot'])
    for (const seeder of seeders)
      for (const column of seeder.timeColumns) {
        const before = await values(atSeeding, column)
        const after = await values(later, column)
        // A declared column the seeder never fills would make this test prove nothing.
        expect(before.filter((v) => v !== null).length, label(column)).toBeGreaterThan(0)
        // A seeder may move by whole days only (analytics keeps its time of day): 17 days, not 17 days and 12 s.
        const by = seeder.shiftFor?.(shift) ?? shift
        expect(after, label(column)).toEqual(before.map((v) => (v === null ? null : v + by)))
      }
    expect(seeders.find((s) => s.name === 'analytics')?.shiftFor?.(shift)).toBe(17 * day)
  })

  it('declares every time column of every table the seed fills', async () => {
    const declared = new Set(seededTimeColumns().map(label))
    const runtime = new Set(runtimeTables.map((table) => getTableName(table)))
    for (const { table, columns } of schemaTimeColumns()) {
      const name = getTableName(table)
      const { rows } = await atSeeding.pg.query<{ n: number }>(`select count(*)::int as n from "${name}"`)
      const seeded = (rows[0]?.n ?? 0) > 0
      if (runtime.has(name)) {
        // A seeder that starts filling a run-time table must declare its times instead.
        expect({ table: name, seeded }).toEqual({ table: name, seeded: false })
        continue
      }
      // Every table with time columns is either run-time only or has all of them declared by a seeder.
      expect({ table: name, undeclared: columns.map(label).filter((c) => !declared.has(c)) }).toEqual({
        table: name,
        undeclared: [],
      })
    }
  })

  it('gives every new data folder its own copy of the unpacked snapshot, moved to its own time', async () => {
    const folders = [
      mkdtempSync(path.join(tmpdir(), 'seeders-a-')),
      mkdtempSync(path.join(tmpdir(), 'seeders-b-')),
      mkdtempSync(path.join(tmpdir(), 'seeders-c-')),
    ]
    const count = async (opened: OpenedDatabase) =>
      (await opened.pg.query<{ n: number }>('select count(*)::int as n from sandbox_meta')).rows[0]?.n
    const seededAtOf = async (opened: OpenedDatabase) =>
      Number(
        (
          await opened.pg.query<{ v: string }>(
            `select value::text as v from sandbox_meta where key = 'seeded_at'`,
          )
        ).rows[0]?.v,
      )
    try {
      const first = await openDatabase({
        dataDir: folders[0],
        seed: true,
        now: () => seededAt + day,
        snapshotDir: dir,
      })
      const rows = await count(first)
      expect(first.source).toBe('snapshot')
      expect(await seededAtOf(first)).toBe(seededAt + day)
      // What one workspace changes stays in its folder: not in the unpacked snapshot, not in the next one.
      await first.pg.query('delete from sandbox_meta')
      await first.close()
      expect(readdirSync(dir).filter((name) => name.endsWith('.dir'))).toHaveLength(1)
      const second = await openDatabase({
        dataDir: folders[1],
        seed: true,
        now: () => seededAt + shift,
        snapshotDir: dir,
      })
      expect([second.source, await count(second), await seededAtOf(second)]).toEqual([
        'snapshot',
        rows,
        seededAt + shift,
      ])
      await second.close()
      // A reset's standby is opened ahead of its use and keeps the snapshot's times until it is taken: the
      // time the snapshot itself was seeded at (read from the unpacked snapshot), not `now`.
      const standby = await openDatabase({
        dataDir: folders[2],
        seed: true,
        now: () => seededAt + shift,
        snapshotDir: dir,
        moveSeedTimes: false,
      })
      const template = readdirSync(dir).find((name) => name.endsWith('.dir'))!
      const snapshotTime = await PGlite.create({ dataDir: path.join(dir, template) }).then(async (pg) => {
        const { rows } = await pg.query<{ v: string }>(
          `select value::text as v from sandbox_meta where key = 'seeded_at'`,
        )
        await pg.close()
        return Number(rows[0]?.v)
      })
      expect(await seededAtOf(standby)).toBe(snapshotTime)
      expect(snapshotTime).not.toBe(seededAt + shift)
      await standby.close()
    } finally {
      for (const folder of folders) rmSync(folder, { recursive: true, force: true })
    }
  }, 60_000)

  it('copies a new data folder from its own snapshot folder, also after another one was removed', async () => {
    // One process (a test worker) may use several snapshot folders one after the other; the unpacked
    // snapshot it remembered from a folder that is gone since must not be copied from.
    const other = mkdtempSync(path.join(tmpdir(), 'seeders-test-other-'))
    const folders = [0, 1].map((i) => path.join(other, `data-${i}`))
    try {
      const first = await openDatabase({
        dataDir: folders[0],
        seed: true,
        now: () => seededAt,
        snapshotDir: path.join(other, 'a'),
      })
      await first.close()
      rmSync(path.join(other, 'a'), { recursive: true, force: true })
      const second = await openDatabase({
        dataDir: folders[1],
        seed: true,
        now: () => seededAt,
        snapshotDir: path.join(other, 'b'),
      })
      expect(second.source).toBe('snapshot')
      await second.close()
      expect(readdirSync(path.join(other, 'b')).filter((name) => name.endsWith('.dir'))).toHaveLength(1)
    } finally {
      rmSync(other, { recursive: true, force: true })
    }
  }, 60_000)

  it('fails a table with a time column that no seeder declares', () => {
    expect(undeclaredTimeColumns(seededTimeColumns())).toEqual([])
    // A seeder that forgets a column (here: the first one declared) is caught.
    const [first, ...rest] = seededTimeColumns()
    expect(undeclaredTimeColumns(rest)).toEqual([label(first!)])
  })

  it('declares only real time columns of the schema', () => {
    const schemaColumns = new Set(schemaTimeColumns().flatMap(({ columns }) => columns.map(label)))
    for (const column of seededTimeColumns())
      expect(schemaColumns.has(label(column)), label(column)).toBe(true)
    for (const table of runtimeTables) expect(Object.keys(getTableColumns(table)).length).toBeGreaterThan(0)
  })
})

describe('the snapshot key', () => {
  const sources = snapshotSources()
  const base = snapshotKey()

  it('covers every registered seeder file and every migration', () => {
    expect(base).toMatch(/^[0-9a-f]{16}$/)
    const names = sources.map(([name]) => name)
    for (const seeder of seeders) expect(names, seeder.name).toContain(seeder.file)
    expect(names.filter((n) => n.startsWith('db/migrations/')).length).toBeGreaterThan(0)
    expect(names).toEqual(
      expect.arrayContaining(['db/seeders.ts', 'chatbots/seed-data.ts', 'chatbots/schema.ts']),
    )
  })

  it('changes when any seeder file or migration changes', () => {
    const changed = [...seeders.map((s) => s.file), sources.find(([n]) => n.startsWith('db/migrations/'))![0]]
    for (const name of changed) {
      const file = sources.find(([n]) => n === name)![1]
      const key = snapshotKey((f) =>
        f === file ? `${readFileSync(f, 'utf8')}\n// changed\n` : readFileSync(f),
      )
      expect({ name, same: key === base }).toEqual({ name, same: false })
    }
    expect(snapshotKey()).toBe(base)
  })
})
