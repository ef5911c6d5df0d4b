import { Hono } from 'hono'
import * as v from 'valibot'
import type { SandboxEnv } from '../http/request'
import { jsonBody, trimmedText } from '../http/validation'
import type { SandboxServices } from '../services'
import { failNextMappingCreate } from './ats-faults'

const faultBody = v.object({
  project_id: trimmedText,
  times: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(10))),
})

/** The simulated ATS: make its next mapping create(s) for a chatbot fail. */
export function atsDevRoutes(services: SandboxServices): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>()
  app.post('/__sandbox/ats/fail-next-mapping-create', jsonBody(faultBody), (c) => {
    const { project_id: projectId, times } = c.req.valid('json')
    failNextMappingCreate(services, projectId, times ?? 1)
    return c.json({ ok: true })
  })
  return app
}
