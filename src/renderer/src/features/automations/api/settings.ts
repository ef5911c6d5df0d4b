import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import * as v from 'valibot'
import type { BroadcastScheduleValues, FollowUpValues } from '@shared/domain/automations-schedule'
import { chatbotGraphql } from '@shared/graphql/generated/chatbot'
import { mutationResultEntries, requireOk } from '../../../lib/field-errors'
import { graphqlOperation, request } from '../../../lib/graphql'
import { automationKeys } from '../scope'

/**
 * What the edit drawer sets around an automation: the Smart Inbox labels to add or remove, the ATS field
 * mappings, and follow-ups (choose one, or create the automation's own with its schedule).
 */
const settingsDocument = chatbotGraphql(`
  query AutomationSettingsOptions {
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

const settingsOperation = graphqlOperation(
  'automation settings options',
  settingsDocument,
  v.object({
    allLabels: v.array(v.object({ id: v.string(), name: v.string(), color: v.string() })),
    allFollowUps: v.array(followUpSchema),
    atsFieldMappings: v.array(atsFieldMappingSchema),
  }),
)

export function automationSettingsQuery(chatbotId: string) {
  return queryOptions({
    queryKey: automationKeys.key(chatbotId, 'settings'),
    queryFn: () => request('chatbot', settingsOperation),
    staleTime: 30_000,
  })
}
export const useAutomationSettings = (chatbotId: string) => useQuery(automationSettingsQuery(chatbotId))

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
