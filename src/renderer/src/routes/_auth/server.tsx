import { createFileRoute } from '@tanstack/react-router'
import { ServerChoice } from '../../features/session/components/server-choice'
import { useSession } from '../../lib/session'
import { noSearch } from '../../lib/route-data'

export const Route = createFileRoute('/_auth/server')({
  validateSearch: noSearch,
  component: ServerRoute,
})

function ServerRoute() {
  const session = useSession()
  return session.data ? <ServerChoice info={session.data} /> : null
}
