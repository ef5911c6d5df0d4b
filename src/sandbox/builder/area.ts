import type { SandboxArea } from '../area'
import { builderDevRoutes } from './dev-routes'
import * as schema from './schema'
import { builderSeeder } from './seed'

/** The flow builder: flows, state groups, states, options, actions, translations; the state group templates service. */
export const builderArea: SandboxArea = {
  name: 'builder',
  schema,
  seeders: [builderSeeder],
  seedAfter: ['chatbots'],
  devRoutes: builderDevRoutes,
  resolvers: async () => {
    const [{ builderResolvers }, { templatesResolvers }] = await Promise.all([
      import('./resolvers'),
      import('./templates-resolvers'),
    ])
    return { chatbot: { builder: builderResolvers }, templates: { templates: templatesResolvers } }
  },
}
