import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import * as v from 'valibot'
import { campaignConversationPageSize } from '@shared/domain/automations'
import {
  campaignConversationsPageSchema,
  campaignConversationsParams,
  type CampaignConversationFilters,
  type CampaignConversationRow,
} from '@shared/domain/automations-conversations'
import { portal } from '../../../lib/portal'
import { parseReply } from '../../../lib/server-reply'
import { automationKeys } from './keys'

/**
 * GET campaign/conversations (page 20, every filter of the detail screen, spec 001 §7.2) and GET
 * campaign/analytics. The filters' parameters are the shared ones main's export sends too.
 */
export type CampaignConversation = CampaignConversationRow

export interface ConversationFilter {
  readonly filters: CampaignConversationFilters
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
        campaignConversationsPageSchema,
        await portal().api.rest({
          call: 'campaignConversations',
          query: {
            ...campaignConversationsParams(projectId, campaignId, filter.filters),
            page_num: filter.page,
            page_size: campaignConversationPageSize,
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

/** The filters' choices (KPIs, candidate data fields, the first day): of all the campaign's conversations. */
export function conversationOptionsQuery(chatbotId: string, projectId: string, campaignId: string) {
  return queryOptions({
    queryKey: automationKeys.key(chatbotId, 'conversation-options', campaignId),
    queryFn: async () => {
      const page = parseReply(
        'campaign conversation options',
        campaignConversationsPageSchema,
        await portal().api.rest({
          call: 'campaignConversations',
          query: {
            project_id: projectId,
            campaign_id: campaignId,
            page_num: 1,
            page_size: 1,
            fetch_options: true,
          },
        }),
      )
      return {
        kpis: page.kpi_options ?? [],
        dataFields: page.user_data_options ?? [],
        minDate: page.min_date ?? null,
      }
    },
    refetchInterval: 60_000,
  })
}
export const useConversationOptions = (...args: Parameters<typeof conversationOptionsQuery>) =>
  useQuery(conversationOptionsQuery(...args))

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
