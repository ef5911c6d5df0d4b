import { Hono } from 'hono'
import * as v from 'valibot'
import type { SandboxEnv } from '../http/request'
import { anyText, jsonBody } from '../http/validation'
import type { SandboxServices } from '../services'

/** A single sign-on token for a user, as the identity provider would hand one out (/__sandbox/, development only). */
export function authDevRoutes(services: SandboxServices): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>()
  const { auth } = services
  const ssoTokenBody = v.object({
    username: v.pipe(
      anyText,
      v.check((username) => username.trim() !== '', 'This field is required.'),
    ),
  })
  app.post('/__sandbox/sso-token', jsonBody(ssoTokenBody), async (c) =>
    c.json({ accessToken: auth.issueSsoToken(c.req.valid('json').username) }),
  )

  return app
}
