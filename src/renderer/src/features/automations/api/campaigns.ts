import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import * as v from 'valibot'
import type { CampaignCreateValues, CampaignEditValues } from '@shared/domain/automations'
import type { BroadcastScheduleValues } from '@shared/domain/automations-schedule'
import { chatbotGraphql } from '@shared/graphql/generated/chatbot'
import { mutationResultEntries, requireOk } from '../../../lib/field-errors'
import { graphqlOperation, request } from '../../../lib/graphql'
import { automationKeys } from '../scope'

/**
 * Campaigns (allCampaigns, campaign) and the calls that change one: create, update, the broadcast
 * schedule with its target query. Filtering happens on the server with the shared rule
 * (matchesCampaignFilter): a case-insensitive name substring, a type substring and a status or 'all'.
 */
const listDocument = chatbotGraphql(`
  query AutomationCampaigns($search: String, $type: String, $status: String) {
    allCampaigns(search: $search, type: $type, status: $status) {
      id name description type family status created isSmartInbox analyticsDocumentId flowId onFinishProcessorId
      onFailProcessorId whatsappDefinitionId followUpId smartInboxLabels removeSmartInboxLabels engageEnabled hasActiveTemplate
      whitelist clientDescription clientDescriptionImages
      requiredData { name humanReadableName description }
      atsFieldMappings { id }
      broadcast { id interval allowedDays minExecutionTime maxExecutionTime approachLimit nextBroadcast lastBroadcast targetQuery { field condition value } }
      followUp { id name type nextBroadcast }
      draftAutomatch { id version modified publishStage }
      activeAutomatch { id version modified publishStage }
      derivedStatus { publication text busy schedule }
    }
  }
`)

const campaignDocument = chatbotGraphql(`
  query AutomationCampaign($id: ID!) {
    campaign(id: $id) {
      id name description type family status created isSmartInbox analyticsDocumentId flowId onFinishProcessorId
      onFailProcessorId whatsappDefinitionId followUpId smartInboxLabels removeSmartInboxLabels engageEnabled hasActiveTemplate
      whitelist clientDescription clientDescriptionImages
      requiredData { name humanReadableName description }
      atsFieldMappings { id }
      broadcast { id interval allowedDays minExecutionTime maxExecutionTime approachLimit nextBroadcast lastBroadcast targetQuery { field condition value } }
      followUp { id name type nextBroadcast }
      draftAutomatch { id version modified publishStage }
      activeAutomatch { id version modified publishStage }
      derivedStatus { publication text busy schedule }
    }
  }
`)

const conditionSchema = v.object({ field: v.string(), condition: v.string(), value: v.string() })
const automatchSchema = v.nullable(
  v.object({
    id: v.string(),
    version: v.number(),
    modified: v.string(),
    publishStage: v.nullable(v.string()),
  }),
)
export const campaignSchema = v.object({
  id: v.string(),
  name: v.string(),
  description: v.string(),
  type: v.string(),
  family: v.string(),
  status: v.string(),
  created: v.string(),
  isSmartInbox: v.boolean(),
  analyticsDocumentId: v.string(),
  flowId: v.nullable(v.string()),
  onFinishProcessorId: v.nullable(v.string()),
  onFailProcessorId: v.nullable(v.string()),
  whatsappDefinitionId: v.nullable(v.string()),
  followUpId: v.nullable(v.string()),
  smartInboxLabels: v.array(v.string()),
  removeSmartInboxLabels: v.array(v.string()),
  engageEnabled: v.boolean(),
  whitelist: v.array(v.string()),
  clientDescription: v.string(),
  clientDescriptionImages: v.array(v.string()),
  hasActiveTemplate: v.boolean(),
  requiredData: v.array(
    v.object({ name: v.string(), humanReadableName: v.string(), description: v.string() }),
  ),
  atsFieldMappings: v.array(v.object({ id: v.string() })),
  broadcast: v.nullable(
    v.object({
      id: v.string(),
      interval: v.number(),
      allowedDays: v.array(v.string()),
      minExecutionTime: v.string(),
      maxExecutionTime: v.string(),
      approachLimit: v.number(),
      nextBroadcast: v.nullable(v.string()),
      lastBroadcast: v.nullable(v.string()),
      targetQuery: v.array(conditionSchema),
    }),
  ),
  /** The follow-up it uses (any type): when it fires next. */
  followUp: v.nullable(
    v.object({ id: v.string(), name: v.string(), type: v.string(), nextBroadcast: v.nullable(v.string()) }),
  ),
  draftAutomatch: automatchSchema,
  activeAutomatch: automatchSchema,
  derivedStatus: v.nullable(
    v.object({ publication: v.string(), text: v.string(), busy: v.boolean(), schedule: v.string() }),
  ),
})
export type Campaign = v.InferOutput<typeof campaignSchema>

const listOperation = graphqlOperation(
  'campaigns',
  listDocument,
  v.object({ allCampaigns: v.array(campaignSchema) }),
)
const campaignOperation = graphqlOperation(
  'campaign',
  campaignDocument,
  v.object({ campaign: campaignSchema }),
)

export interface CampaignListFilter {
  readonly q?: string | undefined
  readonly type?: string | undefined
  readonly status?: string | undefined
}

