import { useMutation, useQueryClient } from '@tanstack/react-query'
import * as v from 'valibot'
import { chatbotGraphql } from '@shared/graphql/generated/chatbot'
import { graphqlOperation, request } from '../../../lib/graphql'
import { automationKeys } from '../scope'

/**
 * The send drawer's two calls: the preflight (what a send would do, per recipient; nothing is sent) and
 * the send itself, which the server checks with the same preflight again before anything goes out.
 */
const preflightDocument = chatbotGraphql(`
  query AutomationPreflight($campaignId: ID!, $recipients: [RecipientInput!]!, $at: String) {
    campaignPreflight(campaignId: $campaignId, recipients: $recipients, at: $at) {
      lines { line phoneNumber languageTag message skip missing }
      totals { recipients send skipped phoneInvalid notWhitelisted parameterMissing noApprovedTemplate outsideSchedule approachLimitReached }
    }
  }
`)

const sendDocument = chatbotGraphql(`
  mutation SendAutomationMessages($campaignId: ID!, $recipients: [RecipientInput!]!, $source: String!) {
    sendCampaignMessages(campaignId: $campaignId, recipients: $recipients, source: $source) {
      ok
      errorMessage
      sent
      preflight {
        lines { line phoneNumber languageTag message skip missing }
        totals { recipients send skipped phoneInvalid notWhitelisted parameterMissing noApprovedTemplate outsideSchedule approachLimitReached }
      }
    }
  }
`)

export const preflightSchema = v.object({
  lines: v.array(
    v.object({
      line: v.nullable(v.number()),
      phoneNumber: v.string(),
      languageTag: v.nullable(v.string()),
      message: v.nullable(v.string()),
      skip: v.nullable(v.string()),
      missing: v.array(v.string()),
    }),
  ),
  totals: v.object({
    recipients: v.number(),
    send: v.number(),
    skipped: v.number(),
    phoneInvalid: v.number(),
    notWhitelisted: v.number(),
    parameterMissing: v.number(),
    noApprovedTemplate: v.number(),
    outsideSchedule: v.number(),
    approachLimitReached: v.number(),
  }),
})
export type Preflight = v.InferOutput<typeof preflightSchema>

const preflightOperation = graphqlOperation(
  'campaign preflight',
  preflightDocument,
  v.object({ campaignPreflight: preflightSchema }),
)
const sendOperation = graphqlOperation(
  'send campaign messages',
  sendDocument,
  v.object({
    sendCampaignMessages: v.object({
      ok: v.boolean(),
      errorMessage: v.nullable(v.string()),
      sent: v.number(),
      preflight: preflightSchema,
    }),
  }),
)

export interface Recipient {
  readonly line: number | null
  readonly phoneNumber: string
  readonly language: string | null
  readonly parameters: { name: string; value: string }[]
}

/** The preflight of a send now, or at `at` (ISO 8601) for a scheduled one. */
export function usePreflight(campaignId: string, at: string | null = null) {
  return useMutation({
    mutationFn: async (recipients: readonly Recipient[]) =>
      (await request('chatbot', preflightOperation, { campaignId, recipients: [...recipients], at }))
        .campaignPreflight,
  })
}

export function useSendMessages(chatbotId: string, campaignId: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async ({
      recipients,
      source,
    }: {
      recipients: readonly Recipient[]
      source: 'csv' | 'form'
    }) =>
      (await request('chatbot', sendOperation, { campaignId, recipients: [...recipients], source }))
        .sendCampaignMessages,
    onSuccess: () => client.invalidateQueries({ queryKey: automationKeys.all(chatbotId) }),
  })
}
