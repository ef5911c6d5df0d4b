import { defaultDateRange, type DateRange } from '@shared/domain/analytics'
import { rangeLimits, rangeProblem } from '@shared/domain/date-ranges'
import type { AnalyticsSearch } from './search'

/** Kept apart from search.ts: the route's URL check is in the first bundle, these rules load with the screen. */

/** The user's own time zone (the desktop's), for "today". */
export const userTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone

/**
 * The range the screen shows: the URL's dates, else the default (the last 30 days to the end of today in
 * the user's zone). A reversed pair is put in order; a range longer than the analytics limit is not taken.
 */
export function rangeOf(search: AnalyticsSearch, now: number, timeZone = userTimeZone()): DateRange {
  const fallback = defaultDateRange(now, timeZone)
  const startDate = search.from ?? fallback.startDate
  const endDate = search.to ?? fallback.endDate
  const range = startDate <= endDate ? { startDate, endDate } : { startDate: endDate, endDate: startDate }
  // A link whose range the server would refuse (out of bounds, too long) shows the default range instead.
  return rangeProblem(range.startDate, range.endDate, rangeLimits.analytics) === null ? range : fallback
}

export interface AnalyticsFilter extends DateRange {
  readonly flowIds: readonly string[]
}

export function filterOf(search: AnalyticsSearch, now: number, timeZone = userTimeZone()): AnalyticsFilter {
  return { ...rangeOf(search, now, timeZone), flowIds: search.flow ? [search.flow] : [] }
}
