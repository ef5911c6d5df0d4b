import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import * as v from 'valibot'
import { analyticsConversationPageSize } from '@shared/domain/analytics'
import { chatbotGraphql } from '@shared/graphql/generated/chatbot'
import { graphqlOperation, request } from '../../../lib/graphql'
import { portal } from '../../../lib/portal'
import { analyticsKeys, type AnalyticsScope } from '../scope'
import type { AnalyticsFilter } from '../range'

const contact = v.object({
  name: v.nullable(v.string()),
  phoneNumber: v.nullable(v.string()),
  email: v.nullable(v.string()),
})

const pageDocument = chatbotGraphql(`
  query AnalyticsConversations($startDate: String, $endDate: String, $flowIds: [ID!], $page: Int, $pageSize: Int, $search: String) {
    analyticsConversations(startDate: $startDate, endDate: $endDate, flowIds: $flowIds, page: $page, pageSize: $pageSize, search: $search) {
      conversationCount
      amountOfPages
      page
      pageSize
      conversations {
        clientId
        startedAt
        date
        language
        channel
        steps
        messageCount
        stateMachines
        contactDetails { name phoneNumber email }
        finished
        isRead
      }
    }
  }
`)

const briefSchema = v.object({
  clientId: v.string(),
  startedAt: v.string(),
  date: v.string(),
  language: v.string(),
  channel: v.string(),
  steps: v.number(),
  messageCount: v.number(),
  stateMachines: v.array(v.string()),
  contactDetails: contact,
  finished: v.boolean(),
  isRead: v.boolean(),
})
export type AnalyticsConversationBrief = v.InferOutput<typeof briefSchema>

const pageOperation = graphqlOperation(
  'analytics conversations',
  pageDocument,
  v.object({
    analyticsConversations: v.object({
      conversationCount: v.number(),
      amountOfPages: v.number(),
      page: v.number(),
      pageSize: v.number(),
      conversations: v.array(briefSchema),
    }),
  }),
)

/**
 * Spec §9: pages of 100, at most 5 pages per load: a "load" is one block of 5 server pages (500 rows); the
 * screen pages through the block locally and asks the next block only when the user goes past it.
 */
export async function fetchConversationBlock(filter: AnalyticsFilter, block: number, search: string) {
  const first = (block - 1) * 5 + 1
  const pages = [] as Awaited<ReturnType<typeof fetchPage>>[]
  const fetchPage = (page: number) =>
    request('chatbot', pageOperation, {
      startDate: filter.startDate,
      endDate: filter.endDate,
      flowIds: [...filter.flowIds],
      page,
      pageSize: analyticsConversationPageSize,
      search,
    }).then((r) => r.analyticsConversations)
  const head = await fetchPage(first)
  pages.push(head)
  const last = Math.min(head.amountOfPages, first + 4)
  pages.push(
    ...(await Promise.all(
      Array.from({ length: Math.max(0, last - first) }, (_, i) => fetchPage(first + 1 + i)),
    )),
  )
  return {
    conversations: pages.flatMap((p) => p.conversations),
    conversationCount: head.conversationCount,
    amountOfPages: head.amountOfPages,
  }
}

export function conversationBlockQuery(
  scope: AnalyticsScope,
  filter: AnalyticsFilter,
  block: number,
  search: string,
) {
  return queryOptions({
    queryKey: analyticsKeys.key(scope.chatbotId, 'conversations', filter, block, search),
    queryFn: () => fetchConversationBlock(filter, block, search),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  })
}

export const useConversationBlock = (
  scope: AnalyticsScope,
  filter: AnalyticsFilter,
  block: number,
  search: string,
) => useQuery(conversationBlockQuery(scope, filter, block, search))

const detailDocument = chatbotGraphql(`
  query AnalyticsConversation($clientId: ID!) {
    analyticsConversation(clientId: $clientId) {
      clientId
      date
      language
      channel
      stateMachines
      contactDetails { name phoneNumber email }
      finished
      messages { id senderEntity text date }
    }
  }
`)

const detailOperation = graphqlOperation(
  'analytics conversation',
  detailDocument,
  v.object({
    analyticsConversation: v.nullable(
      v.object({
        clientId: v.string(),
        date: v.string(),
        language: v.string(),
        channel: v.string(),
        stateMachines: v.array(v.string()),
        contactDetails: contact,
        finished: v.boolean(),
        messages: v.array(
          v.object({ id: v.string(), senderEntity: v.string(), text: v.string(), date: v.string() }),
        ),
      }),
    ),
  }),
)

export function useConversationDetail(scope: AnalyticsScope, clientId: string) {
  return useQuery({
    queryKey: analyticsKeys.key(scope.chatbotId, 'conversation', clientId),
    queryFn: async () => (await request('chatbot', detailOperation, { clientId })).analyticsConversation,
  })
}

const logsDocument = chatbotGraphql(`
  query AnalyticsConversationLogs($clientId: ID!, $schemaName: String) {
    allGoogleLogsClient(clientId: $clientId, schemaName: $schemaName) {
      stateId
      stateName
      flowId
      flowName
      at
      answer
      intent
      optionId
      typed
    }
  }
`)

const stepLogSchema = v.object({
  stateId: v.string(),
  stateName: v.nullable(v.string()),
  flowId: v.string(),
  flowName: v.nullable(v.string()),
  at: v.string(),
  answer: v.nullable(v.string()),
  intent: v.nullable(v.string()),
  optionId: v.nullable(v.string()),
  typed: v.boolean(),
})
export type AnalyticsStepLog = v.InferOutput<typeof stepLogSchema>

const logsOperation = graphqlOperation(
  'conversation logs',
  logsDocument,
  v.object({ allGoogleLogsClient: v.array(stepLogSchema) }),
)

/**
 * One conversation's logged steps (spec 001 §7.3 allGoogleLogsClient): the states it reached, in order, with
 * what the candidate answered there (a button's option, or typed text with the intent it was read as).
 */
export function useConversationLogs(scope: AnalyticsScope, clientId: string) {
  return useQuery({
    queryKey: analyticsKeys.key(scope.chatbotId, 'conversation-logs', clientId),
    queryFn: async () =>
      (await request('chatbot', logsOperation, { clientId, schemaName: scope.projectId }))
        .allGoogleLogsClient,
  })
}

const deleteDocument = chatbotGraphql(`
  mutation DeleteClientState($clientId: ID!) {
    deleteClientStateByClientId(clientId: $clientId) { ok errorMessage }
  }
`)
const deleteOperation = graphqlOperation(
  'delete conversation',
  deleteDocument,
  v.object({
    deleteClientStateByClientId: v.object({ ok: v.boolean(), errorMessage: v.nullable(v.string()) }),
  }),
)

export class DeleteConversationError extends Error {}

export function useDeleteConversation() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async (clientId: string) => {
      const { deleteClientStateByClientId: result } = await request('chatbot', deleteOperation, { clientId })
      if (!result.ok) throw new DeleteConversationError(result.errorMessage ?? '')
    },
    onSuccess: () => client.invalidateQueries(analyticsKeys.filter),
  })
}

/** Read state lives with main in the realtime store (the same openedConversations node as the Smart Inbox). */
export function useSetRead() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async ({ clientIds, read }: { clientIds: readonly string[]; read: boolean }) => {
      if (read) for (const clientId of clientIds) await portal().inbox.markOpened({ clientId })
      else await portal().inbox.markUnread({ clientIds: [...clientIds] })
    },
    onSuccess: () => client.invalidateQueries(analyticsKeys.filter),
  })
}
