import { PGlite } from '@electric-sql/pglite'
import { drizzle } from 'drizzle-orm/pglite'
import { migrate } from 'drizzle-orm/pglite/migrator'
import * as schema from './src/sandbox/db/schema'
import { seeders } from './src/sandbox/db/seeders'
import { migrationsFolder } from './src/sandbox/db/database'
const pg = await PGlite.create()
const db = drizzle(pg, { schema })
await migrate(db, { migrationsFolder })
await db.transaction(async (tx) => {
  for (const s of seeders) { const t0 = performance.now(); await s.seed(tx as never, Date.now()); console.log(s.name, (performance.now()-t0).toFixed(0), 'ms') }
})
