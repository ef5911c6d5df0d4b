import { Hono } from 'hono'
import * as v from 'valibot'
import { ApiError } from '../errors'
import type { SandboxEnv } from '../http/request'
import { jsonBody, trimmedText } from '../http/validation'
import type { SandboxServices } from '../services'
import { breakCalendarLink } from './calendar-link-service'

const brokenBody = v.object({ calendar_user_id: trimmedText })

/** The simulator's calendar: the provider revokes a link (its calendar user's link no longer works). */
export function calendarDevRoutes(services: SandboxServices): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>()
  app.post('/__sandbox/calendar-link-broken', jsonBody(brokenBody), async (c) => {
    const { calendar_user_id: calendarUserId } = c.req.valid('json')
    if (!(await breakCalendarLink(services, calendarUserId))) throw new ApiError('not_found')
    return c.json({ ok: true })
  })
  return app
}
