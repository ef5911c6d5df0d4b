import { hasInvisibleCharacters } from './visible-text'

/*
 * E-mail templates and mappers (spec 000 §3 "Email template", "Mapper"; §5 "Email recipient"; 001 §7 list,
 * get and update). One set of rules for the Settings form and the sandbox, so the screen and the server
 * never disagree. Choices the spec leaves open: docs/decisions/email-templates.md.
 */

/** Longest subject; a subject line longer than this is cut off by every mail client anyway. */
export const maxSubjectLength = 250
/** Longest plain text and HTML body: one template must stay well inside one IPC message (QUALITY P-8). */
export const maxPlainTextLength = 10_000
export const maxHtmlTemplateLength = 40_000
/** Most recipients in toEmail, and most rows of a mapper. */
export const maxRecipients = 20
export const maxMapperRows = 200
export const maxMapperNameLength = 100
export const maxMapperKeyLength = 100
export const maxMapperLabelLength = 200

/** Why a field cannot be saved; the screen and the server word each code in both languages. */
export type EmailFieldProblem =
  | 'required'
  | 'too_long'
  | 'invisible'
  | 'email_invalid'
  | 'key_invalid'
  | 'key_exists'
  | 'label_exists'
  | 'format_required'

export interface EmailTemplateEdit {
  readonly toEmail: string
  readonly fromEmail: string
  readonly subject: string
  readonly plainText: string
  readonly htmlTemplate: string
  readonly isHtml: boolean
  readonly isText: boolean
  readonly templateKey: string
  readonly useNewEditor: boolean
}

