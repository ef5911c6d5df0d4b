import { hasInvisibleCharacters } from './visible-text'

/**
 * Group appointments (spec 000 §3 "Group appointment", §5 validation, 001 §7.4): a kind of session many
 * candidates book together (an information evening, a group assessment), with the calendar its sessions
 * come from. The rules here are the form's and the sandbox's alike (docs/decisions/group-appointments.md).
 */

/** The calendar providers a group appointment's calendar connects through (`calendarAuthHandler`). */
export const calendarAuthHandlers = ['GOOGLE', 'MICROSOFT'] as const
export type CalendarAuthHandler = (typeof calendarAuthHandlers)[number]

/** Bounds of the numbers (ours: the spec says only that they are required); planRange in weeks as the event preference's. */
export const groupAppointmentLimits = {
  typeMaxLength: 100,
  maxNrAttendees: { min: 1, max: 1000 },
  planRange: { min: 1, max: 26 },
  offsetDays: { min: 0, max: 90 },
  maxNrEventToShow: { min: 1, max: 20 },
  /** The filter map's JSON text and its number of keys (SEC-12: every parser of input is capped). */
  filterMapMaxLength: 10_000,
  filterMapMaxKeys: 50,
} as const

export const groupAppointmentNumberFields = [
  'maxNrAttendees',
  'planRange',
  'offsetDays',
  'maxNrEventToShow',
] as const
export type GroupAppointmentNumberField = (typeof groupAppointmentNumberFields)[number]

/** What a create or an update carries: everything but the id and the calendar token. */
export interface GroupAppointmentInput {
  readonly type: string
  readonly maxNrAttendees?: number | null | undefined
  readonly planRange?: number | null | undefined
  readonly offsetDays?: number | null | undefined
  readonly maxNrEventToShow?: number | null | undefined
  readonly calendarAuthHandler: string
  /** The filter map as JSON text: an object of non-empty keys to non-empty values. */
  readonly filterMap: string
}

export const defaultGroupAppointment: GroupAppointmentInput = {
  type: '',
  maxNrAttendees: 10,
  planRange: 4,
  offsetDays: 1,
  maxNrEventToShow: 3,
  calendarAuthHandler: 'GOOGLE',
  filterMap: '{}',
}

export type GroupAppointmentField = keyof GroupAppointmentInput

/** One broken rule: its code (a key of the form's `problems` texts) and the numbers its text names. */
export interface GroupAppointmentProblem {
  readonly code:
    | 'required'
    | 'integer'
    | 'range'
    | 'tooLong'
    | 'invisibleCharacters'
    | 'handler'
    | 'json'
    | 'notObject'
    | 'emptyKey'
    | 'emptyValue'
    | 'duplicateKey'
    | 'valueType'
    | 'tooManyKeys'
  readonly min?: number
  readonly max?: number
  readonly key?: string
}

export type GroupAppointmentProblems = Partial<Record<GroupAppointmentField, GroupAppointmentProblem>>

/** The server's English texts of the problems (the screens have both languages in their locale files). */
export function problemMessage(problem: GroupAppointmentProblem): string {
  switch (problem.code) {
    case 'required':
      return 'This field is required.'
    case 'integer':
      return 'Enter a whole number.'
    case 'range':
      return `Enter a number from ${problem.min} to ${problem.max}.`
    case 'tooLong':
      return `At most ${problem.max} characters.`
    case 'invisibleCharacters':
      return 'Remove the invisible or control characters from this name.'
    case 'handler':
      return `Choose one of ${calendarAuthHandlers.join(', ')}.`
    case 'json':
      return 'This is not valid JSON.'
    case 'notObject':
      return 'The filter map must be a JSON object: { "key": "value" }.'
    case 'emptyKey':
      return 'Every key of the filter map must be filled in.'
    case 'emptyValue':
      return `The key "${problem.key}" needs a value.`
    case 'duplicateKey':
      return `The key "${problem.key}" occurs more than once.`
    case 'valueType':
      return `The value of "${problem.key}" must be text, a number or true/false.`
    case 'tooManyKeys':
      return `At most ${problem.max} keys.`
  }
}

