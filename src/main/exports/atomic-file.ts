import { randomBytes } from 'node:crypto'
import { createWriteStream, type WriteStream } from 'node:fs'
import { open, readdir, rename, rm, stat } from 'node:fs/promises'
import path from 'node:path'

/**
 * Exports are atomic (QUALITY REL-7): everything is written to a hidden temporary file beside the target
 * and renamed into place only when complete, so a crash, a kill or a cancel leaves the previous file
 * intact and never a partial file under the chosen name. Orphaned temporaries are swept at start.
 */
export const partialSuffix = '.chatbot-portal-partial'

export function temporaryPathFor(target: string): string {
  return path.join(
    path.dirname(target),
    `.${path.basename(target)}.${randomBytes(6).toString('hex')}${partialSuffix}`,
  )
}

/** A file written elsewhere into `temporaryPath` (the .xlsx writer's process), then put in place. */
export interface AtomicFile {
  readonly temporaryPath: string
  /** Flushes to disk and renames into place. The writer must have closed the file. */
  commit(): Promise<void>
  /** Removes the temporary file; the target is untouched. The writer must have stopped. */
  abort(): Promise<void>
}

export interface AtomicWriter extends AtomicFile {
  /** Writes, waiting for the disk when the stream's buffer is full (bounded memory). */
  write(chunk: string): Promise<void>
}

/** fsync before rename: after a power cut the name must not point at a file whose data is missing. */
async function syncAndRename(temporaryPath: string, target: string): Promise<void> {
  const handle = await open(temporaryPath, 'r+')
  try {
    await handle.sync()
  } finally {
    await handle.close()
  }
  await rename(temporaryPath, target)
}

/**
 * Creates the empty temporary file for a writer in another process: created here, exclusively, so the name
 * is ours; the writer opens and fills it.
 */
export async function reserveAtomicFile(target: string): Promise<AtomicFile> {
  const temporaryPath = temporaryPathFor(target)
  await (await open(temporaryPath, 'wx')).close()
  return {
    temporaryPath,
    commit: () => syncAndRename(temporaryPath, target),
    abort: () => rm(temporaryPath, { force: true }),
  }
}

export async function openAtomicWriter(target: string): Promise<AtomicWriter> {
  const temporaryPath = temporaryPathFor(target)
  const stream: WriteStream = createWriteStream(temporaryPath, {
    flags: 'wx',
    encoding: 'utf8',
    // A deep buffer keeps serialising while the disk catches up (P-4); 4 MB stays far below the 32 MB budget.
    highWaterMark: 4 * 1024 * 1024,
  })
  await new Promise<void>((resolve, reject) => stream.once('open', () => resolve()).once('error', reject))
  let failed: Error | null = null
  stream.on('error', (error) => (failed = error))

  const closeStream = () =>
    new Promise<void>((resolve, reject) => {
      if (stream.closed) return resolve()
      stream.end((error?: Error | null) => (error ? reject(error) : resolve()))
    })

  return {
    temporaryPath,
    async write(chunk) {
      if (failed) throw failed
      if (!stream.write(chunk)) await new Promise<void>((resolve) => stream.once('drain', resolve))
    },
    async commit() {
      await closeStream()
      if (failed) throw failed
      await syncAndRename(temporaryPath, target)
    },
    async abort() {
      // Destroyed, not ended: nothing more is flushed (a cancelled export may have megabytes queued).
      if (!stream.closed) {
        const closed = new Promise<void>((resolve) => stream.once('close', () => resolve()))
        stream.destroy()
        await closed
      }
      await rm(temporaryPath, { force: true })
    },
  }
}

/** Deletes temporaries left by a killed export in these folders. Returns how many were removed. */
export async function sweepOrphans(
  folders: readonly string[],
  olderThanMs = 0,
  now = Date.now(),
): Promise<number> {
  let removed = 0
  for (const folder of new Set(folders)) {
    let names: string[]
    try {
      names = await readdir(folder)
    } catch {
      continue
    }
    for (const name of names) {
      if (!name.startsWith('.') || !name.endsWith(partialSuffix)) continue
      const file = path.join(folder, name)
      try {
        if (now - (await stat(file)).mtimeMs < olderThanMs) continue
        await rm(file, { force: true })
        removed++
      } catch {
        // already gone, or not ours to remove: leave it
      }
    }
  }
  return removed
}
