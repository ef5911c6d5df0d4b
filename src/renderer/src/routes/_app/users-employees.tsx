import { createFileRoute } from '@tanstack/react-router'
import { employeesQuery } from '../../features/users/api/employees'
import { EmployeesPage } from '../../features/users/components/employees-page'
import { noSearch, primeQuery } from '../../lib/route-data'
import { loadSelectedChatbot } from '../../lib/selected-chatbot'
import { IconUsersGroup } from '../../ui/icons'

export const Route = createFileRoute('/_app/users-employees')({
  staticData: {
    permission: ['read', 'UsersManagement'],
    nav: { label: 'users.employees', icon: IconUsersGroup, order: 820 },
    texts: ['users'],
  },
  validateSearch: noSearch,
  loader: async ({ context }) => {
    const chatbot = await loadSelectedChatbot(context.queryClient)
    if (chatbot) await primeQuery(context.queryClient, employeesQuery(chatbot.id))
  },
  component: EmployeesPage,
})
