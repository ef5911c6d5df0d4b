import type { SandboxArea } from '../area'
import { inboxDevRoutes } from './dev-routes'
import { inboxRoutes } from './routes'
import * as schema from './schema'
import { inboxSeeder } from './seed'

/** The Smart Inbox: candidate conversations, labels, companies, its settings, and the candidates' simulator. */
export const inboxArea: SandboxArea = {
  name: 'inbox',
  schema,
  seeders: [inboxSeeder],
  seedAfter: ['chatbots'],
  routes: inboxRoutes,
  devRoutes: inboxDevRoutes,
  resolvers: async () => ({ chatbot: { inbox: (await import('./resolvers')).inboxResolvers } }),
}
