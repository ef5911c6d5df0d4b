import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { OutboxMessage } from '../outbox'
import { startTestServer, type TestServer } from '../test-support'
import { sandboxSecretHeader } from './sandbox-routes'

/**
 * QUALITY SEC-10: the demo workspace's server is private to the app. With a secret the development paths
 * answer only requests that carry it (anything else looks like a path that does not exist); without the
 * paths, the codes reach the parent through the outbox hook instead.
 */
const secret = 'a-test-secret-of-some-length'

describe('sandbox paths behind X-Sandbox-Secret', () => {
  let s: TestServer
  const heard: OutboxMessage[] = []
  beforeAll(async () => {
    s = await startTestServer({ sandboxSecret: secret, onOutboxMessage: (m) => void heard.push(m) })
  }, 60_000)
  afterAll(() => s.close())

  const paths = [
    ['GET', '/__sandbox/outbox?to=manager@demo.nl'],
    ['GET', '/__sandbox/clock'],
    ['GET', '/__sandbox/health'],
    ['POST', '/__sandbox/sso-token'],
    ['POST', '/__sandbox/inbound-message'],
    ['GET', '/__sandbox/messages?project_id=talentbrug-werving'],
    ['POST', '/__sandbox/builder-fault'],
    ['GET', '/__sandbox/whatsapp'],
    ['POST', '/__sandbox/whatsapp'],
  ] as const

  it.each(paths)('%s %s: 404 without the header or with a wrong one', async (method, path) => {
    const attempts: Record<string, string>[] = [
      {},
      { [sandboxSecretHeader]: 'wrong' },
      { [sandboxSecretHeader]: `${secret}x` },
    ]
    for (const headers of attempts) {
      const response = await s.request(method, path, {
        ...(method === 'POST' ? { body: { username: 'manager@demo.nl' } } : {}),
        headers,
      })
      expect(response.status).toBe(404)
      expect(response.body.code).toBe('not_found')
    }
  })

  it('answers with the right header: the outbox holds the code, sso-token mints a token', async () => {
    const headers = { [sandboxSecretHeader]: secret }
    expect(
      (await s.post('/api/cookie-login/', { username: 'manager@demo.nl', password: 'Welkom-Demo-2026!' }))
        .status,
    ).toBe(200)
    const outbox = await s.request('GET', '/__sandbox/outbox?to=manager@demo.nl', { headers })
    expect(outbox.status).toBe(200)
    expect(outbox.body.messages.at(-1).kind).toBe('login-code')
    const token = await s.post('/__sandbox/sso-token', { username: 'manager@demo.nl' }, headers)
    expect(token.status).toBe(200)
    expect(typeof token.body.accessToken).toBe('string')
  })

  it('hands every outbox message to the hook as it is sent, before the request answers', async () => {
    const before = heard.length
    const response = await s.post('/api/cookie-login/', {
      username: 'teamlead@demo.nl',
      password: 'Welkom-Demo-2026!',
    })
    expect(response.status).toBe(200)
    expect(heard.length).toBe(before + 1)
    expect(heard.at(-1)).toMatchObject({ to: 'teamlead@demo.nl', kind: 'login-code' })
    expect(heard.at(-1)?.value).toMatch(/^\d{6}$/)
  })
})

describe('sandbox paths switched off (the desktop demo mode)', () => {
  let s: TestServer
  beforeAll(async () => {
    s = await startTestServer({ sandboxPaths: false, sandboxSecret: secret })
  }, 60_000)
  afterAll(() => s.close())

  it('answers 404 even with the secret, and okta-login refuses a token nobody could mint', async () => {
    const headers = { [sandboxSecretHeader]: secret }
    expect((await s.request('GET', '/__sandbox/outbox', { headers })).status).toBe(404)
    expect((await s.post('/__sandbox/sso-token', { username: 'manager@demo.nl' }, headers)).status).toBe(404)
    const okta = await s.post('/api/v1/okta-login/', { accessToken: 'forged.token' })
    expect(okta.body.code).toBe('sso_unexpected_error')
  })
})
