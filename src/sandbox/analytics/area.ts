import type { SandboxArea } from '../area'
import { analyticsRoutes } from './routes'
import * as schema from './schema'
import { analyticsSeeder } from './seed'

/** Analytics: the dashboard's figures, custom reports and their runs, exports, the blog feed. */
export const analyticsArea: SandboxArea = {
  name: 'analytics',
  schema,
  runtimeTables: [schema.customReportRuns],
  seeders: [analyticsSeeder],
  seedAfter: ['chatbots', 'builder'],
  routes: analyticsRoutes,
  resolvers: async () => ({ chatbot: { analytics: (await import('./resolvers')).analyticsResolvers } }),
}
