import type { SandboxArea } from '../area'
import * as schema from './schema'
import { groupAppointmentsSeeder } from './seed'

/** Group appointments (a Settings tab): sessions many candidates book together, with their calendar. */
export const groupAppointmentsArea: SandboxArea = {
  name: 'group-appointments',
  schema,
  seeders: [groupAppointmentsSeeder],
  seedAfter: ['chatbots'],
  resolvers: async () => ({
    chatbot: { groupAppointments: (await import('./resolvers')).groupAppointmentsResolvers },
  }),
}
