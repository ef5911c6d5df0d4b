import type { SandboxArea } from '../area'
import * as schema from './schema'

/** The validator: tests of a chatbot's flows and their runs through the conversation engine. */
export const validatorArea: SandboxArea = {
  name: 'validator',
  schema,
  // Written by managers (or saved from Try it) and by the validator: the demo starts with none, so the
  // empty state is what a new chatbot shows.
  runtimeTables: [schema.validatorTests, schema.validatorRuns],
  // The service (and the conversation engine it runs tests on) loads when a run goes on, not at start.
  jobs: [
    {
      kind: 'validator-run',
      run: async (services, id) => (await import('./validator-service')).validatorRunStep(services, id),
      fail: async (services, id, reason) =>
        (await import('./validator-service')).failValidatorRun(services, id, reason),
    },
  ],
  resolvers: async () => ({ chatbot: { validator: (await import('./resolvers')).validatorResolvers } }),
}
