import { createFileRoute } from '@tanstack/react-router'
import { atsOverviewQuery } from '../../features/ats/api/mappings'
import { AtsSettingsPage } from '../../features/ats/components/ats-page'
import { noSearch, primeQuery } from '../../lib/route-data'
import { loadSelectedChatbot } from '../../lib/selected-chatbot'
import { IconListDetails } from '../../ui/icons'

/** Settings › ATS: the chatbot's ATS field mappings (a tab of the Settings layout, order 160). */
export const Route = createFileRoute('/_app/settings/ats')({
  staticData: {
    permission: ['read', 'SettingsAts'],
    nav: { label: 'ats.label', icon: IconListDetails, order: 160 },
    texts: ['ats'],
  },
  validateSearch: noSearch,
  loader: async ({ context }) => {
    const chatbot = await loadSelectedChatbot(context.queryClient)
    if (chatbot) await primeQuery(context.queryClient, atsOverviewQuery(chatbot.id))
  },
  component: AtsSettingsPage,
})
