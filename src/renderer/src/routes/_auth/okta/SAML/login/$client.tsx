import { createFileRoute } from '@tanstack/react-router'
import { SsoStart } from '../../../../../features/session/components/sso-screens'

export const Route = createFileRoute('/_auth/okta/SAML/login/$client')({
  component: SsoStartRoute,
})

function SsoStartRoute() {
  const { client } = Route.useParams()
  return <SsoStart client={client} />
}
