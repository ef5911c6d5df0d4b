import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { demoPassword } from '../chatbots/seed-data'
import { startTestServer, type TestServer } from '../test-support'

/** ASVS: changing the password ends the user's other sessions and keeps the one that changed it. */
let s: TestServer
// Several sign-ins with their second step each: seconds on a busy two-core machine.
vi.setConfig({ testTimeout: 30_000 })

beforeAll(async () => {
  s = await startTestServer()
}, 60_000)
afterAll(() => s.close())

const bearer = (access: string) => ({ authorization: `Bearer ${access}` })
const me = (access: string) => s.graphql('/router/graphql', '{ user { username } }', { token: access })
const refresh = (token: string) => s.post('/api/login-refresh/', { refresh: token })

describe('password change', () => {
  it('refuses the other sessions’ access and refresh tokens (401); the current one keeps working', async () => {
    const current = await s.signIn('teamlead@demo.nl')
    const other = await s.signIn('teamlead@demo.nl')
    const colleague = await s.signIn('manager@demo.nl')
    expect((await me(other.access)).status).toBe(200)

    const changed = await s.post(
      '/api/v1/change-password/',
      { id: 'u-teamlead', old_password: demoPassword, new_password: 'Nieuw-Wachtwoord-9!' },
      bearer(current.access),
    )
    expect(changed.status).toBe(200)

    const otherAccess = await me(other.access)
    expect([otherAccess.status, otherAccess.body.code]).toEqual([401, 'token_not_valid'])
    const otherRefresh = await refresh(other.refresh)
    expect([otherRefresh.status, otherRefresh.body.code]).toEqual([401, 'token_not_valid'])

    expect((await me(current.access)).body.data.user.username).toBe('teamlead@demo.nl')
    const renewed = await refresh(current.refresh)
    expect(renewed.status).toBe(200)
    expect((await me(renewed.body.access as string)).status).toBe(200)
    // Someone else's sessions are theirs.
    expect((await me(colleague.access)).status).toBe(200)
  })

  it('does the same when the first-time password is set', async () => {
    await s.pg.query(`update users set requires_password_reset = true where id = 'u-employee'`)
    const current = await s.signIn('employee@demo.nl')
    const other = await s.signIn('employee@demo.nl')
    const set = await s.post(
      '/api/v1/reset-password-first-time-login/',
      { id: 'u-employee', password: 'Eerste-Wachtwoord-7!' },
      bearer(current.access),
    )
    expect(set.status).toBe(200)
    expect((await me(other.access)).status).toBe(401)
    expect((await refresh(other.refresh)).status).toBe(401)
    expect((await me(current.access)).status).toBe(200)
  })
})
