import { eq, getTableColumns, getTableName, is, sql } from 'drizzle-orm'
import { PgTable, type AnyPgColumn } from 'drizzle-orm/pg-core'
import { sandboxAreas } from '../areas'
import type { SandboxDb } from './sandbox-db'
import * as t from './schema'
import type { Seeder } from './seeder'

/**
 * The seeders, in the order they run: each area's (its manifest, area.ts), in the order of `sandboxAreas`
 * (after the areas each names in `seedAfter`).
 * Each declares its source file (the snapshot key covers it) and the time columns of the tables it fills (a
 * snapshot load shifts them); db/seeders.test.ts fails when a seeded table has an undeclared time column.
 */
export const seeders: readonly Seeder[] = sandboxAreas.flatMap((area) => area.seeders ?? [])

/**
 * Tables only the running server fills (sign-ins, tokens, lockouts, the outbox, uploads, runs): a seeded
 * snapshot holds none of their rows, so none of their times need shifting. The core's outbox and jobs, and what the
 * areas declare. A test checks the seed leaves them empty.
 */
export const runtimeTables: readonly PgTable[] = [
  t.outbox,
  t.sandboxJobs,
  ...sandboxAreas.flatMap((area) => area.runtimeTables ?? []),
]

/** Every table of the schema: the core's (db/schema.ts) and every area's. */
export function sandboxTables(): PgTable[] {
  return [t, ...sandboxAreas.map((area) => area.schema ?? {})]
    .flatMap((module) => Object.values(module) as unknown[])
    .filter((value): value is PgTable => is(value, PgTable))
}

/** Bump when the seed's content or the way its snapshot is built changes without a seeder, schema or migration file changing (it feeds the snapshot key). */
export const seedVersion = 4

/** Fills an empty, migrated database with the demo organisation: every seeder, in one transaction. */
export async function seedDatabase(db: SandboxDb, now: number): Promise<void> {
  await db.transaction(async (tx) => {
    for (const seeder of seeders) await seeder.seed(tx, now)
    await tx.insert(t.sandboxMeta).values({ key: 'seeded_at', value: now })
  })
}

/** Every time column the seeders declare. */
export const seededTimeColumns = (): readonly AnyPgColumn[] => seeders.flatMap((s) => s.timeColumns)

/**
 * A snapshot was seeded at `seededAt`; shift every seeded time (the columns the seeders declare) by the
 * difference to `now`, so "recent" data stays recent (default ranges are the last 30 days). Null stays null.
 */
export async function rebaseSeedTimes(db: SandboxDb, seededAt: number, now: number): Promise<void> {
  const shift = now - seededAt
  if (!Number.isFinite(shift) || shift === 0) return
  const rebasedTables = new Set<string>()
  await db.transaction(async (tx) => {
    for (const seeder of seeders) {
      const by = seeder.shiftFor?.(shift) ?? shift
      if (by === 0) continue
      // One statement per table: every update rewrites each row of the table, and the demo workspace
      // does this on each start (11,000 inbox messages: seconds per pass in PGlite on a busy machine).
      const columnsByTable = new Map<string, AnyPgColumn[]>()
      for (const column of seeder.timeColumns) {
        const table = getTableName(column.table)
        columnsByTable.set(table, [...(columnsByTable.get(table) ?? []), column])
      }
      for (const [table, columns] of columnsByTable) {
        const assignments = columns.map((column) => {
          const name = sql.identifier(column.name)
          return sql`${name} = ${name} + ${by}`
        })
        await tx.execute(sql`update ${sql.identifier(table)} set ${sql.join(assignments, sql`, `)}`)
        rebasedTables.add(table)
      }
    }
    await tx.update(t.sandboxMeta).set({ value: now }).where(eq(t.sandboxMeta.key, 'seeded_at'))
  })
  // Every row rewritten leaves its old version behind, and PGlite runs no autovacuum: without this, every
  // later scan of the inbox reads three times the pages and checks each row's visibility (a Smart Inbox
  // page of 20: 150 ms instead of 30). Outside the transaction: VACUUM cannot run inside one.
  if (rebasedTables.size > 0)
    await db.execute(
      sql`VACUUM ${sql.join(
        [...rebasedTables].map((table) => sql.identifier(table)),
        sql`, `,
      )}`,
    )
}

/**
 * A time column: every `bigint` of the schema holds epoch milliseconds (see `ms` in chatbots/schema.ts), and
 * SQL timestamps, dates and `*_at` names count as well, so a future column cannot slip past the checks.
 */
export function isTimeColumn(column: AnyPgColumn): boolean {
  const type = column.getSQLType().toLowerCase()
  return type === 'bigint' || type.startsWith('timestamp') || type === 'date' || /(^|_)at$/.test(column.name)
}

/** Every table of the schema with its time columns. */
export function schemaTimeColumns(): { table: PgTable; columns: AnyPgColumn[] }[] {
  return sandboxTables().map((table) => ({
    table,
    columns: Object.values(getTableColumns(table) as Record<string, AnyPgColumn>).filter(isTimeColumn),
  }))
}
