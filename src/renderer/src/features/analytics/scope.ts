import type { ChatbotSummary } from '@shared/ipc/session'
import { chatbotAreaKeys } from '../../lib/query-keys'
import { useSelectedChatbot } from '../../lib/selected-chatbot'

/** Analytics query keys: `['chatbot', <chatbot id>, 'analytics', …]`. */
export const analyticsKeys = chatbotAreaKeys('analytics')

/** The chatbot the screen reads: its id scopes the cache, its project id names it in every call. */
export interface AnalyticsScope {
  readonly chatbotId: string
  readonly projectId: string
}

export function analyticsScopeOf(chatbot: ChatbotSummary | null): AnalyticsScope | null {
  return chatbot ? { chatbotId: chatbot.id, projectId: chatbot.name } : null
}

/** The selected chatbot as the analytics' scope; null until one is chosen. */
export function useAnalyticsScope(): AnalyticsScope | null {
  return analyticsScopeOf(useSelectedChatbot())
}
