import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import {
  clientMessagesParams,
  type ConversationBrief,
  type ConversationBriefPage,
  type InboxFilters,
} from '@shared/domain/inbox'
import { rest } from '../../../lib/rest'
import { inboxKeys, type InboxScope } from '../scope'

/**
 * The "Gesprekken" view: POST /api/v1/conversations/ with `brief` (spec 001 §7.2; §9: the conversation
 * list pages by 100, at most 5 pages per load). The Smart Inbox's filters travel along as `filters` (the
 * client-messages parameters): conversations with at least one matching message, latest activity first.
 */
export const conversationPageSize = 100
export const conversationPagesPerLoad = 5

export type { ConversationBrief, ConversationBriefPage }

export async function fetchConversationBriefs(
  projectId: string,
  filters: InboxFilters,
  page: number,
): Promise<ConversationBriefPage> {
  const {
    page_num: _page,
    page_size: _size,
    fetch_options: _options,
    ...params
  } = clientMessagesParams(projectId, filters, { pageNum: 1, pageSize: 1 })
  return rest('conversationBriefs', {
    query: { project_id: projectId },
    body: {
      project_id: projectId,
      brief: { page, page_size: conversationPageSize },
      contacts_info: { project_id: projectId },
      filters: params,
    },
  })
}

export function conversationBriefsQuery(scope: InboxScope, filters: InboxFilters) {
  return infiniteQueryOptions({
    queryKey: inboxKeys.key(scope.chatbotId, 'conversations', filters),
    queryFn: ({ pageParam }) => fetchConversationBriefs(scope.projectId, filters, pageParam),
    initialPageParam: 1,
    // One load is at most 5 pages of 100 (spec 001 §9); narrowing the filter reaches older ones.
    getNextPageParam: (last) =>
      last.page < last.amount_of_pages && last.page < conversationPagesPerLoad ? last.page + 1 : undefined,
    staleTime: 15_000,
    refetchOnWindowFocus: true,
    refetchOnReconnect: true,
  })
}

export function useConversationBriefs(scope: InboxScope, filters: InboxFilters) {
  return useInfiniteQuery({
    ...conversationBriefsQuery(scope, filters),
    placeholderData: (previous) => previous,
  })
}
