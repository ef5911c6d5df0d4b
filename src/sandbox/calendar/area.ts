import type { SandboxArea } from '../area'

/** The router's calendar users (the organisation's people with their calendar connection). */
export const calendarArea: SandboxArea = {
  name: 'calendar',
  resolvers: async () => ({ router: { calendar: (await import('./resolvers')).calendarResolvers } }),
}
