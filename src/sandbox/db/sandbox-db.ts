import type { PgliteDatabase } from 'drizzle-orm/pglite'

/**
 * The sandbox's drizzle database. Untyped by schema: every area imports the tables it uses from the
 * schema.ts files (no relational `db.query`), so no module needs the whole schema. Its own module so
 * database.ts and the seeders it runs both import it without a cycle.
 */
export type SandboxDb = PgliteDatabase
