import * as v from 'valibot'
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
  'reports',
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
