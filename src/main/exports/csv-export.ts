import { openAtomicWriter } from './atomic-file'
import { formatRecord, utf8Bom, type CsvCell, type CsvSeparator } from './csv-format'

/** A paged data set to export: pages are fetched one by one, so memory stays flat whatever the size. */
export interface CsvExportSource {
  readonly headers: readonly string[]
  /** Page numbers start at 1 (spec 000 §9). */
  fetchPage(
    pageNum: number,
    signal: AbortSignal,
  ): Promise<{ rows: readonly (readonly CsvCell[])[]; totalPages: number }>
}

export interface CsvExportProgress {
  readonly pagesDone: number
  readonly totalPages: number
  readonly rowsWritten: number
}

export class NothingToExportError extends Error {
  constructor() {
    super('There are no conversations to export')
    this.name = 'NothingToExportError'
  }
}

/**
 * Rows are serialised in slices of at most this many milliseconds before yielding to the event loop
 * (QUALITY P-4: no stall over 16 ms). Time, not a row count: 1,000 rows took 5 to 24 ms on one machine.
 */
const sliceMs = 4

const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve))

/**
 * `map` over `items` in the same time slices as the rows are written, yielding to the event loop between
 * slices: turning a page of 1,000 rows into text (dates and durations through Intl) took up to 9 ms in one
 * block on the first page, while the code was still cold (P-4).
 */
export async function mapInSlices<T, R>(items: readonly T[], map: (item: T) => R): Promise<R[]> {
  const mapped: R[] = []
  let index = 0
  while (index < items.length) {
    const sliceStart = performance.now()
    do mapped.push(map(items[index++]!))
    while (index < items.length && (index % 16 !== 0 || performance.now() - sliceStart < sliceMs))
    if (index < items.length) await yieldToEventLoop()
  }
  return mapped
}

/**
 * Streams the source into `target` atomically. Cancelling (the signal) or any failure removes the
 * temporary file and leaves an existing file at `target` untouched.
 */
export async function exportCsv(
  target: string,
  source: CsvExportSource,
  options: {
    signal: AbortSignal
    onProgress?: (progress: CsvExportProgress) => void
    /** `,` unless told otherwise (the user's locale decides: `;` for Dutch spreadsheets). */
    separator?: CsvSeparator
  },
): Promise<CsvExportProgress> {
  const { signal } = options
  const separator = options.separator ?? ','
  signal.throwIfAborted()
  const first = await source.fetchPage(1, signal)
  if (first.rows.length === 0) throw new NothingToExportError()

  const writer = await openAtomicWriter(target)
  let rowsWritten = 0
  let totalPages = Math.max(1, first.totalPages)
  try {
    await writer.write(utf8Bom + formatRecord(source.headers, separator))
    let page = first
    for (let pageNum = 1; ;) {
      for (let index = 0; index < page.rows.length;) {
        signal.throwIfAborted()
        const sliceStart = performance.now()
        let chunk = ''
        do {
          chunk += formatRecord(page.rows[index++]!, separator)
          rowsWritten++
        } while (index < page.rows.length && (index % 16 !== 0 || performance.now() - sliceStart < sliceMs))
        await writer.write(chunk)
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
    return { pagesDone: totalPages, totalPages, rowsWritten }
  } catch (error) {
    await writer.abort()
    throw error
  }
}
