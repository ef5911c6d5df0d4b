import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { SsoCallback, type SsoCompletion } from '../../../features/session/components/sso-screens'
import { searchValidator } from '../../../lib/route-data'

const text = v.fallback(v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(8192))), undefined)

/** What the identity provider sends back: `access_token` (also spelt `accessToken`) or `error`. */
const callbackSearch = searchValidator(v.object({ access_token: text, accessToken: text, error: text }))

export interface CallbackSearch {
  access_token?: string
  error?: string
}

/**
 * /auth/callback?access_token=… or ?error=…: what the identity provider sent back. Without either it is an
 * error too, so main answers with the "unexpected error" message instead of leaving a blank screen.
 */
export const Route = createFileRoute('/_auth/auth/callback')({
  validateSearch: (search: Record<string, unknown>): CallbackSearch => {
    const { access_token, accessToken, error } = callbackSearch(search)
    const token = access_token ?? accessToken
    return { ...(token ? { access_token: token } : {}), ...(error ? { error } : {}) }
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
