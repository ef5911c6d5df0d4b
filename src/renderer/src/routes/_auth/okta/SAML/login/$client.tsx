import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { SsoStart } from '../../../../../features/session/components/sso-screens'
import { idParam, noSearch, paramsParser } from '../../../../../lib/route-data'

export const Route = createFileRoute('/_auth/okta/SAML/login/$client')({
  params: paramsParser(v.object({ client: idParam })),
  validateSearch: noSearch,
  component: SsoStartRoute,
})

function SsoStartRoute() {
  const { client } = Route.useParams()
  return <SsoStart client={client} />
}
