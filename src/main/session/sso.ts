import { deepLinkScheme } from '../security/deep-link'

/**
 * Single sign-on runs in the system browser, never in an embedded page (RFC 8252): the portal server's
 * SSO start page for the client, told to come back to our deep link.
 */
export const ssoCallbackUrl = `${deepLinkScheme}://okta/SAML/callback/`

export function ssoStartUrl(serverBase: string, client: string): string {
  const url = new URL(`${serverBase.replace(/\/+$/, '')}/okta/SAML/login/${encodeURIComponent(client)}`)
  url.searchParams.set('redirect_uri', ssoCallbackUrl)
  return url.toString()
}

export type SsoCallback =
  | { readonly kind: 'refresh-token'; readonly refreshToken: string }
  | { readonly kind: 'access-token'; readonly accessToken: string }
  | { readonly kind: 'error'; readonly code: string }

/**
 * Reads the two callback shapes of spec 000 §2 from a deep link:
 * chatbot-portal://okta/SAML/callback/{refreshToken} and chatbot-portal://auth/callback?access_token=…
 * (or ?error=…). Anything else is not a single sign-on callback.
 */
export function parseSsoDeepLink(raw: string): SsoCallback | null {
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    return null
  }
  if (url.protocol !== `${deepLinkScheme}:`) return null
  const route = `${url.host}${url.pathname}`
  const params = new URLSearchParams(url.search || url.hash.replace(/^#/, ''))
  const error = params.get('error')
  const callback = /^okta\/SAML\/callback\/([^/]+)\/?$/.exec(route)
  if (callback?.[1]) return { kind: 'refresh-token', refreshToken: decodeURIComponent(callback[1]) }
  if (/^okta\/SAML\/callback\/?$/.test(route) || /^auth\/callback\/?$/.test(route)) {
    if (error) return { kind: 'error', code: ssoErrorCodeFor(error) }
    const accessToken = params.get('access_token') ?? params.get('accessToken')
    if (accessToken) return { kind: 'access-token', accessToken }
    return { kind: 'error', code: 'sso_unexpected_error' }
  }
  return null
}

/** The identity provider's error, mapped onto the spec's three single sign-on messages. */
export function ssoErrorCodeFor(error: string): string {
  if (error === 'access_denied' || error === 'not_assigned') return 'sso_access_denied'
  if (error === 'sso_not_enabled') return 'sso_not_enabled'
  return 'sso_unexpected_error'
}
