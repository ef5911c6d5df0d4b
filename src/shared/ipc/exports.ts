import * as v from 'valibot'
import { command, event } from './contract'
import { boundedDay, rangeCheck, rangeLimits } from '../domain/date-ranges'
import { inboxFiltersSchema } from '../domain/inbox'
import { interfaceLanguages, type InterfaceLanguage } from '../domain/languages'

/**
 * Exports to the user's disk (Excel workbook or CSV), run by main as a background job (ARCHITECTURE §3:
 * large data never crosses IPC). The renderer starts a job with the current filter, follows its progress
 * and may cancel.
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

export const exportFormats = ['xlsx', 'csv'] as const
export type ExportFormat = (typeof exportFormats)[number]
export const csvSeparators = [';', ','] as const
export type CsvSeparator = (typeof csvSeparators)[number]

/**
 * The CSV separator a spreadsheet in that language expects: Dutch Excel splits on `;` (the comma is the
 * decimal separator there), English Excel on `,`.
 */
export function defaultCsvSeparator(language: InterfaceLanguage): CsvSeparator {
  return language === 'nl-NL' ? ';' : ','
}

/** How to write the file. The texts (headers, yes/no, units) are main's, in this language. */
export const exportOptionsEntries = {
  /** The format offered in the save dialog; the extension the user finally chooses there wins. */
  format: v.picklist(exportFormats),
  /** For CSV; the language's separator when left out. */
  separator: v.optional(v.picklist(csvSeparators)),
  /** The interface language the table is shown in: headers and values are written in it. */
  language: v.picklist(interfaceLanguages),
}

/** The analytics screen's tables main can export. */
export const portalAnalyticsTables = [
  'conversations',
  'funnel',
  'perHour',
  'perFlow',
  'perPeriod',
  'intents',
  'language',
  'kpis',
] as const
export type PortalAnalyticsTable = (typeof portalAnalyticsTables)[number]

export const exportsContract = {
  /**
   * The Smart Inbox messages of exactly these filters. Asks where to save (the save dialog remembers the
   * last folder), then exports. Answers null when the user cancelled the dialog.
   */
  startInboxExport: command<{ readonly jobId: string } | null>()(
    'exports:start-inbox-export',
    v.strictObject({ filters: inboxFiltersSchema, ...exportOptionsEntries }),
  ),
  /** The Smart Inbox analytics table of these filters: the totals, then every team and every agent. */
  startAnalyticsExport: command<{ readonly jobId: string } | null>()(
    'exports:start-analytics-export',
    v.strictObject({ filters: inboxFiltersSchema, ...exportOptionsEntries }),
  ),
  /**
   * One table of the analytics screen (the funnel, the conversations, …) for this range and these flows,
   * fetched from the analytics API page by page. Answers null when the user cancelled the dialog.
   */
  startPortalAnalyticsExport: command<{ readonly jobId: string } | null>()(
    'exports:start-portal-analytics-export',
    v.strictObject({
      table: v.picklist(portalAnalyticsTables),
      // Every table of the screen is per day or without buckets: the analytics limit (SEC-13).
      range: v.pipe(
        v.strictObject({ startDate: boundedDay, endDate: boundedDay }),
        rangeCheck({ start: 'startDate', end: 'endDate' }, rangeLimits.analytics),
      ),
      flowIds: v.pipe(v.array(v.pipe(v.string(), v.maxLength(200))), v.maxLength(200)),
      ...exportOptionsEntries,
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
