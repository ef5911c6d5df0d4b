import { Hono } from 'hono'
import * as v from 'valibot'
import type { SandboxEnv } from '../http/request'
import { jsonBody } from '../http/validation'
import type { SandboxServices } from '../services'
import { builderFaultOperations, injectBuilderFault } from './builder-faults'

/** Failures of builder mutations on demand (/__sandbox/, development only). */
export function builderDevRoutes(services: SandboxServices): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>()

  /** The next `times` calls (default 1; 0 clears) of a builder mutation fail with its spec message. */
  const builderFaultBody = v.object({
    operation: v.picklist(builderFaultOperations, 'A builder mutation that can be made to fail.'),
    times: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100)), 1),
  })
  app.post('/__sandbox/builder-fault', jsonBody(builderFaultBody), async (c) => {
    const { operation, times } = c.req.valid('json')
    injectBuilderFault(services.db, operation, times)
    return c.json({ ok: true, operation, times })
  })

  return app
}
