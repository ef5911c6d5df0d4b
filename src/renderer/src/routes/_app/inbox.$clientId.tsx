import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { conversationQuery } from '../../features/inbox/api/conversation'
import { useInboxView } from '../../features/inbox/api/view'
import { ConversationPanel } from '../../features/inbox/components/conversation-panel'
import { inboxScopeOf } from '../../features/inbox/scope'
import { idParam, paramsParser, primeQuery } from '../../lib/route-data'
import { loadSelectedChatbot } from '../../lib/selected-chatbot'

export const Route = createFileRoute('/_app/inbox/$clientId')({
  params: paramsParser(v.object({ clientId: idParam })),
  loader: async ({ context, params }) => {
    const scope = inboxScopeOf(await loadSelectedChatbot(context.queryClient))
    if (scope) await primeQuery(context.queryClient, conversationQuery(scope, params.clientId))
  },
  component: ConversationRoute,
})

function ConversationRoute() {
  const { clientId } = Route.useParams()
  const navigate = Route.useNavigate()
  const view = useInboxView(Route.useSearch({ select: (search) => search.view }))
  // In "Gesprekken" the page shows the conversation in its middle pane; in "Berichten" it is a drawer over
  // the table, and closing it returns to the table with its filters and page as they were.
  if (view !== 'messages') return null
  return (
    <ConversationPanel
      key={clientId}
      clientId={clientId}
      onClose={() => void navigate({ to: '/inbox', search: (previous) => previous })}
    />
  )
}
