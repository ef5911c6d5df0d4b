import { chatbotAreaKeys } from '../../lib/query-keys'
import { useSelectedChatbot } from '../../lib/selected-chatbot'

/** The NLP area's query keys: `['chatbot', <chatbot id>, 'nlp', …]` (lib/query-keys.ts). */
export const nlpKeys = chatbotAreaKeys('nlp')

/** The chatbot whose intents, entities and training the screen shows: its id scopes the cache. */
export interface NlpScope {
  readonly chatbotId: string
}

/** The selected chatbot as the NLP area's scope; null until one is chosen. */
export function useNlpScope(): NlpScope | null {
  const chatbot = useSelectedChatbot()
  return chatbot ? { chatbotId: chatbot.id } : null
}
