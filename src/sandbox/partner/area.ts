import type { SandboxArea } from '../area'

/** The partner portal: a partner's view of the automations of their chatbots (no tables of its own). */
export const partnerArea: SandboxArea = {
  name: 'partner',
  resolvers: async () => ({ chatbot: { partner: (await import('./resolvers')).partnerResolvers } }),
}
