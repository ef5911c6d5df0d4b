import { Hono } from 'hono'
import * as v from 'valibot'
import type { SandboxServices } from '../services'
import { bearerToken, clientName, loginToken, requireUser, type SandboxEnv } from '../http/request'
import { anyText, jsonBody, passThrough } from '../http/validation'
import { ssoPages } from './sso-pages'

/** An e-mail address is at most 254 characters; longer usernames would only fill the attempts table's index. */
const maxUsernameLength = 254
const maxPasswordLength = 1024

/** Spec 000 §5: username and password required. */
const cookieLoginBody = v.object({
  username: v.pipe(
    anyText,
    v.check((value) => value.trim() !== '', 'This field is required.'),
    v.maxLength(maxUsernameLength, `At most ${maxUsernameLength} characters.`),
  ),
  password: v.pipe(
    anyText,
    v.check((value) => value !== '', 'This field is required.'),
    v.maxLength(maxPasswordLength, `At most ${maxPasswordLength} characters.`),
  ),
})

/**
 * The portal's authentication calls (spec 001 §7.2), at the spec's paths with its payload names. The auth
 * service judges tokens, codes and passwords itself (its own error codes), so most fields pass through.
 */
export function authRoutes(services: SandboxServices): Hono<SandboxEnv> {
  const { auth } = services
  const app = new Hono<SandboxEnv>()
  app.route('/', ssoPages(services))

  app.post('/api/cookie-login/', jsonBody(cookieLoginBody), async (c) => {
    const { username, password } = c.req.valid('json')
    return c.json(await auth.cookieLogin(username, password, clientName(c)))
  })

  app.post('/api/change-phone/', jsonBody(v.object({ phone_number: passThrough })), async (c) =>
    c.json(await auth.changePhone(loginToken(c), c.req.valid('json').phone_number)),
  )

  app.post('/api/resend-login-code/', jsonBody(v.object({})), async (c) =>
    c.json(await auth.resendLoginCode(loginToken(c))),
  )

  app.post('/api/login-with-code/', jsonBody(v.object({ login_code: passThrough })), async (c) =>
    c.json(await auth.loginWithCode(loginToken(c), c.req.valid('json').login_code)),
  )

  // useCookies is accepted for compatibility; a desktop client reads the tokens from the body.
  app.post('/api/login-refresh/', jsonBody(v.object({ refresh: passThrough })), async (c) =>
    c.json(await auth.refresh(c.req.valid('json').refresh)),
  )

  app.post('/api/logout/', jsonBody(v.object({ refresh: passThrough })), async (c) => {
    await auth.logout(bearerToken(c), c.req.valid('json').refresh)
    return c.json({ ok: true })
  })

  app.post('/api/validate-token/', jsonBody(v.object({ token: anyText })), async (c) => {
    const user = await auth.authenticate(c.req.valid('json').token || bearerToken(c))
    return c.json(auth.tokenValidity(user))
  })

  app.post('/api/v1/forgot-password/', jsonBody(v.object({ email: passThrough })), async (c) => {
    await auth.forgotPassword(c.req.valid('json').email)
    return c.json({ ok: true })
  })

  app.post(
    '/api/v1/reset-password/',
    jsonBody(v.object({ GUID: passThrough, guid: passThrough, password: passThrough })),
    async (c) => {
      const body = c.req.valid('json')
      await auth.resetPassword(body.GUID ?? body.guid, body.password)
      return c.json({ ok: true })
    },
  )

  app.post(
    '/api/v1/reset-password-first-time-login/',
    requireUser(services),
    jsonBody(v.object({ id: passThrough, password: passThrough })),
    async (c) => {
      const body = c.req.valid('json')
      await auth.resetPasswordFirstTimeLogin(c.get('user'), body.id, body.password)
      return c.json({ ok: true })
    },
  )

  app.post(
    '/api/v1/change-password/',
    requireUser(services),
    jsonBody(v.object({ id: passThrough, old_password: passThrough, new_password: passThrough })),
    async (c) => {
      const body = c.req.valid('json')
      await auth.changePassword(c.get('user'), body.id, body.old_password, body.new_password)
      return c.json({ ok: true })
    },
  )

  app.post('/api/v1/okta-login/', jsonBody(v.object({ accessToken: passThrough })), async (c) =>
    c.json(await auth.oktaLogin(c.req.valid('json').accessToken)),
  )

  return app
}
