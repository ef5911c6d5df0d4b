/**
 * CSV as spreadsheet programs read it safely (QUALITY REL-8): RFC 4180 quoting, CRLF between records, a
 * UTF-8 byte-order mark (so Excel detects UTF-8) and no `sep=` line (it would become a data row elsewhere).
 *
 * Formula injection (OWASP "CSV injection"): a cell that begins with = + - @, a tab, CR, LF or NUL — or
 * the full-width forms of = + - @ that some spreadsheet programs fold to ASCII — could run as a formula
 * in the recruiter's spreadsheet. Such a cell gets a leading apostrophe, and so does every line inside a
 * multi-line cell that begins that way, because some importers split cells on line breaks.
 * papaparse's own escaping misses the multi-line and full-width cases, so this is our own.
 */
export const utf8Bom = '\uFEFF'
export const recordSeparator = '\r\n'

const triggers = new Set(['=', '+', '-', '@', '\t', '\r', '\n', '\0', '\uFF1D', '\uFF0B', '\uFF0D', '\uFF20'])

/** A plain number such as "-5", "+31612345678" or "3,5" is data, not a formula: left as it is. */
const plainNumber = /^[+-]?\d+(?:[.,]\d+)?$/

export function neutraliseCell(value: string): string {
  if (value.length === 0 || plainNumber.test(value)) return value
  let result = triggers.has(value[0]!) ? `'${value}` : value
  if (/[\r\n]/.test(result)) {
    // Guard each line after a break too; the break characters themselves are kept.
    result = result.replace(/(\r\n|\r|\n)(?=[=+\-@\t\0\uFF1D\uFF0B\uFF0D\uFF20])/g, "$1'")
  }
  return result
}

/** Quotes a cell that holds a quote, a line break or the separator; quotes inside are doubled. */
export function quoteCell(value: string, separator: CsvSeparator = ','): string {
  const needsQuotes = value.includes('"') || value.includes(separator) || /[\r\n]/.test(value)
  return needsQuotes ? `"${value.replaceAll('"', '""')}"` : value
}

export type CsvValue = string | number | boolean | null | undefined
export type CsvSeparator = ',' | ';'

export type CsvCell = CsvValue | KeptAsText

export function formatCell(value: CsvCell, separator: CsvSeparator = ','): string {
  if (value === null || value === undefined) return ''
  if (value instanceof KeptAsText) return value.cell
  return quoteCell(neutraliseCell(String(value)), separator)
}

export function formatRecord(values: readonly CsvCell[], separator: CsvSeparator = ','): string {
  let record = ''
  for (let index = 0; index < values.length; index++) {
    if (index > 0) record += separator
    record += formatCell(values[index], separator)
  }
  return record + recordSeparator
}

/**
 * Phone numbers and ids as text. Excel and LibreOffice read `+31612345678` as the number
 * 31612345678, `0612345678` as 612345678 and an 18-digit id as 1.23457E+17, whatever the quoting. A value
 * that a spreadsheet would read as a number is written as the text formula `="+31612345678"`: both show
 * the digits as text. Only values of digits with an optional leading `+` get this form, so no user text
 * ever becomes a formula (the formula-injection guard above stays in force for every other cell); the
 * quotes of the formula are RFC 4180-escaped like any other quote.
 */
export class KeptAsText {
  readonly cell: string
  constructor(value: string) {
    this.cell = `"=""${value}"""`
  }
}

const numberLike = /^\+?\d+$/

/** An id or phone number cell: text in every spreadsheet; other values are formatted as usual. */
export function textCell(value: string | null | undefined): CsvValue | KeptAsText {
  if (value === null || value === undefined || value === '') return value
  return numberLike.test(value) ? new KeptAsText(value) : value
}

/** Reads back what `textCell` wrote (for tests and tools that parse our CSV without a spreadsheet). */
export function readTextCell(cell: string): string {
  const match = /^="(\+?\d+)"$/.exec(cell)
  return match ? match[1]! : cell
}
