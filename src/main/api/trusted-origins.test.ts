import { describe, expect, it } from 'vitest'
import { tokenTrustOf, trustedTokenUrl, type TokenTrust } from './trusted-origins'

const remote: TokenTrust = {
  portalOrigin: 'https://portal.example.nl',
  listedOrigins: ['https://bots.example.nl', 'https://chat.example.com:8443'],
  demoWorkspace: false,
}
const demo: TokenTrust = { portalOrigin: 'http://127.0.0.1:4123', listedOrigins: [], demoWorkspace: true }

describe('trusted token origins (QUALITY SEC-8)', () => {
  it.each([
    ['the portal server itself', 'https://portal.example.nl/router/graphql'],
    ['an origin IT lists', 'https://bots.example.nl/chatbot-server/werving/graphql'],
    ['a listed origin with its port', 'https://chat.example.com:8443/graphql'],
    ['an explicit default port', 'https://portal.example.nl:443/api'],
  ])('accepts %s', (_label, address) =>
    expect(trustedTokenUrl(address, remote)).toBe(address.replace(':443', '')),
  )

  it('answers with the normalised URL, so the request goes exactly where the check looked', () => {
    expect(trustedTokenUrl('HTTPS://BOTS.Example.NL/chatbot-server/x/graphql', remote)).toBe(
      'https://bots.example.nl/chatbot-server/x/graphql',
    )
  })

  it.each([
    ['plain http', 'http://portal.example.nl/graphql'],
    ['ftp', 'ftp://portal.example.nl/graphql'],
    ['websocket', 'wss://portal.example.nl/graphql'],
    ['another host', 'https://evil.example/graphql'],
    ['a host that starts with the portal address', 'https://portal.example.nl.evil.example/graphql'],
    ['a sub-domain of the portal', 'https://api.portal.example.nl/graphql'],
    ['the same host on another port', 'https://portal.example.nl:8443/graphql'],
    ['user info that hides the real host', 'https://portal.example.nl@evil.example/graphql'],
    ['user info on the trusted host', 'https://user:pw@portal.example.nl/graphql'],
    ['a punycode look-alike', 'https://xn--portl-7ve.example.nl/graphql'],
    ['a Cyrillic а look-alike', 'https://portаl.example.nl/graphql'],
    ['a trailing dot', 'https://portal.example.nl./graphql'],
    ['a backslash', 'https://portal.example.nl\\@evil.example/graphql'],
    ['a tab inside', 'https://portal.exa\tmple.nl/graphql'],
    ['a newline inside', 'https://portal.example.nl\n/graphql'],
    ['http on loopback outside the demo workspace', 'http://127.0.0.1:4123/graphql'],
    ['IPv6 loopback over http outside the demo', 'http://[::1]:4123/graphql'],
    ['javascript', 'javascript:alert(1)'],
    ['garbage', 'not a url'],
    ['an empty address', ''],
  ])('refuses %s', (_label, address) => expect(trustedTokenUrl(address, remote)).toBeNull())

  it('accepts an uppercase scheme and host only as the same normalised origin', () => {
    expect(trustedTokenUrl('HTTPS://PORTAL.EXAMPLE.NL/x', remote)).toBe('https://portal.example.nl/x')
    expect(trustedTokenUrl('HTTP://PORTAL.EXAMPLE.NL/x', remote)).toBeNull()
  })

  it('lets the demo workspace use http on its own loopback origin only', () => {
    expect(trustedTokenUrl('http://127.0.0.1:4123/chatbot-server/a/graphql', demo)).toBe(
      'http://127.0.0.1:4123/chatbot-server/a/graphql',
    )
    expect(trustedTokenUrl('http://127.0.0.1:4124/graphql', demo)).toBeNull()
    expect(trustedTokenUrl('http://[::1]:4123/graphql', demo)).toBeNull()
    expect(trustedTokenUrl('http://localhost:4123/graphql', demo)).toBeNull()
    expect(
      trustedTokenUrl('http://10.0.0.1:4123/graphql', { ...demo, portalOrigin: 'http://10.0.0.1:4123' }),
    ).toBeNull()
  })

  it('compares IPv6 loopback by its normalised form', () => {
    const ipv6 = { ...demo, portalOrigin: 'http://[::1]:4123' }
    expect(trustedTokenUrl('http://[0:0:0:0:0:0:0:1]:4123/graphql', ipv6)).toBe('http://[::1]:4123/graphql')
    expect(trustedTokenUrl('https://[::1]:4123/graphql', ipv6)).toBeNull()
  })

  it('never trusts an address because a listed origin is a prefix of it', () => {
    const listed = { ...remote, listedOrigins: ['https://bots.example.nl'] }
    expect(trustedTokenUrl('https://bots.example.nl.evil.example/graphql', listed)).toBeNull()
    expect(trustedTokenUrl('https://bots.example.nl:444/graphql', listed)).toBeNull()
  })
})

describe('the trust of a connection', () => {
  it('accepts http on loopback for a portal server chosen on this machine, and for nothing else', () => {
    const local = tokenTrustOf({ origin: 'http://127.0.0.1:4100', demo: false }, [])
    expect(trustedTokenUrl('http://127.0.0.1:4100/router/graphql', local)).toBe(
      'http://127.0.0.1:4100/router/graphql',
    )
    expect(trustedTokenUrl('http://127.0.0.1:9999/graphql', local)).toBeNull()
    const real = tokenTrustOf({ origin: 'https://portal.example.nl', demo: false }, [])
    expect(real.demoWorkspace).toBe(false)
    expect(trustedTokenUrl('http://127.0.0.1:4100/graphql', real)).toBeNull()
  })
})
