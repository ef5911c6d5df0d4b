/**
 * Builds the demo's seeded snapshot and its unpacked template where the tests look for them (the scratch
 * folder tests/scratch-dir.ts chooses), before the tests start. `npm test` runs it beside lint, which
 * leaves a core partly idle; otherwise the first unit test workers each seeded the database (half a minute
 * of CPU) at the same moment, or one of them waited for the other's.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { openDatabase } from '../src/sandbox/db/database'
import { useRamScratchDir } from '../tests/scratch-dir'

useRamScratchDir()
const folder = mkdtempSync(path.join(tmpdir(), 'demo-snapshot-'))
try {
  // A data folder, so that the unpacked template is made too (each demo workspace copies it).
  const opened = await openDatabase({ dataDir: path.join(folder, 'data'), seed: true, now: () => Date.now() })
  await opened.close()
} finally {
  rmSync(folder, { recursive: true, force: true })
}
