import type { SandboxArea } from '../area'
import * as schema from './schema'
import { conversationEngineSeeder } from './seed'

/**
 * The conversation engine the builder's Try it, the validator and the inbox simulator share: its
 * sessions are its only table; the areas that use it call its service. Its seeder adds the demo flow
 * that books an appointment (seed.ts).
 */
export const conversationEngineArea: SandboxArea = {
  name: 'conversation-engine',
  schema,
  runtimeTables: [schema.conversationSessions],
  seeders: [conversationEngineSeeder],
  seedAfter: ['builder', 'calendar'],
  resolvers: async () => ({ chatbot: { booking: (await import('./resolvers')).bookingResolvers } }),
}
