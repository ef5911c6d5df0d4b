import type { SandboxArea } from '../area'
import { whatsappDevRoutes } from './dev-routes'
import * as schema from './schema'
import { whatsappSeeder } from './seed'

/** WhatsApp channels, definitions and templates, with the provider's review simulated. */
export const whatsappArea: SandboxArea = {
  name: 'whatsapp',
  schema,
  seeders: [whatsappSeeder],
  seedAfter: ['chatbots'],
  devRoutes: whatsappDevRoutes,
  resolvers: async () => ({ chatbot: { whatsapp: (await import('./resolvers')).whatsappResolvers } }),
}
