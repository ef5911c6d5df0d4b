import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import * as v from 'valibot'
import {
  validatorMismatchFields,
  validatorOutcomes,
  validatorRunStatuses,
  type ValidatorTestInput,
} from '@shared/domain/validator'
import { chatbotGraphql } from '@shared/graphql/generated/chatbot'
import { graphqlOperation, request } from '../../../lib/graphql'
import { validatorKeys } from '../scope'

/** The validator's tests, system tests, states and runs (shared/graphql/chatbot/validator.ts). */

const testsDocument = chatbotGraphql(`
  query ValidatorTests {
    allValidatorTests {
      id
      name
      languageTag
      updatedAt
      steps {
        input
        expect {
          stateId
          stateName
          outcome
          intentName
          answerName
          answerValue
        }
      }
      lastResult {
        passed
        failedStep
      }
    }
  }
`)
const systemTestsDocument = chatbotGraphql(`
  query ValidatorSystemTests {
    allValidatorSystemTests {
      key
      name
    }
  }
`)
const statesDocument = chatbotGraphql(`
  query ValidatorStates {
    validatorStates {
      id
      name
      flowName
    }
  }
`)
const runDocument = chatbotGraphql(`
  query ValidatorRun($id: ID!) {
    validatorRun(id: $id) {
      id
      status
      total
      done
      passed
      failed
      startedAt
      finishedAt
      results {
        testId
        systemTest
        name
        passed
        failedStep
        failedInput
        stepsRun
        mismatches {
          field
          expected
          actual
        }
      }
    }
  }
`)
const latestRunDocument = chatbotGraphql(`
  query ValidatorLatestRun {
    latestValidatorRun {
      id
      status
      total
      done
      passed
      failed
      startedAt
      finishedAt
    }
  }
`)
const createDocument = chatbotGraphql(`
  mutation ValidatorCreateTest($test: ValidatorTestInput!) {
    createValidatorTest(test: $test) {
      id
    }
  }
`)
const updateDocument = chatbotGraphql(`
  mutation ValidatorUpdateTest($id: ID!, $test: ValidatorTestInput!) {
    updateValidatorTest(id: $id, test: $test) {
      id
    }
  }
`)
const deleteDocument = chatbotGraphql(`
  mutation ValidatorDeleteTest($id: ID!) {
    deleteValidatorTest(id: $id) {
      ok
    }
  }
`)
const runTestsDocument = chatbotGraphql(`
  mutation ValidatorRunTests($format: ValidatorTestFormat!) {
    runValidatorTests(validatorTestFormat: $format) {
      id
      status
      total
      done
      passed
      failed
      startedAt
      finishedAt
    }
  }
`)

// The SDL types them as String: known values pass, others are refused (the screens then cast).
const known = (values: readonly string[]) =>
  v.pipe(
    v.string(),
    v.check((s) => values.includes(s)),
  )

const expectationSchema = v.object({
  stateId: v.nullable(v.string()),
  stateName: v.nullable(v.string()),
  outcome: known(validatorOutcomes),
  intentName: v.nullable(v.string()),
  answerName: v.nullable(v.string()),
  answerValue: v.nullable(v.string()),
})
const testSchema = v.object({
  id: v.string(),
  name: v.string(),
  languageTag: v.string(),
  updatedAt: v.string(),
  steps: v.array(v.object({ input: v.nullable(v.string()), expect: expectationSchema })),
  lastResult: v.nullable(v.object({ passed: v.boolean(), failedStep: v.nullable(v.number()) })),
})
export type ValidatorTestData = v.InferOutput<typeof testSchema>

const runSummarySchema = v.object({
  id: v.string(),
  status: known(validatorRunStatuses),
  total: v.number(),
  done: v.number(),
  passed: v.number(),
  failed: v.number(),
  startedAt: v.string(),
  finishedAt: v.nullable(v.string()),
})
export type ValidatorRunSummaryData = v.InferOutput<typeof runSummarySchema>
const resultSchema = v.object({
  testId: v.nullable(v.string()),
  systemTest: v.nullable(v.string()),
  name: v.string(),
  passed: v.boolean(),
  failedStep: v.nullable(v.number()),
  failedInput: v.nullable(v.string()),
  stepsRun: v.number(),
  mismatches: v.array(
    v.object({
      field: known(validatorMismatchFields),
      expected: v.nullable(v.string()),
      actual: v.nullable(v.string()),
    }),
  ),
})
export type ValidatorResultData = v.InferOutput<typeof resultSchema>
const runSchema = v.object({ ...runSummarySchema.entries, results: v.array(resultSchema) })
export type ValidatorRunData = v.InferOutput<typeof runSchema>

