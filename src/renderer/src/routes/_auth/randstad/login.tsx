import { createFileRoute } from '@tanstack/react-router'
import { LoginScreen } from '../../../features/session/components/login-screen'
import { useSession } from '../../../lib/session'
import { noSearch } from '../../../lib/route-data'

/** Partner login: the same calls as /login, with the partner's heading. */
export const Route = createFileRoute('/_auth/randstad/login')({
  validateSearch: noSearch,
  component: PartnerLoginRoute,
})

function PartnerLoginRoute() {
  const session = useSession()
  return session.data ? <LoginScreen info={session.data} partner="randstad" /> : null
}
