import { mkdtempSync, rmSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
const t = () => performance.now()
const tar = readFileSync('/tmp/chatbot-portal-sandbox/seeded-984e6e29bf8bbc7a.tar')
for (let i = 0; i < 2; i++) {
  const d = mkdtempSync(path.join(tmpdir(), 'm-'))
  let s = t()
  const pg = await PGlite.create({ dataDir: d, loadDataDir: new Blob([tar]) })
  await pg.query('select 1')
  console.log({ loadDataDir: Math.round(t() - s) })
  await pg.close()
  rmSync(d, { recursive: true, force: true })
}
