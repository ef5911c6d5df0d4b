import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import * as v from 'valibot'
import type { AtsBatchActionValues } from '@shared/domain/automations'
import type { BroadcastScheduleValues, FollowUpValues } from '@shared/domain/automations-schedule'
import { chatbotGraphql } from '@shared/graphql/generated/chatbot'
import { mutationResultEntries, requireOk } from '../../../lib/field-errors'
import { graphqlOperation, request } from '../../../lib/graphql'
import { automationKeys } from './keys'
import { preflightSchema, type Recipient } from './send'

/**
 * What the edit drawer and the send drawer set up around an automation: the Smart Inbox labels to add or
 * remove, follow-ups (choose one, or create the automation's own with its schedule) and sends scheduled
 * for later from the Schedule tab.
 */
const setupDocument = chatbotGraphql(`
  query AutomationSetupOptions {
    allLabels { id name color }
    allFollowUps {
      id name type campaignId campaignName interval allowedDays minExecutionTime maxExecutionTime approachLimit
      nextBroadcast lastBroadcast
    }
    atsFieldMappings {
      id type value isLocked isDefaultMapping scalarName
      atsField { path required humanReadableNames { language name } }
    }
  }
`)

const followUpSchema = v.object({
  id: v.string(),
  name: v.string(),
  type: v.string(),
  campaignId: v.string(),
  campaignName: v.string(),
  interval: v.number(),
  allowedDays: v.array(v.string()),
  minExecutionTime: v.string(),
  maxExecutionTime: v.string(),
  approachLimit: v.number(),
  nextBroadcast: v.nullable(v.string()),
  lastBroadcast: v.nullable(v.string()),
})
export type FollowUp = v.InferOutput<typeof followUpSchema>

const atsFieldMappingSchema = v.object({
  id: v.string(),
  type: v.string(),
  value: v.string(),
  isLocked: v.boolean(),
  isDefaultMapping: v.boolean(),
  scalarName: v.nullable(v.string()),
  atsField: v.object({
    path: v.string(),
    required: v.boolean(),
    humanReadableNames: v.array(v.object({ language: v.string(), name: v.string() })),
  }),
})
export type AtsFieldMapping = v.InferOutput<typeof atsFieldMappingSchema>

const setupOperation = graphqlOperation(
  'automation setup options',
  setupDocument,
  v.object({
    allLabels: v.array(v.object({ id: v.string(), name: v.string(), color: v.string() })),
    allFollowUps: v.array(followUpSchema),
    atsFieldMappings: v.array(atsFieldMappingSchema),
  }),
)

export function automationSetupQuery(chatbotId: string) {
  return queryOptions({
    queryKey: automationKeys.key(chatbotId, 'setup'),
    queryFn: () => request('chatbot', setupOperation),
    staleTime: 30_000,
  })
}
export const useAutomationSetup = (chatbotId: string) => useQuery(automationSetupQuery(chatbotId))

const followUpAnswer = v.object({ ...mutationResultEntries, followUp: v.nullable(followUpSchema) })

const createFollowUpDocument = chatbotGraphql(`
  mutation CreateAutomationFollowUp($campaignId: ID!, $input: FollowUpInput!) {
    createFollowUp(campaignId: $campaignId, input: $input) {
      ok errorMessage errors { field messages }
      followUp { id name type campaignId campaignName interval allowedDays minExecutionTime maxExecutionTime approachLimit nextBroadcast lastBroadcast }
    }
  }
`)
const updateFollowUpDocument = chatbotGraphql(`
  mutation UpdateAutomationFollowUp($id: ID!, $input: FollowUpInput!) {
    updateFollowUp(id: $id, input: $input) {
      ok errorMessage errors { field messages }
      followUp { id name type campaignId campaignName interval allowedDays minExecutionTime maxExecutionTime approachLimit nextBroadcast lastBroadcast }
    }
  }
`)
const createFollowUpOperation = graphqlOperation(
  'create follow-up',
  createFollowUpDocument,
  v.object({ createFollowUp: followUpAnswer }),
)
const updateFollowUpOperation = graphqlOperation(
  'update follow-up',
  updateFollowUpDocument,
  v.object({ updateFollowUp: followUpAnswer }),
)

const followUpInput = (values: FollowUpValues) => ({
  name: values.name,
  schedule: {
    ...values.schedule,
    allowedDays: [...values.schedule.allowedDays],
  } as BroadcastScheduleValues & {
    allowedDays: string[]
  },
})

