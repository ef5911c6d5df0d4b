import type { SandboxArea } from '../area'
import { atsDevRoutes } from './dev-routes'
import * as schema from './schema'
import { atsSeeder } from './seed'

/**
 * The ATS settings: the simulated ATS's field catalogue (OTYS and Bullhorn shapes) and the field
 * mappings edited in full (their rows stay automations' ats_field_mappings; what they hold beyond is here).
 */
export const atsArea: SandboxArea = {
  name: 'ats',
  schema,
  seeders: [atsSeeder],
  seedAfter: ['chatbots', 'automations', 'builder'],
  devRoutes: atsDevRoutes,
  resolvers: async () => ({ chatbot: { ats: (await import('./resolvers')).atsResolvers } }),
}
