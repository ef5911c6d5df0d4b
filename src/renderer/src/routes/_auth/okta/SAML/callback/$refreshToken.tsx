import { createFileRoute } from '@tanstack/react-router'
import { SsoCallback } from '../../../../../features/session/components/sso-screens'

export const Route = createFileRoute('/_auth/okta/SAML/callback/$refreshToken')({
  component: SamlCallbackRoute,
})

function SamlCallbackRoute() {
  const { refreshToken } = Route.useParams()
  return <SsoCallback completion={{ kind: 'refresh-token', refreshToken }} />
}
