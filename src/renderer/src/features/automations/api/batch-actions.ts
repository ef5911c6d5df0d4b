import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import * as v from 'valibot'
import type { AtsBatchActionValues } from '@shared/domain/automations'
import { chatbotGraphql } from '@shared/graphql/generated/chatbot'
import { mutationResultEntries, requireOk } from '../../../lib/field-errors'
import { graphqlOperation, request } from '../../../lib/graphql'
import { automationKeys } from '../scope'

/** The ATS batch actions of a Smart Inbox batch-action automation, set up from the edit drawer. */

const batchActionSchema = v.object({
  id: v.string(),
  externalId: v.string(),
  name: v.string(),
  entityType: v.string(),
  notificationHeader: v.string(),
  notificationBody: v.string(),
  url: v.string(),
  enabled: v.boolean(),
})
export type AtsBatchAction = v.InferOutput<typeof batchActionSchema>

const batchActionsDocument = chatbotGraphql(`
  query AutomationAtsBatchActions($campaignId: ID!) {
    atsBatchActions(campaignId: $campaignId) { id externalId name entityType notificationHeader notificationBody url enabled }
  }
`)
const batchActionsOperation = graphqlOperation(
  'ATS batch actions',
  batchActionsDocument,
  v.object({ atsBatchActions: v.array(batchActionSchema) }),
)
export const useAtsBatchActions = (chatbotId: string, campaignId: string) =>
  useQuery({
    queryKey: automationKeys.key(chatbotId, 'batch-actions', campaignId),
    queryFn: async () => (await request('chatbot', batchActionsOperation, { campaignId })).atsBatchActions,
  })

const setupBatchDocument = chatbotGraphql(`
  mutation SetupAutomationAtsBatchAction($campaignId: ID!, $input: AtsBatchActionInput!) {
    setupAtsBatchAction(campaignId: $campaignId, input: $input) {
      ok errorMessage errors { field messages }
      batchAction { id externalId name entityType notificationHeader notificationBody url enabled }
    }
  }
`)
const setupBatchOperation = graphqlOperation(
  'set up ATS batch action',
  setupBatchDocument,
  v.object({
    setupAtsBatchAction: v.object({ ...mutationResultEntries, batchAction: v.nullable(batchActionSchema) }),
  }),
)
export function useSetupAtsBatchAction(chatbotId: string, campaignId: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async (input: AtsBatchActionValues) =>
      requireOk(
        'setupAtsBatchAction',
        (await request('chatbot', setupBatchOperation, { campaignId, input })).setupAtsBatchAction,
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: automationKeys.all(chatbotId) }),
  })
}

const deleteBatchDocument = chatbotGraphql(`
  mutation DeleteAutomationAtsBatchAction($campaignId: ID!, $id: ID!) {
    deleteAtsBatchAction(campaignId: $campaignId, id: $id) { ok errorMessage }
  }
`)
const deleteBatchOperation = graphqlOperation(
  'delete ATS batch action',
  deleteBatchDocument,
  v.object({ deleteAtsBatchAction: v.object({ ok: v.boolean(), errorMessage: v.nullable(v.string()) }) }),
)
export function useDeleteAtsBatchAction(chatbotId: string, campaignId: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async (id: string) =>
      (await request('chatbot', deleteBatchOperation, { campaignId, id })).deleteAtsBatchAction,
    onSuccess: () => client.invalidateQueries({ queryKey: automationKeys.all(chatbotId) }),
  })
}

const enabledDocument = chatbotGraphql(`
  mutation SetAutomationAtsBatchActionEnabled($campaignId: ID!, $id: ID!, $enabled: Boolean!) {
    setAtsBatchActionEnabled(campaignId: $campaignId, id: $id, enabled: $enabled) { ok errorMessage }
  }
`)
const enabledOperation = graphqlOperation(
  'switch ATS batch action',
  enabledDocument,
  v.object({ setAtsBatchActionEnabled: v.object({ ok: v.boolean(), errorMessage: v.nullable(v.string()) }) }),
)

/**
 * The batch action enable flag (spec 001 §3): flipped in the list at once and flipped back when the
 * server's reply is not ok (or does not come); the list is read again afterwards either way.
 */
export function useSetAtsBatchActionEnabled(chatbotId: string, campaignId: string) {
  const client = useQueryClient()
  const key = automationKeys.key(chatbotId, 'batch-actions', campaignId)
  const flip = (id: string, enabled: boolean) =>
    client.setQueryData<AtsBatchAction[]>(key, (list) =>
      list?.map((action) => (action.id === id ? { ...action, enabled } : action)),
    )
  return useMutation({
    mutationFn: async ({ id, enabled }: { id: string; enabled: boolean }) => {
      const answer = (await request('chatbot', enabledOperation, { campaignId, id, enabled }))
        .setAtsBatchActionEnabled
      if (!answer.ok) throw new Error(answer.errorMessage ?? 'not ok')
      return answer
    },
    onMutate: async ({ id, enabled }) => {
      await client.cancelQueries({ queryKey: key })
      flip(id, enabled)
    },
    onError: (_error, { id, enabled }) => flip(id, !enabled),
    onSettled: () => client.invalidateQueries({ queryKey: key }),
  })
}
