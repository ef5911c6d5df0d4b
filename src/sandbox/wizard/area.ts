import type { SandboxArea } from '../area'
import * as schema from './schema'
import { wizardSeeder } from './seed'

/** Quick-start and onboarding wizards with their self-checks (spec 000 §3 'Wizard'). */
export const wizardArea: SandboxArea = {
  name: 'wizard',
  schema,
  seeders: [wizardSeeder],
  seedAfter: ['chatbots'],
  resolvers: async () => ({ chatbot: { wizard: (await import('./resolvers')).wizardResolvers } }),
}