const testsOperation = graphqlOperation(
  'validator tests',
  testsDocument,
  v.object({ allValidatorTests: v.array(testSchema) }),
)
const systemTestsOperation = graphqlOperation(
  'validator system tests',
  systemTestsDocument,
  v.object({ allValidatorSystemTests: v.array(v.object({ key: v.string(), name: v.string() })) }),
)
const statesOperation = graphqlOperation(
  'validator states',
  statesDocument,
  v.object({
    validatorStates: v.array(v.object({ id: v.string(), name: v.string(), flowName: v.string() })),
  }),
)
const runOperation = graphqlOperation('validator run', runDocument, v.object({ validatorRun: runSchema }))
const latestRunOperation = graphqlOperation(
  'validator latest run',
  latestRunDocument,
  v.object({ latestValidatorRun: v.nullable(runSummarySchema) }),
)
const createOperation = graphqlOperation(
  'create validator test',
  createDocument,
  v.object({ createValidatorTest: v.object({ id: v.string() }) }),
)
const updateOperation = graphqlOperation(
  'update validator test',
  updateDocument,
  v.object({ updateValidatorTest: v.object({ id: v.string() }) }),
)
const deleteOperation = graphqlOperation(
  'delete validator test',
  deleteDocument,
  v.object({ deleteValidatorTest: v.object({ ok: v.boolean() }) }),
)
const runTestsOperation = graphqlOperation(
  'run validator tests',
  runTestsDocument,
  v.object({ runValidatorTests: runSummarySchema }),
)

export const testsQuery = (chatbotId: string) =>
  queryOptions({
    queryKey: validatorKeys.key(chatbotId, 'tests'),
    queryFn: async () => (await request('chatbot', testsOperation)).allValidatorTests,
  })

export const systemTestsQuery = (chatbotId: string) =>
  queryOptions({
    queryKey: validatorKeys.key(chatbotId, 'system-tests'),
    queryFn: async () => (await request('chatbot', systemTestsOperation)).allValidatorSystemTests,
    staleTime: Infinity,
  })

export const statesQuery = (chatbotId: string) =>
  queryOptions({
    queryKey: validatorKeys.key(chatbotId, 'states'),
    queryFn: async () => (await request('chatbot', statesOperation)).validatorStates,
  })

/** While a run is in progress its progress is asked for every half second. */
export const runPollMs = 500

export const latestRunQuery = (chatbotId: string) =>
  queryOptions({
    queryKey: validatorKeys.key(chatbotId, 'latest-run'),
    queryFn: async () => (await request('chatbot', latestRunOperation)).latestValidatorRun,
    refetchInterval: (query) => (query.state.data?.status === 'IN_PROGRESS' ? runPollMs : false),
  })

/** A finished run changes the tests' last results. */
export function useRefreshTests(chatbotId: string) {
  const client = useQueryClient()
  return useCallback(
    () => client.invalidateQueries({ queryKey: validatorKeys.key(chatbotId, 'tests') }),
    [client, chatbotId],
  )
}

export const runQuery = (chatbotId: string, runId: string) =>
  queryOptions({
    queryKey: validatorKeys.key(chatbotId, 'run', runId),
    queryFn: async () => (await request('chatbot', runOperation, { id: runId })).validatorRun,
    refetchInterval: (query) => (query.state.data?.status === 'IN_PROGRESS' ? runPollMs : false),
  })

export const useValidatorTests = (chatbotId: string) => useQuery(testsQuery(chatbotId))
export const useSystemTests = (chatbotId: string) => useQuery(systemTestsQuery(chatbotId))
export const useValidatorStates = (chatbotId: string) => useQuery(statesQuery(chatbotId))
export const useLatestRun = (chatbotId: string) => useQuery(latestRunQuery(chatbotId))
export const useValidatorRun = (chatbotId: string, runId: string) => useQuery(runQuery(chatbotId, runId))

export function useSaveTest(chatbotId: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async ({ id, test }: { id: string | null; test: ValidatorTestInput }) =>
      id
        ? (await request('chatbot', updateOperation, { id, test })).updateValidatorTest
        : (await request('chatbot', createOperation, { test })).createValidatorTest,
    onSettled: () => client.invalidateQueries({ queryKey: validatorKeys.key(chatbotId, 'tests') }),
  })
}

export function useDeleteTest(chatbotId: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async (id: string) => (await request('chatbot', deleteOperation, { id })).deleteValidatorTest,
    onSettled: () => client.invalidateQueries({ queryKey: validatorKeys.key(chatbotId, 'tests') }),
  })
}

/** Starts a run: every test and system test, or one test. The latest run then follows its progress. */
export function useRunTests(chatbotId: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async (testId: string | null) =>
      (
        await request('chatbot', runTestsOperation, {
          format: testId ? { testIds: [testId], systemTests: [] } : {},
        })
      ).runValidatorTests,
    onSuccess: (run) => client.setQueryData(validatorKeys.key(chatbotId, 'latest-run'), run),
    onSettled: () => client.invalidateQueries({ queryKey: validatorKeys.key(chatbotId, 'latest-run') }),
  })
}
