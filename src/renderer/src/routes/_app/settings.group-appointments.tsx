import { createFileRoute } from '@tanstack/react-router'
import { groupAppointmentsQuery } from '../../features/group-appointments/api/group-appointments'
import { GroupAppointmentsPage } from '../../features/group-appointments/components/group-appointments-page'
import { noSearch, primeQuery } from '../../lib/route-data'
import { loadSelectedChatbot } from '../../lib/selected-chatbot'
import { IconUsersGroup } from '../../ui/icons'

/** Settings › Group appointments (a tab of the Settings layout, order 130: after the widget, spec 000 §2). */
export const Route = createFileRoute('/_app/settings/group-appointments')({
  staticData: {
    permission: ['read', 'SettingsGroupAppointment'],
    nav: { label: 'group-appointments.label', icon: IconUsersGroup, order: 130 },
    texts: ['group-appointments'],
  },
  validateSearch: noSearch,
  loader: async ({ context }) => {
    const chatbot = await loadSelectedChatbot(context.queryClient)
    if (chatbot) await primeQuery(context.queryClient, groupAppointmentsQuery(chatbot.id))
  },
  component: GroupAppointmentsPage,
})
