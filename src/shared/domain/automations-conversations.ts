import * as v from 'valibot'
import { actionSources } from './automations'
import { boundedDay, rangeLimits, rangeProblem, rangeText } from './date-ranges'

export const campaignConversationStatuses = [
  'delivered',
  'sent',
  'read',
  'replied',
  'finished',
  'error',
  'ignored',
  'failed',
] as const
export type CampaignConversationStatus = (typeof campaignConversationStatuses)[number]
export const isCampaignConversationStatus = (value: string): value is CampaignConversationStatus =>
  (campaignConversationStatuses as readonly string[]).includes(value)

/** Spec 000 §9: campaign conversation page size 20. */
export const campaignConversationPageSize = 20

/** The statuses a conversation no longer leaves. */
export const finalConversationStatuses: readonly CampaignConversationStatus[] = [
  'finished',
  'error',
  'ignored',
  'failed',
]

export const conversationSortFields = [
  'conversation_start',
  'conversation_end',
  'status',
  'phone_number',
] as const
export type ConversationSortField = (typeof conversationSortFields)[number]

/**
 * The detail screen's conversation filters (spec 000 §5 'Campaign search and filters', spec 001 §7.2
 * `campaign/conversations`): status, KPI, one user data field containing a value, phone number, a range
 * of start days, and the sort. The same filters are in the URL, in the renderer's query and in main's
 * export, so the exported rows are the rows the screen asks for.
 */

export const conversationSortDirections = ['asc', 'desc'] as const
export type ConversationSortDirection = (typeof conversationSortDirections)[number]

/** What the screen shows first: the newest conversations first. */
export const defaultConversationSort = { field: 'conversation_start', direction: 'desc' } as const

export const campaignConversationFiltersSchema = v.pipe(
  v.strictObject({
    status: v.optional(v.picklist(campaignConversationStatuses)),
    kpi: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(100), v.regex(/^[^,]+$/))),
    /** A key of the conversation's data (a user data option) … */
    dataField: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(100), v.regex(/^[^:,]+$/))),
    /** … whose value contains this (case-insensitive). Commas separate filters on the wire, so none here. */
    dataValue: v.optional(v.pipe(v.string(), v.maxLength(100), v.regex(/^[^,]*$/))),
    phone: v.optional(v.pipe(v.string(), v.maxLength(40))),
    /** First day of the range (the conversation started on or after it). */
    from: v.optional(boundedDay),
    /** Last day of the range (up to its end). */
    to: v.optional(boundedDay),
    sort: v.optional(v.picklist(conversationSortFields)),
    direction: v.optional(v.picklist(conversationSortDirections)),
  }),
  // A range typed the wrong way round is read in order (orderedRange); its length is limited either way.
  v.check(
    (filters) => campaignRangeProblem(filters) === null,
    () => rangeText('tooLong', rangeLimits.campaign),
  ),
)
export type CampaignConversationFilters = v.InferOutput<typeof campaignConversationFiltersSchema>

/** 'tooLong' when both days are given and, in order, span more than the campaign limit; else null. */
export function campaignRangeProblem(filters: { from?: string; to?: string }): 'tooLong' | null {
  const { from, to } = filters
  if (!from || !to) return null
  const [first, last] = from <= to ? [from, to] : [to, from]
  return rangeProblem(first, last, rangeLimits.campaign) === 'tooLong' ? 'tooLong' : null
}

/** A from/to pair typed the wrong way round is read in order. */
export function orderedRange(filters: CampaignConversationFilters): { from?: string; to?: string } {
  const { from, to } = filters
  if (from && to && from > to) return { from: to, to: from }
  return { ...(from ? { from } : {}), ...(to ? { to } : {}) }
}

/**
 * The `campaign/conversations` query parameters of these filters (without paging): every parameter the
 * spec lists that the filters set; an empty one is left out.
 */
export function campaignConversationsParams(
  projectId: string,
  campaignId: string,
  filters: CampaignConversationFilters,
): Record<string, string> {
  const range = orderedRange(filters)
  const params: Record<string, string> = {
    project_id: projectId,
    campaign_id: campaignId,
    sort_field: filters.sort ?? defaultConversationSort.field,
    sort_direction: filters.direction ?? defaultConversationSort.direction,
  }
  if (filters.status) params['status_filter'] = filters.status
  if (filters.kpi) params['kpi_filter'] = filters.kpi
  if (filters.dataField && filters.dataValue?.trim())
    params['user_data_filter'] = `${filters.dataField}:${filters.dataValue.trim()}`
  if (filters.phone?.trim()) params['phone_number'] = filters.phone.trim()
  if (range.from) params['start_date'] = range.from
  if (range.to) params['end_date'] = range.to
  return params
}

/** The reply's rows and options (the options only when asked for with `fetch_options`). */
export const campaignConversationSchema = v.object({
  id: v.string(),
  source: v.string(),
  campaign_event_id: v.string(),
  client_id: v.string(),
  phone_number: v.string(),
  conversation_data: v.record(v.string(), v.string()),
  conversation_start: v.string(),
  conversation_end: v.nullable(v.string()),
  kpis: v.array(v.string()),
  status: v.string(),
  status_history: v.array(v.object({ status: v.string(), at: v.string() })),
  error_reason: v.nullable(v.string()),
})
export type CampaignConversationRow = v.InferOutput<typeof campaignConversationSchema>

export const campaignConversationsPageSchema = v.object({
  conversations: v.array(campaignConversationSchema),
  conversation_count: v.number(),
  kpi_options: v.optional(v.array(v.string())),
  status_options: v.optional(v.array(v.string())),
  user_data_options: v.optional(v.array(v.string())),
  min_date: v.optional(v.nullable(v.string())),
})
export type CampaignConversationsPage = v.InferOutput<typeof campaignConversationsPageSchema>

/** GET campaign/conversation: one conversation of a campaign with the messages it sent and received. */
export const campaignConversationDetailSchema = v.object({
  conversation: campaignConversationSchema,
  messages: v.array(
    v.object({
      sender_entity: v.string(),
      text: v.optional(v.nullable(v.string()), null),
      date: v.string(),
      status: v.optional(v.nullable(v.string()), null),
    }),
  ),
})

/** GET campaign/analytics: the campaign's totals. */
export const campaignAnalyticsSchema = v.object({
  conversations_finished: v.number(),
  errors: v.number(),
  messages_delivered: v.number(),
  messages_read: v.number(),
  messages_sent: v.number(),
  replies: v.number(),
  targets: v.number(),
  important_goals_reached: v.number(),
})
export type CampaignAnalytics = v.InferOutput<typeof campaignAnalyticsSchema>

/** GET actions: the campaign's action results, newest first. */
export const actionResultSchema = v.object({
  id: v.string(),
  clientId: v.string(),
  processorId: v.string(),
  errorReason: v.nullable(v.string()),
  executionTime: v.string(),
  successful: v.boolean(),
  replayOf: v.nullable(v.string()),
  campaignConversationId: v.nullable(v.string()),
  /** What started the action (spec 000 §9 'Action sources'). */
  source: v.picklist(actionSources),
})
export type ActionResult = v.InferOutput<typeof actionResultSchema>
export const actionResultsPageSchema = v.object({ results: v.array(actionResultSchema), count: v.number() })

/** GET actions/get-successful: per processor, how many of the campaign's results succeeded and failed. */
export const actionCountsSchema = v.object({
  results: v.array(v.object({ processorId: v.string(), successful: v.number(), failed: v.number() })),
})
