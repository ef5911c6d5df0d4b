import { createFileRoute } from '@tanstack/react-router'
import { availabilitiesQuery } from '../../features/availabilities/api/availabilities'
import { AvailabilitiesTab } from '../../features/availabilities/components/availabilities-page'
import { noSearch, primeQuery } from '../../lib/route-data'
import { loadSelectedChatbot } from '../../lib/selected-chatbot'
import { IconCalendarEvent } from '../../ui/icons'

/** Settings › Availabilities: the chatbot's legacy calendar availabilities and their weekly blocks. */
export const Route = createFileRoute('/_app/settings/availabilities')({
  staticData: {
    permission: ['read', 'SettingsAvailabilities'],
    nav: { label: 'availabilities.label', icon: IconCalendarEvent, order: 140 },
    texts: ['availabilities'],
  },
  validateSearch: noSearch,
  loader: async ({ context }) => {
    const chatbot = await loadSelectedChatbot(context.queryClient)
    if (chatbot) await primeQuery(context.queryClient, availabilitiesQuery(chatbot.id))
  },
  component: AvailabilitiesTab,
})
