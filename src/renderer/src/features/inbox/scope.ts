import type { ChatbotSummary } from '@shared/ipc/session'
import { chatbotAreaKeys } from '../../lib/query-keys'
import { useSelectedChatbot } from '../../lib/selected-chatbot'

/** The Smart Inbox's query keys: `['chatbot', <chatbot id>, 'inbox', …]` (lib/query-keys.ts). */
export const inboxKeys = chatbotAreaKeys('inbox')

/**
 * Which chatbot the inbox works on: its id scopes the cache, its project id (the spec's `name`) is what
 * every inbox call names.
 */
export interface InboxScope {
  readonly chatbotId: string
  readonly projectId: string
}

export function inboxScopeOf(chatbot: ChatbotSummary | null): InboxScope | null {
  return chatbot ? { chatbotId: chatbot.id, projectId: chatbot.name } : null
}

/** The selected chatbot as the inbox's scope; null until one is chosen. */
export function useInboxScope(): InboxScope | null {
  return inboxScopeOf(useSelectedChatbot())
}
