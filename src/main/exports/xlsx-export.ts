import type { Writable } from 'node:stream'
import type * as ExcelJsModule from 'exceljs'
import type { InterfaceLanguage } from '@shared/domain/languages'
import { openAtomicWriter } from './atomic-file'
import { NothingToExportError, type CsvExportProgress } from './csv-export'
import { columnWidths, xlsxCellOf, type DurationUnits, type ExportSource } from './export-table'

/**
 * Rows are written in slices of at most this many milliseconds before yielding to the event loop (QUALITY
 * P-4: no stall over 16 ms). Time, not a row count: exceljs' cost per row varies with the machine's load.
 * Short, because V8's collections of exceljs' garbage (up to about 14 ms) can land inside a slice.
 */
const sliceMs = 2
/** Uncompressed XML waiting for the deflater: above the high mark the writer pauses until the low mark. */
const highQueuedBytes = 8 * 1024 * 1024
const lowQueuedBytes = 2 * 1024 * 1024

type ExcelJs = typeof ExcelJsModule

let excelJs: Promise<ExcelJs> | undefined
/** exceljs is loaded on the first .xlsx export only: main's start-up does not pay for it (P-3). */
function loadExcelJs(): Promise<ExcelJs> {
  excelJs ??= import('exceljs').then(
    (module) => (module as ExcelJs & { default?: ExcelJs }).default ?? module,
  )
  return excelJs
}

/** The streams exceljs feeds a worksheet's XML through (its StreamBuf): what waits to be deflated. */
interface WorksheetStream {
  readonly pipes?: Writable[]
  readonly buffers?: { readonly length: number }[]
}

/** archiver's PassThrough comes from readable-stream 2, which predates `writableLength`. */
interface WritableState {
  readonly length?: number
}
const stateOf = (pipe: Writable) => (pipe as unknown as { _writableState?: WritableState })._writableState

function queuedBytes(stream: WorksheetStream): number {
  let queued = 0
  for (const pipe of stream.pipes ?? []) queued += pipe.writableLength ?? stateOf(pipe)?.length ?? 0
  for (const buffer of stream.buffers ?? []) queued += buffer.length
  return Number.isFinite(queued) ? queued : 0
}

/**
 * Waits while more than a few MB of the worksheet's XML waits to be deflated. exceljs' streaming writer
 * never applies back-pressure itself (its worksheet stream accepts everything), so without this the whole
 * workbook would wait in memory whenever serialising is faster than zip and disk. It resumes at the low
 * mark rather than at an empty queue, so the deflater never idles while rows are being serialised.
 */
async function caughtUp(stream: WorksheetStream, signal: AbortSignal): Promise<void> {
  if (queuedBytes(stream) <= highQueuedBytes) return
  while (queuedBytes(stream) > lowQueuedBytes) {
    signal.throwIfAborted()
    await new Promise<void>((resolve) => setTimeout(resolve, 1))
  }
}

const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve))

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
 * Streams the typed source into an .xlsx at `target` with exceljs' streaming workbook writer: typed cells,
 * a bold frozen header row, column widths from the header and the first page. Written to a temporary file
 * renamed into place when complete (QUALITY REL-7); cancelling or any failure leaves an existing file at
 * `target` untouched.
 */
export async function exportXlsx(
  target: string,
  source: ExportSource,
  options: {
    signal: AbortSignal
    language: InterfaceLanguage
    units: DurationUnits
    onProgress?: (progress: CsvExportProgress) => void
  },
): Promise<CsvExportProgress> {
  const { signal, language } = options
  signal.throwIfAborted()
  const first = await source.fetchPage(1, signal)
  if (first.rows.length === 0) throw new NothingToExportError()
  const ExcelJS = await loadExcelJs()
  const writer = await openAtomicWriter(target)
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: writer.stream,
    useStyles: true,
    useSharedStrings: false,
  })
  // exceljs' zip (archiver): a failing disk surfaces here as well as in the writer.
  const zip = (workbook as unknown as { zip: NodeJS.ReadableStream & { abort(): void } }).zip
  let zipError: Error | null = null
  zip.on('error', (error: Error) => (zipError = error))
  workbook.creator = 'Chatbot Portal'
  // Setting up the workbook is a block of its own (exceljs builds its zip and style tables).
  await yieldToEventLoop()
  const sheet = workbook.addWorksheet(safeSheetName(source.sheetName), {
    views: [{ state: 'frozen', xSplit: 0, ySplit: 1 }],
  })
  const widths = columnWidths(source.columns, first.rows, language, options.units)
  sheet.columns = source.columns.map((column, index) => ({ header: column.header, width: widths[index] }))
  const header = sheet.getRow(1)
  header.font = { bold: true }
  header.commit()
  await yieldToEventLoop()
  const kinds = source.columns.map((column) => column.kind)
  const worksheetStream = (sheet as unknown as { stream: WorksheetStream }).stream

  let rowsWritten = 0
  let totalPages = Math.max(1, first.totalPages)
  try {
    let page = first
    for (let pageNum = 1; ;) {
      for (let index = 0; index < page.rows.length;) {
        signal.throwIfAborted()
        const sliceStart = performance.now()
        do {
          const values = page.rows[index++]!
          const row = sheet.getRow(rowsWritten + 2)
          for (let column = 0; column < kinds.length; column++) {
            const cell = xlsxCellOf(values[column] ?? null, kinds[column]!, language)
            if (cell.value === null) continue
            const target = row.getCell(column + 1)
            target.value = cell.value
            if (cell.numFmt) target.numFmt = cell.numFmt
          }
          row.commit()
          rowsWritten++
        } while (index < page.rows.length && (index % 16 !== 0 || performance.now() - sliceStart < sliceMs))
        if (zipError) throw zipError
        await caughtUp(worksheetStream, signal)
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
    sheet.commit()
    await workbook.commit()
    if (zipError) throw zipError
    signal.throwIfAborted()
    await writer.commit()
    return { pagesDone: totalPages, totalPages, rowsWritten }
  } catch (error) {
    zip.unpipe(writer.stream)
    zip.abort()
    await writer.abort()
    throw error
  }
}
