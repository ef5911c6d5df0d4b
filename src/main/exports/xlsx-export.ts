import type { InterfaceLanguage } from '@shared/domain/languages'
import { reserveAtomicFile, type AtomicFile } from './atomic-file'
import { NothingToExportError, type CsvExportProgress } from './csv-export'
import { columnWidths, type DurationUnits, type ExportSource, type ExportValue } from './export-table'
import type { FromXlsxWriter, XlsxSheetSetup } from './xlsx-writer-protocol'
import type { XlsxWriters } from './xlsx-writers'

/**
 * Rows go to the writer process in batches of this many: copying a batch over is main's only work per
 * row, and a batch this size copies in well under a millisecond (QUALITY P-4: no stall over 16 ms).
 */
const batchRows = 250
/** Batches sent but not yet serialised: enough to keep the writer busy, few enough for flat memory. */
const maxBatchesInFlight = 4

const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve))

/**
 * A writer process as one export drives it: `ready` waits until it listens and fewer than
 * `maxBatchesInFlight` batches are unwritten, so memory stays flat whatever the row count; any failure or
 * exit of the writer rejects the next wait. After a clean commit the writer goes back to `writers`.
 */
function driveXlsxWriter(
  writers: XlsxWriters,
  setup: XlsxSheetSetup,
  file: string,
  onHeap?: (bytes: number) => void,
) {
  const writer = writers.take()
  let started = false
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
  const start = () => {
    started = true
    writer.send({ kind: 'start', setup, file })
  }
  writer.attach(
    (message: FromXlsxWriter) => {
      switch (message.kind) {
        case 'ready':
          start()
          break
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
    },
    () => {
      failure ??= new Error('The .xlsx writer stopped')
      notify()
    },
  )
  // A warm writer from an earlier export listens already; a new one says so first.
  if (writer.listening) start()
  if (writer.exited) failure = new Error('The .xlsx writer stopped')
  return {
    /** Until the writer has room for another batch. */
    ready: () => waitFor(() => started && inFlight < maxBatchesInFlight),
    write(rows: readonly (readonly ExportValue[])[]) {
      inFlight++
      writer.send({ kind: 'rows', rows })
    },
    /** The file is complete and closed; the writer waits for the next export. */
    async commit(): Promise<void> {
      await waitFor(() => started)
      writer.send({ kind: 'commit' })
      await waitFor(() => done)
      writers.giveBack(writer)
    },
    /** A cancelled or failed export's writer is stopped, not reused: it may be mid-row or broken. */
    stop: () => writer.stop(),
  }
}

/** The writer, started; when it cannot be (its file missing from a build), the reserved file goes too. */
async function startedOrRemoved<T>(file: AtomicFile, start: () => T): Promise<T> {
  try {
    return start()
  } catch (error) {
    await file.abort()
    throw error
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
 * from the header and the first page. exceljs runs in a process of its own (xlsx-writer-process.ts): main
 * reads the pages and passes the values on; the writer makes the cells and fills a temporary file that main
 * renames into place when complete (QUALITY REL-7): cancelling or any failure leaves an existing file at
 * `target` untouched.
 */
export async function exportXlsx(
  target: string,
  source: ExportSource,
  options: {
    signal: AbortSignal
    language: InterfaceLanguage
    units: DurationUnits
    /** The processes that write the file (QUALITY P-4: none of its work on main's threads). */
    writers: XlsxWriters
    onProgress?: (progress: CsvExportProgress) => void
    /** The writer's heap held after each batch (collected first): the P-4 bench adds it to main's. */
    onWriterHeap?: (bytes: number) => void
  },
): Promise<CsvExportProgress> {
  const { signal, language } = options
  signal.throwIfAborted()
  const first = await source.fetchPage(1, signal)
  if (first.rows.length === 0) throw new NothingToExportError()
  const widths = columnWidths(source.columns, first.rows, language, options.units)
  const file = await reserveAtomicFile(target)
  const writer = await startedOrRemoved(file, () =>
    driveXlsxWriter(
      options.writers,
      {
        sheetName: safeSheetName(source.sheetName),
        columns: source.columns.map((column, index) => ({
          header: column.header,
          width: widths[index]!,
          kind: column.kind,
        })),
        language,
        ...(options.onWriterHeap ? { measureHeap: true } : {}),
      },
      file.temporaryPath,
      options.onWriterHeap,
    ),
  )

  let rowsWritten = 0
  let totalPages = Math.max(1, first.totalPages)
  try {
    let page = first
    for (let pageNum = 1; ;) {
      for (let index = 0; index < page.rows.length; index += batchRows) {
        signal.throwIfAborted()
        await writer.ready()
        const batch = page.rows.slice(index, index + batchRows)
        writer.write(batch)
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
    await writer.commit()
    signal.throwIfAborted()
    await file.commit()
    return { pagesDone: totalPages, totalPages, rowsWritten }
  } catch (error) {
    await writer.stop()
    await file.abort()
    throw error
  }
}
