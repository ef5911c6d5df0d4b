import * as v from 'valibot'
import { campaignStatusFilters, campaignTypes } from '@shared/domain/automations'
import {
  campaignConversationStatuses,
  conversationSortFields,
} from '@shared/domain/automations-conversations'

/** The overview's filters in the URL: a name search, a type and a status (or 'all'). */
export const automationsSearchSchema = v.object({
  q: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(200))), undefined),
  type: v.fallback(v.optional(v.picklist(campaignTypes)), undefined),
  status: v.fallback(v.optional(v.picklist(campaignStatusFilters)), undefined),
})
export type AutomationsSearch = v.InferOutput<typeof automationsSearchSchema>

const day = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/))
const text = (max: number, pattern: RegExp) =>
  v.fallback(v.optional(v.pipe(v.string(), v.maxLength(max), v.regex(pattern))), undefined)

/**
 * The detail's conversation filters (spec 000 §5, spec 001 §7.2 `campaign/conversations`): status, KPI,
 * one candidate data field containing a value, phone number, a range of start days, the sort and the page
 * (20 per page). Kept in the URL like the other screens' filters.
 */
export const automationDetailSearchSchema = v.object({
  status: v.fallback(v.optional(v.picklist(campaignConversationStatuses)), undefined),
  phone: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(40))), undefined),
  kpi: text(100, /^[^,]+$/),
  dataField: text(100, /^[^:,]+$/),
  dataValue: text(100, /^[^,]*$/),
  from: v.fallback(v.optional(day), undefined),
  to: v.fallback(v.optional(day), undefined),
  sort: v.fallback(v.optional(v.picklist(conversationSortFields)), undefined),
  direction: v.fallback(v.optional(v.picklist(['asc', 'desc'])), undefined),
  page: v.fallback(
    v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100_000))),
    undefined,
  ),
})
export type AutomationDetailSearch = v.InferOutput<typeof automationDetailSearchSchema>
