import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { usernameSlowdownFailures } from '@shared/domain/auth'
import { errorCatalogue } from '@shared/domain/errors'
import { demoPassword } from '../chatbots/seed-data'
import * as t from './schema'
import { startTestServer, type TestServer } from '../test-support'

const minute = 60_000
let s: TestServer

beforeAll(async () => {
  s = await startTestServer()
}, 60_000)
afterAll(() => s.close())

const tokenHeader = (token: string) => ({ authorization: `Token ${token}` })
const bearer = (token: string) => ({ authorization: `Bearer ${token}` })
const userQuery = '{ user { id username role requiresPasswordReset chatbots { projectId serverAddress } } }'

function expectError(
  response: { status: number; body: { code: string; error_code: string; message: string } },
  code: keyof typeof errorCatalogue,
) {
  expect(response.body.code).toBe(code)
  expect(response.body.error_code).toBe(code)
  expect(response.body.message).toBe(errorCatalogue[code].en)
  expect(response.status).toBe(errorCatalogue[code].status)
}

async function startLogin(username: string) {
  const response = await s.post('/api/cookie-login/', { username, password: demoPassword })
  expect(response.status).toBe(200)
  return response.body as { type: string; token: string; login_code_timeout: number | null }
}

describe('POST /api/cookie-login/', () => {
  it('answers a user with a second step with the code type, an auth token and login_code_timeout', async () => {
    const step = await startLogin('manager@demo.nl')
    expect(step).toMatchObject({ type: 'login_code', login_code_timeout: 600, resend_available_in: 60 })
    expect(step.token).toMatch(/^[\w-]{40,}$/)
    const code = await s.latestCode('manager@demo.nl')
    expect(code).toMatch(/^\d{6}$/)
  })

  it('logs a user without a second step in directly', async () => {
    const response = await s.post('/api/cookie-login/', {
      username: 'partner@demo.nl',
      password: demoPassword,
    })
    expect(response.status).toBe(200)
    expect(response.body).toMatchObject({
      access: expect.any(String),
      refresh: expect.any(String),
      access_expires_in: 900,
    })
    expect(response.body.type).toBeUndefined()
  })

  it('gives a user flagged for it the change-phone-number type', async () => {
    const step = await startLogin('newphone@demo.nl')
    expect(step).toMatchObject({ type: 'change-phone-number', login_code_timeout: null })
  })

  it('refuses a wrong password and an unknown username alike', async () => {
    expectError(
      await s.post('/api/cookie-login/', { username: 'admin@demo.nl', password: 'nope' }),
      'incorrect_credentials',
    )
    expectError(
      await s.post('/api/cookie-login/', { username: 'nobody@demo.nl', password: demoPassword }),
      'incorrect_credentials',
    )
  })

  it('requires username and password, and rejects malformed bodies', async () => {
    const missing = await s.post('/api/cookie-login/', { username: '' })
    expectError(missing, 'invalid_input')
    expect(Object.keys(missing.body.fields)).toEqual(['username', 'password'])
    expectError(
      await s.request('POST', '/api/cookie-login/', {
        raw: '{"username":',
        headers: { 'content-type': 'application/json' },
      }),
      'malformed_body',
    )
    expectError(
      await s.request('POST', '/api/cookie-login/', {
        raw: '[1,2]',
        headers: { 'content-type': 'application/json' },
      }),
      'malformed_body',
    )
  })
})

