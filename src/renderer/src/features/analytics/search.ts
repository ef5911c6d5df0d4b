import * as v from 'valibot'
import { defaultDateRange, type DateRange } from '@shared/domain/analytics'
import { searchValidator } from '../../lib/route-data'

/** The analytics tabs, in the order shown. */
export const analyticsTabs = [
  'summary',
  'conversations',
  'language',
  'funnel',
  'kpis',
  'intents',
  'hours',
  'flows',
  'events',
] as const
export type AnalyticsTab = (typeof analyticsTabs)[number]

const day = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/))

/**
 * The analytics screen's URL: the tab, one date range and one flow filter shared by every tab, the page
 * and the open conversation of the conversations tab. Absent dates mean the default range.
 */
export const analyticsSearchSchema = v.object({
  tab: v.fallback(v.optional(v.picklist(analyticsTabs)), undefined),
  from: v.fallback(v.optional(day), undefined),
  to: v.fallback(v.optional(day), undefined),
  flow: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(200))), undefined),
  page: v.fallback(
    v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100_000))),
    undefined,
  ),
  q: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(200))), undefined),
  open: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(200))), undefined),
})
export type AnalyticsSearch = v.InferOutput<typeof analyticsSearchSchema>
export const validateAnalyticsSearch = searchValidator(analyticsSearchSchema)

/** The user's own time zone (the desktop's), for "today". */
export const userTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone

/**
 * The range the screen shows: the URL's dates, else the default (the last 30 days to the end of today in
 * the user's zone). A reversed pair is put in order.
 */
export function rangeOf(search: AnalyticsSearch, now: number, timeZone = userTimeZone()): DateRange {
  const fallback = defaultDateRange(now, timeZone)
  const startDate = search.from ?? fallback.startDate
  const endDate = search.to ?? fallback.endDate
  return startDate <= endDate ? { startDate, endDate } : { startDate: endDate, endDate: startDate }
}

export interface AnalyticsFilter extends DateRange {
  readonly flowIds: readonly string[]
}

export function filterOf(search: AnalyticsSearch, now: number, timeZone = userTimeZone()): AnalyticsFilter {
  return { ...rangeOf(search, now, timeZone), flowIds: search.flow ? [search.flow] : [] }
}
