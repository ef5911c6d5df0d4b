import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { SandboxDb } from './sandbox-db'

/** The transaction every seeder writes in: the whole seed is one transaction. */
export type SeedTransaction = Parameters<Parameters<SandboxDb['transaction']>[0]>[0]

/**
 * One part of the demo data (ARCHITECTURE §6, §8), listed in its area's manifest. A seeder may use the rows
 * of the seeders before it in its area and of the areas its area's manifest names in `seedAfter`.
 */
export interface Seeder {
  /** A short name for messages and tests. */
  readonly name: string
  /**
   * The seeder's source file, relative to src/sandbox ('inbox/seed.ts'). Its content feeds the key of
   * the cached seeded snapshot, so changing the seeder rebuilds the snapshot.
   */
  readonly file: string
  /**
   * Every time column (epoch milliseconds) of the tables this seeder fills. A snapshot seeded at another
   * time is loaded with all of them shifted by the difference, so "recent" data stays recent. A test fails
   * when a table that holds seeded rows has a time column no seeder declares.
   */
  readonly timeColumns: readonly AnyPgColumn[]
  /**
   * How far this seeder's times move when a snapshot seeded `shiftMs` ago is loaded; default all of it.
   * Data whose time of day tells a story (analytics: use per hour, office hours) moves by whole days only.
   */
  readonly shiftFor?: (shiftMs: number) => number
  /** Writes the seeder's rows; `now` is the seeding time (epoch ms) every seeded time is relative to. */
  seed(tx: SeedTransaction, now: number): Promise<void>
}