describe('POST /api/login-with-code/', () => {
  it('exchanges the code for access and refresh tokens with the access expiry', async () => {
    const step = await startLogin('manager@demo.nl')
    const response = await s.post(
      '/api/login-with-code/',
      { login_code: await s.latestCode('manager@demo.nl') },
      tokenHeader(step.token),
    )
    expect(response.status).toBe(200)
    expect(response.body.access_expires_at).toBe(new Date(s.clock.now() + 15 * minute).toISOString())
    expect(response.body.access_expires_in).toBe(900)
    const user = await s.graphql('/router/graphql', userQuery, { token: response.body.access })
    expect(user.body.data.user).toMatchObject({ username: 'manager@demo.nl', role: 'MANAGER' })
  })

  it('refuses a wrong code with invalid_login_code, then still accepts the right one', async () => {
    const step = await startLogin('teamlead@demo.nl')
    const code = await s.latestCode('teamlead@demo.nl')
    const wrong = code === '000000' ? '111111' : '000000'
    expectError(
      await s.post('/api/login-with-code/', { login_code: wrong }, tokenHeader(step.token)),
      'invalid_login_code',
    )
    expect(
      (await s.post('/api/login-with-code/', { login_code: code }, tokenHeader(step.token))).status,
    ).toBe(200)
  })

  it('uses a code once: the same auth token and code a second time answer invalid_token', async () => {
    const step = await startLogin('employee@demo.nl')
    const code = await s.latestCode('employee@demo.nl')
    expect(
      (await s.post('/api/login-with-code/', { login_code: code }, tokenHeader(step.token))).status,
    ).toBe(200)
    expectError(
      await s.post('/api/login-with-code/', { login_code: code }, tokenHeader(step.token)),
      'invalid_token',
    )
  })

  it('answers expired after the code’s 10 minutes', async () => {
    const step = await startLogin('admin@demo.nl')
    const code = await s.latestCode('admin@demo.nl')
    s.clock.advance(10 * minute + 1000)
    expectError(
      await s.post('/api/login-with-code/', { login_code: code }, tokenHeader(step.token)),
      'expired',
    )
  })

  it('answers invalid_token without, or with an unknown, auth token', async () => {
    expectError(await s.post('/api/login-with-code/', { login_code: '123456' }), 'invalid_token')
    expectError(
      await s.post('/api/login-with-code/', { login_code: '123456' }, tokenHeader('made-up')),
      'invalid_token',
    )
    expectError(
      await s.post('/api/login-with-code/', { login_code: '123456' }, bearer('made-up')),
      'invalid_token',
    )
  })
})

describe('POST /api/resend-login-code/', () => {
  it('answers code_already_sent within a minute, then sends a new code that replaces the old one', async () => {
    const step = await startLogin('manager@demo.nl')
    const first = await s.latestCode('manager@demo.nl')
    const early = await s.post('/api/resend-login-code/', {}, tokenHeader(step.token))
    expectError(early, 'code_already_sent')
    expect(early.headers.get('retry-after')).toBe('60')
    s.clock.advance(61_000)
    const resent = await s.post('/api/resend-login-code/', {}, tokenHeader(step.token))
    expect(resent.status).toBe(200)
    expect(resent.body).toMatchObject({ type: 'login_code', token: step.token, login_code_timeout: 600 })
    const second = await s.latestCode('manager@demo.nl')
    if (first !== second) {
      expectError(
        await s.post('/api/login-with-code/', { login_code: first }, tokenHeader(step.token)),
        'invalid_login_code',
      )
    }
    expect(
      (await s.post('/api/login-with-code/', { login_code: second }, tokenHeader(step.token))).status,
    ).toBe(200)
  })

  it('answers invalid_token for an unknown auth token', async () => {
    expectError(await s.post('/api/resend-login-code/', {}, tokenHeader('nope')), 'invalid_token')
  })
})

