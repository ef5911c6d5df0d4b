import { existsSync, mkdirSync } from 'node:fs'
import path from 'node:path'

/**
 * Test runs write their scratch data (demo workspaces and the copies each reset swaps in, snapshot
 * templates, downloads, the browser's profile) to a RAM disk where Linux has one. A demo workspace is a
 * 68 MB database folder of 1,300 files copied for every end-to-end test: 3.3 s to the CI machine's disk,
 * 0.5 s to /dev/shm. Only when nobody chose a TMPDIR; elsewhere the system's temporary folder stays.
 * Set by the test configurations before any worker starts, so every process of the run inherits it.
 */
export function useRamScratchDir(): void {
  if (process.env['TMPDIR'] || process.platform !== 'linux' || !existsSync('/dev/shm')) return
  const dir = path.join('/dev/shm', 'chatbot-portal-tests')
  try {
    mkdirSync(dir, { recursive: true })
  } catch {
    return
  }
  process.env['TMPDIR'] = dir
}
