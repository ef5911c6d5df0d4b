import { Outlet, createFileRoute, useParams } from '@tanstack/react-router'
import { clientMessagesQuery } from '../../features/inbox/api/client-messages'
import { inboxViewQuery } from '../../features/inbox/api/view'
import { InboxPage } from '../../features/inbox/components/inbox-page'
import { inboxScopeOf } from '../../features/inbox/scope'
import { filtersFromSearch, validateInboxSearch } from '../../features/inbox/search'
import { primeQuery } from '../../lib/route-data'
import { loadSelectedChatbot } from '../../lib/selected-chatbot'
import { IconInbox } from '../../ui/icons'

export const Route = createFileRoute('/_app/inbox')({
  staticData: {
    permission: ['read', 'SmartInbox'],
    nav: {
      label: 'inbox.label',
      icon: IconInbox,
      group: 'frame.groups.conversations',
      order: 200,
      badge: 'inboxUnread',
    },
    texts: ['inbox', 'whatsapp'],
  },
  validateSearch: validateInboxSearch,
  loaderDeps: ({ search }) => ({ search }),
  loader: async ({ context, deps, cause }) => {
    const scope = inboxScopeOf(await loadSelectedChatbot(context.queryClient))
    if (!scope) return
    const filters = filtersFromSearch(deps.search, new Date())
    // Without a view in the link, the user's remembered one (asked once, then cached for the session).
    const view =
      deps.search.view ??
      (await context.queryClient.ensureQueryData(inboxViewQuery).catch(() => 'conversations' as const))
    const pageNum = view === 'messages' ? (deps.search.page ?? 1) : 1
    await primeQuery(context.queryClient, clientMessagesQuery(scope, filters, pageNum), cause)
  },
  component: InboxRoute,
})

function InboxRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  // The open conversation, if the child route `/inbox/$clientId` matches.
  const params = useParams({ strict: false }) as { clientId?: string }
  return (
    <InboxPage
      search={search}
      onSearch={(next) => void navigate({ to: '/inbox', search: next })}
      openClientId={params.clientId}
      onOpen={(clientId) =>
        void navigate({ to: '/inbox/$clientId', params: { clientId }, search: (previous) => previous })
      }
      onClose={() => void navigate({ to: '/inbox', search: (previous) => previous })}
    >
      <Outlet />
    </InboxPage>
  )
}