describe('POST /api/change-phone/', () => {
  it('takes a phone number, texts a code there, and keeps the number once the code is entered', async () => {
    const step = await startLogin('newphone@demo.nl')
    expectError(
      await s.post('/api/change-phone/', { phone_number: 'call me' }, tokenHeader(step.token)),
      'invalid_phone_number',
    )
    // The code step cannot be skipped while no phone number was given.
    expectError(
      await s.post('/api/login-with-code/', { login_code: '123456' }, tokenHeader(step.token)),
      'invalid_token',
    )
    const changed = await s.post(
      '/api/change-phone/',
      { phone_number: '+31 6 9876 5432' },
      tokenHeader(step.token),
    )
    expect(changed.status).toBe(200)
    expect(changed.body).toMatchObject({ type: 'login_code', token: step.token, login_code_timeout: 600 })
    const { body } = await s.request('GET', '/__sandbox/outbox?to=newphone@demo.nl')
    expect(body.messages.at(-1)).toMatchObject({
      channel: 'sms',
      address: '+31698765432',
      kind: 'login-code',
    })
    const done = await s.post(
      '/api/login-with-code/',
      { login_code: await s.latestCode('newphone@demo.nl') },
      tokenHeader(step.token),
    )
    expect(done.status).toBe(200)
    // Next time the user gets the normal code step.
    expect((await startLogin('newphone@demo.nl')).type).toBe('login_code')
  })

  it('answers invalid_token for an unknown auth token or a pending login that is not at the phone step', async () => {
    expectError(
      await s.post('/api/change-phone/', { phone_number: '+31612345678' }, tokenHeader('nope')),
      'invalid_token',
    )
    const step = await startLogin('employee@demo.nl')
    expectError(
      await s.post('/api/change-phone/', { phone_number: '+31612345678' }, tokenHeader(step.token)),
      'invalid_token',
    )
  })
})

describe('rate limits', () => {
  it('locks code entry after five wrong codes, kills the pending login, and lifts the lock after 15 minutes', async () => {
    const step = await startLogin('teamlead@demo.nl')
    const code = await s.latestCode('teamlead@demo.nl')
    const wrong = code === '000000' ? '111111' : '000000'
    for (let i = 0; i < 4; i++) {
      expectError(
        await s.post('/api/login-with-code/', { login_code: wrong }, tokenHeader(step.token)),
        'invalid_login_code',
      )
    }
    const fifth = await s.post('/api/login-with-code/', { login_code: wrong }, tokenHeader(step.token))
    expectError(fifth, 'too_many_attempts')
    expect(Number(fifth.headers.get('retry-after'))).toBe(900)
    // Even the right code, and a fresh sign-in, are refused while locked.
    expect(
      (await s.post('/api/login-with-code/', { login_code: code }, tokenHeader(step.token))).body.code,
    ).toMatch(/too_many_attempts|invalid_token/)
    expectError(
      await s.post('/api/cookie-login/', { username: 'teamlead@demo.nl', password: demoPassword }),
      'too_many_attempts',
    )
    s.clock.advance(15 * minute + 1000)
    expect((await startLogin('teamlead@demo.nl')).type).toBe('login_code')
  })

  it('stops one client after ten failed logins for a username within 15 minutes; other clients sign in', async () => {
    const attacker = { 'x-client-id': 'attacker-laptop' }
    for (let i = 0; i < 9; i++) {
      s.clock.advance(30_000)
      expectError(
        await s.post(
          '/api/cookie-login/',
          { username: 'employee@demo.nl', password: `wrong-${i}` },
          attacker,
        ),
        'incorrect_credentials',
      )
    }
    expectError(
      await s.post('/api/cookie-login/', { username: 'employee@demo.nl', password: 'wrong-10' }, attacker),
      'too_many_attempts',
    )
    // The right password does not get through from that client (no password oracle while stopped).
    const locked = await s.post(
      '/api/cookie-login/',
      { username: 'employee@demo.nl', password: demoPassword },
      attacker,
    )
    expectError(locked, 'too_many_attempts')
    expect(Number(locked.body.retry_after)).toBeGreaterThan(0)
    // The account is not locked for everyone: a client that has not failed signs in with the right password.
    const colleague = await s.post(
      '/api/cookie-login/',
      { username: 'employee@demo.nl', password: demoPassword },
      { 'x-client-id': 'desk-2' },
    )
    expect(colleague.status).toBe(200)
    expect(colleague.body.type).toBe('login_code')
    // Another user is not affected.
    expect((await startLogin('admin@demo.nl')).type).toBe('login_code')
    s.clock.advance(15 * minute + 1000)
    expect(
      (await s.post('/api/cookie-login/', { username: 'employee@demo.nl', password: demoPassword }, attacker))
        .body.type,
    ).toBe('login_code')
  })

  it('slows guessing spread over many clients down, without stopping a client that signed in before', async () => {
    const username = 'superuser@demo.nl'
    const known = { 'x-client-id': 'known-desk' }
    expect((await s.post('/api/cookie-login/', { username, password: demoPassword }, known)).status).toBe(200)
    // 29 failures from as many clients within the window (written as the server records them: each
    // request would cost a password hash), then the 30th through the server.
    await s.db.insert(t.authAttempts).values(
      Array.from({ length: usernameSlowdownFailures - 1 }, (_, i) => ({
        username,
        kind: 'login-any',
        at: s.clock.now() - (i + 1) * 1000,
      })),
    )
    expectError(
      await s.post('/api/cookie-login/', { username, password: 'guess' }, { 'x-client-id': 'bot-30' }),
      'incorrect_credentials',
    )
    // A fresh client now waits between attempts on this username (a slow-down, not a lock)...
    const slowed = await s.post(
      '/api/cookie-login/',
      { username, password: demoPassword },
      { 'x-client-id': 'bot-fresh' },
    )
    expectError(slowed, 'too_many_attempts')
    expect(Number(slowed.body.retry_after)).toBeLessThanOrEqual(10)
    s.clock.advance(10_000)
    expect(
      (
        await s.post(
          '/api/cookie-login/',
          { username, password: demoPassword },
          { 'x-client-id': 'bot-fresh' },
        )
      ).status,
    ).toBe(200)
    // ...while the client that signed in before is not slowed at all.
    expectError(
      await s.post('/api/cookie-login/', { username, password: 'guess-x' }, { 'x-client-id': 'bot-99' }),
      'incorrect_credentials',
    )
    expect((await s.post('/api/cookie-login/', { username, password: demoPassword }, known)).status).toBe(200)
    s.clock.advance(15 * minute + 1000)
  })

  it('counts only failures inside the 15-minute window', async () => {
    for (let i = 0; i < 9; i++) {
      expectError(
        await s.post('/api/cookie-login/', { username: 'manager@demo.nl', password: 'wrong' }),
        'incorrect_credentials',
      )
    }
    s.clock.advance(15 * minute + 1000)
    expectError(
      await s.post('/api/cookie-login/', { username: 'manager@demo.nl', password: 'wrong' }),
      'incorrect_credentials',
    )
  })
})

