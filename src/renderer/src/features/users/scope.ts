import { chatbotAreaKeys } from '../../lib/query-keys'
import { useSelectedChatbot } from '../../lib/selected-chatbot'

/** Users management's queries on the selected chatbot: `['chatbot', id, 'users', …]` (lib/query-keys.ts). */
export const chatbotUsersKeys = chatbotAreaKeys('users')

/**
 * The chatbot whose employees and agents the screens show: its id scopes the cache, its project name is
 * in the screens' introduction. Users and teams themselves are the organisation's, with no chatbot scope.
 */
export interface UsersChatbotScope {
  readonly chatbotId: string
  readonly projectName: string
}

/** The selected chatbot as the employees' and agents' scope; null for a user without chatbots. */
export function useUsersChatbotScope(): UsersChatbotScope | null {
  const chatbot = useSelectedChatbot()
  return chatbot ? { chatbotId: chatbot.id, projectName: chatbot.projectName } : null
}
