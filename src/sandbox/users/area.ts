import type { SandboxArea } from '../area'
import { usersRoutes } from './routes'
import { usersSeeder } from './seed'

/** Users management: the router's users, the chatbot's agents and employees, the colleagues of the demo. */
export const usersArea: SandboxArea = {
  name: 'users',
  seeders: [usersSeeder],
  seedAfter: ['chatbots'],
  routes: usersRoutes,
  resolvers: async () => {
    const [{ usersResolvers }, { agentsResolvers }] = await Promise.all([
      import('./resolvers'),
      import('./agents-resolvers'),
    ])
    return { router: { users: usersResolvers }, chatbot: { agents: agentsResolvers } }
  },
}
