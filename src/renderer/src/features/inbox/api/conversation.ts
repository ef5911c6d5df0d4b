import { queryOptions, useQuery } from '@tanstack/react-query'
import * as v from 'valibot'
import { senderEntities } from '@shared/domain/inbox'
import { portal } from '../../../lib/portal'
import { parseReply } from '../../../lib/server-reply'
import { inboxKeys, type InboxScope } from '../scope'

/**
 * POST /api/v1/conversations/ with `{ conversation: { conversation_id } }` (spec 001 §7.2): one
 * conversation with all its messages. Only what the screen shows is required; the rest may be absent.
 */
const text = v.optional(v.nullable(v.string()), null)
export const conversationMessageSchema = v.object({
  id: v.union([v.string(), v.number()]),
  sender_entity: v.picklist(senderEntities),
  is_inbound: v.optional(v.boolean(), false),
  text: v.optional(v.nullable(v.string()), ''),
  date: v.string(),
  /** ISO 8601: day separators and times in the interface language. */
  created_at: text,
  status: text,
  status_history: v.optional(v.array(v.object({ status: v.string(), date: v.string() })), []),
  template_name: text,
  assigned_agent_name: text,
})
export type ConversationMessage = v.InferOutput<typeof conversationMessageSchema>

export const conversationSchema = v.object({
  conversation: v.object({
    client_id: v.string(),
    phone_number: text,
    candidate_name: text,
    ats_entity_id: text,
    team_names: v.optional(v.array(v.string()), []),
    assigned_agent_name: text,
    state_machines: v.optional(v.array(v.string()), []),
    is_read: v.optional(v.boolean(), false),
    window_open: v.optional(v.nullable(v.boolean()), null),
    window_closes_at: text,
    labels: v.optional(v.array(v.pipe(v.union([v.string(), v.number()]), v.transform(String))), []),
    messages: v.array(conversationMessageSchema),
  }),
})
export type Conversation = v.InferOutput<typeof conversationSchema>['conversation']

export function conversationQuery(scope: InboxScope, clientId: string) {
  const { projectId } = scope
  return queryOptions({
    queryKey: inboxKeys.key(scope.chatbotId, 'conversation', clientId),
    queryFn: async () => {
      const answer = await portal().api.rest({
        call: 'conversations',
        query: { project_id: projectId },
        body: { project_id: projectId, conversation: { conversation_id: clientId } },
      })
      return parseReply('conversations', conversationSchema, answer).conversation
    },
    staleTime: 5_000,
    refetchOnWindowFocus: true,
    refetchOnReconnect: true,
  })
}

export function useConversation(scope: InboxScope, clientId: string) {
  return useQuery(conversationQuery(scope, clientId))
}
