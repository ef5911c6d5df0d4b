import type { QueryClient } from '@tanstack/react-query'
import type { ChatbotSummary, SessionInfo } from '@shared/ipc/session'
import { sessionQuery, signedInState, useSession } from './session'

/** The chatbot the user works on (spec 000 §4: a saved selection, else the first), or null. */
export function selectedChatbotOf(info: SessionInfo | undefined): ChatbotSummary | null {
  const state = signedInState(info)
  return state?.user.chatbots.find((chatbot) => chatbot.id === state.chatbotId) ?? null
}

/**
 * The selected chatbot for a component: its `id` scopes the query keys (lib/query-keys.ts), its `name`
 * is the project id the REST calls name. Null while signed out or for a user without chatbots.
 */
export function useSelectedChatbot(): ChatbotSummary | null {
  return selectedChatbotOf(useSession().data)
}

/** The selected chatbot for a route's `loader` (the root guard has loaded the session already). */
export async function loadSelectedChatbot(client: QueryClient): Promise<ChatbotSummary | null> {
  return selectedChatbotOf(await client.ensureQueryData(sessionQuery))
}
