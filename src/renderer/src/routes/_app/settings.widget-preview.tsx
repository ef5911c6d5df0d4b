import { createFileRoute } from '@tanstack/react-router'
import { widgetPreviewQuery } from '../../features/settings/api/widget'
import { WidgetPreviewTab } from '../../features/settings/components/widget-preview-page'
import { noSearch, primeQuery } from '../../lib/route-data'
import { loadSelectedChatbot } from '../../lib/selected-chatbot'
import { IconMessageCircle } from '../../ui/icons'

/** Settings › widget preview: the launcher teaser, with the live preview of the widget. */
export const Route = createFileRoute('/_app/settings/widget-preview')({
  staticData: {
    permission: ['read', 'SettingsWidgetPreview'],
    nav: { label: 'settings.widgetPreview', icon: IconMessageCircle, order: 120 },
    texts: ['settings'],
  },
  validateSearch: noSearch,
  loader: async ({ context }) => {
    const chatbot = await loadSelectedChatbot(context.queryClient)
    if (chatbot) await primeQuery(context.queryClient, widgetPreviewQuery(chatbot.id))
  },
  component: WidgetPreviewTab,
})
