import type { SandboxArea } from '../area'
import { calendarDevRoutes } from './dev-routes'
import { calendarRoutes } from './routes'
import * as schema from './schema'
import { calendarSeeder } from './seed'

/**
 * Calendar and appointments: the organisation's calendar users (their rows live with the directory), their
 * availability schemas and event preferences, event configurations, booked appointments and the busy
 * times of the linked calendars the sandbox simulates.
 */
export const calendarArea: SandboxArea = {
  name: 'calendar',
  schema,
  seeders: [calendarSeeder],
  seedAfter: ['chatbots'],
  routes: calendarRoutes,
  devRoutes: calendarDevRoutes,
  resolvers: async () => ({ router: { calendar: (await import('./resolvers')).calendarResolvers } }),
}
