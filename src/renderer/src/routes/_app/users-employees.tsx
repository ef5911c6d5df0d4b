import { createFileRoute } from '@tanstack/react-router'
import { employeesQuery } from '../../features/users/api/employees'
import { EmployeesPage } from '../../features/users/components/employees-page'
import { requireAbility } from '../../lib/ability'
import { loadTexts } from '../../lib/i18n'
import { noSearch, primeQuery } from '../../lib/route-data'
import { loadSelectedChatbot } from '../../lib/selected-chatbot'

export const Route = createFileRoute('/_app/users-employees')({
  beforeLoad: async ({ context }) => {
    await requireAbility(context.queryClient, 'read', 'UsersManagement')
    await loadTexts(context.i18n, 'users')
  },
  validateSearch: noSearch,
  loader: async ({ context }) => {
    const chatbot = await loadSelectedChatbot(context.queryClient)
    if (chatbot) await primeQuery(context.queryClient, employeesQuery(chatbot.id))
  },
  component: EmployeesPage,
})
