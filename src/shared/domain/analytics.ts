import * as v from 'valibot'
import { isBoundedDay, rangeDays, rangeLimits, rangeTexts } from './date-ranges'

/**
 * Analytics (spec 000 §2 Analytics and Dashboard, §5 Event label / Analytics report / Report modal, §9;
 * spec 001 §7.2 analytics and portal-analytics): the functions, limits, office hours, date ranges and form
 * rules the sandbox, main and the renderer share.
 */

/** POST /api/v1/analytics/ functions (spec 001 §7.2). */
export const analyticsFunctions = [
  'activeUsersPerHour',
  'usageOutsideOfficeHours',
  'top10Intents',
  'usersPerFlow',
  'dropRateFunnel',
  'minDate',
] as const
export type AnalyticsFunction = (typeof analyticsFunctions)[number]

/**
 * POST /api/v1/portal-analytics/ functions: the spec's two, plus the language use and web chat summary the
 * analytics screen shows (docs/decisions/analytics-and-dashboard.md).
 */
export const portalAnalyticsFunctions = [
  'activeUsersPerPeriod',
  'kpiAnalytics',
  'languageUse',
  'webChatSummary',
] as const
export type PortalAnalyticsFunction = (typeof portalAnalyticsFunctions)[number]

export const analyticsPeriods = ['day', 'week', 'month'] as const
export type AnalyticsPeriod = (typeof analyticsPeriods)[number]

/** Spec §9: the funnel keeps the first 5 entries per flow; top 10 intents; blog 5 articles. */
export const funnelStepsPerFlow = 5
export const topIntentCount = 10
export const blogArticleCount = 5
/** Spec §9: analytics conversations page by 100, at most 5 pages per load. */
export const analyticsConversationPageSize = 100
export const analyticsConversationMaxPages = 5
/** Spec §9: the default range is the last 30 days, to the end of today. */
export const defaultRangeDays = 30

/**
 * Office hours: Monday to Friday (working days A_1 to A_5), 09:00 to 17:00 (the spec's default availability
 * and broadcast window), in the organisation's time zone.
 */
export const officeHours = { days: [1, 2, 3, 4, 5], startHour: 9, endHour: 17 } as const
export const organisationTimeZone = 'Europe/Amsterdam'

const zonedParts = new Map<string, Intl.DateTimeFormat>()
function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = zonedParts.get(timeZone)
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      weekday: 'short',
      hourCycle: 'h23',
    })
    zonedParts.set(timeZone, f)
  }
  return f
}

const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']

/** The local calendar day, hour (0–23) and ISO weekday (1 = Monday … 7 = Sunday) of `ms` in `timeZone`. */
export function zonedTime(ms: number, timeZone = organisationTimeZone) {
  const parts: Record<string, string> = {}
  for (const p of formatter(timeZone).formatToParts(new Date(ms))) parts[p.type] = p.value
  return {
    day: `${parts['year']}-${parts['month']}-${parts['day']}`,
    hour: Number(parts['hour']),
    weekday: weekdays.indexOf(parts['weekday'] ?? '') + 1,
  }
}

export function isOfficeHours(ms: number, timeZone = organisationTimeZone): boolean {
  const { hour, weekday } = zonedTime(ms, timeZone)
  return (
    (officeHours.days as readonly number[]).includes(weekday) &&
    hour >= officeHours.startHour &&
    hour < officeHours.endHour
  )
}

const pad = (n: number) => String(n).padStart(2, '0')

