import { createFileRoute } from '@tanstack/react-router'
import { mainChatbotQuery } from '../../features/chatbots/api/main-chatbot'
import { ChatbotList } from '../../features/chatbots/components/chatbot-list'
import { requireAbility } from '../../lib/ability'
import { noSearch, primeQuery } from '../../lib/route-data'
import { loadSelectedChatbot } from '../../lib/selected-chatbot'

export const Route = createFileRoute('/_app/chatbots')({
  validateSearch: noSearch,
  beforeLoad: ({ context }) => requireAbility(context.queryClient, 'read', 'Chatbots'),
  // The list is the session's; the selected chatbot's details come from its server.
  loader: async ({ context }) => {
    const chatbot = await loadSelectedChatbot(context.queryClient)
    if (chatbot && !chatbot.suspended) await primeQuery(context.queryClient, mainChatbotQuery(chatbot.id))
  },
  component: ChatbotList,
})
