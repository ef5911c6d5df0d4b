import type { ChatbotSummary } from '@shared/ipc/session'
import { chatbotAreaKeys } from '../../lib/query-keys'
import { useSelectedChatbot } from '../../lib/selected-chatbot'

/** The builder's query keys: `['chatbot', <chatbot id>, 'builder', …]` (lib/query-keys.ts). */
export const builderKeys = chatbotAreaKeys('builder')

/** The chatbot the builder works on: its id scopes the cache (the chatbot service is the selected one's). */
export interface BuilderScope {
  readonly chatbotId: string
}

export function builderScopeOf(chatbot: ChatbotSummary | null): BuilderScope | null {
  return chatbot ? { chatbotId: chatbot.id } : null
}

export function useBuilderScope(): BuilderScope | null {
  return builderScopeOf(useSelectedChatbot())
}
