import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import * as v from 'valibot'
import type { QueryKind } from '@shared/domain/automations-queries'
import { chatbotGraphql } from '@shared/graphql/generated/chatbot'
import { mutationResultEntries, requireOk } from '../../../lib/field-errors'
import { graphqlOperation, request } from '../../../lib/graphql'
import type { QuerySavePlan } from '../query-save-plan'
import { automationKeys } from '../scope'

/**
 * The automatch query editors' calls: the draft configuration's search, match and facets queries, the
 * conditions (getAllQueryConditions) and ATS fields (allAtsFieldMappings), saving a query (one statement's
 * createQueryStatement, updateQueryStatement or deleteQueryStatement, else updateQuery) and testing the statements being edited (testSearch, testMatch).
 */
const queriesDocument = chatbotGraphql(`
  query AutomatchQueries($id: ID!) {
    campaign(id: $id) {
      id type
      draftAutomatch {
        id matchPageLimit
        searchQuery { id kind baseAtsEntityType queryStatements { id negate order value atsFieldMapping scalarName condition { id } } }
        matchQuery { id kind baseAtsEntityType queryStatements { id negate order value atsFieldMapping scalarName condition { id } } }
        facetsQuery { id kind baseAtsEntityType queryStatements { id negate order value atsFieldMapping scalarName condition { id } } }
      }
    }
    getAllQueryConditions { id name description allowedDataTypes value }
    allAtsFieldMappings(targetHandler: "ATS") { id name humanReadableName dataType entityType choices }
  }
`)

const statementSchema = v.object({
  id: v.string(),
  negate: v.boolean(),
  order: v.number(),
  value: v.string(),
  atsFieldMapping: v.string(),
  scalarName: v.nullable(v.string()),
  condition: v.nullable(v.object({ id: v.string() })),
})
const querySchema = v.object({
  id: v.string(),
  kind: v.string(),
  baseAtsEntityType: v.string(),
  queryStatements: v.array(statementSchema),
})
export type AutomatchQuery = v.InferOutput<typeof querySchema>

const conditionSchema = v.object({
  id: v.string(),
  name: v.string(),
  description: v.string(),
  allowedDataTypes: v.array(v.string()),
  value: v.string(),
})
const fieldSchema = v.object({
  id: v.string(),
  name: v.string(),
  humanReadableName: v.string(),
  dataType: v.string(),
  entityType: v.string(),
  choices: v.array(v.string()),
})
export type AtsField = v.InferOutput<typeof fieldSchema>

const queriesOperation = graphqlOperation(
  'automatch queries',
  queriesDocument,
  v.object({
    campaign: v.object({
      id: v.string(),
      type: v.string(),
      draftAutomatch: v.nullable(
        v.object({
          id: v.string(),
          matchPageLimit: v.number(),
          searchQuery: querySchema,
          matchQuery: querySchema,
          facetsQuery: querySchema,
        }),
      ),
    }),
    getAllQueryConditions: v.array(conditionSchema),
    allAtsFieldMappings: v.array(fieldSchema),
  }),
)

export function automatchQueriesQuery(chatbotId: string, campaignId: string) {
  return queryOptions({
    queryKey: automationKeys.key(chatbotId, 'automatch-queries', campaignId),
    queryFn: () => request('chatbot', queriesOperation, { id: campaignId }),
  })
}
export const useAutomatchQueries = (chatbotId: string, campaignId: string) =>
  useQuery(automatchQueriesQuery(chatbotId, campaignId))

/** A statement as the editor sends it. */
export interface StatementInput {
  readonly id: string | null
  readonly atsFieldMapping: string
  readonly conditionId: string
  readonly negate: boolean
  readonly value: string
  readonly scalarName: string | null
}

const updateDocument = chatbotGraphql(`
  mutation UpdateAutomatchQuery($id: ID!, $queryStatements: [QueryStatementInput!]!) {
    updateQuery(id: $id, queryStatements: $queryStatements) {
      ok
      errorMessage
      errors { field messages }
      query { id kind baseAtsEntityType queryStatements { id negate order value atsFieldMapping scalarName condition { id } } }
    }
  }
`)
const createStatementDocument = chatbotGraphql(`
  mutation CreateAutomatchQueryStatement($queryId: ID!, $statement: QueryStatementInput!) {
    createQueryStatement(queryId: $queryId, statement: $statement) {
      ok
      errorMessage
      errors { field messages }
      query { id kind baseAtsEntityType queryStatements { id negate order value atsFieldMapping scalarName condition { id } } }
    }
  }
`)
const updateStatementDocument = chatbotGraphql(`
  mutation UpdateAutomatchQueryStatement($id: ID!, $statement: QueryStatementInput!) {
    updateQueryStatement(id: $id, statement: $statement) {
      ok
      errorMessage
      errors { field messages }
      query { id kind baseAtsEntityType queryStatements { id negate order value atsFieldMapping scalarName condition { id } } }
    }
  }
`)
const deleteStatementDocument = chatbotGraphql(`
  mutation DeleteAutomatchQueryStatement($id: ID!) {
    deleteQueryStatement(id: $id) {
      ok
      errorMessage
      errors { field messages }
      query { id kind baseAtsEntityType queryStatements { id negate order value atsFieldMapping scalarName condition { id } } }
    }
  }
`)
const queryAnswerSchema = v.object({ ...mutationResultEntries, query: v.nullable(querySchema) })
const updateOperation = graphqlOperation(
  'update automatch query',
  updateDocument,
  v.object({ updateQuery: queryAnswerSchema }),
)
const createStatementOperation = graphqlOperation(
  'create automatch query statement',
  createStatementDocument,
  v.object({ createQueryStatement: queryAnswerSchema }),
)
const updateStatementOperation = graphqlOperation(
  'update automatch query statement',
  updateStatementDocument,
  v.object({ updateQueryStatement: queryAnswerSchema }),
)
const deleteStatementOperation = graphqlOperation(
  'delete automatch query statement',
  deleteStatementDocument,
  v.object({ deleteQueryStatement: queryAnswerSchema }),
)

