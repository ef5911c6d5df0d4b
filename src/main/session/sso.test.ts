import { describe, expect, it } from 'vitest'
import { deepLinkScheme, maxDeepLinkLength } from '../security/deep-link'
import { parseSsoDeepLink, ssoCallbackUrl, ssoStartUrl } from './sso'

describe('single sign-on links', () => {
  it('comes back on the app’s own deep link, which it also reads as a callback', () => {
    expect(ssoCallbackUrl.startsWith(`${deepLinkScheme}://`)).toBe(true)
    expect(parseSsoDeepLink(`${ssoCallbackUrl}?access_token=t&state=s`)).toEqual({
      kind: 'access-token',
      accessToken: 't',
      state: 's',
    })
  })

  it('starts at the server for the client, asking to come back to our deep link with our state', () => {
    expect(ssoStartUrl('https://portal.example.nl/', 'randstad', 'st4te')).toBe(
      'https://portal.example.nl/okta/SAML/login/randstad?redirect_uri=chatbot-portal%3A%2F%2Fokta%2FSAML%2Fcallback%2F&state=st4te',
    )
  })

  it.each([
    [
      'chatbot-portal://okta/SAML/callback/abc.def-123',
      { kind: 'refresh-token', refreshToken: 'abc.def-123' },
    ],
    [
      'chatbot-portal://okta/SAML/callback/abc?state=s1',
      { kind: 'refresh-token', refreshToken: 'abc', state: 's1' },
    ],
    ['chatbot-portal://auth/callback?access_token=xyz', { kind: 'access-token', accessToken: 'xyz' }],
    [
      'chatbot-portal://auth/callback#access_token=xyz&state=s2',
      { kind: 'access-token', accessToken: 'xyz', state: 's2' },
    ],
    ['chatbot-portal://auth/callback?error=access_denied', { kind: 'error', code: 'sso_access_denied' }],
    ['chatbot-portal://auth/callback?error=sso_not_enabled', { kind: 'error', code: 'sso_not_enabled' }],
    ['chatbot-portal://auth/callback?error=server_error', { kind: 'error', code: 'sso_unexpected_error' }],
    ['chatbot-portal://auth/callback', { kind: 'error', code: 'sso_unexpected_error' }],
  ])('reads %s', (url, expected) => expect(parseSsoDeepLink(url)).toEqual(expected))

  it.each([
    'https://evil.example/okta/SAML/callback/abc',
    'chatbot-portal://inbox/42',
    'not a url',
    // A bad % escape used to throw out of the handler as an unhandled rejection.
    'chatbot-portal://okta/SAML/callback/%E0%A4%A',
    'chatbot-portal://okta/SAML/callback/%',
    `chatbot-portal://okta/SAML/callback/${'a'.repeat(maxDeepLinkLength)}`,
  ])('ignores %s', (url) => {
    expect(() => parseSsoDeepLink(url)).not.toThrow()
    expect(parseSsoDeepLink(url)).toBeNull()
  })
})
