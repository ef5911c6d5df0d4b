import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Conversation, ConversationMessage } from '@shared/domain/inbox'
import { rest } from '../../../lib/rest'
import { inboxKeys, type InboxScope } from '../scope'

/**
 * POST /api/v1/conversations/ with `{ conversation: { conversation_id } }` (spec 001 §7.2): one
 * conversation with all its messages (reply schema in @shared/domain/inbox).
 */
export type { Conversation, ConversationMessage }

export function conversationQuery(scope: InboxScope, clientId: string) {
  const { projectId } = scope
  return queryOptions({
    queryKey: inboxKeys.key(scope.chatbotId, 'conversation', clientId),
    queryFn: async () =>
      (
        await rest('conversations', {
          query: { project_id: projectId },
          body: { project_id: projectId, conversation: { conversation_id: clientId } },
        })
      ).conversation,
    staleTime: 5_000,
    refetchOnWindowFocus: true,
    refetchOnReconnect: true,
  })
}

export function useConversation(scope: InboxScope, clientId: string) {
  return useQuery(conversationQuery(scope, clientId))
}
