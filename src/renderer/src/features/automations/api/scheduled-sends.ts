import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import * as v from 'valibot'
import { chatbotGraphql } from '@shared/graphql/generated/chatbot'
import { graphqlOperation, request } from '../../../lib/graphql'
import { automationKeys } from '../scope'
import { preflightSchema, type Recipient } from './send'

/** Sends scheduled for later from the send drawer's Schedule tab. */

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
        totals { recipients send skipped phoneInvalid notWhitelisted parameterMissing noApprovedTemplate outsideSchedule approachLimitReached }
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
