import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import * as v from 'valibot'
import { clientMessagesParams, type InboxFilters } from '@shared/domain/inbox'
import { portal } from '../../../lib/portal'
import { parseReply } from '../../../lib/server-reply'
import { inboxKeys, type InboxScope } from '../scope'

/**
 * The "Gesprekken" view: POST /api/v1/conversations/ with `brief` (spec 001 §7.2; §9: the conversation
 * list pages by 100, at most 5 pages per load). The Smart Inbox's filters travel along as `filters` (the
 * client-messages parameters): conversations with at least one matching message, latest activity first.
 */
export const conversationPageSize = 100
export const conversationPagesPerLoad = 5

const text = v.optional(v.nullable(v.string()), null)
export const conversationBriefSchema = v.object({
  client_id: v.string(),
  last_message_at: v.string(),
  last_message_date: v.string(),
  last_message: text,
  last_sender_entity: text,
  contact_details: v.optional(v.object({ name: text, phone_number: text }), {
    name: null,
    phone_number: null,
  }),
  phone_number: text,
  ats_entity_id: text,
  team_names: v.optional(v.array(v.string()), []),
  state_machines: v.optional(v.array(v.string()), []),
  assigned_agent_name: text,
  is_read: v.optional(v.boolean(), false),
  last_is_inbound: v.optional(v.nullable(v.boolean()), null),
  window_open: v.optional(v.nullable(v.boolean()), null),
  labels: v.optional(v.array(v.pipe(v.union([v.string(), v.number()]), v.transform(String))), []),
})
export type ConversationBrief = v.InferOutput<typeof conversationBriefSchema>

const briefPageSchema = v.object({
  conversations: v.array(conversationBriefSchema),
  conversation_count: v.number(),
  amount_of_pages: v.number(),
  page: v.number(),
})
export type ConversationBriefPage = v.InferOutput<typeof briefPageSchema>

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
  const answer = await portal().api.rest({
    call: 'conversations',
    query: { project_id: projectId },
    body: {
      project_id: projectId,
      brief: { page, page_size: conversationPageSize },
      contacts_info: { project_id: projectId },
      filters: params,
    },
  })
  return parseReply('conversations', briefPageSchema, answer)
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
