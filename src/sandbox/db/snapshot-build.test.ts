import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { lockDataFolder, lockFileOf } from './data-folder-lock'
import { loadOrBuildSnapshot } from './database'

const root = mkdtempSync(path.join(tmpdir(), 'sandbox-snapshot-build-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))

/** Counts its builds; each answers a blob of its own. */
function builder() {
  const builds: string[] = []
  return {
    builds,
    build: async () => {
      builds.push('built')
      return new Blob([`build ${builds.length}`])
    },
  }
}

describe('the seeded snapshot, built by one process at a time', () => {
  it('waits for the archive another live process is building instead of seeding again', async () => {
    const file = path.join(root, 'waits.tar')
    // Another builder holds the lock (here this process itself, which counts as alive while it holds it).
    const release = await lockDataFolder(file)
    const { builds, build } = builder()
    const loading = loadOrBuildSnapshot(file, build)
    await new Promise((resolve) => setTimeout(resolve, 600))
    writeFileSync(file, 'from the other process')
    await release()
    expect(await (await loading).text()).toBe('from the other process')
    expect(builds).toEqual([])
  })

  it('builds it when nobody does, and takes over the lock of a builder that died', async () => {
    const file = path.join(root, 'stale.tar')
    writeFileSync(lockFileOf(file), JSON.stringify({ pid: 2 ** 31 - 2 }))
    const { builds, build } = builder()
    expect(await (await loadOrBuildSnapshot(file, build)).text()).toBe('build 1')
    expect(builds).toHaveLength(1)
  })

  it('builds it itself once it has waited long enough for a builder that never finishes', async () => {
    const file = path.join(root, 'stuck.tar')
    const release = await lockDataFolder(file)
    const { builds, build } = builder()
    expect(await (await loadOrBuildSnapshot(file, build, 300)).text()).toBe('build 1')
    expect(builds).toHaveLength(1)
    await release()
  })
})
