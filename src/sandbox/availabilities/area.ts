import type { SandboxArea } from '../area'
import * as schema from './schema'
import { availabilitiesSeeder } from './seed'

/**
 * Settings › Availabilities: the chatbot's legacy calendar availabilities (appointment type, time zone,
 * daily maximum) and their weekly blocks, each block created, changed and deleted by its own call.
 */
export const availabilitiesArea: SandboxArea = {
  name: 'availabilities',
  schema,
  seeders: [availabilitiesSeeder],
  seedAfter: ['chatbots'],
  resolvers: async () => ({
    chatbot: { availabilities: (await import('./resolvers')).availabilitiesResolvers },
  }),
}