function numberProblem(
  value: number | null | undefined,
  field: GroupAppointmentNumberField,
): GroupAppointmentProblem | null {
  if (value === null || value === undefined) return { code: 'required' }
  // NaN: text that is no number (the form's field); 1.5: not whole.
  if (!Number.isInteger(value)) return { code: 'integer' }
  const { min, max } = groupAppointmentLimits[field]
  return value < min || value > max ? { code: 'range', min, max } : null
}

/**
 * The keys of a JSON object's top level in the order written, duplicates included (JSON.parse keeps the last
 * of two equal keys silently). Only for text JSON.parse accepted as an object; linear in its length.
 */
export function topLevelKeys(text: string): string[] {
  const keys: string[] = []
  let depth = 0
  for (let i = 0; i < text.length; i++) {
    const c = text[i]
    if (c === '"') {
      let end = i + 1
      while (end < text.length && text[end] !== '"') end += text[end] === '\\' ? 2 : 1
      if (depth === 1) {
        let next = end + 1
        while (next < text.length && /\s/.test(text[next] ?? '')) next++
        if (text[next] === ':') keys.push(JSON.parse(text.slice(i, end + 1)) as string)
      }
      i = end
    } else if (c === '{' || c === '[') depth++
    else if (c === '}' || c === ']') depth--
  }
  return keys
}

/** The first problem of a filter map's JSON text (spec 000 §5: key and value non-empty, key unique), or null. */
export function filterMapProblem(text: string): GroupAppointmentProblem | null {
  const { filterMapMaxLength, filterMapMaxKeys } = groupAppointmentLimits
  if (text.length > filterMapMaxLength) return { code: 'tooLong', max: filterMapMaxLength }
  // An empty field means no filter: the same as {}.
  if (text.trim() === '') return null
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    return { code: 'json' }
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return { code: 'notObject' }
  const keys = topLevelKeys(text)
  if (keys.length > filterMapMaxKeys) return { code: 'tooManyKeys', max: filterMapMaxKeys }
  const seen = new Set<string>()
  for (const key of keys) {
    if (key.trim() === '') return { code: 'emptyKey' }
    const normal = key.trim()
    if (seen.has(normal)) return { code: 'duplicateKey', key: normal }
    seen.add(normal)
  }
  for (const [key, value] of Object.entries(parsed as Record<string, unknown>)) {
    if (typeof value === 'string') {
      if (value.trim() === '') return { code: 'emptyValue', key }
    } else if (value === null) return { code: 'emptyValue', key }
    else if (typeof value !== 'number' && typeof value !== 'boolean') return { code: 'valueType', key }
  }
  return null
}

/** The filter map as the server stores it (an object), from text `filterMapProblem` accepted. */
export function parseFilterMap(text: string): Record<string, string | number | boolean> {
  if (text.trim() === '') return {}
  const parsed = JSON.parse(text) as Record<string, string | number | boolean>
  return Object.fromEntries(Object.entries(parsed).map(([k, v]) => [k.trim(), v]))
}

/** Every broken rule of a group appointment, one per field (spec 000 §5 "Group appointment"). */
export function groupAppointmentProblems(input: GroupAppointmentInput): GroupAppointmentProblems {
  const problems: Record<string, GroupAppointmentProblem> = {}
  const type = input.type.trim()
  if (type === '') problems['type'] = { code: 'required' }
  else if (type.length > groupAppointmentLimits.typeMaxLength)
    problems['type'] = { code: 'tooLong', max: groupAppointmentLimits.typeMaxLength }
  else if (hasInvisibleCharacters(input.type)) problems['type'] = { code: 'invisibleCharacters' }
  for (const field of groupAppointmentNumberFields) {
    const problem = numberProblem(input[field], field)
    if (problem) problems[field] = problem
  }
  if (!(calendarAuthHandlers as readonly string[]).includes(input.calendarAuthHandler))
    problems['calendarAuthHandler'] = { code: 'handler' }
  const filter = filterMapProblem(input.filterMap)
  if (filter) problems['filterMap'] = filter
  return problems
}
