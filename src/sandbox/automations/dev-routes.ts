import { Hono } from 'hono'
import * as v from 'valibot'
import { runAtsBatchAction } from './ats-batch-actions-service'
import type { SandboxServices } from '../services'
import type { SandboxEnv } from '../http/request'
import { jsonBody } from '../http/validation'

const runBody = v.object({
  candidate_ids: v.pipe(v.array(v.pipe(v.string(), v.minLength(1), v.maxLength(100))), v.maxLength(10_000)),
})

/**
 * The chatbot's ATS (mounted under /__sandbox/, so the sandbox secret and --no-sandbox-paths apply): a
 * recruiter runs an ATS batch action on selected candidates; the ATS calls the action's url with their ids.
 */
export function automationsDevRoutes(services: SandboxServices): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>()
  app.post('/__sandbox/ats/batch-actions/:id/run', jsonBody(runBody), async (c) =>
    c.json(await runAtsBatchAction(services, c.req.param('id'), c.req.valid('json').candidate_ids)),
  )
  return app
}
