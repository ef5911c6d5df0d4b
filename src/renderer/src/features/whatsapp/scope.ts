import { chatbotAreaKeys } from '../../lib/query-keys'
import { useSelectedChatbot } from '../../lib/selected-chatbot'

/** WhatsApp's query keys: `['chatbot', <chatbot id>, 'whatsapp', …]` (lib/query-keys.ts). */
export const whatsappKeys = chatbotAreaKeys('whatsapp')

/** The chatbot whose channels and templates the screens show: its id scopes the cache. */
export interface WhatsappScope {
  readonly chatbotId: string
}

/** The selected chatbot as WhatsApp's scope; null until one is chosen. */
export function useWhatsappScope(): WhatsappScope | null {
  const chatbot = useSelectedChatbot()
  return chatbot ? { chatbotId: chatbot.id } : null
}
