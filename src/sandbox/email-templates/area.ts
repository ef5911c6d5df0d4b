import type { SandboxArea } from '../area'
import * as schema from './schema'
import { emailTemplatesSeeder } from './seed'

/** E-mail templates and mappers of a chatbot, and which processors depend on them. */
export const emailTemplatesArea: SandboxArea = {
  name: 'email-templates',
  schema,
  seeders: [emailTemplatesSeeder],
  seedAfter: ['chatbots', 'builder'],
  resolvers: async () => ({
    chatbot: { emailTemplates: (await import('./resolvers')).emailTemplatesResolvers },
  }),
}
