import type { SandboxArea } from '../area'
import { facebookLeadsDevRoutes } from './dev-routes'
import * as schema from './schema'
import { facebookLeadsSeeder } from './seed'

/** Facebook lead forms: the Facebook pages whose leads reach a chatbot, connected through a stand-in Facebook. */
export const facebookLeadsArea: SandboxArea = {
  name: 'facebook-leads',
  schema,
  seeders: [facebookLeadsSeeder],
  seedAfter: ['chatbots'],
  devRoutes: facebookLeadsDevRoutes,
  resolvers: async () => ({
    chatbot: { facebookLeads: (await import('./resolvers')).facebookLeadsResolvers },
  }),
}
