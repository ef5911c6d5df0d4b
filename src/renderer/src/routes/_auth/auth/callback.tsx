import { createFileRoute } from '@tanstack/react-router'
import { SsoCallback, type SsoCompletion } from '../../../features/session/components/sso-screens'

export interface CallbackSearch {
  access_token?: string
  error?: string
}

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined)

/**
 * /auth/callback?access_token=… or ?error=…: what the identity provider sent back. Without either it is an
 * error too, so main answers with the "unexpected error" message instead of leaving a blank screen.
 */
export const Route = createFileRoute('/_auth/auth/callback')({
  validateSearch: (search: Record<string, unknown>): CallbackSearch => {
    const accessToken = text(search['access_token']) ?? text(search['accessToken'])
    const error = text(search['error'])
    return { ...(accessToken ? { access_token: accessToken } : {}), ...(error ? { error } : {}) }
  },
  component: AuthCallbackRoute,
})

function AuthCallbackRoute() {
  const search = Route.useSearch()
  const completion: SsoCompletion = search.access_token
    ? { kind: 'access-token', accessToken: search.access_token }
    : { kind: 'error', error: (search.error ?? 'missing_token').slice(0, 200) }
  return <SsoCallback completion={completion} />
}
