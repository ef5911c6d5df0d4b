import { describe, expect, it } from 'vitest'
import type { SessionInfo } from '@shared/ipc/session'
import { testSessionInfo, testUser } from '../../test-utils'
import { decideRoute, isSignedOutRoute } from './route-guard'

const signedOut = testSessionInfo()
const firstStart = testSessionInfo({ server: { choice: null, serverLocked: false, demoAllowed: true } })
const lockedFirstStart = testSessionInfo({ server: { choice: null, serverLocked: true, demoAllowed: false } })
const signedIn: SessionInfo = testSessionInfo({
  state: { status: 'signed-in', user: testUser(), chatbotId: 'c1', passwordResetRequired: false },
})
const mustReset: SessionInfo = testSessionInfo({
  state: { status: 'signed-in', user: testUser(), chatbotId: 'c1', passwordResetRequired: true },
})

describe('decideRoute (spec 000 §2)', () => {
  it('waits while the session is starting or not loaded', () => {
    expect(decideRoute(undefined, '/chatbots')).toEqual({ kind: 'wait' })
    expect(decideRoute(testSessionInfo({ state: { status: 'starting' } }), '/login')).toEqual({
      kind: 'wait',
    })
  })

  it.each([
    '/login',
    '/server',
    '/sso',
    '/forgot-password',
    '/reset-password',
    '/okta/SAML/login/acme',
    '/okta/SAML/callback/some-refresh-token',
    '/auth/callback',
    '/randstad/login',
    '/auth/tk-portal',
    '/login/',
  ])('lets a signed-out user open %s', (path) => {
    expect(decideRoute(signedOut, path)).toEqual({ kind: 'allow' })
  })

  it.each([
    '/',
    '/chatbots',
    '/preferences',
    '/change-password',
    '/set-password',
    '/no/such/page',
    '/okta/SAML/login/',
  ])('sends a signed-out user from %s to the login screen', (path) => {
    expect(decideRoute(signedOut, path)).toEqual({ kind: 'redirect', to: '/login' })
  })

  it('sends a first start to "where to sign in", unless a policy fixed the server', () => {
    expect(decideRoute(firstStart, '/login')).toEqual({ kind: 'redirect', to: '/server' })
    expect(decideRoute(firstStart, '/server')).toEqual({ kind: 'allow' })
    expect(decideRoute(lockedFirstStart, '/login')).toEqual({ kind: 'allow' })
  })

  it('sends a signed-in user from / and the sign-in screens to /chatbots', () => {
    for (const path of ['/', '/login', '/auth/callback', '/server', '/randstad/login', '/set-password']) {
      expect(decideRoute(signedIn, path), path).toEqual({ kind: 'redirect', to: '/chatbots' })
    }
  })

  it('sends each role from / to its own home: a partner to the partner portal', () => {
    const as = (role: string) =>
      testSessionInfo({
        state: {
          status: 'signed-in',
          user: testUser({ role }),
          chatbotId: 'c1',
          passwordResetRequired: false,
        },
      })
    expect(decideRoute(as('EMPLOYEE'), '/')).toEqual({ kind: 'redirect', to: '/chatbots' })
    expect(decideRoute(as('PARTNER'), '/')).toEqual({ kind: 'redirect', to: '/partner' })
    expect(decideRoute(as('PARTNER'), '/login')).toEqual({ kind: 'redirect', to: '/partner' })
    expect(decideRoute(as('SOMETHING_NEW'), '/')).toEqual({ kind: 'redirect', to: '/preferences' })
  })

  it('lets a signed-in user open any other path (the router shows not-found for unknown ones)', () => {
    for (const path of ['/chatbots', '/preferences', '/change-password', '/this/does/not/exist']) {
      expect(decideRoute(signedIn, path), path).toEqual({ kind: 'allow' })
    }
  })

  it('blocks everything but the first-time password while a reset is required', () => {
    expect(decideRoute(mustReset, '/set-password')).toEqual({ kind: 'allow' })
    for (const path of ['/', '/chatbots', '/login', '/change-password', '/nope']) {
      expect(decideRoute(mustReset, path), path).toEqual({ kind: 'redirect', to: '/set-password' })
    }
  })
})

describe('isSignedOutRoute', () => {
  it('needs a value after the SSO prefixes', () => {
    expect(isSignedOutRoute('/okta/SAML/callback/')).toBe(false)
    expect(isSignedOutRoute('/okta/SAML/callback/x')).toBe(true)
  })
})
