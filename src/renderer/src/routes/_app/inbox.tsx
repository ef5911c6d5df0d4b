import { Outlet, createFileRoute } from '@tanstack/react-router'
import { clientMessagesQuery } from '../../features/inbox/api/client-messages'
import { InboxPage } from '../../features/inbox/components/inbox-page'
import { inboxScopeOf } from '../../features/inbox/scope'
import { filtersFromSearch, validateInboxSearch } from '../../features/inbox/search'
import { requireAbility } from '../../lib/ability'
import { primeQuery } from '../../lib/route-data'
import { loadSelectedChatbot } from '../../lib/selected-chatbot'

export const Route = createFileRoute('/_app/inbox')({
  beforeLoad: ({ context }) => requireAbility(context.queryClient, 'read', 'SmartInbox'),
  validateSearch: validateInboxSearch,
  loaderDeps: ({ search }) => ({ search }),
  loader: async ({ context, deps, cause }) => {
    const scope = inboxScopeOf(await loadSelectedChatbot(context.queryClient))
    if (!scope) return
    const filters = filtersFromSearch(deps.search, new Date())
    await primeQuery(context.queryClient, clientMessagesQuery(scope, filters, deps.search.page ?? 1), cause)
  },
  component: InboxRoute,
})

function InboxRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <InboxPage
      search={search}
      onSearch={(next) => void navigate({ to: '/inbox', search: next })}
      onOpen={(clientId) =>
        void navigate({ to: '/inbox/$clientId', params: { clientId }, search: (previous) => previous })
      }
    >
      <Outlet />
    </InboxPage>
  )
}
