import { createFileRoute } from '@tanstack/react-router'
import { ConversationPanel } from '../../features/inbox/components/conversation-panel'

export const Route = createFileRoute('/_app/inbox/$clientId')({
  component: ConversationRoute,
})

function ConversationRoute() {
  const { clientId } = Route.useParams()
  const navigate = Route.useNavigate()
  // Closing goes back to the table with its filters and page as they were.
  return (
    <ConversationPanel
      key={clientId}
      clientId={clientId}
      onClose={() => void navigate({ to: '/inbox', search: (previous) => previous })}
    />
  )
}
