import { Hono } from 'hono'
import * as v from 'valibot'
import type { SandboxServices } from '../services'
import { setCalendarAuthenticated } from './users-service'
import { requireUser, type SandboxEnv } from '../http/request'
import { jsonBody } from '../http/validation'
import { assertOwnEntryOrAllowed } from '../permissions'

/** POST /api/v1/user/is-calendar-authenticated/ (spec 001 §7.2): calendarIsAuthenticated, userId. */
const calendarAuthenticatedBody = v.object({
  calendarIsAuthenticated: v.boolean('Must be true or false.'),
  userId: v.pipe(
    v.string('This field is required.'),
    v.trim(),
    v.nonEmpty('This field is required.'),
    v.maxLength(200, 'At most 200 characters.'),
  ),
})

/** The users area's REST calls (the rest of users management is router GraphQL). */
export function usersRoutes(services: SandboxServices): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>()
  app.post(
    '/api/v1/user/is-calendar-authenticated/',
    requireUser(services),
    jsonBody(calendarAuthenticatedBody),
    async (c) => {
      // One's own calendar link needs no users-management right, but it is a staff member's (partners: no).
      assertOwnEntryOrAllowed(c.get('user'), 'update')
      const body = c.req.valid('json')
      await setCalendarAuthenticated(services.db, c.get('user'), body.userId, body.calendarIsAuthenticated)
      return c.json({ ok: true, calendarIsAuthenticated: body.calendarIsAuthenticated })
    },
  )
  return app
}
