import { createFileRoute } from '@tanstack/react-router'
import { agentsQuery } from '../../features/users/api/agents'
import { AgentsPage } from '../../features/users/components/agents-page'
import { noSearch, primeQuery } from '../../lib/route-data'
import { loadSelectedChatbot } from '../../lib/selected-chatbot'
import { IconHeadset } from '../../ui/icons'

export const Route = createFileRoute('/_app/users-agents')({
  staticData: {
    permission: ['read', 'UsersManagement'],
    nav: { label: 'users.agents', icon: IconHeadset, order: 830 },
    texts: ['users'],
  },
  validateSearch: noSearch,
  loader: async ({ context }) => {
    const chatbot = await loadSelectedChatbot(context.queryClient)
    if (chatbot) await primeQuery(context.queryClient, agentsQuery(chatbot.id))
  },
  component: AgentsPage,
})