describe('tokens', () => {
  it('rotates refresh tokens and revokes the family when a used refresh token comes back', async () => {
    const first = await s.signIn('admin@demo.nl')
    const rotated = await s.post('/api/login-refresh/', { refresh: first.refresh, useCookies: false })
    expect(rotated.status).toBe(200)
    expect(rotated.body.refresh).not.toBe(first.refresh)
    expect(rotated.body.access).not.toBe(first.access)
    const again = await s.post('/api/login-refresh/', { refresh: rotated.body.refresh })
    expect(again.status).toBe(200)
    // The first refresh token was already used: reuse revokes every token of that sign-in.
    expectError(await s.post('/api/login-refresh/', { refresh: first.refresh }), 'refresh_token_reused')
    expectError(await s.post('/api/login-refresh/', { refresh: again.body.refresh }), 'token_not_valid')
    expectError(
      await s.graphql('/router/graphql', userQuery, { token: again.body.access }),
      'token_not_valid',
    )
    // Another sign-in of the same user is untouched.
    const other = await s.signIn('admin@demo.nl')
    expect((await s.graphql('/router/graphql', userQuery, { token: other.access })).status).toBe(200)
  })

  it('refuses unknown refresh tokens and a missing one', async () => {
    expectError(await s.post('/api/login-refresh/', { refresh: 'made-up' }), 'token_not_valid')
    expectError(await s.post('/api/login-refresh/', {}), 'invalid_input')
  })

  it('expires access tokens after 15 minutes; a refresh brings a working one', async () => {
    const tokens = await s.signIn('manager@demo.nl')
    s.clock.advance(15 * minute)
    const expired = await s.graphql('/router/graphql', userQuery, { token: tokens.access })
    expectError(expired, 'token_expired')
    expect(expired.body.errors[0].extensions.code).toBe('token_expired')
    const refreshed = await s.post('/api/login-refresh/', { refresh: tokens.refresh })
    expect((await s.graphql('/router/graphql', userQuery, { token: refreshed.body.access })).status).toBe(200)
  })

  it('validates tokens', async () => {
    const tokens = await s.signIn('manager@demo.nl')
    const valid = await s.post('/api/validate-token/', { token: tokens.access })
    expect(valid.body).toMatchObject({ valid: true, username: 'manager@demo.nl', access_expires_in: 900 })
    expect((await s.post('/api/validate-token/', {}, bearer(tokens.access))).status).toBe(200)
    expectError(await s.post('/api/validate-token/', { token: 'nope' }), 'token_not_valid')
    expectError(await s.post('/api/validate-token/', {}), 'not_authenticated')
    s.clock.advance(15 * minute)
    expectError(await s.post('/api/validate-token/', { token: tokens.access }), 'token_expired')
  })

  it('logs out: the access and refresh tokens stop working', async () => {
    const tokens = await s.signIn('manager@demo.nl')
    const out = await s.post('/api/logout/', { refresh: tokens.refresh }, bearer(tokens.access))
    expect(out.status).toBe(200)
    expect(out.body).toEqual({ ok: true })
    expectError(await s.graphql('/router/graphql', userQuery, { token: tokens.access }), 'token_not_valid')
    expectError(await s.post('/api/login-refresh/', { refresh: tokens.refresh }), 'token_not_valid')
    // Idempotent.
    expect((await s.post('/api/logout/', { refresh: tokens.refresh }, bearer(tokens.access))).status).toBe(
      200,
    )
  })

  it('honours a configured access-token lifetime', async () => {
    const short = await startTestServer({ accessTokenTtlMs: 5_000 })
    try {
      const tokens = await short.signIn('manager@demo.nl')
      expect(tokens.access_expires_in).toBe(5)
      short.clock.advance(5_000)
      expectError(
        await short.graphql('/router/graphql', userQuery, { token: tokens.access }),
        'token_expired',
      )
    } finally {
      await short.close()
    }
  }, 60_000)
})

