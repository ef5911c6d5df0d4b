import { Hono } from 'hono'
import * as v from 'valibot'
import type { SandboxEnv } from '../http/request'
import { jsonBody, trimmedText } from '../http/validation'
import type { SandboxServices } from '../services'
import { facebookMessages, failNextConnect } from './facebook-stand-in'

const faultBody = v.object({
  project_id: trimmedText,
  error_message: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(500))),
})

/** The stand-in Facebook: make the next connect of a chatbot fail with Facebook's message (default: expired). */
export function facebookLeadsDevRoutes(services: SandboxServices): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>()
  app.post('/__sandbox/facebook-leads/fail-next-connect', jsonBody(faultBody), (c) => {
    const { project_id: projectId, error_message: message } = c.req.valid('json')
    failNextConnect(services, projectId, message ?? facebookMessages.expired)
    return c.json({ ok: true })
  })
  return app
}
