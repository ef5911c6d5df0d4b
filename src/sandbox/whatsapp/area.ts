import type { SandboxArea } from '../area'
import { whatsappDevRoutes } from './dev-routes'
import { channelSetUpJob } from './whatsapp-channels-service'
import { whatsappReviewJobs } from './whatsapp-review-service'
import * as schema from './schema'
import { whatsappSeeder } from './seed'

/** WhatsApp channels, definitions and templates, with the provider's review simulated. */
export const whatsappArea: SandboxArea = {
  name: 'whatsapp',
  schema,
  seeders: [whatsappSeeder],
  seedAfter: ['chatbots'],
  devRoutes: whatsappDevRoutes,
  jobs: [...whatsappReviewJobs, channelSetUpJob],
  resolvers: async () => ({ chatbot: { whatsapp: (await import('./resolvers')).whatsappResolvers } }),
}
