import * as v from 'valibot'
import {
  campaignConversationStatuses,
  campaignStatusFilters,
  campaignTypes,
} from '@shared/domain/automations'

/** The overview's filters in the URL: a name search, a type and a status (or 'all'). */
export const automationsSearchSchema = v.object({
  q: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(200))), undefined),
  type: v.fallback(v.optional(v.picklist(campaignTypes)), undefined),
  status: v.fallback(v.optional(v.picklist(campaignStatusFilters)), undefined),
})
export type AutomationsSearch = v.InferOutput<typeof automationsSearchSchema>

/** The detail's conversation filters: a status, a phone number and the page (20 per page). */
export const automationDetailSearchSchema = v.object({
  status: v.fallback(v.optional(v.picklist(campaignConversationStatuses)), undefined),
  phone: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(40))), undefined),
  page: v.fallback(
    v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100_000))),
    undefined,
  ),
})
export type AutomationDetailSearch = v.InferOutput<typeof automationDetailSearchSchema>
