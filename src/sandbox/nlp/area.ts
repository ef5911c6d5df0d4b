import type { SandboxArea } from '../area'
import { nlpDevRoutes } from './dev-routes'
import { nlpJobs } from './nlp-service'
import * as schema from './schema'
import { nlpSeeder } from './seed'

/** NLP: intents, entities, training and publishing of the chatbot's model. */
export const nlpArea: SandboxArea = {
  name: 'nlp',
  schema,
  seeders: [nlpSeeder],
  seedAfter: ['chatbots'],
  devRoutes: nlpDevRoutes,
  jobs: nlpJobs,
  resolvers: async () => ({ chatbot: { nlp: (await import('./resolvers')).nlpResolvers } }),
}
