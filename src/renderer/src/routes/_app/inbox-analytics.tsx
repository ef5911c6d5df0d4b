import { createFileRoute } from '@tanstack/react-router'
import { clientMessagesQuery } from '../../features/inbox/api/client-messages'
import { AnalyticsPage } from '../../features/inbox/components/analytics-page'
import { inboxScopeOf } from '../../features/inbox/scope'
import { filtersFromSearch, validateInboxSearch } from '../../features/inbox/search'
import { primeQuery } from '../../lib/route-data'
import { loadSelectedChatbot } from '../../lib/selected-chatbot'
import { IconChartBar } from '../../ui/icons'

export const Route = createFileRoute('/_app/inbox-analytics')({
  staticData: {
    permission: ['read', 'SmartInbox'],
    nav: { label: 'inbox.analytics', icon: IconChartBar, order: 210 },
    texts: ['inbox'],
  },
  validateSearch: validateInboxSearch,
  loaderDeps: ({ search }) => ({ search }),
  loader: async ({ context, deps, cause }) => {
    const scope = inboxScopeOf(await loadSelectedChatbot(context.queryClient))
    if (!scope) return
    const filters = filtersFromSearch(deps.search, new Date())
    await primeQuery(context.queryClient, clientMessagesQuery(scope, filters, 1), cause)
  },
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
