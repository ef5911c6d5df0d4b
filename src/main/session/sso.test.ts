import { describe, expect, it } from 'vitest'
import { parseSsoDeepLink, ssoStartUrl } from './sso'

describe('single sign-on links', () => {
  it('starts at the server for the client and asks to come back to our deep link', () => {
    expect(ssoStartUrl('https://portal.example.nl/', 'randstad')).toBe(
      'https://portal.example.nl/okta/SAML/login/randstad?redirect_uri=chatbot-portal%3A%2F%2Fokta%2FSAML%2Fcallback%2F',
    )
  })

  it.each([
    [
      'chatbot-portal://okta/SAML/callback/abc.def-123',
      { kind: 'refresh-token', refreshToken: 'abc.def-123' },
    ],
    ['chatbot-portal://auth/callback?access_token=xyz', { kind: 'access-token', accessToken: 'xyz' }],
    ['chatbot-portal://auth/callback#access_token=xyz', { kind: 'access-token', accessToken: 'xyz' }],
    ['chatbot-portal://auth/callback?error=access_denied', { kind: 'error', code: 'sso_access_denied' }],
    ['chatbot-portal://auth/callback?error=sso_not_enabled', { kind: 'error', code: 'sso_not_enabled' }],
    ['chatbot-portal://auth/callback?error=server_error', { kind: 'error', code: 'sso_unexpected_error' }],
    ['chatbot-portal://auth/callback', { kind: 'error', code: 'sso_unexpected_error' }],
  ])('reads %s', (url, expected) => expect(parseSsoDeepLink(url)).toEqual(expected))

  it.each(['https://evil.example/okta/SAML/callback/abc', 'chatbot-portal://inbox/42', 'not a url'])(
    'ignores %s',
    (url) => {
      expect(parseSsoDeepLink(url)).toBeNull()
    },
  )
})
