import type { ChatbotSummary } from '@shared/ipc/session'
import { chatbotAreaKeys } from '../../lib/query-keys'
import { useSelectedChatbot } from '../../lib/selected-chatbot'

/** The automations' query keys: `['chatbot', <chatbot id>, 'automations', …]` (lib/query-keys.ts). */
export const automationKeys = chatbotAreaKeys('automations')

/**
 * The chatbot the automations belong to: its id scopes the cache, its project id (the spec's `name`) is
 * what the conversations' REST calls and export name.
 */
export interface AutomationsScope {
  readonly chatbotId: string
  readonly projectId: string
}

export function automationsScopeOf(chatbot: ChatbotSummary | null): AutomationsScope | null {
  return chatbot ? { chatbotId: chatbot.id, projectId: chatbot.name } : null
}

/** The selected chatbot as the automations' scope; null until one is chosen. */
export function useAutomationsScope(): AutomationsScope | null {
  return automationsScopeOf(useSelectedChatbot())
}
