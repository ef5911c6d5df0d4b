import * as v from 'valibot'
import { idParam, searchValidator } from '../../lib/route-data'

export const calendarDrawerTabs = ['appointments', 'times', 'linked'] as const
export type CalendarDrawerTab = (typeof calendarDrawerTabs)[number]

/**
 * The calendar's search params: which calendar user's drawer is open on which of the spec's three tabs,
 * so a reload (or a notification about a broken link) opens the same drawer.
 */
export const calendarSearchSchema = v.object({
  open: v.fallback(v.optional(idParam), undefined),
  tab: v.fallback(v.optional(v.picklist(calendarDrawerTabs)), undefined),
})
export type CalendarSearch = v.InferOutput<typeof calendarSearchSchema>

export const validateCalendarSearch: (raw: Record<string, unknown>) => CalendarSearch =
  searchValidator(calendarSearchSchema)
