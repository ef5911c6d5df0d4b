import { Hono } from 'hono'
import * as v from 'valibot'
import { ApiError } from '../errors'
import type { SandboxEnv } from '../http/request'
import { jsonBody, trimmedText } from '../http/validation'
import type { SandboxServices } from '../services'
import { calendarFaultOperations, injectCalendarFault } from './calendar-faults'
import { breakCalendarLink } from './calendar-link-service'

const brokenBody = v.object({ calendar_user_id: trimmedText })

/** The next `times` writes (default 1; 0 clears) of one kind fail: the save around them keeps nothing. */
const faultBody = v.object({
  operation: v.picklist(calendarFaultOperations, 'A calendar write that can be made to fail.'),
  times: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100)), 1),
})

/**
 * The simulator's calendar: the provider revokes a link (its calendar user's link no longer works), and
 * calendar writes fail on demand.
 */
export function calendarDevRoutes(services: SandboxServices): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>()
  app.post('/__sandbox/calendar-link-broken', jsonBody(brokenBody), async (c) => {
    const { calendar_user_id: calendarUserId } = c.req.valid('json')
    if (!(await breakCalendarLink(services, calendarUserId))) throw new ApiError('not_found')
    return c.json({ ok: true })
  })
  app.post('/__sandbox/calendar-fault', jsonBody(faultBody), (c) => {
    const { operation, times } = c.req.valid('json')
    injectCalendarFault(services.db, operation, times)
    return c.json({ ok: true, operation, times })
  })
  return app
}
