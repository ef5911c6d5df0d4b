import type { InterfaceLanguage } from '@shared/domain/languages'
import { mapInSlices, type CsvExportSource } from './csv-export'
import { textCell, type CsvCell } from './csv-format'

/**
 * A table to export, with a type per column, so one source writes both files right: the
 * .xlsx gets typed cells (text, dates, times, numbers), the CSV the same values as text a person reads in
 * the interface language, as the table on screen shows them.
 *
 * - `text`: shown as it is (booleans and enum values are already translated by the source);
 * - `id`: phone numbers and ids, always text, never a number (a spreadsheet would drop the `+`, leading
 *   zeros or digits past the 15th);
 * - `date`: the day and time shown, as epoch ms of that wall-clock time in UTC (so no time zone shifts it);
 * - `day`: a calendar day without a time, as epoch ms of its midnight in UTC;
 * - `duration`: seconds;
 * - `number`: a count.
 */
export type CellKind = 'text' | 'id' | 'date' | 'day' | 'duration' | 'number'

export interface ExportColumn {
  readonly header: string
  readonly kind: CellKind
}

/**
 * A cell: a string for text and id columns, a number for the others, null when empty. A string in a date,
 * duration or number column (a value the source could not read as one) is written as text.
 */
export type ExportValue = string | number | null

export interface ExportPage {
  readonly rows: readonly (readonly ExportValue[])[]
  readonly totalPages: number
}

/** A paged, typed table: pages are fetched one by one, so memory stays flat whatever the size. */
export interface ExportSource {
  readonly columns: readonly ExportColumn[]
  /** The worksheet's name (at most 31 characters, no `[]:*?/\`). */
  readonly sheetName: string
  /** Page numbers start at 1 (spec 000 §9). */
  fetchPage(pageNum: number, signal: AbortSignal): Promise<ExportPage>
}

export interface DurationUnits {
  readonly h: string
  readonly m: string
  readonly s: string
}

const pad = (n: number) => String(n).padStart(2, '0')

/** 'DD/MM/YY HH:mm' (the server's inbox date) as the wall-clock time in UTC epoch ms; null when unreadable. */
export function wallClockOf(inboxDate: string): number | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{2}) (\d{2}):(\d{2})$/.exec(inboxDate.trim())
  if (!match) return null
  const [day, month, year, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ]
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59) return null
  return Date.UTC(2000 + year, month - 1, day, hour, minute)
}

/** A wall-clock time as the interface language writes it: 21-11-2026 08:15 (nl-NL), 11/21/2026 08:15 (en-US). */
export function formatWallClock(wallMs: number, language: InterfaceLanguage): string {
  const date = new Date(wallMs)
  const day = pad(date.getUTCDate())
  const month = pad(date.getUTCMonth() + 1)
  const year = date.getUTCFullYear()
  const time = `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}`
  return language === 'nl-NL' ? `${day}-${month}-${year} ${time}` : `${month}/${day}/${year} ${time}`
}

/** Seconds as the table shows them: "1 u 05 min", "4 min 09 s", "12 s" (features/inbox/format.ts). */
export function formatDuration(seconds: number, units: DurationUnits): string {
  const total = Math.max(0, Math.round(seconds))
  const h = Math.floor(total / 3600)
  const m = Math.floor((total % 3600) / 60)
  const s = total % 60
  if (h > 0) return `${h} ${units.h} ${pad(m)} ${units.m}`
  if (m > 0) return `${m} ${units.m} ${pad(s)} ${units.s}`
  return `${s} ${units.s}`
}

/** The number formats of the .xlsx cells; Excel shows them in the reader's own locale's separators. */
export const xlsxNumberFormats = {
  date: { 'nl-NL': 'dd-mm-yyyy hh:mm', 'en-US': 'mm/dd/yyyy hh:mm' },
  day: { 'nl-NL': 'dd-mm-yyyy', 'en-US': 'mm/dd/yyyy' },
  duration: '[h]:mm:ss',
  /** The Text format: a value typed over it stays text too. */
  id: '@',
  number: '0',
} as const

/** One cell as CSV text in the interface language (before quoting and formula neutralisation). */
export function csvCellOf(
  value: ExportValue,
  kind: CellKind,
  language: InterfaceLanguage,
  units: DurationUnits,
): CsvCell {
  if (value === null) return null
  if (typeof value === 'string') return kind === 'id' ? textCell(value) : value
  switch (kind) {
    case 'date':
      return formatWallClock(value, language)
    case 'day':
      return formatWallClock(value, language).slice(0, 10)
    case 'duration':
      return formatDuration(value, units)
    case 'id':
      return textCell(String(value))
    default:
      return String(value)
  }
}

export interface XlsxCell {
  readonly value: string | number | Date | null
  readonly numFmt?: string
}

/** One cell as an .xlsx value with its number format. */
export function xlsxCellOf(value: ExportValue, kind: CellKind, language: InterfaceLanguage): XlsxCell {
  if (value === null) return { value: null }
  if (kind === 'id') return { value: String(value), numFmt: xlsxNumberFormats.id }
  if (typeof value === 'string') return { value }
  switch (kind) {
    case 'date':
      // exceljs writes a Date as its UTC day and time: the wall-clock time shown in the table.
      return { value: new Date(value), numFmt: xlsxNumberFormats.date[language] }
    case 'day':
      return { value: new Date(value), numFmt: xlsxNumberFormats.day[language] }
    case 'duration':
      // Spreadsheet times are fractions of a day.
      return { value: value / 86_400, numFmt: xlsxNumberFormats.duration }
    case 'number':
      return { value, numFmt: xlsxNumberFormats.number }
    default:
      return { value: String(value) }
  }
}

/** The typed source as CSV rows in the interface language. */
export function csvSourceOf(
  source: ExportSource,
  language: InterfaceLanguage,
  units: DurationUnits,
): CsvExportSource {
  const kinds = source.columns.map((column) => column.kind)
  return {
    headers: source.columns.map((column) => column.header),
    async fetchPage(pageNum, signal) {
      const page = await source.fetchPage(pageNum, signal)
      return {
        totalPages: page.totalPages,
        rows: await mapInSlices(page.rows, (row) =>
          row.map((value, index) => csvCellOf(value, kinds[index]!, language, units)),
        ),
      }
    },
  }
}

/**
 * Column widths in characters: what the header and the first page need, within bounds that keep a wide
 * text column from pushing the others off screen.
 */
export function columnWidths(
  columns: readonly ExportColumn[],
  firstRows: readonly (readonly ExportValue[])[],
  language: InterfaceLanguage,
  units: DurationUnits,
): number[] {
  return columns.map((column, index) => {
    let longest = column.header.length
    for (const row of firstRows.slice(0, 200)) {
      const cell = csvCellOf(row[index] ?? null, column.kind, language, units)
      const text =
        cell === null || cell === undefined
          ? ''
          : typeof cell === 'object'
            ? String(row[index])
            : String(cell)
      for (const line of text.split(/\r\n|\r|\n/)) longest = Math.max(longest, line.length)
    }
    const minimum =
      column.kind === 'date' ? 17 : column.kind === 'day' ? 11 : column.kind === 'duration' ? 10 : 8
    return Math.min(60, Math.max(minimum, longest + 2))
  })
}
