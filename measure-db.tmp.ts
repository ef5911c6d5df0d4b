import { mkdtempSync, rmSync, cpSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { drizzle } from 'drizzle-orm/pglite'
import * as schema from './src/sandbox/db/schema'
import { runMigrations } from './src/sandbox/db/database'
import { rebaseSeedTimes } from './src/sandbox/db/seeders'
import { eq } from 'drizzle-orm'
const t = () => performance.now()
for (let i = 0; i < 3; i++) {
  const d = mkdtempSync(path.join(tmpdir(), 'm-'))
  let s = t()
  cpSync('/tmp/chatbot-portal-sandbox/seeded-984e6e29bf8bbc7a.dir', d, { recursive: true })
  const a = t() - s; s = t()
  const pg = await PGlite.create({ dataDir: d })
  const db = drizzle(pg, { schema })
  const b = t() - s; s = t()
  await runMigrations(db)
  const c = t() - s; s = t()
  const seeded = await db.select().from(schema.sandboxMeta).where(eq(schema.sandboxMeta.key, 'seeded_at'))
  await rebaseSeedTimes(db, Number(seeded[0]?.value), Date.now())
  const e = t() - s; s = t()
  await pg.close()
  const f = t() - s
  console.log({ cp: Math.round(a), open: Math.round(b), migrate: Math.round(c), rebase: Math.round(e), close: Math.round(f) })
  rmSync(d, { recursive: true, force: true })
}