const emailPattern = /^[^\s@<>",;]+@[^\s@<>",;]+\.[^\s@<>",;]+$/
/** A recipient filled in when the mail is sent: the candidate's answer stored under that variable. */
const variablePattern = /^\{\{\s*[A-Za-z_][A-Za-z0-9_.]*\s*\}\}$/
/** A template key: what a processor names the template by (lower case, digits, `_` and `-`). */
const templateKeyPattern = /^[a-z0-9][a-z0-9_-]{0,99}$/

/** The recipients of a toEmail value: comma or semicolon separated, spaces around them ignored. */
export function recipientsOf(toEmail: string): string[] {
  return toEmail
    .split(/[,;]/)
    .map((one) => one.trim())
    .filter((one) => one !== '')
}

export const isEmailAddress = (text: string) => emailPattern.test(text.trim())

/**
 * Spec 000 §5 "Email recipient: valid and not already present": every recipient an address or a
 * `{{variable}}`, none twice (compared without case), at most `maxRecipients`.
 */
export function recipientsProblem(toEmail: string): EmailFieldProblem | null {
  const recipients = recipientsOf(toEmail)
  if (recipients.length === 0) return 'required'
  if (recipients.length > maxRecipients) return 'too_long'
  const seen = new Set<string>()
  for (const one of recipients) {
    if (!emailPattern.test(one) && !variablePattern.test(one)) return 'email_invalid'
    const key = one.toLowerCase().replace(/\s+/g, '')
    if (seen.has(key)) return 'email_invalid'
    seen.add(key)
  }
  return null
}

/** The problem of each field of a template edit (`format` for "neither text nor HTML"); empty when valid. */
export function emailTemplateProblems(
  edit: EmailTemplateEdit,
): Partial<Record<keyof EmailTemplateEdit | 'format', EmailFieldProblem>> {
  const problems: Partial<Record<keyof EmailTemplateEdit | 'format', EmailFieldProblem>> = {}
  const to = recipientsProblem(edit.toEmail)
  if (to) problems.toEmail = to
  if (!edit.fromEmail.trim()) problems.fromEmail = 'required'
  else if (!isEmailAddress(edit.fromEmail)) problems.fromEmail = 'email_invalid'
  if (!edit.subject.trim()) problems.subject = 'required'
  else if (edit.subject.length > maxSubjectLength) problems.subject = 'too_long'
  else if (hasInvisibleCharacters(edit.subject)) problems.subject = 'invisible'
  if (!edit.templateKey.trim()) problems.templateKey = 'required'
  else if (!templateKeyPattern.test(edit.templateKey)) problems.templateKey = 'key_invalid'
  if (!edit.isText && !edit.isHtml) problems.format = 'format_required'
  if (edit.isText && !edit.plainText.trim()) problems.plainText = 'required'
  else if (edit.plainText.length > maxPlainTextLength) problems.plainText = 'too_long'
  if (edit.isHtml && !edit.htmlTemplate.trim()) problems.htmlTemplate = 'required'
  else if (edit.htmlTemplate.length > maxHtmlTemplateLength) problems.htmlTemplate = 'too_long'
  return problems
}

/** One row of a mapper's data: a field (the key) and the label it is shown under in an e-mail. */
export interface MapperRow {
  readonly key: string
  readonly label: string
}

/**
 * A mapper's `data` (a JSON object) as rows, in its key order. Values that are not strings (a mapper made
 * elsewhere) are shown as their JSON text, so nothing is hidden; saving writes strings.
 */
export function mapperRowsOf(data: unknown): MapperRow[] {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return []
  return Object.entries(data as Record<string, unknown>).map(([key, value]) => ({
    key,
    label: typeof value === 'string' ? value : JSON.stringify(value),
  }))
}

export const mapperDataOf = (rows: readonly MapperRow[]): Record<string, string> =>
  Object.fromEntries(rows.map((row) => [row.key.trim(), row.label.trim()]))

export interface MapperProblems {
  name?: EmailFieldProblem
  /** Too many rows. */
  data?: EmailFieldProblem
  /** Per row index: its key's and its label's problem. */
  rows: { key?: EmailFieldProblem; label?: EmailFieldProblem }[]
}

/**
 * Spec 000 §5 "Variable key must be new" ('Key already exists', 001 §8) and "a label field cannot be used
 * twice; label names unique": each key (field) once, each label once (both compared without case and
 * surrounding spaces); both filled in.
 */
export function mapperProblems(name: string, rows: readonly MapperRow[]): MapperProblems {
  const problems: MapperProblems = { rows: rows.map(() => ({})) }
  if (!name.trim()) problems.name = 'required'
  else if (name.length > maxMapperNameLength) problems.name = 'too_long'
  else if (hasInvisibleCharacters(name)) problems.name = 'invisible'
  if (rows.length > maxMapperRows) problems.data = 'too_long'
  const keys = new Set<string>()
  const labels = new Set<string>()
  rows.forEach((row, index) => {
    const at = problems.rows[index]!
    const key = row.key.trim().toLowerCase()
    const label = row.label.trim().toLowerCase()
    if (!key) at.key = 'required'
    else if (row.key.length > maxMapperKeyLength) at.key = 'too_long'
    else if (hasInvisibleCharacters(row.key)) at.key = 'invisible'
    else if (keys.has(key)) at.key = 'key_exists'
    if (!label) at.label = 'required'
    else if (row.label.length > maxMapperLabelLength) at.label = 'too_long'
    else if (hasInvisibleCharacters(row.label)) at.label = 'invisible'
    else if (labels.has(label)) at.label = 'label_exists'
    if (key) keys.add(key)
    if (label) labels.add(label)
  })
  return problems
}

export const hasMapperProblems = (problems: MapperProblems) =>
  problems.name !== undefined ||
  problems.data !== undefined ||
  problems.rows.some((row) => row.key !== undefined || row.label !== undefined)

/** The English wording of each problem, as the server answers it in a field error. */
export const emailFieldProblemText: Record<EmailFieldProblem, string> = {
  required: 'Fill in the required field(s)',
  too_long: 'This is too long.',
  invisible: 'Remove the invisible or control characters from this name.',
  email_invalid: 'Email already exists / invalid email',
  key_invalid: 'Use lower-case letters, digits, - and _ only.',
  key_exists: 'Key already exists',
  label_exists: 'Label already exists',
  format_required: 'Choose plain text, HTML or both.',
}
