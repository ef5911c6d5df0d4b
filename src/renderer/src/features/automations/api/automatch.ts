import { useMutation, useQueryClient } from '@tanstack/react-query'
import * as v from 'valibot'
import { chatbotGraphql } from '@shared/graphql/generated/chatbot'
import { graphqlOperation, request } from '../../../lib/graphql'
import { automationKeys } from '../scope'

/**
 * Automatch publishing (cloneConfiguration) and the schedule toggle. The progress is the campaign's
 * derived status, which the detail query refreshes; main's publish poller watches the end.
 */
const publishDocument = chatbotGraphql(`
  mutation PublishAutomatch($campaignId: ID!) {
    cloneConfiguration(campaignId: $campaignId) { ok publishJobId }
  }
`)
const toggleDocument = chatbotGraphql(`
  mutation ToggleAutomatchSchedule($campaignId: ID!) {
    toggleConfigurationSchedule(campaignId: $campaignId) { id publishStage }
  }
`)
const publishOperation = graphqlOperation(
  'publish automatch',
  publishDocument,
  v.object({ cloneConfiguration: v.object({ ok: v.boolean(), publishJobId: v.nullable(v.string()) }) }),
)
const toggleOperation = graphqlOperation(
  'toggle automatch schedule',
  toggleDocument,
  v.object({
    toggleConfigurationSchedule: v.object({ id: v.string(), publishStage: v.nullable(v.string()) }),
  }),
)

export function usePublishAutomatch(chatbotId: string, campaignId: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async () => (await request('chatbot', publishOperation, { campaignId })).cloneConfiguration,
    onSettled: () => client.invalidateQueries({ queryKey: automationKeys.all(chatbotId) }),
  })
}

export function useToggleSchedule(chatbotId: string, campaignId: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async () =>
      (await request('chatbot', toggleOperation, { campaignId })).toggleConfigurationSchedule,
    onSettled: () => client.invalidateQueries({ queryKey: automationKeys.all(chatbotId) }),
  })
}
