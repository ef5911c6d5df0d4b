import * as v from 'valibot'
import { organisationTimeZone } from './analytics'
import type { AutomationMessage } from './automations'
import { withinSchedule, type BroadcastSchedule } from './automations-schedule'
import { isValidPhoneNumber } from './phone-numbers'

/**
 * Sending a campaign's WhatsApp messages (spec 000 §5, §9): the send drawer's form, schedule and CSV rules,
 * document uploads, and the preflight that says per recipient what a send would do before anything is sent.
 */

/** A send scheduled from the send drawer's Schedule tab must lie in the future (sandbox clock). */
export function sendAtProblem(at: number, now: number): AutomationMessage | null {
  return Number.isFinite(at) && at > now ? null : 'sendAtInPast'
}

/** The send drawer's Form tab: a valid phone number and every template parameter filled. */
export function sendFormSchema(parameterNames: readonly string[]) {
  return v.object({
    phoneNumber: v.pipe(
      v.string('phoneInvalid' satisfies AutomationMessage),
      v.trim(),
      v.check((value) => isValidPhoneNumber(value), 'phoneInvalid'),
    ),
    parameters: v.object(
      Object.fromEntries(
        parameterNames.map((name) => [
          name,
          v.pipe(
            v.string('parameterMissing' satisfies AutomationMessage),
            v.trim(),
            v.minLength(1, 'parameterMissing'),
          ),
        ]),
      ),
    ),
  })
}

/** Document uploads (spec 000 §5, §9): docx, Word or PDF, at most 8 MB. */
export const documentMaxBytes = 8 * 1024 * 1024
export const documentExtensions = ['docx', 'doc', 'pdf'] as const
export const documentMimeTypes = [
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/msword',
  'application/pdf',
] as const

export function documentProblem(file: {
  readonly name: string
  readonly size: number
}): AutomationMessage | null {
  const extension = file.name.toLowerCase().split('.').pop() ?? ''
  if (!(documentExtensions as readonly string[]).includes(extension)) return 'documentType'
  if (file.size > documentMaxBytes) return 'documentTooLarge'
  return null
}

// ---- CSV (the send drawer's Upload CSV tab) ------------------------------------------------------------------

/** The column every CSV has besides the template parameters, and the optional language column. */
export const phoneColumn = 'phone_number'
export const languageColumn = 'language'

export type CsvRowProblem = 'phoneInvalid' | 'parameterMissing' | 'columnCount'

export interface CsvRecipientRow {
  /** The row's line number in the file (the header is line 1). */
  readonly line: number
  readonly phoneNumber: string
  readonly language: string | null
  readonly parameters: Readonly<Record<string, string>>
}

export interface CsvRowError {
  readonly line: number
  readonly problems: readonly CsvRowProblem[]
  /** The parameters that are empty, for 'parameterMissing'. */
  readonly missing: readonly string[]
  /** The row as it was in the file, by column name (so the failed rows can be saved and fixed). */
  readonly values?: Readonly<Record<string, string>>
}

export type CsvResult =
  | {
      readonly ok: true
      readonly rows: readonly CsvRecipientRow[]
      readonly rowErrors: readonly CsvRowError[]
    }
  | {
      readonly ok: false
      readonly error: 'csvNotCommaSeparated' | 'csvParse' | 'csvMissingColumns' | 'csvNoValidMessages'
      /** csvParse: the line the parse broke on; csvMissingColumns: the columns missing. */
      readonly line?: number
      readonly missingColumns?: readonly string[]
      readonly rowErrors?: readonly CsvRowError[]
    }

/**
 * Splits CSV text into records of fields (RFC 4180: comma separated, double quotes around fields with
 * commas, quotes or newlines; "" inside quotes is one quote). Each record keeps the line it starts on.
 * Null with the line of an unterminated quote or of text after a closing quote.
 */
