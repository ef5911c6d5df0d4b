import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { SsoCallback } from '../../../../../features/session/components/sso-screens'
import { noSearch, paramsParser } from '../../../../../lib/route-data'

export const Route = createFileRoute('/_auth/okta/SAML/callback/$refreshToken')({
  // A token, never shown: any non-empty text of sane length; main checks it with the server.
  params: paramsParser(v.object({ refreshToken: v.pipe(v.string(), v.minLength(1), v.maxLength(8192)) })),
  validateSearch: noSearch,
  component: SamlCallbackRoute,
})

function SamlCallbackRoute() {
  const { refreshToken } = Route.useParams()
  return <SsoCallback completion={{ kind: 'refresh-token', refreshToken }} />
}
