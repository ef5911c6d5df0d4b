import type { SandboxArea } from '../area'
import { settingsRoutes } from './routes'
import * as schema from './schema'
import { settingsSeeder } from './seed'

/** Chatbot settings, the web widget's configuration and its launcher teaser (the widget preview). */
export const settingsArea: SandboxArea = {
  name: 'settings',
  schema,
  seeders: [settingsSeeder],
  seedAfter: ['chatbots', 'builder'],
  routes: settingsRoutes,
  resolvers: async () => ({ chatbot: { settings: (await import('./resolvers')).settingsResolvers } }),
}
