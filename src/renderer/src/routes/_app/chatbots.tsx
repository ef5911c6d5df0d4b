import { createFileRoute } from '@tanstack/react-router'
import { mainChatbotQuery } from '../../features/chatbots/api/main-chatbot'
import { ChatbotList } from '../../features/chatbots/components/chatbot-list'
import { noSearch, primeQuery } from '../../lib/route-data'
import { loadSelectedChatbot } from '../../lib/selected-chatbot'
import { IconMessageChatbot } from '../../ui/icons'

export const Route = createFileRoute('/_app/chatbots')({
  staticData: {
    permission: ['read', 'Chatbots'],
    nav: { label: 'chatbots.label', icon: IconMessageChatbot, group: 'frame.groups.chatbots', order: 300 },
    texts: ['chatbots'],
  },
  validateSearch: noSearch,
  // The list is the session's; the selected chatbot's details come from its server.
  loader: async ({ context }) => {
    const chatbot = await loadSelectedChatbot(context.queryClient)
    if (chatbot && !chatbot.suspended) await primeQuery(context.queryClient, mainChatbotQuery(chatbot.id))
  },
  component: ChatbotList,
})