describe('passwords', () => {
  it('forgot-password answers 200 for known and unknown addresses, and mails a reset link to known ones', async () => {
    expect((await s.post('/api/v1/forgot-password/', { email: 'nobody@demo.nl' })).status).toBe(200)
    expectError(await s.post('/api/v1/forgot-password/', { email: 'not an address' }), 'invalid_input')
    const response = await s.post('/api/v1/forgot-password/', { email: 'Admin@Demo.nl' })
    expect(response.status).toBe(200)
    const { body } = await s.request('GET', '/__sandbox/outbox?to=admin@demo.nl')
    expect(body.messages.at(-1)).toMatchObject({
      channel: 'email',
      kind: 'reset-link',
      address: 'admin@demo.nl',
    })
  })

  it('reset-password: criteria, single use, expiry, and the new password works', async () => {
    await s.post('/api/v1/forgot-password/', { email: 'teamlead@demo.nl' })
    let { body } = await s.request('GET', '/__sandbox/outbox?to=teamlead@demo.nl')
    const guid = body.messages.at(-1).value as string
    const weak = await s.post('/api/v1/reset-password/', { GUID: guid, password: 'short' })
    expectError(weak, 'password_criteria')
    expect(weak.body.fields.password).toEqual(['length', 'uppercase', 'digit', 'special'])
    expectError(
      await s.post('/api/v1/reset-password/', { GUID: 'unknown', password: 'Nieuw-Wachtwoord-1!' }),
      'reset_failed',
    )
    expect(
      (await s.post('/api/v1/reset-password/', { GUID: guid, password: 'Nieuw-Wachtwoord-1!' })).status,
    ).toBe(200)
    expectError(
      await s.post('/api/v1/reset-password/', { GUID: guid, password: 'Ander-Wachtwoord-2!' }),
      'reset_failed',
    )
    expect((await s.signIn('teamlead@demo.nl', 'Nieuw-Wachtwoord-1!')).access).toBeTruthy()
    expectError(
      await s.post('/api/cookie-login/', { username: 'teamlead@demo.nl', password: demoPassword }),
      'incorrect_credentials',
    )

    await s.post('/api/v1/forgot-password/', { email: 'teamlead@demo.nl' })
    ;({ body } = await s.request('GET', '/__sandbox/outbox?to=teamlead@demo.nl'))
    s.clock.advance(24 * 60 * minute + 1000)
    const late = await s.post('/api/v1/reset-password/', {
      GUID: body.messages.at(-1).value,
      password: 'Nieuw-Wachtwoord-3!',
    })
    expectError(late, 'reset_failed')
    expect(late.body.reason).toBe('expired_link')
  })

  it('reset-password-first-time-login: for the signed-in user who must, once', async () => {
    const tokens = await s.signIn('reset@demo.nl')
    const me = await s.graphql('/router/graphql', userQuery, { token: tokens.access })
    expect(me.body.data.user.requiresPasswordReset).toBe(true)
    const id = me.body.data.user.id as string
    const path = '/api/v1/reset-password-first-time-login/'
    expectError(await s.post(path, { id, password: 'Nieuw-Wachtwoord-1!' }), 'not_authenticated')
    expectError(
      await s.post(path, { id: 'u-admin', password: 'Nieuw-Wachtwoord-1!' }, bearer(tokens.access)),
      'forbidden',
    )
    expectError(
      await s.post(path, { id, password: 'nieuwwachtwoord' }, bearer(tokens.access)),
      'password_criteria',
    )
    expectError(
      await s.post(path, { id, password: demoPassword }, bearer(tokens.access)),
      'password_change_failed',
    )
    expect((await s.post(path, { id, password: 'Nieuw-Wachtwoord-1!' }, bearer(tokens.access))).status).toBe(
      200,
    )
    const after = await s.graphql('/router/graphql', userQuery, { token: tokens.access })
    expect(after.body.data.user.requiresPasswordReset).toBe(false)
    const twice = await s.post(path, { id, password: 'Ander-Wachtwoord-2!' }, bearer(tokens.access))
    expectError(twice, 'password_change_failed')
    expect(twice.body.reason).toBe('not_required')
  })

  it('change-password: own account only, old password checked, criteria applied', async () => {
    const tokens = await s.signIn('admin@demo.nl')
    const path = '/api/v1/change-password/'
    const id = 'u-admin'
    expectError(
      await s.post(path, { id, old_password: demoPassword, new_password: 'Nieuw-1!aa' }),
      'not_authenticated',
    )
    expectError(
      await s.post(
        path,
        { id: 'u-manager', old_password: demoPassword, new_password: 'Nieuw-1!aa' },
        bearer(tokens.access),
      ),
      'forbidden',
    )
    const wrongOld = await s.post(
      path,
      { id, old_password: 'wrong', new_password: 'Nieuw-1!aa' },
      bearer(tokens.access),
    )
    expectError(wrongOld, 'password_change_failed')
    expect(wrongOld.body.fields.old_password).toBeDefined()
    expectError(
      await s.post(
        path,
        { id, old_password: demoPassword, new_password: 'alllowercase1!' },
        bearer(tokens.access),
      ),
      'password_criteria',
    )
    expect(
      (
        await s.post(
          path,
          { id, old_password: demoPassword, new_password: 'Nieuw-1!aa' },
          bearer(tokens.access),
        )
      ).status,
    ).toBe(200)
    expect((await s.signIn('admin@demo.nl', 'Nieuw-1!aa')).access).toBeTruthy()
  })
})

