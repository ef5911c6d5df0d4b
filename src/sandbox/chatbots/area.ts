import type { SandboxArea } from '../area'
import * as schema from './schema'
import { chatbotsSeeder } from './seed'

/**
 * The organisation every other area hangs off: its chatbots, users, teams, employees and agents (the
 * tables the other areas' foreign keys point at), the chatbot service's own chatbot queries and the Chatbot type's fields wherever a Chatbot appears.
 */
export const chatbotsArea: SandboxArea = {
  name: 'chatbots',
  schema,
  seeders: [chatbotsSeeder],
  resolvers: async () => {
    const [{ chatbotResolvers }, { chatbotFieldResolvers }] = await Promise.all([
      import('./resolvers'),
      import('./chatbot-fields'),
    ])
    return {
      chatbot: { common: { Chatbot: chatbotFieldResolvers }, chatbot: chatbotResolvers },
      router: { common: { Chatbot: chatbotFieldResolvers } },
    }
  },
}
