import type { PgliteDatabase } from 'drizzle-orm/pglite'

/**
 * The sandbox's drizzle database. Untyped by schema: every area imports the tables it uses from the
 * schema.ts files (no relational `db.query`), so no module needs the whole schema. Its own module so
 * database.ts and the seeders it runs both import it without a cycle.
 */
export type SandboxDb = PgliteDatabase

/** A transaction of the sandbox database, as drizzle hands it to `db.transaction`'s callback. */
export type SandboxTx = Parameters<Parameters<SandboxDb['transaction']>[0]>[0]

/**
 * What a service helper runs its queries on: the database itself or a transaction already open, so one
 * helper serves both without casting a transaction to the database type.
 */
export type DbOrTx = SandboxDb | SandboxTx
