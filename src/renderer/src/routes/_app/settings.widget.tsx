import { createFileRoute } from '@tanstack/react-router'
import { widgetConfigQuery } from '../../features/settings/api/widget'
import { WidgetTab } from '../../features/settings/components/widget-page'
import { noSearch, primeQuery } from '../../lib/route-data'
import { loadSelectedChatbot } from '../../lib/selected-chatbot'
import { IconPalette } from '../../ui/icons'

/** Settings › widget: the web widget's configuration (team leads read, managers edit). */
export const Route = createFileRoute('/_app/settings/widget')({
  staticData: {
    permission: ['read', 'SettingsWidget'],
    nav: { label: 'settings.widget', icon: IconPalette, order: 110 },
    texts: ['settings'],
  },
  validateSearch: noSearch,
  loader: async ({ context }) => {
    const chatbot = await loadSelectedChatbot(context.queryClient)
    if (chatbot) await primeQuery(context.queryClient, widgetConfigQuery(chatbot.id, chatbot.name))
  },
  component: WidgetTab,
})
