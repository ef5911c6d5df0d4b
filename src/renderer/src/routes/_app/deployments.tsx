import { createFileRoute } from '@tanstack/react-router'
import { secretStateQuery } from '../../features/deployments/api/deployments'
import { DeploymentsPage } from '../../features/deployments/components/deployments-page'
import { validateDeploymentsSearch } from '../../features/deployments/search'
import { primeQuery } from '../../lib/route-data'
import { IconRocket } from '../../ui/icons'

/** Deployments (spec 000 §2 "Chatbot management"): superusers only; the service enforces it too. */
export const Route = createFileRoute('/_app/deployments')({
  staticData: {
    permission: ['manage', 'ChatbotManagement'],
    nav: { label: 'deployments.label', icon: IconRocket, group: 'frame.groups.chatbots', order: 340 },
    texts: ['deployments'],
  },
  validateSearch: validateDeploymentsSearch,
  loader: ({ context, cause }) => primeQuery(context.queryClient, secretStateQuery, cause),
  component: DeploymentsRoute,
})

function DeploymentsRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <DeploymentsPage
      search={search}
      onSearch={(next) => void navigate({ to: '/deployments', search: next })}
    />
  )
}
