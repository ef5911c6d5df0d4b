import { requireActive } from '../chatbots/chatbot-access-service'
import { assertAllowed } from '../permissions'
import * as validator from './validator-service'
import type { Resolvers } from '../graphql/generated/chatbot-resolvers-types'
import type { ChatbotContext } from '../graphql/yoga'

/**
 * The validator (src/shared/graphql/chatbot/validator.ts; validator/validator-service.ts): tests and runs
 * need ValidatorTest ('read' to read, 'update' to change and run); a run's results ValidatorResults 'read'.
 */
function tests(ctx: ChatbotContext, action: 'read' | 'update') {
  assertAllowed(ctx.user, action, 'ValidatorTest')
  return requireActive(ctx.chatbot)
}
function results(ctx: ChatbotContext) {
  assertAllowed(ctx.user, 'read', 'ValidatorResults')
  return requireActive(ctx.chatbot)
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString())
const test = (row: validator.ValidatorTestGql) => ({
  ...row,
  steps: row.steps.map((s) => ({ ...s, expect: { ...s.expect } })),
  createdAt: iso(row.createdAt) as string,
  updatedAt: iso(row.updatedAt) as string,
  lastResult: row.lastResult && { ...row.lastResult, mismatches: [...row.lastResult.mismatches] },
})
const run = (row: validator.ValidatorRunGql) => ({
  ...row,
  startedAt: iso(row.startedAt) as string,
  finishedAt: iso(row.finishedAt),
  results: row.results.map((r) => ({ ...r, mismatches: [...r.mismatches] })),
})

export const validatorResolvers: Resolvers = {
  Query: {
    allValidatorTests: async (_, __, ctx) =>
      (await validator.allValidatorTests(ctx.services.db, tests(ctx, 'read').id)).map(test),
    validatorTest: async (_, { id }, ctx) =>
      test(await validator.validatorTest(ctx.services.db, tests(ctx, 'read').id, id)),
    allValidatorSystemTests: (_, __, ctx) => {
      tests(ctx, 'read')
      return validator.allValidatorSystemTests()
    },
    validatorStates: (_, __, ctx) => validator.validatorStates(ctx.services.db, tests(ctx, 'read').id),
    validatorRun: async (_, { id }, ctx) =>
      run(await validator.validatorRun(ctx.services.db, results(ctx).id, id)),
    latestValidatorRun: async (_, __, ctx) => {
      const latest = await validator.latestValidatorRun(ctx.services.db, results(ctx).id)
      return latest && run(latest)
    },
  },
  Mutation: {
    createValidatorTest: async (_, { test: input }, ctx) =>
      test(await validator.createValidatorTest(ctx.services, tests(ctx, 'update'), input)),
    updateValidatorTest: async (_, { id, test: input }, ctx) =>
      test(await validator.updateValidatorTest(ctx.services, tests(ctx, 'update'), id, input)),
    deleteValidatorTest: (_, { id }, ctx) =>
      validator.deleteValidatorTest(ctx.services.db, tests(ctx, 'update').id, id),
    createValidatorTestFromTryIt: async (_, { sessionId, name }, ctx) =>
      test(await validator.validatorTestFromTryIt(ctx.services, tests(ctx, 'update'), sessionId, name)),
    runValidatorTests: async (_, { validatorTestFormat }, ctx) =>
      run(await validator.runValidatorTests(ctx.services, tests(ctx, 'update'), validatorTestFormat)),
  },
}
