import { Hono } from 'hono'
import type { SandboxServices } from '../services/services'
import { ApiError } from '../services/errors'
import { bearerToken, loginToken, readBody, requireUser, type SandboxEnv } from './request'

/** An e-mail address is at most 254 characters; longer usernames would only fill the attempts table's index. */
const maxUsernameLength = 254
const maxPasswordLength = 1024

/** The portal's authentication calls (spec 001 §7.2), at the spec's paths with its payload names. */
export function authRoutes(services: SandboxServices): Hono<SandboxEnv> {
  const { auth } = services
  const app = new Hono<SandboxEnv>()

  app.post('/api/cookie-login/', async (c) => {
    const body = await readBody(c)
    const username = typeof body['username'] === 'string' ? body['username'] : ''
    const password = typeof body['password'] === 'string' ? body['password'] : ''
    // Spec 000 §5: username and password required.
    const fields: Record<string, string[]> = {}
    if (!username.trim()) fields['username'] = ['This field is required.']
    else if (username.length > maxUsernameLength)
      fields['username'] = [`At most ${maxUsernameLength} characters.`]
    if (!password) fields['password'] = ['This field is required.']
    else if (password.length > maxPasswordLength)
      fields['password'] = [`At most ${maxPasswordLength} characters.`]
    if (Object.keys(fields).length > 0) throw new ApiError('invalid_input', { fields })
    return c.json(await auth.cookieLogin(username, password))
  })

  app.post('/api/change-phone/', async (c) => {
    const body = await readBody(c)
    return c.json(await auth.changePhone(loginToken(c), body['phone_number']))
  })

  app.post('/api/resend-login-code/', async (c) => {
    await readBody(c)
    return c.json(await auth.resendLoginCode(loginToken(c)))
  })

  app.post('/api/login-with-code/', async (c) => {
    const body = await readBody(c)
    return c.json(await auth.loginWithCode(loginToken(c), body['login_code']))
  })

  app.post('/api/login-refresh/', async (c) => {
    const body = await readBody(c)
    // useCookies is accepted for compatibility; a desktop client reads the tokens from the body.
    return c.json(await auth.refresh(body['refresh']))
  })

  app.post('/api/logout/', async (c) => {
    const body = await readBody(c)
    await auth.logout(bearerToken(c), body['refresh'])
    return c.json({ ok: true })
  })

  app.post('/api/validate-token/', async (c) => {
    const body = await readBody(c)
    const token = typeof body['token'] === 'string' && body['token'] ? body['token'] : bearerToken(c)
    const user = await auth.authenticate(token)
    const now = services.clock.now()
    return c.json({
      valid: true,
      user_id: user.id,
      username: user.username,
      access_expires_at: new Date(user.accessExpiresAt).toISOString(),
      access_expires_in: Math.max(0, Math.ceil((user.accessExpiresAt - now) / 1000)),
    })
  })

  app.post('/api/v1/forgot-password/', async (c) => {
    const body = await readBody(c)
    await auth.forgotPassword(body['email'])
    return c.json({ ok: true })
  })

  app.post('/api/v1/reset-password/', async (c) => {
    const body = await readBody(c)
    await auth.resetPassword(body['GUID'] ?? body['guid'], body['password'])
    return c.json({ ok: true })
  })

  app.post('/api/v1/reset-password-first-time-login/', requireUser(services), async (c) => {
    const body = await readBody(c)
    await auth.resetPasswordFirstTimeLogin(c.get('user'), body['id'], body['password'])
    return c.json({ ok: true })
  })

  app.post('/api/v1/change-password/', requireUser(services), async (c) => {
    const body = await readBody(c)
    await auth.changePassword(c.get('user'), body['id'], body['old_password'], body['new_password'])
    return c.json({ ok: true })
  })

  app.post('/api/v1/okta-login/', async (c) => {
    const body = await readBody(c)
    return c.json(await auth.oktaLogin(body['accessToken']))
  })

  return app
}
