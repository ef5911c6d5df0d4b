import * as v from 'valibot'
import { command, event } from './contract'
import { inboxColumns, inboxFiltersSchema } from '../domain/inbox'

/**
 * CSV exports to the user's disk, run by main as a background job (ARCHITECTURE §3: large data never
 * crosses IPC). The renderer starts a job with the current filter, follows its progress and may cancel.
 */
export type ExportJobState =
  | {
      readonly jobId: string
      readonly status: 'running'
      readonly pagesDone: number
      readonly totalPages: number
      readonly rowsWritten: number
    }
  | {
      readonly jobId: string
      readonly status: 'done'
      readonly rowsWritten: number
      readonly fileName: string
    }
  | { readonly jobId: string; readonly status: 'cancelled' }
  | { readonly jobId: string; readonly status: 'failed'; readonly code: string }

export const exportErrorCodes = {
  nothingToExport: 'nothing_to_export',
  exportDisabled: 'export_disabled',
  writeFailed: 'export_write_failed',
} as const

export const exportsContract = {
  /**
   * Asks where to save (the save dialog remembers the last folder), then exports exactly these filters.
   * Answers null when the user cancelled the dialog.
   */
  startInboxExport: command<{ readonly jobId: string } | null>()(
    'exports:start-inbox-export',
    v.strictObject({
      filters: inboxFiltersSchema,
      /** Column headers in the user's language, in table order. */
      headers: v.pipe(v.array(v.pipe(v.string(), v.maxLength(100))), v.length(inboxColumns.length)),
    }),
  ),
  cancel: command<void>()('exports:cancel', v.strictObject({ jobId: v.pipe(v.string(), v.maxLength(64)) })),
  /** Opens the folder of a finished export in the file manager. */
  showInFolder: command<void>()(
    'exports:show-in-folder',
    v.strictObject({ jobId: v.pipe(v.string(), v.maxLength(64)) }),
  ),
  onDidChangeJob: event<ExportJobState>('exports:did-change-job'),
} as const
