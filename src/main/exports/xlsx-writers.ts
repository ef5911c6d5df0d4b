import type {
  FromXlsxWriter,
  ToXlsxWriter,
  XlsxWriterLauncher,
  XlsxWriterProcess,
} from './xlsx-writer-protocol'

/** One writer process, lent to one export at a time. */
export interface XlsxWriter {
  /** The process has said it listens: `start` may be sent. */
  readonly listening: boolean
  readonly exited: boolean
  send(message: ToXlsxWriter): void
  /** From now on its messages and its end go to this export. */
  attach(onMessage: (message: FromXlsxWriter) => void, onExit: () => void): void
  /** Between exports: nobody listens, and the process keeps no Node host alive (tests, benches). */
  rest(): void
  /** Stops the process; resolves when it is gone (only then is its file free to remove). */
  stop(): Promise<void>
}

export interface XlsxWriters {
  /** The idle writer when there is one (warm: exceljs loaded and compiled), else a new process. */
  take(): XlsxWriter
  /** An export finished cleanly: its writer waits for the next export, for a while. */
  giveBack(writer: XlsxWriter): void
  /** Stops the idle writer (sign-out, a test's end). */
  close(): Promise<void>
}

/** How long a finished export's writer waits for the next one: long enough for "export again as CSV/.xlsx". */
const defaultIdleMs = 30_000

function spawnWriter(launch: XlsxWriterLauncher): XlsxWriter {
  const child: XlsxWriterProcess = launch()
  let listening = false
  let exited = false
  let onMessage: ((message: FromXlsxWriter) => void) | null = null
  let onExit: (() => void) | null = null
  const exit = new Promise<void>((resolve) =>
    child.onExit(() => {
      exited = true
      onExit?.()
      resolve()
    }),
  )
  child.onMessage((message) => {
    if (message.kind === 'ready') listening = true
    onMessage?.(message)
  })
  return {
    get listening() {
      return listening
    },
    get exited() {
      return exited
    },
    send: (message) => child.send(message),
    attach(messages, end) {
      onMessage = messages
      onExit = end
      child.setIdle(false)
    },
    rest() {
      onMessage = null
      onExit = null
      child.setIdle(true)
    },
    async stop() {
      if (exited) return
      // Held again while it ends: the caller waits for the exit, which an idle process would not report.
      child.setIdle(false)
      child.kill()
      await exit
    },
  }
}

/**
 * The .xlsx writer processes of one exporter. Starting a process and loading exceljs costs about 0.4 s
 * and its first rows run cold (measured: P-4 bench); a second export within `idleMs` reuses the warm
 * process instead. A writer is only given back after a clean export: a cancelled or failed one is stopped.
 */
export function createXlsxWriters(launch: XlsxWriterLauncher, idleMs = defaultIdleMs): XlsxWriters {
  let idle: { writer: XlsxWriter; timer: NodeJS.Timeout } | null = null

  /** The idle writer, no longer idle: the caller uses or stops it. */
  const takeIdle = () => {
    const current = idle
    idle = null
    if (current) clearTimeout(current.timer)
    return current?.writer ?? null
  }

  return {
    take() {
      const warm = takeIdle()
      if (warm && !warm.exited) return warm
      return spawnWriter(launch)
    },
    giveBack(writer) {
      if (writer.exited) return
      if (idle) {
        // One warm writer is enough: of two exports that ran side by side, the second one's stops.
        void writer.stop()
        return
      }
      writer.rest()
      // If the process dies while idle, `exited` says so and the next export starts a new one.
      const timer = setTimeout(() => void takeIdle()?.stop(), idleMs)
      timer.unref()
      idle = { writer, timer }
    },
    async close() {
      await takeIdle()?.stop()
    },
  }
}