export function campaignsQuery(chatbotId: string, filter: CampaignListFilter) {
  return queryOptions({
    queryKey: automationKeys.key(chatbotId, 'list', filter),
    queryFn: async () =>
      (
        await request('chatbot', listOperation, {
          search: filter.q ?? null,
          type: filter.type ?? null,
          status: filter.status ?? 'all',
        })
      ).allCampaigns,
    staleTime: 10_000,
  })
}
export const useCampaigns = (chatbotId: string, filter: CampaignListFilter) =>
  useQuery(campaignsQuery(chatbotId, filter))

export function campaignQuery(chatbotId: string, id: string) {
  return queryOptions({
    queryKey: automationKeys.key(chatbotId, 'campaign', id),
    queryFn: async () => (await request('chatbot', campaignOperation, { id })).campaign,
    // Broadcast runs and automatch publishing happen on the server's clock.
    refetchInterval: 10_000,
  })
}
export const useCampaign = (chatbotId: string, id: string) => useQuery(campaignQuery(chatbotId, id))

const answerSchema = v.object({
  ...mutationResultEntries,
  campaign: v.nullable(v.object({ id: v.string() })),
})

const createDocument = chatbotGraphql(`
  mutation CreateAutomation($input: CampaignCreateInput!) {
    createCampaign(input: $input) {
      ok
      errorMessage
      errors { field messages }
      campaign { id }
    }
  }
`)
const updateDocument = chatbotGraphql(`
  mutation UpdateAutomation($id: ID!, $input: CampaignUpdateInput!) {
    updateCampaign(id: $id, input: $input) {
      ok
      errorMessage
      errors { field messages }
      campaign { id }
    }
  }
`)
const broadcastDocument = chatbotGraphql(`
  mutation UpdateAutomationBroadcast($campaignId: ID!, $schedule: BroadcastScheduleInput!, $targetQuery: [TargetConditionInput!]) {
    updateBroadcast(campaignId: $campaignId, schedule: $schedule, targetQuery: $targetQuery) {
      ok
      errorMessage
      errors { field messages }
      campaign { id }
    }
  }
`)
const createOperation = graphqlOperation(
  'create campaign',
  createDocument,
  v.object({ createCampaign: answerSchema }),
)
const updateOperation = graphqlOperation(
  'update campaign',
  updateDocument,
  v.object({ updateCampaign: answerSchema }),
)
const broadcastOperation = graphqlOperation(
  'update broadcast',
  broadcastDocument,
  v.object({ updateBroadcast: answerSchema }),
)

export function useCreateCampaign(chatbotId: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async (input: CampaignCreateValues) =>
      requireOk('createCampaign', (await request('chatbot', createOperation, { input })).createCampaign),
    onSuccess: () => client.invalidateQueries({ queryKey: automationKeys.all(chatbotId) }),
  })
}

export function useUpdateCampaign(chatbotId: string, id: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async (input: CampaignEditValues) =>
      requireOk('updateCampaign', (await request('chatbot', updateOperation, { id, input })).updateCampaign),
    onSuccess: () => client.invalidateQueries({ queryKey: automationKeys.all(chatbotId) }),
  })
}

const syncRequiredDataDocument = chatbotGraphql(`
  mutation SyncAutomationRequiredData($id: ID!) {
    syncAutomationRequiredData(id: $id) {
      ok
      errorMessage
      errors { field messages }
      campaign { id requiredData { name humanReadableName description } }
    }
  }
`)
const syncRequiredDataOperation = graphqlOperation(
  'sync automation required data',
  syncRequiredDataDocument,
  v.object({
    syncAutomationRequiredData: v.object({
      ...mutationResultEntries,
      campaign: v.nullable(
        v.object({
          id: v.string(),
          requiredData: v.array(
            v.object({ name: v.string(), humanReadableName: v.string(), description: v.string() }),
          ),
        }),
      ),
    }),
  }),
)

/**
 * syncAutomationRequiredData: the server takes the automation's required data over from its saved flow and
 * saves it; resolves with what it saved.
 */
export function useSyncRequiredData(chatbotId: string, id: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async () =>
      requireOk(
        'syncAutomationRequiredData',
        (await request('chatbot', syncRequiredDataOperation, { id })).syncAutomationRequiredData,
      ).campaign?.requiredData ?? [],
    onSuccess: () => client.invalidateQueries({ queryKey: automationKeys.all(chatbotId) }),
  })
}

export interface TargetCondition {
  readonly field: string
  readonly condition: string
  readonly value: string
}

export function useUpdateBroadcast(chatbotId: string, campaignId: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async ({
      schedule,
      targetQuery,
    }: {
      schedule: BroadcastScheduleValues
      targetQuery: readonly TargetCondition[]
    }) =>
      requireOk(
        'updateBroadcast',
        (
          await request('chatbot', broadcastOperation, {
            campaignId,
            schedule: { ...schedule, allowedDays: [...schedule.allowedDays] },
            targetQuery: targetQuery.map((c) => ({ ...c })),
          })
        ).updateBroadcast,
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: automationKeys.all(chatbotId) }),
  })
}
