import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { Worker } from 'node:worker_threads'
import type { InterfaceLanguage } from '@shared/domain/languages'
import { openAtomicWriter, type AtomicWriter } from './atomic-file'
import { NothingToExportError, type CsvExportProgress } from './csv-export'
import { columnWidths, type DurationUnits, type ExportSource, type ExportValue } from './export-table'
import type { FromXlsxWorker, ToXlsxWorker, XlsxSheetSetup } from './xlsx-worker-protocol'

/**
 * Rows go to the worker in batches of this many: copying a batch to the other thread is main's only work
 * per row, and a batch this size copies in about a millisecond (QUALITY P-4: no stall over 16 ms).
 */
const batchRows = 250
/** Batches sent but not yet serialised: enough to keep the worker busy, few enough for flat memory. */
const maxBatchesInFlight = 4

const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve))

/**
 * Where the worker is: the bundled JavaScript beside main's bundle (electron-vite's `xlsx-worker` entry;
 * this module may sit in out/main or in out/main/chunks), or, run from the sources, the TypeScript file
 * started through tsx.
 */
function startWorker(setup: XlsxSheetSetup): Worker {
  const here = import.meta.url
  if (here.endsWith('.ts')) {
    return new Worker(new URL('./run-typescript-worker.mjs', here), {
      workerData: { entry: new URL('./xlsx-worker.ts', here).href, setup },
    })
  }
  const bundled = ['./xlsx-worker.js', '../xlsx-worker.js']
    .map((relative) => new URL(relative, here))
    .find((url) => existsSync(fileURLToPath(url)))
  if (!bundled) throw new Error('The .xlsx writer is missing from this build (xlsx-worker.js)')
  return new Worker(bundled, { workerData: { setup } })
}

/**
 * The worker as main sees it: batches go in, the file's bytes come out into the atomic writer. `ready`
 * waits until fewer than `maxBatchesInFlight` batches are unwritten, so memory stays flat whatever the
 * row count; any failure of the worker rejects the next wait.
 */
function xlsxWriterThread(setup: XlsxSheetSetup, file: AtomicWriter, onHeap?: (bytes: number) => void) {
  const worker = startWorker(setup)
  let inFlight = 0
  let failure: Error | null = null
  let done = false
  let wake: (() => void) | null = null
  const notify = () => {
    const resume = wake
    wake = null
    resume?.()
  }
  const waitFor = async (condition: () => boolean) => {
    while (!condition()) {
      if (failure) throw failure
      await new Promise<void>((resolve) => (wake = resolve))
    }
    if (failure) throw failure
  }
  worker.on('message', (message: FromXlsxWorker) => {
    switch (message.kind) {
      case 'chunk':
        file.stream.write(message.bytes)
        return
      case 'written':
        inFlight--
        onHeap?.(message.heapBytes)
        break
      case 'done':
        done = true
        break
      case 'failed':
        failure = new Error(message.message)
        break
    }
    notify()
  })
  worker.on('error', (error) => {
    failure = error
    notify()
  })
  worker.on('exit', () => {
    failure ??= done ? null : new Error('The .xlsx writer stopped')
    notify()
  })
  file.stream.on('error', (error) => {
    failure = error
    notify()
  })
  const send = (message: ToXlsxWorker) => worker.postMessage(message)
  return {
    /** Until the worker has room for another batch and the disk has caught up with its output. */
    async ready(): Promise<void> {
      await waitFor(() => inFlight < maxBatchesInFlight)
      if (file.stream.writableNeedDrain) {
        await new Promise<void>((resolve) => file.stream.once('drain', resolve))
      }
    },
    write(rows: readonly (readonly ExportValue[])[]) {
      inFlight++
      send({ kind: 'rows', rows })
    },
    async commit(): Promise<void> {
      send({ kind: 'commit' })
      await waitFor(() => done)
      file.stream.end()
      await worker.terminate()
    },
    stop: () => worker.terminate(),
  }
}

/** A worksheet name Excel accepts: at most 31 characters, none of []:*?/\ . */
export function safeSheetName(name: string): string {
  return (
    name
      .replace(/[[\]:*?/\\]/g, ' ')
      .trim()
      .slice(0, 31) || 'Export'
  )
}

/**
 * Streams the typed source into an .xlsx at `target`: typed cells, a bold frozen header row, column widths
 * from the header and the first page. exceljs runs in a worker thread (xlsx-worker.ts); main reads pages,
 * makes cells and writes the worker's bytes to a temporary file renamed into place when complete (QUALITY
 * REL-7): cancelling or any failure leaves an existing file at `target` untouched.
 */
export async function exportXlsx(
  target: string,
  source: ExportSource,
  options: {
    signal: AbortSignal
    language: InterfaceLanguage
    units: DurationUnits
    onProgress?: (progress: CsvExportProgress) => void
    /** The worker's heap held after each batch (collected first): the P-4 bench adds it to main's. */
    onWorkerHeap?: (bytes: number) => void
  },
): Promise<CsvExportProgress> {
  const { signal, language } = options
  signal.throwIfAborted()
  const first = await source.fetchPage(1, signal)
  if (first.rows.length === 0) throw new NothingToExportError()
  const widths = columnWidths(source.columns, first.rows, language, options.units)
  const file = await openAtomicWriter(target)
  const thread = xlsxWriterThread(
    {
      sheetName: safeSheetName(source.sheetName),
      columns: source.columns.map((column, index) => ({
        header: column.header,
        width: widths[index]!,
        kind: column.kind,
      })),
      language,
      ...(options.onWorkerHeap ? { measureHeap: true } : {}),
    },
    file,
    options.onWorkerHeap,
  )

  let rowsWritten = 0
  let totalPages = Math.max(1, first.totalPages)
  try {
    let page = first
    for (let pageNum = 1; ;) {
      for (let index = 0; index < page.rows.length; index += batchRows) {
        signal.throwIfAborted()
        await thread.ready()
        const batch = page.rows.slice(index, index + batchRows)
        thread.write(batch)
        rowsWritten += batch.length
        await yieldToEventLoop()
      }
      options.onProgress?.({ pagesDone: pageNum, totalPages, rowsWritten })
      if (pageNum >= totalPages) break
      pageNum++
      signal.throwIfAborted()
      page = await source.fetchPage(pageNum, signal)
      totalPages = Math.max(pageNum, page.totalPages)
      // Reading the page was a block of its own: the first slice waits for the next turn of the loop.
      await yieldToEventLoop()
    }
    signal.throwIfAborted()
    await thread.commit()
    signal.throwIfAborted()
    await file.commit()
    return { pagesDone: totalPages, totalPages, rowsWritten }
  } catch (error) {
    await thread.stop()
    await file.abort()
    throw error
  }
}
