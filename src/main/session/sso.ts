import { ssoCallbackUrl } from '@shared/domain/auth'
import { deepLinkScheme, maxDeepLinkLength } from '../security/deep-link'
import { pendingCallbackLifetimeMs } from '../security/pending-callback'

/**
 * Single sign-on runs in the system browser, never in an embedded page (RFC 8252): the portal server's
 * SSO start page for the client, told to come back to our deep link with the `state` we sent.
 */
export { ssoCallbackUrl }

/** How long a started single sign-on waits for its callback (QUALITY SEC-9). */
export const ssoPendingLifetimeMs = pendingCallbackLifetimeMs

export function ssoStartUrl(serverBase: string, client: string, state: string): string {
  const url = new URL(`${serverBase.replace(/\/+$/, '')}/okta/SAML/login/${encodeURIComponent(client)}`)
  url.searchParams.set('redirect_uri', ssoCallbackUrl)
  url.searchParams.set('state', state)
  return url.toString()
}

export type SsoCallback = (
  | { readonly kind: 'refresh-token'; readonly refreshToken: string }
  | { readonly kind: 'access-token'; readonly accessToken: string }
  | { readonly kind: 'error'; readonly code: string }
) & {
  /** The `state` the server sent back, when it did. */
  readonly state?: string
}

/**
 * Reads the two callback shapes of spec 000 §2 from a deep link:
 * chatbot-portal://okta/SAML/callback/{refreshToken} and chatbot-portal://auth/callback?access_token=…
 * (or ?error=…), each with an optional `state`. Anything else, or anything malformed (a bad `%` escape,
 * an over-long link), is not a single sign-on callback: it is ignored, never thrown.
 */
export function parseSsoDeepLink(raw: string): SsoCallback | null {
  if (raw.length > maxDeepLinkLength) return null
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    return null
  }
  if (url.protocol !== `${deepLinkScheme}:`) return null
  const route = `${url.host}${url.pathname}`
  const params = new URLSearchParams(url.search || url.hash.replace(/^#/, ''))
  const stateParam = params.get('state')
  const state = stateParam === null ? {} : { state: stateParam }
  const error = params.get('error')
  const callback = /^okta\/SAML\/callback\/([^/]+)\/?$/.exec(route)
  if (callback?.[1]) {
    const refreshToken = safeDecode(callback[1])
    return refreshToken ? { kind: 'refresh-token', refreshToken, ...state } : null
  }
  if (/^okta\/SAML\/callback\/?$/.test(route) || /^auth\/callback\/?$/.test(route)) {
    if (error) return { kind: 'error', code: ssoErrorCodeFor(error), ...state }
    const accessToken = params.get('access_token') ?? params.get('accessToken')
    if (accessToken) return { kind: 'access-token', accessToken, ...state }
    return { kind: 'error', code: 'sso_unexpected_error', ...state }
  }
  return null
}

function safeDecode(segment: string): string | null {
  try {
    return decodeURIComponent(segment)
  } catch {
    return null
  }
}

/** The identity provider's error, mapped onto the spec's three single sign-on messages. */
export function ssoErrorCodeFor(error: string): string {
  if (error === 'access_denied' || error === 'not_assigned') return 'sso_access_denied'
  if (error === 'sso_not_enabled') return 'sso_not_enabled'
  return 'sso_unexpected_error'
}
