import { createFileRoute } from '@tanstack/react-router'
import { chatbotSettingsQuery } from '../../features/settings/api/chatbot-settings'
import { ChatbotSettingsTab } from '../../features/settings/components/chatbot-settings-page'
import { noSearch, primeQuery } from '../../lib/route-data'
import { loadSelectedChatbot } from '../../lib/selected-chatbot'
import { IconMessageChatbot } from '../../ui/icons'

/** Settings › chatbot: the chatbot's settings by section (team leads read, managers edit). */
export const Route = createFileRoute('/_app/settings/chatbot')({
  staticData: {
    permission: ['read', 'SettingsChatbot'],
    nav: { label: 'settings.chatbot', icon: IconMessageChatbot, order: 100 },
    texts: ['settings'],
  },
  validateSearch: noSearch,
  loader: async ({ context }) => {
    const chatbot = await loadSelectedChatbot(context.queryClient)
    if (chatbot) await primeQuery(context.queryClient, chatbotSettingsQuery(chatbot.id))
  },
  component: ChatbotSettingsTab,
})
