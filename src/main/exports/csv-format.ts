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

export function quoteCell(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value
}

export type CsvValue = string | number | boolean | null | undefined

export function formatCell(value: CsvValue): string {
  if (value === null || value === undefined) return ''
  return quoteCell(neutraliseCell(String(value)))
}

export function formatRecord(values: readonly CsvValue[]): string {
  return values.map(formatCell).join(',') + recordSeparator
}