describe('POST /api/v1/okta-login/', () => {
  const ssoToken = async (username: string) =>
    (await s.post('/__sandbox/sso-token', { username })).body.accessToken as string

  it('signs in a user assigned to a chatbot with single sign-on enabled', async () => {
    const response = await s.post('/api/v1/okta-login/', { accessToken: await ssoToken('manager@demo.nl') })
    expect(response.status).toBe(200)
    expect(response.body.access).toBeTruthy()
  })

  it('answers sso_not_enabled, sso_access_denied and sso_unexpected_error', async () => {
    expectError(
      await s.post('/api/v1/okta-login/', { accessToken: await ssoToken('employee@demo.nl') }),
      'sso_not_enabled',
    )
    expectError(
      await s.post('/api/v1/okta-login/', { accessToken: await ssoToken('stranger@elders.nl') }),
      'sso_access_denied',
    )
    expectError(await s.post('/api/v1/okta-login/', { accessToken: 'forged.token' }), 'sso_unexpected_error')
    const stale = await ssoToken('manager@demo.nl')
    s.clock.advance(5 * minute + 1)
    expectError(await s.post('/api/v1/okta-login/', { accessToken: stale }), 'sso_unexpected_error')
    expectError(await s.post('/api/v1/okta-login/', {}), 'invalid_input')
  })
})

