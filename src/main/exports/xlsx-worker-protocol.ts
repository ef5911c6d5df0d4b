import type { InterfaceLanguage } from '@shared/domain/languages'
import type { CellKind, ExportValue } from './export-table'

/**
 * The messages between main's export job and the .xlsx worker thread (xlsx-worker.ts). Main reads the pages
 * and passes their plain values on (cheap to copy between threads); the worker does everything that costs:
 * typed cells, exceljs' row XML and the zip. Its output comes back as chunks that main writes into the
 * atomic temporary file, so all file handling stays in one place (atomic-file.ts).
 */
export interface XlsxSheetSetup {
  readonly sheetName: string
  readonly columns: readonly { readonly header: string; readonly width: number; readonly kind: CellKind }[]
  readonly language: InterfaceLanguage
  /** The P-4 bench only: collect garbage before reporting the heap, so the figure is what is held. */
  readonly measureHeap?: boolean
}

export type ToXlsxWorker =
  { readonly kind: 'rows'; readonly rows: readonly (readonly ExportValue[])[] } | { readonly kind: 'commit' }

export type FromXlsxWorker =
  /** Bytes of the .xlsx file, in order. */
  | { readonly kind: 'chunk'; readonly bytes: Uint8Array }
  /** A batch of rows has been serialised and the deflater has caught up: main may send another. */
  | { readonly kind: 'written'; readonly rows: number; readonly heapBytes: number }
  /** Every chunk has been sent. */
  | { readonly kind: 'done' }
  | { readonly kind: 'failed'; readonly message: string }
