import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import type { SessionInfo } from '@shared/ipc/session'
import { installFakePortal, testSessionInfo, testUser } from '../test-utils'
import { applySessionInfo, interfaceLanguageFor, sessionQuery } from './session'

describe('interfaceLanguageFor (spec 000 §1)', () => {
  const signedIn = (language: 'nl-NL' | 'en-US' | null, chatbotId: string | null) =>
    testSessionInfo({
      state: { status: 'signed-in', user: testUser({ language }), chatbotId, passwordResetRequired: false },
    })

  it('prefers the explicit choice', () => {
    expect(interfaceLanguageFor('nl-NL', signedIn('en-US', 'c2'))).toBe('nl-NL')
  })
  it("then the user's language", () => {
    expect(interfaceLanguageFor(null, signedIn('en-US', 'c1'))).toBe('en-US')
  })
  it("then the selected chatbot's default language", () => {
    expect(interfaceLanguageFor(null, signedIn(null, 'c2'))).toBe('en-US')
    expect(interfaceLanguageFor(null, signedIn(null, 'c1'))).toBe('nl-NL')
  })
  it('else Dutch', () => {
    expect(interfaceLanguageFor(null, signedIn(null, null))).toBe('nl-NL')
    expect(interfaceLanguageFor(undefined, testSessionInfo())).toBe('nl-NL')
    expect(interfaceLanguageFor(null, undefined)).toBe('nl-NL')
  })
})

describe('a change of user leaves nothing of the previous one in the cache (QUALITY SEC-11)', () => {
  const signedIn = (id: string, role = 'ADMIN') =>
    testSessionInfo({
      state: {
        status: 'signed-in',
        user: testUser({ id, role: role as 'ADMIN' }),
        chatbotId: 'c1',
        passwordResetRequired: false,
      },
    })
  const inboxKey = ['chatbot', 'c1', 'inbox', 'page', {}, 1]

  function cacheWithAdminData() {
    const client = new QueryClient()
    applySessionInfo(client, signedIn('u-admin'))
    client.setQueryData(inboxKey, { messages: ['+31 6 admin only'] })
    client.setQueryData(['prefs'], { values: { language: 'nl-NL' } })
    return client
  }

  it.each([
    ['sign-out', testSessionInfo({ state: { status: 'signed-out', reason: 'logged-out' } })],
    ['a refused refresh', testSessionInfo({ state: { status: 'signed-out', reason: 'refresh-failed' } })],
    ['another user', signedIn('u-partner', 'PARTNER')],
    [
      'the same user on another server',
      {
        ...signedIn('u-admin'),
        server: {
          choice: { kind: 'remote', address: 'https://other.example' },
          serverLocked: false,
          demoAllowed: true,
        },
      } as SessionInfo,
    ],
  ])('%s removes the previous user’s data, keeps the app’s own', (_case, next) => {
    const client = cacheWithAdminData()
    applySessionInfo(client, next)
    expect(client.getQueryData(inboxKey)).toBeUndefined()
    expect(client.getQueryData(['prefs'])).toEqual({ values: { language: 'nl-NL' } })
    expect(client.getQueryData(sessionQuery.queryKey)).toEqual(next)
  })

  it('keeps the data while the same user and chatbot stay (a token refresh)', () => {
    const client = cacheWithAdminData()
    applySessionInfo(client, signedIn('u-admin'))
    expect(client.getQueryData(inboxKey)).toEqual({ messages: ['+31 6 admin only'] })
  })

  it("drops the previous chatbot's queries on a chatbot switch, keeps the rest (lib/query-keys.ts)", () => {
    const client = cacheWithAdminData()
    const otherChatbot = ['chatbot', 'c2', 'inbox', 'page', {}, 1]
    client.setQueryData(otherChatbot, { messages: [] })
    applySessionInfo(client, {
      ...signedIn('u-admin'),
      state: { ...signedIn('u-admin').state, chatbotId: 'c2' } as SessionInfo['state'],
    })
    expect(client.getQueryData(inboxKey)).toBeUndefined()
    expect(client.getQueryData(otherChatbot)).toEqual({ messages: [] })
    expect(client.getQueryData(['prefs'])).toEqual({ values: { language: 'nl-NL' } })
  })

  it('also when the new session arrives by refetching it', async () => {
    const client = cacheWithAdminData()
    const partner = signedIn('u-partner', 'PARTNER')
    installFakePortal({ 'session:get-info': () => partner })
    await client.fetchQuery({ ...sessionQuery, staleTime: 0 })
    expect(client.getQueryData(inboxKey)).toBeUndefined()
    expect(client.getQueryData(sessionQuery.queryKey)).toEqual(partner)
  })
})