/** Saves a follow-up: the automation's new one (no id yet) or an existing one's name and schedule. */
export function useSaveFollowUp(chatbotId: string, campaignId: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async ({ id, values }: { id: string | null; values: FollowUpValues }) => {
      const input = followUpInput(values)
      const answer = id
        ? (await request('chatbot', updateFollowUpOperation, { id, input })).updateFollowUp
        : (await request('chatbot', createFollowUpOperation, { campaignId, input })).createFollowUp
      return requireOk(id ? 'updateFollowUp' : 'createFollowUp', answer)
    },
    onSuccess: () => client.invalidateQueries({ queryKey: automationKeys.all(chatbotId) }),
  })
}

// ---- scheduled sends ----------------------------------------------------------------------------------------

const scheduledSendSchema = v.object({
  id: v.string(),
  campaignId: v.string(),
  sendAt: v.string(),
  source: v.string(),
  recipients: v.number(),
  created: v.string(),
  firedAt: v.nullable(v.string()),
  sent: v.nullable(v.number()),
})
export type ScheduledSend = v.InferOutput<typeof scheduledSendSchema>

const scheduledDocument = chatbotGraphql(`
  query AutomationScheduledSends($campaignId: ID!) {
    scheduledCampaignSends(campaignId: $campaignId) { id campaignId sendAt source recipients created firedAt sent }
  }
`)
const scheduledOperation = graphqlOperation(
  'scheduled sends',
  scheduledDocument,
  v.object({ scheduledCampaignSends: v.array(scheduledSendSchema) }),
)

export function scheduledSendsQuery(chatbotId: string, campaignId: string) {
  return queryOptions({
    queryKey: automationKeys.key(chatbotId, 'scheduled-sends', campaignId),
    queryFn: async () =>
      (await request('chatbot', scheduledOperation, { campaignId })).scheduledCampaignSends,
    // A scheduled send goes out on the server's clock.
    refetchInterval: 10_000,
  })
}
export const useScheduledSends = (chatbotId: string, campaignId: string) =>
  useQuery(scheduledSendsQuery(chatbotId, campaignId))

const scheduleDocument = chatbotGraphql(`
  mutation ScheduleAutomationMessages($campaignId: ID!, $recipients: [RecipientInput!]!, $source: String!, $sendAt: String!) {
    scheduleCampaignMessages(campaignId: $campaignId, recipients: $recipients, source: $source, sendAt: $sendAt) {
      ok
      errorMessage
      preflight {
        lines { line phoneNumber languageTag message skip missing }
        totals { recipients send skipped phoneInvalid parameterMissing noApprovedTemplate outsideSchedule approachLimitReached }
      }
      scheduledSend { id campaignId sendAt source recipients created firedAt sent }
    }
  }
`)
const scheduleOperation = graphqlOperation(
  'schedule campaign messages',
  scheduleDocument,
  v.object({
    scheduleCampaignMessages: v.object({
      ok: v.boolean(),
      errorMessage: v.nullable(v.string()),
      preflight: preflightSchema,
      scheduledSend: v.nullable(scheduledSendSchema),
    }),
  }),
)

export function useScheduleSend(chatbotId: string, campaignId: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async ({
      recipients,
      source,
      sendAt,
    }: {
      recipients: readonly Recipient[]
      source: 'csv' | 'form'
      sendAt: string
    }) =>
      (
        await request('chatbot', scheduleOperation, {
          campaignId,
          recipients: [...recipients],
          source,
          sendAt,
        })
      ).scheduleCampaignMessages,
    onSuccess: () => client.invalidateQueries({ queryKey: automationKeys.all(chatbotId) }),
  })
}

const cancelDocument = chatbotGraphql(`
  mutation CancelAutomationScheduledSend($id: ID!) {
    cancelScheduledCampaignSend(id: $id) { ok errorMessage }
  }
`)
const cancelOperation = graphqlOperation(
  'cancel scheduled send',
  cancelDocument,
  v.object({
    cancelScheduledCampaignSend: v.object({ ok: v.boolean(), errorMessage: v.nullable(v.string()) }),
  }),
)

export function useCancelScheduledSend(chatbotId: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async (id: string) =>
      (await request('chatbot', cancelOperation, { id })).cancelScheduledCampaignSend,
    onSuccess: () => client.invalidateQueries({ queryKey: automationKeys.all(chatbotId) }),
  })
}

// ---- ATS batch actions --------------------------------------------------------------------------------------

const batchActionSchema = v.object({
  id: v.string(),
  externalId: v.string(),
  name: v.string(),
  entityType: v.string(),
  notificationHeader: v.string(),
  notificationBody: v.string(),
  url: v.string(),
})
export type AtsBatchAction = v.InferOutput<typeof batchActionSchema>

const batchActionsDocument = chatbotGraphql(`
  query AutomationAtsBatchActions($campaignId: ID!) {
    atsBatchActions(campaignId: $campaignId) { id externalId name entityType notificationHeader notificationBody url }
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
      batchAction { id externalId name entityType notificationHeader notificationBody url }
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