export function splitCsv(
  text: string,
): { records: { line: number; fields: string[] }[] } | { brokenAt: number } {
  const records: { line: number; fields: string[] }[] = []
  let fields: string[] = []
  let field = ''
  let line = 1
  let recordLine = 1
  let quoted = false
  let quoteClosed = false
  let quoteLine = 1
  const source = text.replace(/^\uFEFF/, '')
  for (let i = 0; i < source.length; i += 1) {
    const char = source[i]!
    if (quoted) {
      if (char === '"') {
        if (source[i + 1] === '"') {
          field += '"'
          i += 1
        } else {
          quoted = false
          quoteClosed = true
        }
      } else {
        if (char === '\n') line += 1
        field += char
      }
      continue
    }
    if (char === '"') {
      if (field !== '' || quoteClosed) return { brokenAt: line }
      quoted = true
      quoteLine = line
    } else if (char === ',') {
      fields.push(field)
      field = ''
      quoteClosed = false
    } else if (char === '\r' || char === '\n') {
      if (char === '\r' && source[i + 1] === '\n') i += 1
      fields.push(field)
      records.push({ line: recordLine, fields })
      fields = []
      field = ''
      quoteClosed = false
      line += 1
      recordLine = line
    } else {
      if (quoteClosed) return { brokenAt: line }
      field += char
    }
  }
  if (quoted) return { brokenAt: quoteLine }
  if (field !== '' || fields.length > 0) {
    fields.push(field)
    records.push({ line: recordLine, fields })
  }
  // Blank lines are no records.
  return { records: records.filter((r) => !(r.fields.length === 1 && r.fields[0]!.trim() === '')) }
}

/**
 * The Upload CSV rules of spec 000 §5: comma separated, parseable, every expected column (the phone number
 * and each template parameter; a `language` column is optional), and at least one valid message row. Rows
 * with problems are reported with their line number; the valid ones are the recipients.
 */