describe('the single sign-on start page (GET /okta/SAML/login/{client})', () => {
  const callback = 'chatbot-portal://okta/SAML/callback/'
  const start = (client: string, redirectUri = callback) =>
    s.request(
      'GET',
      `/okta/SAML/login/${client}?${new URLSearchParams({ redirect_uri: redirectUri, state: 'st-1' }).toString()}`,
    )
  const answerLink = (page: string, username: string) => {
    const href = [...page.matchAll(/href="([^"]+)"/g)]
      .map((m) => m[1]!.replace(/&#38;/g, '&'))
      .find((link) => new URL(link, 'http://x').searchParams.get('username') === username)
    if (!href) throw new Error(`no link for '${username}'`)
    return href
  }
  const followed = async (href: string) => {
    const response = await s.request('GET', href)
    expect(response.status).toBe(303)
    return new URL(response.headers.get('location') ?? 'x:')
  }

  it('lets a user of a chatbot with single sign-on sign in end to end, through the app’s deep link', async () => {
    const page = await start('talentbrug-techniek')
    expect(page.status).toBe(200)
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'")
    const html = page.body as string
    expect(html).toContain('manager@demo.nl')
    const back = await followed(answerLink(html, 'manager@demo.nl'))
    expect(`${back.protocol}//${back.host}${back.pathname}`).toBe(callback)
    expect(back.searchParams.get('state')).toBe('st-1')
    const signedIn = await s.post('/api/v1/okta-login/', {
      accessToken: back.searchParams.get('access_token'),
    })
    expect(signedIn.status).toBe(200)
    expect(signedIn.body.access).toBeTruthy()
  })

  it('answers someone not assigned with access_denied, a chatbot without it with sso_not_enabled', async () => {
    const denied = await followed(answerLink((await start('talentbrug-techniek')).body as string, ''))
    expect(denied.searchParams.get('error')).toBe('access_denied')
    expect(denied.searchParams.get('access_token')).toBeNull()
    const off = await start('talentbrug-werving')
    expect(off.status).toBe(303)
    expect(new URL(off.headers.get('location') ?? 'x:').searchParams.get('error')).toBe('sso_not_enabled')
  })

  it('sends its answer only to the app’s own callback', async () => {
    expect((await start('talentbrug-techniek', 'https://evil.example/steal')).status).toBe(400)
    expect((await start('talentbrug-werving', 'https://evil.example/steal')).status).toBe(400)
  })
})

describe('storage', () => {
  it('keeps tokens, codes and reset identifiers only as hashes', async () => {
    const tokens = await s.signIn('manager@demo.nl')
    const access = await s.db.select().from(t.accessTokens).where(eq(t.accessTokens.tokenHash, tokens.access))
    expect(access).toHaveLength(0)
    const dump = JSON.stringify(await s.db.select().from(t.refreshTokens))
    expect(dump).not.toContain(tokens.refresh)
  })
})