/** The day `days` after (negative: before) a YYYY-MM-DD day. */
export function shiftDay(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number]
  const date = new Date(Date.UTC(y, m - 1, d + days))
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`
}

export interface DateRange {
  /** First day, YYYY-MM-DD, inclusive. */
  readonly startDate: string
  /** Last day, YYYY-MM-DD, inclusive: to the end of that day. */
  readonly endDate: string
}

/**
 * Spec §9: the last 30 days to the end of today, in the user's time zone: today and the 29 days before it
 * (30 calendar days).
 */
export function defaultDateRange(now: number, timeZone: string): DateRange {
  const today = zonedTime(now, timeZone).day
  return { startDate: shiftDay(today, -(defaultRangeDays - 1)), endDate: today }
}

/** The period of the same length just before the range (the dashboard's "change against the previous 30 days"). */
export function previousRange(range: DateRange): DateRange {
  const days = daysInRange(range)
  return { startDate: shiftDay(range.startDate, -days), endDate: shiftDay(range.startDate, -1) }
}

export function daysInRange(range: DateRange): number {
  const ms = (day: string) => Date.parse(`${day}T00:00:00Z`)
  return Math.round((ms(range.endDate) - ms(range.startDate)) / 86_400_000) + 1
}

/** Relative change in percent, rounded; null when there was nothing before. */
export function percentChange(current: number, previous: number): number | null {
  if (previous === 0) return null
  return Math.round(((current - previous) / previous) * 100)
}

export interface FunnelEntry {
  readonly flowId: string
  readonly stateId: string
  readonly count: number
}

/** Spec §9: keeps the first 5 entries of each flow, in the order given (the flow's order). */
export function truncateFunnel<T extends { readonly flowId: string }>(entries: readonly T[]): T[] {
  const seen = new Map<string, number>()
  return entries.filter((entry) => {
    const n = seen.get(entry.flowId) ?? 0
    seen.set(entry.flowId, n + 1)
    return n < funnelStepsPerFlow
  })
}

// ---------- Form rules (spec 000 §5) ----------

export const eventLabelMaxLength = 40
export const analyticsMessages = {
  eventLabelRequired: 'eventLabelRequired',
  eventLabelTooLong: 'eventLabelTooLong',
  eventLabelFirstLetter: 'eventLabelFirstLetter',
  eventLabelCharacters: 'eventLabelCharacters',
  eventActionRequired: 'eventActionRequired',
  eventActionTooLong: 'eventActionTooLong',
  startBeforeEnd: 'startBeforeEnd',
  reportFailed: 'reportFailed',
  emailInvalid: 'emailInvalid',
  required: 'required',
  imageType: 'imageType',
  dayOutOfRange: 'dayOutOfRange',
  rangeTooLong: 'rangeTooLong',
} as const

/** The spec's messages (English; the renderer shows the locale's text for the same key). */
export const analyticsMessageTexts: Record<keyof typeof analyticsMessages, { en: string; nl: string }> = {
  eventLabelRequired: { en: 'Please enter an event label.', nl: 'Vul een eventlabel in.' },
  eventLabelTooLong: {
    en: 'The event label can be at most 40 characters.',
    nl: 'Het eventlabel mag maximaal 40 tekens zijn.',
  },
  eventLabelFirstLetter: {
    en: 'The event label must start with a letter.',
    nl: 'Het eventlabel moet met een letter beginnen.',
  },
  eventLabelCharacters: {
    en: 'The event label may only contain letters, digits and underscores.',
    nl: 'Het eventlabel mag alleen letters, cijfers en underscores bevatten.',
  },
  eventActionRequired: { en: 'Please enter an event action.', nl: 'Vul een eventactie in.' },
  eventActionTooLong: {
    en: 'The event action can be at most 100 characters.',
    nl: 'De eventactie mag maximaal 100 tekens zijn.',
  },
  startBeforeEnd: {
    en: 'The start time must be earlier than the end time.',
    nl: 'De starttijd moet vóór de eindtijd liggen.',
  },
  reportFailed: {
    en: 'Something went wrong, check the fields and try again',
    nl: 'Er is iets fout gegaan, controleer de velden en probeer het opnieuw',
  },
  emailInvalid: { en: 'Please enter a valid email address.', nl: 'Vul een geldig e-mailadres in.' },
  required: { en: 'Fill in the required field(s)', nl: 'Vul de verplichte velden in' },
  imageType: { en: 'Only png or jpg images.', nl: 'Alleen png- of jpg-afbeeldingen.' },
  dayOutOfRange: rangeTexts.day(),
  rangeTooLong: rangeTexts.tooLong(rangeLimits.analytics),
}

/** The first problem of an event label, or null (spec §5: ≤ 40, starts with a letter, letters, digits, _). */
export function eventLabelProblem(label: string): keyof typeof analyticsMessages | null {
  if (label.trim() === '') return 'eventLabelRequired'
  if ([...label].length > eventLabelMaxLength) return 'eventLabelTooLong'
  if (!/^[A-Za-z]/.test(label)) return 'eventLabelFirstLetter'
  if (!/^[A-Za-z0-9_]+$/.test(label)) return 'eventLabelCharacters'
  return null
}

export const analyticsEventSchema = v.object({
  eventLabel: v.pipe(
    v.string(),
    v.check(
      (label) => eventLabelProblem(label) === null,
      (issue) => eventLabelProblem(String(issue.input)) ?? '',
    ),
  ),
  eventAction: v.pipe(v.string(), v.trim(), v.minLength(1, analyticsMessages.eventActionRequired)),
  systemName: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100)), ''),
})

/** Custom analytics period: start strictly before end (ISO date-times or YYYY-MM-DD). */
export function startBeforeEnd(start: string, end: string): boolean {
  const a = Date.parse(start)
  const b = Date.parse(end)
  return Number.isFinite(a) && Number.isFinite(b) && a < b
}

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
export const isValidEmail = (email: string) => emailPattern.test(email.trim())

/** Spec §5 Analytics report: all fields required, each e-mail valid. */
export function customReportProblems(input: {
  emails: readonly string[]
  startDate: string
  endDate: string
}): Partial<Record<'emails' | 'startDate' | 'endDate', keyof typeof analyticsMessages>> {
  const problems: Partial<Record<'emails' | 'startDate' | 'endDate', keyof typeof analyticsMessages>> = {}
  if (input.emails.length === 0) problems.emails = 'required'
  else if (!input.emails.every(isValidEmail)) problems.emails = 'emailInvalid'
  if (!input.startDate) problems.startDate = 'required'
  if (!input.endDate) problems.endDate = 'required'
  if (input.startDate && !isBoundedDay(input.startDate)) problems.startDate = 'dayOutOfRange'
  if (input.endDate && !isBoundedDay(input.endDate)) problems.endDate = 'dayOutOfRange'
  else if (input.startDate && input.endDate && input.startDate > input.endDate)
    problems.endDate = 'startBeforeEnd'
  else if (
    input.startDate &&
    input.endDate &&
    !problems.startDate &&
    rangeDays(input.startDate, input.endDate) > rangeLimits.analytics
  )
    problems.endDate = 'rangeTooLong'
  return problems
}

/** Spec §5 Report modal: subject and contact e-mail required, valid e-mail, image png or jpg only. */
export function reportModalProblems(input: {
  subject: string
  email: string
  imageType: string | null
}): Partial<Record<'subject' | 'email' | 'image', keyof typeof analyticsMessages>> {
  const problems: Partial<Record<'subject' | 'email' | 'image', keyof typeof analyticsMessages>> = {}
  if (input.subject.trim() === '') problems.subject = 'required'
  if (input.email.trim() === '') problems.email = 'required'
  else if (!isValidEmail(input.email)) problems.email = 'emailInvalid'
  if (input.imageType !== null && !['image/png', 'image/jpeg'].includes(input.imageType))
    problems.image = 'imageType'
  return problems
}

const resultCount = v.pipe(v.number(), v.integer(), v.minValue(0))

/** Reply `results` of every analytics function (docs/sandbox-api.md "REST calls: Analytics"). */
export const analyticsResults = {
  activeUsersPerHour: v.array(v.object({ hour: v.pipe(resultCount, v.maxValue(23)), users: resultCount })),
  usageOutsideOfficeHours: v.object({
    inside: resultCount,
    outside: resultCount,
    officeHours: v.object({ days: v.array(v.number()), start: v.string(), end: v.string() }),
  }),
  top10Intents: v.array(v.object({ intent: v.string(), count: resultCount })),
  usersPerFlow: v.array(v.object({ flowId: v.string(), flowName: v.string(), users: resultCount })),
  dropRateFunnel: v.array(
    v.object({
      flowId: v.string(),
      flowName: v.string(),
      stateId: v.string(),
      stateName: v.string(),
      reached: resultCount,
      dropped: resultCount,
      dropRate: v.number(),
    }),
  ),
  minDate: v.nullable(v.string()),
} satisfies Record<AnalyticsFunction, v.GenericSchema>

export const portalAnalyticsResults = {
  activeUsersPerPeriod: v.array(v.object({ period: v.string(), users: resultCount })),
  kpiAnalytics: v.array(
    v.object({
      flowId: v.string(),
      flowName: v.string(),
      users: resultCount,
      finished: resultCount,
      finishRate: v.number(),
      kpis: v.array(
        v.object({
          processorId: v.string(),
          name: v.string(),
          description: v.string(),
          isImportantGoal: v.boolean(),
          count: resultCount,
        }),
      ),
    }),
  ),
  languageUse: v.array(v.object({ language: v.string(), conversations: resultCount })),
  webChatSummary: v.object({
    conversations: resultCount,
    whatsapp: resultCount,
    web: resultCount,
    messages: resultCount,
    finished: resultCount,
    conversationsWithGoal: resultCount,
    averageMessages: v.number(),
    averageDurationSeconds: v.number(),
  }),
} satisfies Record<PortalAnalyticsFunction, v.GenericSchema>

export type AnalyticsResult<F extends AnalyticsFunction> = v.InferOutput<(typeof analyticsResults)[F]>
export type PortalAnalyticsResult<F extends PortalAnalyticsFunction> = v.InferOutput<
  (typeof portalAnalyticsResults)[F]
>

/** GET /api/v1/freetext-messages/ answers at most this many typed answers, newest first. */
export const freetextMessagesLimit = 500

/**
 * GET /api/v1/freetext-messages/ (spec 001 §7.2): what candidates typed at one state, newest first; `date`
 * is DD/MM/YY HH:mm in the organisation's time zone, as the Smart Inbox's dates.
 */
export const freetextMessagesSchema = v.object({
  messages: v.pipe(
    v.array(v.object({ clientId: v.string(), text: v.string(), date: v.string() })),
    v.maxLength(freetextMessagesLimit),
  ),
})
export type FreetextMessage = v.InferOutput<typeof freetextMessagesSchema>['messages'][number]
