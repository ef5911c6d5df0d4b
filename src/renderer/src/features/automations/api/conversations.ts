import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import * as v from 'valibot'
import { campaignConversationPageSize } from '@shared/domain/automations-conversations'
import {
  campaignConversationsParams,
  type CampaignAnalytics,
  type CampaignConversationFilters,
  type CampaignConversationRow,
} from '@shared/domain/automations-conversations'
import { chatbotGraphql } from '@shared/graphql/generated/chatbot'
import { graphqlOperation, request } from '../../../lib/graphql'
import { rest } from '../../../lib/rest'
import { automationKeys } from '../scope'

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
    queryFn: () =>
      rest('campaignConversations', {
        query: {
          ...campaignConversationsParams(projectId, campaignId, filter.filters),
          page_num: filter.page,
          page_size: campaignConversationPageSize,
        },
      }),
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
      const page = await rest('campaignConversations', {
        query: {
          project_id: projectId,
          campaign_id: campaignId,
          page_num: 1,
          page_size: 1,
          fetch_options: true,
        },
      })
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

export type { CampaignAnalytics }

export function campaignAnalyticsQuery(chatbotId: string, projectId: string, documentId: string) {
  return queryOptions({
    queryKey: automationKeys.key(chatbotId, 'analytics', documentId),
    queryFn: () => rest('campaignAnalytics', { query: { project_id: projectId, document_id: documentId } }),
    refetchInterval: 10_000,
  })
}
export const useCampaignAnalytics = (...args: Parameters<typeof campaignAnalyticsQuery>) =>
  useQuery(campaignAnalyticsQuery(...args))

const deleteConversationOperation = graphqlOperation(
  'delete campaign conversation',
  chatbotGraphql(`
    mutation DeleteCampaignConversation($id: ID!) {
      deleteCampaignConversation(id: $id) { ok errorMessage }
    }
  `),
  v.object({
    deleteCampaignConversation: v.object({ ok: v.boolean(), errorMessage: v.nullable(v.string()) }),
  }),
)

/** Deletes one conversation of an automation (spec 001 'campaign conversation delete'); not ok throws. */
export function useDeleteCampaignConversation(chatbotId: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async (id: string) => {
      const answer = (await request('chatbot', deleteConversationOperation, { id }))
        .deleteCampaignConversation
      if (!answer.ok) throw new Error(answer.errorMessage ?? 'The conversation was not deleted.')
      return answer
    },
    // The list, its counts and the results all change.
    onSuccess: () => client.invalidateQueries({ queryKey: automationKeys.all(chatbotId) }),
  })
}
