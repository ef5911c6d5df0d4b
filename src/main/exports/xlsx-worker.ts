import { readlinkSync } from 'node:fs'
import { setPriority } from 'node:os'
import { Writable } from 'node:stream'
import { finished } from 'node:stream/promises'
import { getHeapStatistics, setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import { parentPort, workerData } from 'node:worker_threads'
import type * as ExcelJsModule from 'exceljs'
import { xlsxCellOf } from './export-table'
import type { FromXlsxWorker, ToXlsxWorker, XlsxSheetSetup } from './xlsx-worker-protocol'

/**
 * The .xlsx writer's thread (QUALITY P-4). exceljs serialises a row in tens of microseconds and collects
 * its garbage in pauses of up to about 14 ms; on main's thread those pauses alone broke the 16 ms stall
 * budget however short the slices were. Here they stall nobody: main keeps answering the window.
 */

/** Uncompressed XML waiting for the deflater: above the high mark the writer pauses until the low mark. */
const highQueuedBytes = 8 * 1024 * 1024
const lowQueuedBytes = 2 * 1024 * 1024

const port = parentPort
if (!port) throw new Error('xlsx-worker runs as a worker thread')

/**
 * On Linux a thread has its own nice value: this one yields the CPU to main's thread, so on a machine with
 * few cores an export does not take turns with the window's work. Other systems share one priority per
 * process: left as it is.
 */
function yieldCpuToMain(): void {
  if (process.platform !== 'linux') return
  try {
    const threadId = Number(readlinkSync('/proc/thread-self').split('/').pop())
    if (Number.isInteger(threadId)) setPriority(threadId, 10)
  } catch {
    // Without /proc (some containers) the thread keeps the process's priority; the export still works.
  }
}
yieldCpuToMain()
const setup = (workerData as { setup: XlsxSheetSetup }).setup
const kinds = setup.columns.map((column) => column.kind)

/** The bench's view of what the worker holds: its heap after a full collection. */
const heapInUse: () => number = setup.measureHeap
  ? (() => {
      setFlagsFromString('--expose-gc')
      const collect = runInNewContext('gc') as () => void
      return () => {
        collect()
        return getHeapStatistics().used_heap_size
      }
    })()
  : () => getHeapStatistics().used_heap_size

const post = (message: FromXlsxWorker, transfer?: ArrayBuffer[]) => port.postMessage(message, transfer)

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
const imported = (await import('exceljs')) as ExcelJs & { default?: ExcelJs }
const ExcelJS = imported.default ?? imported

/** The zip's bytes go to main, which owns the file; each chunk is copied out of Node's shared pool. */
const toMain = new Writable({
  write(chunk: Buffer, _encoding, done) {
    const bytes = new Uint8Array(chunk)
    post({ kind: 'chunk', bytes }, [bytes.buffer as ArrayBuffer])
    done()
  },
})

const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
  stream: toMain,
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
let rowsWritten = 0

async function handle(message: ToXlsxWorker): Promise<void> {
  if (message.kind === 'rows') {
    for (const values of message.rows) {
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
    post({ kind: 'written', rows: message.rows.length, heapBytes: heapInUse() })
    return
  }
  sheet.commit()
  await workbook.commit()
  await finished(toMain)
  post({ kind: 'done' })
}

// One message at a time, in order: a batch's rows must be in the sheet before the next batch or the commit.
let queue = Promise.resolve()
port.on('message', (message: ToXlsxWorker) => {
  queue = queue
    .then(() => handle(message))
    .catch((error: unknown) =>
      post({ kind: 'failed', message: error instanceof Error ? error.message : String(error) }),
    )
})
