import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { DataFolderInUseError, lockDataFolder, lockFileOf } from './data-folder-lock'

const root = mkdtempSync(path.join(tmpdir(), 'sandbox-lock-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))

/** No process has this id: Linux ids stay below 2^22, other systems' below 2^31 - 1. */
const deadPid = 2 ** 31 - 2

describe('one server per data folder', () => {
  it('refuses a second lock on a folder in use, naming the process; free again once released', async () => {
    const folder = path.join(root, 'data')
    const release = await lockDataFolder(folder)
    expect(JSON.parse(readFileSync(lockFileOf(folder), 'utf8'))).toEqual({ pid: process.pid })
    const second = await lockDataFolder(folder).catch((error: unknown) => error)
    expect(second).toBeInstanceOf(DataFolderInUseError)
    expect((second as DataFolderInUseError).pid).toBe(process.pid)
    expect((second as Error).message).toContain(`in use by process ${process.pid}`)
    // Another folder is another lock.
    const other = await lockDataFolder(path.join(root, 'data-2'))
    await release()
    expect(existsSync(lockFileOf(folder))).toBe(false)
    await (
      await lockDataFolder(folder)
    )()
    await other()
  })

  it('takes over a stale lock: of a process that is gone, or a recycled id of its own it does not hold', async () => {
    const folder = path.join(root, 'stale')
    for (const pid of [deadPid, process.pid]) {
      writeFileSync(lockFileOf(folder), JSON.stringify({ pid }))
      const release = await lockDataFolder(folder)
      expect(JSON.parse(readFileSync(lockFileOf(folder), 'utf8'))).toEqual({ pid: process.pid })
      await release()
    }
    // An unreadable lock (a crash while writing) is stale too.
    writeFileSync(lockFileOf(folder), '')
    await (
      await lockDataFolder(folder)
    )()
  })

  it('keeps the lock out of the folder, so resets and copies of the folder carry none', async () => {
    const folder = path.join(root, 'beside')
    const release = await lockDataFolder(folder)
    expect(path.dirname(lockFileOf(folder))).toBe(root)
    expect(existsSync(folder)).toBe(false)
    // Releasing leaves another process's lock alone.
    writeFileSync(lockFileOf(folder), JSON.stringify({ pid: deadPid }))
    await release()
    expect(existsSync(lockFileOf(folder))).toBe(true)
  })
})
