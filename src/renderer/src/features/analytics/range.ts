import { defaultDateRange, type DateRange } from '@shared/domain/analytics'
import type { AnalyticsSearch } from './search'

/** Kept apart from search.ts: the route's URL check is in the first bundle, these rules load with the screen. */

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
