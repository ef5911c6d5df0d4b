import { createFileRoute } from '@tanstack/react-router'
import { LoginScreen } from '../../features/session/components/login-screen'
import { useSession } from '../../lib/session'
import { noSearch } from '../../lib/route-data'

export const Route = createFileRoute('/_auth/login')({
  validateSearch: noSearch,
  component: LoginRoute,
})

function LoginRoute() {
  const session = useSession()
  // The root guard loaded the session before any route renders.
  return session.data ? <LoginScreen info={session.data} /> : null
}