/** The statement as the server takes it: a statement's own call names it by its id, not in the input. */
const statementInput = ({ id: _id, ...statement }: StatementInput) => statement

/** Sends the one request of a query's save plan (see planQuerySave). */
async function sendPlan(queryId: string, plan: QuerySavePlan) {
  switch (plan.call) {
    case 'none':
      return null
    case 'create':
      return requireOk(
        'createQueryStatement',
        (
          await request('chatbot', createStatementOperation, {
            queryId,
            statement: statementInput(plan.statement),
          })
        ).createQueryStatement,
      )
    case 'update':
      return requireOk(
        'updateQueryStatement',
        (
          await request('chatbot', updateStatementOperation, {
            id: plan.id,
            statement: statementInput(plan.statement),
          })
        ).updateQueryStatement,
      )
    case 'delete':
      return requireOk(
        'deleteQueryStatement',
        (await request('chatbot', deleteStatementOperation, { id: plan.id })).deleteQueryStatement,
      )
    case 'replace':
      return requireOk(
        'updateQuery',
        (
          await request('chatbot', updateOperation, {
            id: queryId,
            queryStatements: plan.statements.map((s) => ({ ...s })),
          })
        ).updateQuery,
      )
  }
}

export function useSaveQuery(chatbotId: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ id, plan }: { id: string; plan: QuerySavePlan }) => sendPlan(id, plan),
    // The draft is newer now: the derived status (needs publishing) changes too.
    onSuccess: () => client.invalidateQueries({ queryKey: automationKeys.all(chatbotId) }),
  })
}

const recordSchema = v.object({
  id: v.string(),
  entityType: v.string(),
  title: v.string(),
  /** Field values by name (JSON). */
  values: v.unknown(),
})
export type AtsRecord = v.InferOutput<typeof recordSchema>
const testAnswerSchema = v.object({
  ...mutationResultEntries,
  total: v.number(),
  records: v.array(recordSchema),
})
export type QueryTestResult = v.InferOutput<typeof testAnswerSchema>

const testSearchDocument = chatbotGraphql(`
  mutation TestAutomatchSearch($automatchId: ID!, $searchStatements: [QueryStatementInput!]) {
    testSearch(automatchId: $automatchId, searchStatements: $searchStatements) {
      ok errorMessage errors { field messages } total records { id entityType title values }
    }
  }
`)
const testMatchDocument = chatbotGraphql(`
  mutation TestAutomatchMatch(
    $automatchId: ID!
    $recordId: ID!
    $matchStatements: [QueryStatementInput!]
    $facetsStatements: [QueryStatementInput!]
  ) {
    testMatch(
      automatchId: $automatchId
      recordId: $recordId
      matchStatements: $matchStatements
      facetsStatements: $facetsStatements
    ) {
      ok errorMessage errors { field messages } total records { id entityType title values }
    }
  }
`)
const testSearchOperation = graphqlOperation(
  'test automatch search',
  testSearchDocument,
  v.object({ testSearch: testAnswerSchema }),
)
const testMatchOperation = graphqlOperation(
  'test automatch match',
  testMatchDocument,
  v.object({ testMatch: testAnswerSchema }),
)

const plain = (statements: readonly StatementInput[]) => statements.map((s) => ({ ...s, id: null }))

/** testSearch with the search statements being edited. */
export function useTestSearch() {
  return useMutation({
    mutationFn: async (args: { automatchId: string; search: readonly StatementInput[] }) =>
      (
        await request('chatbot', testSearchOperation, {
          automatchId: args.automatchId,
          searchStatements: plain(args.search),
        })
      ).testSearch,
  })
}

/** testMatch of one searched record with the match and facets statements being edited. */
export function useTestMatch() {
  return useMutation({
    mutationFn: async (args: {
      automatchId: string
      recordId: string
      statements: Readonly<Record<Exclude<QueryKind, 'search'>, readonly StatementInput[]>>
    }) =>
      (
        await request('chatbot', testMatchOperation, {
          automatchId: args.automatchId,
          recordId: args.recordId,
          matchStatements: plain(args.statements.match),
          facetsStatements: plain(args.statements.facets),
        })
      ).testMatch,
  })
}
