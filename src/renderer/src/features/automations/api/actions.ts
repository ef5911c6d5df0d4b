import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import * as v from 'valibot'
import { chatbotGraphql } from '@shared/graphql/generated/chatbot'
import type { ActionResult } from '@shared/domain/automations-conversations'
import { graphqlOperation, request } from '../../../lib/graphql'
import { rest } from '../../../lib/rest'
import { automationKeys } from '../scope'

/** GET actions (the campaign's action results, newest first) and the replay that runs one again. */
export type { ActionResult }

export function actionResultsQuery(chatbotId: string, projectId: string, campaignId: string) {
  return queryOptions({
    queryKey: automationKeys.key(chatbotId, 'actions', campaignId),
    queryFn: () =>
      rest('actions', {
        query: { project_id: projectId, campaign_id: campaignId, page_num: 1, page_size: 50 },
      }),
    refetchInterval: 10_000,
  })
}
export const useActionResults = (...args: Parameters<typeof actionResultsQuery>) =>
  useQuery(actionResultsQuery(...args))

const replayDocument = chatbotGraphql(`
  mutation ReplayAutomationAction($actionResultId: ID!) {
    replayAction(actionResultId: $actionResultId) {
      ok
      errorMessage
      result { id successful errorReason }
    }
  }
`)
const replayOperation = graphqlOperation(
  'replay action',
  replayDocument,
  v.object({
    replayAction: v.object({
      ok: v.boolean(),
      errorMessage: v.nullable(v.string()),
      result: v.object({ id: v.string(), successful: v.boolean(), errorReason: v.nullable(v.string()) }),
    }),
  }),
)

export function useReplayAction(chatbotId: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async (actionResultId: string) =>
      (await request('chatbot', replayOperation, { actionResultId })).replayAction,
    onSettled: () => client.invalidateQueries({ queryKey: automationKeys.all(chatbotId) }),
  })
}
