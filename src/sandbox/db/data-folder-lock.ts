import { readFileSync } from 'node:fs'
import { mkdir, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'

/** A second server on a data folder that one already serves: two PGlite instances would corrupt it. */
export class DataFolderInUseError extends Error {
  constructor(
    readonly dataDir: string,
    /** The holder's process id; null while another server is writing its lock. */
    readonly pid: number | null,
  ) {
    super(
      `the data folder ${dataDir} is in use by ${pid === null ? 'another process' : `process ${pid}`} ` +
        `(lock file ${lockFileOf(dataDir)}); ` +
        'stop that server first, or choose another folder',
    )
    this.name = 'DataFolderInUseError'
  }
}

/**
 * The lock sits *beside* the data folder (`<folder>.lock`), not in it: the development reset removes and
 * replaces the folder while the server runs, and a folder copied elsewhere must not carry a lock along.
 */
export const lockFileOf = (dataDir: string) => `${path.resolve(dataDir)}.lock`

/** Lock files this process holds: a lock naming this process's id but not in here is a dead one's. */
const held = new Set<string>()

function holderOf(file: string): number | null {
  try {
    const pid = (JSON.parse(readFileSync(file, 'utf8')) as { pid?: unknown }).pid
    return typeof pid === 'number' && Number.isInteger(pid) && pid > 0 ? pid : null
  } catch {
    return null
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * Takes the data folder for this process: a lock file holding its process id, created exclusively. A lock
 * whose process is gone (a killed server, or a recycled id of this very process that it does not hold) is
 * stale and taken over; a live one refuses with DataFolderInUseError naming the process. Answers the
 * release, which removes the file if it is still ours.
 */
export async function lockDataFolder(dataDir: string): Promise<() => Promise<void>> {
  const file = lockFileOf(dataDir)
  await mkdir(path.dirname(file), { recursive: true })
  for (let attempt = 0; ; attempt++) {
    try {
      await writeFile(file, `${JSON.stringify({ pid: process.pid })}\n`, { flag: 'wx' })
      held.add(file)
      return async () => {
        held.delete(file)
        if (holderOf(file) === process.pid) await rm(file, { force: true })
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    }
    const pid = holderOf(file)
    const alive = pid !== null && (pid === process.pid ? held.has(file) : isRunning(pid))
    // Finding it taken again after removing a stale one: another server is taking it over at this moment.
    if (alive || attempt > 0) throw new DataFolderInUseError(dataDir, pid)
    await rm(file, { force: true })
  }
}
