import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import * as v from 'valibot'
import { campaignConversationPageSize } from '@shared/domain/automations'
import { portal } from '../../../lib/portal'
import { parseReply } from '../../../lib/server-reply'
import { automationKeys } from './keys'

/** GET campaign/conversations (page 20, status and phone filters, sort) and GET campaign/analytics. */
const conversationSchema = v.object({
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
export type CampaignConversation = v.InferOutput<typeof conversationSchema>

const pageSchema = v.object({
  conversations: v.array(conversationSchema),
  conversation_count: v.number(),
  status_options: v.optional(v.array(v.string())),
})

export interface ConversationFilter {
  readonly status: string | null
  readonly phone: string
  readonly page: number
}

export function conversationsQuery(
  chatbotId: string,
  projectId: string,
  campaignId: string,
  filter: ConversationFilter,
) {
  return queryOptions({
    queryKey: automationKeys.key(chatbotId, 'conversations', campaignId, filter),
    queryFn: async () =>
      parseReply(
        'campaign conversations',
        pageSchema,
        await portal().api.rest({
          call: 'campaignConversations',
          query: {
            project_id: projectId,
            campaign_id: campaignId,
            page_num: filter.page,
            page_size: campaignConversationPageSize,
            status_filter: filter.status ?? '',
            phone_number: filter.phone,
            sort_field: 'conversation_start',
            sort_direction: 'desc',
          },
        }),
      ),
    placeholderData: keepPreviousData,
    // Statuses move on the server's clock (delivered, read, replied, …).
    refetchInterval: 10_000,
  })
}
export const useConversations = (...args: Parameters<typeof conversationsQuery>) =>
  useQuery(conversationsQuery(...args))

const analyticsSchema = v.object({
  conversations_finished: v.number(),
  errors: v.number(),
  messages_delivered: v.number(),
  messages_read: v.number(),
  messages_sent: v.number(),
  replies: v.number(),
  targets: v.number(),
  important_goals_reached: v.number(),
})
export type CampaignAnalytics = v.InferOutput<typeof analyticsSchema>

export function campaignAnalyticsQuery(chatbotId: string, projectId: string, documentId: string) {
  return queryOptions({
    queryKey: automationKeys.key(chatbotId, 'analytics', documentId),
    queryFn: async () =>
      parseReply(
        'campaign analytics',
        analyticsSchema,
        await portal().api.rest({
          call: 'campaignAnalytics',
          query: { project_id: projectId, document_id: documentId },
        }),
      ),
    refetchInterval: 10_000,
  })
}
export const useCampaignAnalytics = (...args: Parameters<typeof campaignAnalyticsQuery>) =>
  useQuery(campaignAnalyticsQuery(...args))
