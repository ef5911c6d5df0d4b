import { Hono } from 'hono'
import * as v from 'valibot'
import { ApiError } from '../errors'
import type { SandboxServices } from '../services'
import { faultStages, injectFault, whatsappSimulation } from './whatsapp-provider'
import type { SandboxEnv } from '../http/request'
import { jsonBody } from '../http/validation'

const delay = v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(7 * 86_400_000)))

const body = v.object({
  review_delay_ms: delay,
  sync_delay_ms: delay,
  channel_setup_ms: delay,
  fault: v.optional(
    v.object({
      project_id: v.pipe(v.string(), v.minLength(1)),
      stage: v.picklist(faultStages),
      times: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100))),
    }),
  ),
  clear_faults: v.optional(v.boolean()),
})

/**
 * The WhatsApp provider simulation's settings and fault injection (mounted under /__sandbox/, so the
 * sandbox secret and --no-sandbox-paths apply): review, sync and channel set-up delays, and faults that
 * make the next call at a stage fail, so the screens' failure messages can be tested.
 */
export function whatsappDevRoutes(services: SandboxServices): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>()
  const answer = () => {
    const sim = whatsappSimulation(services)
    return {
      review_delay_ms: sim.reviewDelayMs,
      sync_delay_ms: sim.syncDelayMs,
      channel_setup_ms: sim.channelSetupMs,
      faults: Object.fromEntries(sim.faults),
    }
  }
  app.get('/__sandbox/whatsapp', (c) => c.json(answer()))
  app.post('/__sandbox/whatsapp', jsonBody(body), async (c) => {
    const input = c.req.valid('json')
    const sim = whatsappSimulation(services)
    if (input.review_delay_ms !== undefined) sim.reviewDelayMs = input.review_delay_ms
    if (input.sync_delay_ms !== undefined) sim.syncDelayMs = input.sync_delay_ms
    if (input.channel_setup_ms !== undefined) sim.channelSetupMs = input.channel_setup_ms
    if (input.clear_faults) sim.faults.clear()
    if (input.fault) {
      if (!(await services.chatbots.byProjectId(input.fault.project_id))) throw new ApiError('not_found')
      injectFault(services, input.fault.project_id, input.fault.stage, input.fault.times ?? 1)
    }
    return c.json(answer())
  })
  return app
}
