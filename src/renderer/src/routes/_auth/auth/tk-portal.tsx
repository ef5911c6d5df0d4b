import { createFileRoute } from '@tanstack/react-router'
import { LoginScreen } from '../../../features/session/components/login-screen'
import { useSession } from '../../../lib/session'
import { noSearch } from '../../../lib/route-data'

/** TK portal entry point: the login form with its own heading (same calls). */
export const Route = createFileRoute('/_auth/auth/tk-portal')({
  validateSearch: noSearch,
  component: TkPortalRoute,
})

function TkPortalRoute() {
  const session = useSession()
  return session.data ? <LoginScreen info={session.data} partner="tk-portal" /> : null
}
