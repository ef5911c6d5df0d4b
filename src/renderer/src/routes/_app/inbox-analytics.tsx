import { createFileRoute } from '@tanstack/react-router'
import { AnalyticsPage } from '../../features/inbox/components/analytics-page'
import { validateInboxSearch } from '../../features/inbox/search'
import { requireAbility } from '../../lib/ability'

export const Route = createFileRoute('/_app/inbox-analytics')({
  beforeLoad: ({ context }) => requireAbility(context.queryClient, 'read', 'SmartInbox'),
  validateSearch: validateInboxSearch,
  component: AnalyticsRoute,
})

function AnalyticsRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <AnalyticsPage
      search={search}
      onSearch={(next) => void navigate({ to: '/inbox-analytics', search: next })}
    />
  )
}
