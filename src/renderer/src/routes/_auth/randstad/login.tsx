import { createFileRoute } from '@tanstack/react-router'
import { LoginScreen } from '../../../features/session/components/login-screen'
import { useSession } from '../../../lib/session'

/** Partner login: the same calls as /login, with the partner's heading. */
export const Route = createFileRoute('/_auth/randstad/login')({
  component: PartnerLoginRoute,
})

function PartnerLoginRoute() {
  const session = useSession()
  return session.data ? <LoginScreen info={session.data} partner="randstad" /> : null
}