export function parseRecipientsCsv(text: string, parameterNames: readonly string[]): CsvResult {
  const firstLine = text.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? ''
  if (!firstLine.includes(',') && /[;\t|]/.test(firstLine))
    return { ok: false, error: 'csvNotCommaSeparated' }
  const split = splitCsv(text)
  if ('brokenAt' in split) return { ok: false, error: 'csvParse', line: split.brokenAt }
  const [header, ...body] = split.records
  if (!header)
    return { ok: false, error: 'csvMissingColumns', missingColumns: [phoneColumn, ...parameterNames] }
  const columns = header.fields.map((c) => c.trim())
  const missingColumns = [phoneColumn, ...parameterNames].filter((c) => !columns.includes(c))
  if (missingColumns.length > 0) return { ok: false, error: 'csvMissingColumns', missingColumns }
  const index = (name: string) => columns.indexOf(name)
  const rows: CsvRecipientRow[] = []
  const rowErrors: CsvRowError[] = []
  for (const record of body) {
    const values = Object.fromEntries(columns.map((name, i) => [name, record.fields[i] ?? '']))
    if (record.fields.length !== columns.length) {
      rowErrors.push({ line: record.line, problems: ['columnCount'], missing: [], values })
      continue
    }
    const value = (name: string) => (record.fields[index(name)] ?? '').trim()
    // A phone number a spreadsheet-safe CSV guarded with an apostrophe ("'+31 6 …", as our saved failed
    // rows write it) reads back as the number.
    const phoneNumber = value(phoneColumn).replace(/^'(?=\+)/, '')
    const parameters = Object.fromEntries(parameterNames.map((name) => [name, value(name)]))
    const missing = parameterNames.filter((name) => parameters[name] === '')
    const problems: CsvRowProblem[] = []
    if (!isValidPhoneNumber(phoneNumber)) problems.push('phoneInvalid')
    if (missing.length > 0) problems.push('parameterMissing')
    if (problems.length > 0) {
      rowErrors.push({ line: record.line, problems, missing, values })
      continue
    }
    const language = index(languageColumn) >= 0 ? value(languageColumn) || null : null
    rows.push({ line: record.line, phoneNumber: phoneNumber.replace(/[\s.-]/g, ''), language, parameters })
  }
  if (rows.length === 0) return { ok: false, error: 'csvNoValidMessages', rowErrors }
  return { ok: true, rows, rowErrors }
}

/** The columns the Upload CSV tab reads, in the order a sample file has them. */
export function recipientsCsvColumns(parameterNames: readonly string[]): string[] {
  return [phoneColumn, languageColumn, ...parameterNames]
}

/** An example phone number that passes the phone rule (a Dutch mobile number). */
export const samplePhoneNumber = '+31612345678'

/**
 * The sample CSV of the send drawer: the header the Upload CSV tab expects and one row that passes its
 * rules (an example phone number, the template's first language, each parameter filled with its own name
 * so it is clear which value goes where). Rows of strings; main writes them as a CSV file.
 */
export function sampleRecipientsCsv(parameterNames: readonly string[], language: string | null): string[][] {
  return [
    recipientsCsvColumns(parameterNames),
    [samplePhoneNumber, language ?? '', ...parameterNames.map((name) => name)],
  ]
}

/** The failed rows file's extra columns: the line in the uploaded file and why the row was refused. */
export const failedRowsLineColumn = 'line'
export const failedRowsReasonColumn = 'reason'

/** A recipient as the drawer sent it to the preflight (parameters by name). */
export interface CheckedRecipient {
  readonly line: number | null
  readonly phoneNumber: string
  readonly language: string | null
  readonly parameters: readonly { readonly name: string; readonly value: string }[]
}

/**
 * The rows the preflight refused, to save and fix: the CSV rows that could not become a recipient and the
 * recipients the preflight skipped, in file order, each with its line and the reason (in the interface
 * language, through `reasonOf`). The columns are those of the upload plus `line` and `reason`, which the
 * Upload CSV tab ignores, so the fixed file can be uploaded again as it is.
 */
export function failedRecipientRows(input: {
  readonly parameterNames: readonly string[]
  readonly recipients: readonly CheckedRecipient[]
  /** The preflight's lines, one per recipient in order (skip as the server answered it). */
  readonly lines: readonly {
    readonly line: number | null
    readonly phoneNumber: string
    readonly skip: string | null
    readonly missing: readonly string[]
  }[]
  readonly rowErrors: readonly CsvRowError[]
  readonly reasonOf: (
    failure: { kind: 'row'; error: CsvRowError } | { kind: 'skip'; skip: string; missing: readonly string[] },
  ) => string
}): string[][] {
  const columns = recipientsCsvColumns(input.parameterNames)
  const failed: { line: number; cells: string[] }[] = []
  for (const error of input.rowErrors) {
    const values = error.values ?? {}
    failed.push({
      line: error.line,
      cells: [...columns.map((name) => values[name] ?? ''), input.reasonOf({ kind: 'row', error })],
    })
  }
  input.lines.forEach((line, index) => {
    if (line.skip === null) return
    // The preflight answers one line per recipient, in the order they were sent.
    const recipient = input.recipients[index]
    const parameters = new Map(recipient?.parameters.map((p) => [p.name, p.value]) ?? [])
    failed.push({
      line: line.line ?? recipient?.line ?? 0,
      cells: [
        recipient?.phoneNumber ?? line.phoneNumber,
        recipient?.language ?? '',
        ...input.parameterNames.map((name) => parameters.get(name) ?? ''),
        input.reasonOf({ kind: 'skip', skip: line.skip, missing: line.missing }),
      ],
    })
  })
  failed.sort((a, b) => a.line - b.line)
  return [
    [failedRowsLineColumn, ...columns, failedRowsReasonColumn],
    ...failed.map((row) => [String(row.line), ...row.cells]),
  ]
}

// ---- preflight (before anything is sent) ----------------------------------------------------

export const skipReasons = [
  'phoneInvalid',
  'notWhitelisted',
  'parameterMissing',
  'noApprovedTemplate',
  'outsideSchedule',
  'approachLimitReached',
] as const
export type SkipReason = (typeof skipReasons)[number]

export interface PreflightRecipient {
  /** The CSV line, when the recipient came from a file. */
  readonly line?: number
  readonly phoneNumber: string
  /** The candidate's language tag ('nl-NL'); null uses the template's first approved language. */
  readonly language: string | null
  readonly parameters: Readonly<Record<string, string>>
  /** How often this campaign approached the candidate before. */
  readonly approaches: number
}

export interface PreflightTemplate {
  /** Parameters in order: {{index}} in a variant's content is the value of `name`. */
  readonly parameters: readonly { readonly index: number; readonly name: string }[]
  readonly variants: readonly {
    readonly languageTag: string
    readonly approved: boolean
    readonly content: string
  }[]
}

export interface PreflightLine {
  readonly line: number | null
  readonly phoneNumber: string
  readonly languageTag: string | null
  /** The message as it will be sent; null when skipped. */
  readonly message: string | null
  readonly skip: SkipReason | null
  /** For parameterMissing: which ones. */
  readonly missing: readonly string[]
}

export interface PreflightResult {
  readonly lines: readonly PreflightLine[]
  readonly totals: {
    readonly recipients: number
    readonly send: number
    readonly skipped: number
  } & Readonly<Record<SkipReason, number>>
}

/** Fills {{n}} with the value of the parameter of index n. */
export function renderTemplate(
  content: string,
  parameters: PreflightTemplate['parameters'],
  values: Readonly<Record<string, string>>,
): string {
  const byIndex = new Map(parameters.map((p) => [String(p.index), p.name]))
  return content.replace(/\{\{\s*(\d+)\s*\}\}/g, (whole, n: string) => {
    const name = byIndex.get(n)
    return name === undefined ? whole : (values[name] ?? whole)
  })
}

/**
 * What a send would do, per recipient: the rendered message, or the first reason the recipient is skipped
 * (in the order of `skipReasons`), with totals. `schedule` null sends at once whatever the time (a form or
 * CSV send of a campaign without a broadcast schedule), else now must be inside its days and window, and
 * each recipient under its approach limit.
 */
export function preflight(
  recipients: readonly PreflightRecipient[],
  template: PreflightTemplate,
  schedule: BroadcastSchedule | null,
  now: number,
  timeZone = organisationTimeZone,
  /** A testing (A_2) automation's whitelist (`whitelistAllows`); everyone by default. */
  allows: (phoneNumber: string) => boolean = () => true,
): PreflightResult {
  const approved = template.variants.filter((variant) => variant.approved)
  const open = schedule === null || withinSchedule(schedule, now, timeZone)
  const lines = recipients.map((recipient): PreflightLine => {
    const base = { line: recipient.line ?? null, phoneNumber: recipient.phoneNumber }
    const missing = template.parameters
      .map((p) => p.name)
      .filter((name) => (recipient.parameters[name] ?? '').trim() === '')
    const variant = recipient.language
      ? approved.find((candidate) => candidate.languageTag === recipient.language)
      : approved[0]
    const skip: SkipReason | null = !isValidPhoneNumber(recipient.phoneNumber)
      ? 'phoneInvalid'
      : !allows(recipient.phoneNumber)
        ? 'notWhitelisted'
        : missing.length > 0
          ? 'parameterMissing'
          : !variant
            ? 'noApprovedTemplate'
            : !open
              ? 'outsideSchedule'
              : schedule && recipient.approaches >= schedule.approachLimit
                ? 'approachLimitReached'
                : null
    return {
      ...base,
      languageTag: variant?.languageTag ?? recipient.language,
      message:
        skip === null && variant
          ? renderTemplate(variant.content, template.parameters, recipient.parameters)
          : null,
      skip,
      missing: skip === 'parameterMissing' ? missing : [],
    }
  })
  const count = (reason: SkipReason) => lines.filter((l) => l.skip === reason).length
  const send = lines.filter((l) => l.skip === null).length
  return {
    lines,
    totals: {
      recipients: lines.length,
      send,
      skipped: lines.length - send,
      phoneInvalid: count('phoneInvalid'),
      notWhitelisted: count('notWhitelisted'),
      parameterMissing: count('parameterMissing'),
      noApprovedTemplate: count('noApprovedTemplate'),
      outsideSchedule: count('outsideSchedule'),
      approachLimitReached: count('approachLimitReached'),
    },
  }
}
