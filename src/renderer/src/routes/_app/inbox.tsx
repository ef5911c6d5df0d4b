import { Outlet, createFileRoute } from '@tanstack/react-router'
import { InboxPage } from '../../features/inbox/components/inbox-page'
import { validateInboxSearch } from '../../features/inbox/search'
import { requireAbility } from '../../lib/ability'

export const Route = createFileRoute('/_app/inbox')({
  beforeLoad: ({ context }) => requireAbility(context.queryClient, 'read', 'SmartInbox'),
  validateSearch: validateInboxSearch,
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
