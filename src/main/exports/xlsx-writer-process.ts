import { createWriteStream, readdirSync, type WriteStream } from 'node:fs'
import { setPriority } from 'node:os'
import type { Writable } from 'node:stream'
import { getHeapStatistics, setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import type * as ExcelJsModule from 'exceljs'
import { xlsxCellOf, type ExportValue } from './export-table'
import type { FromXlsxWriter, ToXlsxWriter, XlsxSheetSetup } from './xlsx-writer-protocol'

/**
 * The .xlsx writer: a process of its own, one export at a time (QUALITY P-4). exceljs serialises a row in
 * tens of microseconds and collects its garbage in pauses of up to about 14 ms; on main's thread those
 * pauses alone broke the 16 ms stall budget. In a worker thread they still did, now and then: the worker's
 * garbage collection runs on V8 helper threads and its file writes on libuv's pool, both shared with main,
 * and on two cores main waited 8–16 ms on the run queue behind them (measured with /proc schedstat). A
 * process of its own shares none of them, and lowers the priority of all its threads.
 */

/** Uncompressed XML waiting for the deflater: above the high mark the writer pauses until the low mark. */
const highQueuedBytes = 8 * 1024 * 1024
const lowQueuedBytes = 2 * 1024 * 1024

/** How a message reaches main: Electron's parentPort in a utilityProcess, Node's IPC channel otherwise. */
interface ElectronParentPort {
  postMessage(message: unknown): void
  on(event: 'message', listener: (event: { data: unknown }) => void): void
}
const electronPort = (process as { parentPort?: ElectronParentPort }).parentPort
function post(message: FromXlsxWriter): void {
  if (electronPort) electronPort.postMessage(message)
  else process.send?.(message)
}
const listen = (listener: (message: ToXlsxWriter) => void) =>
  electronPort
    ? electronPort.on('message', (event) => listener(event.data as ToXlsxWriter))
    : process.on('message', (message) => listener(message as ToXlsxWriter))

/**
 * Every thread of this process yields the CPU to the window's: on a machine with few cores an export must
 * not take turns with main. On Linux a thread has its own nice value and new threads inherit their
 * creator's, so each thread alive now is lowered; elsewhere the priority is the whole process's.
 */
function yieldCpuToTheWindow(): void {
  try {
    if (process.platform !== 'linux') return setPriority(10)
    for (const thread of readdirSync('/proc/self/task')) setPriority(Number(thread), 10)
  } catch {
    // Without /proc (some containers) or the right to lower it, the export runs at normal priority.
  }
}

/** The bench's view of what the writer holds: its heap after a full collection. */
function heapMeter(measure: boolean | undefined): () => number {
  if (!measure) return () => getHeapStatistics().used_heap_size
  setFlagsFromString('--expose-gc')
  const collect = runInNewContext('gc') as () => void
  return () => {
    collect()
    return getHeapStatistics().used_heap_size
  }
}

/** The streams exceljs feeds a worksheet's XML through (its StreamBuf): what waits to be deflated. */
interface WorksheetStream {
  readonly pipes?: Writable[]
  readonly buffers?: { readonly length: number }[]
}

/** archiver's PassThrough comes from readable-stream 2, which predates `writableLength`. */
const stateOf = (pipe: Writable) =>
  (pipe as unknown as { _writableState?: { readonly length?: number } })._writableState

function queuedBytes(stream: WorksheetStream): number {
  let queued = 0
  for (const pipe of stream.pipes ?? []) queued += pipe.writableLength ?? stateOf(pipe)?.length ?? 0
  for (const buffer of stream.buffers ?? []) queued += buffer.length
  return Number.isFinite(queued) ? queued : 0
}

/**
 * Waits while more than a few MB of the worksheet's XML waits to be deflated. exceljs' streaming writer
 * never applies back-pressure itself (its worksheet stream accepts everything), so without this the whole
 * workbook would wait in memory whenever serialising is faster than zip. It resumes at the low mark rather
 * than at an empty queue, so the deflater never idles while rows are being serialised.
 */
async function caughtUp(stream: WorksheetStream): Promise<void> {
  if (queuedBytes(stream) <= highQueuedBytes) return
  while (queuedBytes(stream) > lowQueuedBytes) await new Promise<void>((resolve) => setTimeout(resolve, 1))
}

type ExcelJs = typeof ExcelJsModule
/** Loading starts at once, while main still fetches the first page. */
const excelJs = import('exceljs')
// A failed load is reported by the first export that needs it (as 'failed'), not as a crash here.
excelJs.catch(() => undefined)

/** One workbook with one sheet, streamed into `file`: header row first, then batches of rows. */
async function openSheet(setup: XlsxSheetSetup, file: string) {
  const imported = (await excelJs) as ExcelJs & { default?: ExcelJs }
  const ExcelJS = imported.default ?? imported
  // The file exists (main reserved it, empty); main renames or removes it, this process only fills it.
  const output: WriteStream = createWriteStream(file, { flags: 'w' })
  let outputFailure: Error | null = null
  output.on('error', (error) => (outputFailure = error))
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: true,
    // Inline strings: memory does not grow with the row count.
    useSharedStrings: false,
  })
  workbook.creator = 'Chatbot Portal'
  const sheet = workbook.addWorksheet(setup.sheetName, { views: [{ state: 'frozen', xSplit: 0, ySplit: 1 }] })
  sheet.columns = setup.columns.map((column) => ({ header: column.header, width: column.width }))
  const header = sheet.getRow(1)
  header.font = { bold: true }
  header.commit()
  const worksheetStream = (sheet as unknown as { stream: WorksheetStream }).stream
  const kinds = setup.columns.map((column) => column.kind)
  const heapInUse = heapMeter(setup.measureHeap)
  let rowsWritten = 0

  return {
    async write(rows: readonly (readonly ExportValue[])[]): Promise<number> {
      if (outputFailure) throw outputFailure
      for (const values of rows) {
        const row = sheet.getRow(rowsWritten + 2)
        for (let column = 0; column < kinds.length; column++) {
          const cell = xlsxCellOf(values[column] ?? null, kinds[column]!, setup.language)
          if (cell.value === null) continue
          const target = row.getCell(column + 1)
          target.value = cell.value
          if (cell.numFmt) target.numFmt = cell.numFmt
        }
        row.commit()
        rowsWritten++
      }
      await caughtUp(worksheetStream)
      return heapInUse()
    },
    /** Finishes the zip and closes the file: when this resolves, every byte is in it. */
    async close(): Promise<void> {
      sheet.commit()
      const closed = new Promise<void>((resolve, reject) => {
        output.once('close', () => (outputFailure ? reject(outputFailure) : resolve()))
        output.once('error', reject)
      })
      await workbook.commit()
      await closed
    },
  }
}

yieldCpuToTheWindow()
let sheet: Awaited<ReturnType<typeof openSheet>> | null = null

async function handle(message: ToXlsxWriter): Promise<void> {
  switch (message.kind) {
    case 'start':
      sheet = await openSheet(message.setup, message.file)
      return
    case 'rows': {
      if (!sheet) throw new Error('rows before start')
      const heapBytes = await sheet.write(message.rows)
      return post({ kind: 'written', rows: message.rows.length, heapBytes })
    }
    case 'commit':
      if (!sheet) throw new Error('commit before start')
      await sheet.close()
      sheet = null
      // The process stays for the next export; main stops it when it is no longer wanted.
      return post({ kind: 'done' })
  }
}

// One message at a time, in order: a batch's rows must be in the sheet before the next batch or the commit.
let queue = Promise.resolve()
listen((message) => {
  queue = queue
    .then(() => handle(message))
    .catch((error: unknown) =>
      post({ kind: 'failed', message: error instanceof Error ? error.message : String(error) }),
    )
})
// Main without us: a Node child whose parent is gone has nobody to write for.
if (!electronPort) process.on('disconnect', () => process.exit(0))
post({ kind: 'ready' })
