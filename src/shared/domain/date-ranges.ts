import * as v from 'valibot'

/**
 * Date ranges every server call takes (analytics, the Smart Inbox and its analytics, campaign conversations,
 * action results, custom reports, the calendar's slots and coverage): the bounds of a day and the longest
 * span per kind of range, with one message per refusal. The renderer's pickers, main's IPC and request
 * checks and the sandbox all use these, so they refuse the same input with the same words (QUALITY SEC-13;
 * the choices are in docs/decisions/date-ranges.md).
 */

/**
 * The days a range may name. The spec's date formats write the year in two digits (DD/MM/YY, DD-MM-YY), so
 * only this century can be shown without ambiguity; no portal data is older than 2000.
 */
export const earliestDay = '2000-01-01'
export const latestDay = '2099-12-31'

/** The longest range (inclusive days) per kind of range: the work and the answer stay bounded by it. */
export const rangeLimits = {
  /** Analytics: every function and table, per day or without buckets, the conversation list, reports. */
  analytics: 366,
  /** activeUsersPerPeriod by week: two years (at most 105 buckets). */
  analyticsPerWeek: 731,
  /** activeUsersPerPeriod by month: five years (at most 61 buckets). */
  analyticsPerMonth: 1827,
  /** The Smart Inbox list, its totals, its export and its analytics (the days the user chooses). */
  inbox: 366,
  /** A campaign's conversations and action results. */
  campaign: 366,
  /** The calendar's slot explanation (`calendarSlots`). */
  calendarSlots: 120,
  /** The calendar's team coverage (`calendarCoverage`: `days`). */
  calendarCoverage: 42,
} as const

/**
 * The Smart Inbox asks a range that ends today up to tomorrow (`serverEndDate`, the server's day may be ahead
 * of the desktop's), so on the wire its range may be one day longer than the one the user chose.
 */
export const inboxWireRangeDays = rangeLimits.inbox + 1

/** The longest range of an analytics call: per function, and for activeUsersPerPeriod per period. */
export function analyticsRangeLimit(analyticsFunction: string, period?: string | null): number {
  if (analyticsFunction === 'activeUsersPerPeriod' && period === 'week') return rangeLimits.analyticsPerWeek
  if (analyticsFunction === 'activeUsersPerPeriod' && period === 'month') return rangeLimits.analyticsPerMonth
  return rangeLimits.analytics
}

export type RangeProblem = 'day' | 'startAfterEnd' | 'tooLong'

export const rangeTexts = {
  day: (): { en: string; nl: string } => ({
    en: `A date written YYYY-MM-DD, from ${earliestDay} to ${latestDay}.`,
    nl: `Een datum als JJJJ-MM-DD, van ${earliestDay} tot en met ${latestDay}.`,
  }),
  startAfterEnd: (): { en: string; nl: string } => ({
    en: 'The start date must not be after the end date.',
    nl: 'De begindatum mag niet na de einddatum liggen.',
  }),
  tooLong: (maxDays: number): { en: string; nl: string } => ({
    en: `The range can be at most ${maxDays} days.`,
    nl: `De periode mag hoogstens ${maxDays} dagen zijn.`,
  }),
} satisfies Record<RangeProblem, (maxDays: number) => { en: string; nl: string }>

/** The English text of a refusal: what the sandbox and main put in `fields`. */
export const rangeText = (problem: RangeProblem, maxDays: number): string => rangeTexts[problem](maxDays).en

const dayPattern = /^(\d{4})-(\d{2})-(\d{2})$/

/** Days since 1970-01-01 of a real YYYY-MM-DD day, or null. */
function dayNumber(day: string): number | null {
  const match = dayPattern.exec(day)
  if (!match) return null
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const ms = Date.UTC(y, m - 1, d)
  const date = new Date(ms)
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null
  return ms / 86_400_000
}

/** A real calendar day written YYYY-MM-DD, from `earliestDay` to `latestDay`. */
export function isBoundedDay(day: string): boolean {
  return dayNumber(day) !== null && day >= earliestDay && day <= latestDay
}

/** The days from start to end, both counted (1 for a single day); by arithmetic, never by walking them. */
export function rangeDays(startDate: string, endDate: string): number {
  const a = dayNumber(startDate)
  const b = dayNumber(endDate)
  if (a === null || b === null) return Number.NaN
  return b - a + 1
}

/** The first problem of a range, or null: a day out of bounds, the start after the end, longer than maxDays. */
export function rangeProblem(startDate: string, endDate: string, maxDays: number): RangeProblem | null {
  if (!isBoundedDay(startDate) || !isBoundedDay(endDate)) return 'day'
  if (startDate > endDate) return 'startAfterEnd'
  return rangeDays(startDate, endDate) > maxDays ? 'tooLong' : null
}

/** The field a refusal is reported on: the end of a range too long or reversed, else the bad day. */
export function rangeProblemField<K extends string>(
  problem: RangeProblem,
  keys: { start: K; end: K },
  startDate: string,
): K {
  if (problem === 'day') return isBoundedDay(startDate) ? keys.end : keys.start
  return problem === 'startAfterEnd' ? keys.start : keys.end
}

/** A YYYY-MM-DD day within the bounds (valibot), with the shared message. */
export const boundedDay = v.pipe(
  v.string(),
  v.check(isBoundedDay, () => rangeText('day', 0)),
)

/**
 * A check for an object holding a range under two keys: when both days are there and fine, the start is not
 * after the end and the range is at most `maxDays` (a number, or read from the object: analytics' period).
 * The issue is reported on the key `rangeProblemField` names, with the shared message.
 */
export function rangeCheck<T extends object>(
  keys: { start: string; end: string },
  maxDays: number | ((value: T) => number),
) {
  return v.rawCheck<T>(({ dataset, addIssue }) => {
    if (!dataset.typed) return
    const value = dataset.value as T & Record<string, unknown>
    const start = value[keys.start]
    const end = value[keys.end]
    if (typeof start !== 'string' || typeof end !== 'string' || start === '' || end === '') return
    const limit = typeof maxDays === 'number' ? maxDays : maxDays(value)
    const problem = rangeProblem(start, end, limit)
    if (problem === null || problem === 'day') return
    const key = rangeProblemField(problem, keys, start)
    addIssue({
      message: rangeText(problem, limit),
      path: [{ type: 'object', origin: 'value', input: value, key, value: value[key] }],
    })
  })
}
