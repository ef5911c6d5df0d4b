import { chatbotAreaKeys } from '../../lib/query-keys'
import { useSelectedChatbot } from '../../lib/selected-chatbot'

/** The validator area's query keys: `['chatbot', <chatbot id>, 'validator', …]` (lib/query-keys.ts). */
export const validatorKeys = chatbotAreaKeys('validator')

/** The chatbot whose tests and runs the screens show: its id scopes the cache. */
export interface ValidatorScope {
  readonly chatbotId: string
}

/** The selected chatbot as the validator's scope; null until one is chosen. */
export function useValidatorScope(): ValidatorScope | null {
  const chatbot = useSelectedChatbot()
  return chatbot ? { chatbotId: chatbot.id } : null
}
