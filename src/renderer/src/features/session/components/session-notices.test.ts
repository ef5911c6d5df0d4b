import { describe, expect, it } from 'vitest'
import { resetGuidFromDeepLink } from './session-notices'

describe('reset links opened from an e-mail', () => {
  it('reads the GUID of chatbot-portal://reset-password/<GUID>', () => {
    expect(
      resetGuidFromDeepLink('chatbot-portal://reset-password/3f2b1c9e-aa01-4bd2-9f1e-0c6d5e4a7b21'),
    ).toBe('3f2b1c9e-aa01-4bd2-9f1e-0c6d5e4a7b21')
  })
  it.each([
    'chatbot-portal://okta/SAML/callback/abc',
    'https://evil.example/reset-password/abc',
    'chatbot-portal://reset-password/../x',
  ])('ignores %s', (url) => expect(resetGuidFromDeepLink(url)).toBeNull())
})
