import type { PgliteDatabase } from 'drizzle-orm/pglite'
import type * as schema from './schema'

/** The sandbox's drizzle database. Its own module so database.ts and the seeders it runs both import it without a cycle. */
export type SandboxDb = PgliteDatabase<typeof schema>
