import type { InterfaceLanguage } from '@shared/domain/languages'
import type { CellKind, ExportValue } from './export-table'

/**
 * The messages between main's export job and the .xlsx writer, a process of its own (xlsx-writer-process.ts).
 * Main reads the pages and passes their plain values on (cheap to copy); the writer does everything that
 * costs: typed cells, exceljs' row XML, the zip and the file writes, into the temporary file main reserved
 * (atomic-file.ts). Main renames that file into place, or removes it, when the writer is done or stopped.
 */
export interface XlsxSheetSetup {
  readonly sheetName: string
  readonly columns: readonly { readonly header: string; readonly width: number; readonly kind: CellKind }[]
  readonly language: InterfaceLanguage
  /** The P-4 bench only: collect garbage before reporting the heap, so the figure is what is held. */
  readonly measureHeap?: boolean
}

export type ToXlsxWriter =
  /** The first message: what to write and where (the reserved temporary file). */
  | { readonly kind: 'start'; readonly setup: XlsxSheetSetup; readonly file: string }
  | { readonly kind: 'rows'; readonly rows: readonly (readonly ExportValue[])[] }
  | { readonly kind: 'commit' }

export type FromXlsxWriter =
  /** The writer listens: main may send `start` (a Node child drops messages that come before this). */
  | { readonly kind: 'ready' }
  /** A batch of rows has been serialised and the deflater has caught up: main may send another. */
  | { readonly kind: 'written'; readonly rows: number; readonly heapBytes: number }
  /** The file is complete and closed; the writer waits for the next `start`. */
  | { readonly kind: 'done' }
  | { readonly kind: 'failed'; readonly message: string }

/**
 * The writer process as main sees it. The desktop app starts it as an Electron utilityProcess
 * (src/main/shell), the harness, tests and benches as a Node child process (src/main/node-children.ts).
 */
export interface XlsxWriterProcess {
  send(message: ToXlsxWriter): void
  onMessage(listener: (message: FromXlsxWriter) => void): void
  onExit(listener: (code: number | null) => void): void
  kill(): void
  /**
   * Idle between two exports (the process is kept warm for the next one): it must not keep a Node host
   * process alive meanwhile. Electron's utilityProcess never does; a Node child's IPC channel would.
   */
  setIdle(idle: boolean): void
}

export type XlsxWriterLauncher = () => XlsxWriterProcess
