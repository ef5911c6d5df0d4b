import { randomUUID } from 'node:crypto'
import { and, asc, eq } from 'drizzle-orm'
import * as v from 'valibot'
import {
  campaignCreateSchema,
  campaignEditSchema,
  defaultAutomatchPageLimit,
  defaultCampaignStatus,
  effectiveCampaignStatus,
  isAutomatchType,
  requiredDataFromFlow,
} from '@shared/domain/automations'
import {
  broadcastScheduleSchema,
  defaultBroadcastSchedule,
  nextBroadcastTime,
} from '@shared/domain/automations-schedule'
import * as t from './schema'
import * as b from '../builder/schema'
import type { ChatbotRow } from '../chatbots/chatbot-access-service'
import { ApiError } from '../errors'
import type { SandboxServices } from '../services'
import { atsFieldMappingIdsProblem, listAtsFieldMappings } from './ats-field-mappings-service'
import {
  campaignRow,
  getCampaign,
  type CampaignAnswer,
  refused,
  refusedField,
  accepted,
  scheduleRowOf,
  broadcastOf,
} from './campaign-views'
import { disarm, armBroadcast, reschedule } from './campaign-sends-service'

// ---- create, update, delete -----------------------------------------------------------------------------------

export async function createCampaign(
  services: SandboxServices,
  chatbot: ChatbotRow,
  input: unknown,
): Promise<CampaignAnswer> {
  const parsed = v.safeParse(campaignCreateSchema, input)
  if (!parsed.success) return refused(parsed.issues)
  const { db, clock } = services
  const now = clock.now()
  const values = parsed.output
  const id = `cmp-${randomUUID()}`
  // A smart inbox campaign has no flow (spec 000 §5); the others keep the chosen flow.
  const smartInbox = values.type === 'smart_inbox_batch_action'
  // A new automation writes the chatbot's default mappings (isDefaultMapping) until it is told otherwise.
  const defaultMappings = await listAtsFieldMappings(db, chatbot.id, { isDefaultMapping: true })
  await db.insert(t.campaigns).values({
    id,
    chatbotId: chatbot.id,
    name: values.name,
    description: values.description,
    type: values.type,
    status: defaultCampaignStatus,
    createdAt: now,
    isSmartInbox: smartInbox,
    analyticsDocumentId: `doc-${id}`,
    flowId: smartInbox ? null : values.flowId,
    atsFieldMappingIds: defaultMappings.map((m) => m.id),
  })
  if (values.type === 'broadcast') {
    await db.insert(t.campaignBroadcasts).values({
      id: `bc-${id}`,
      chatbotId: chatbot.id,
      campaignId: id,
      name: values.name,
      ...defaultBroadcastSchedule,
      allowedDays: [...defaultBroadcastSchedule.allowedDays],
      nextBroadcast: nextBroadcastTime(defaultBroadcastSchedule, now, now),
    })
    await armBroadcast(services, `bc-${id}`)
  }
  if (isAutomatchType(values.type)) {
    await db.insert(t.campaignAutomatches).values({
      id: `am-${id}-draft`,
      chatbotId: chatbot.id,
      campaignId: id,
      kind: 'draft',
      connectorUuid: randomUUID(),
      matchPageLimit: defaultAutomatchPageLimit,
      created: now,
      modified: now,
    })
  }
  return accepted(await getCampaign(db, chatbot, id))
}

export async function updateCampaign(
  services: SandboxServices,
  chatbot: ChatbotRow,
  id: string,
  input: unknown,
): Promise<CampaignAnswer> {
  const row = await campaignRow(services.db, chatbot, id)
  const parsed = v.safeParse(campaignEditSchema, input)
  if (!parsed.success) return refused(parsed.issues)
  const values = parsed.output
  if (values.followUpId !== null && values.followUpId !== row.followUpId) {
    const [followUp] = await services.db
      .select({ id: t.campaignBroadcasts.id })
      .from(t.campaignBroadcasts)
      .where(
        and(eq(t.campaignBroadcasts.chatbotId, chatbot.id), eq(t.campaignBroadcasts.id, values.followUpId)),
      )
    if (!followUp) return refusedField('followUpId', 'followUpNotFound')
  }
  if (values.atsFieldMappingIds) {
    const mappings = await listAtsFieldMappings(services.db, chatbot.id)
    const problem = atsFieldMappingIdsProblem(mappings, row.atsFieldMappingIds, values.atsFieldMappingIds)
    if (problem) return refusedField('atsFieldMappingIds', problem)
  }
  await services.db
    .update(t.campaigns)
    .set({
      ...values,
      requiredData: values.requiredData ?? undefined,
      whitelist: values.whitelist ?? undefined,
      clientDescription: values.clientDescription ?? undefined,
      clientDescriptionImages: values.clientDescriptionImages ?? undefined,
      atsFieldMappingIds: values.atsFieldMappingIds ? [...new Set(values.atsFieldMappingIds)] : undefined,
      status: effectiveCampaignStatus(row.type, values.status),
      flowId: row.isSmartInbox ? null : values.flowId,
    })
    .where(eq(t.campaigns.id, id))
  // A paused automation's broadcast or follow-up stops; an active one's is planned again.
  const scheduled = await scheduleRowOf(services.db, id)
  if (scheduled) await reschedule(services, scheduled.id)
  return accepted(await getCampaign(services.db, chatbot, id))
}

export async function deleteCampaign(services: SandboxServices, chatbot: ChatbotRow, id: string) {
  await campaignRow(services.db, chatbot, id)
  const scheduled = await scheduleRowOf(services.db, id)
  if (scheduled) disarm(services, scheduled.id)
  await services.db.delete(t.campaignActionResults).where(eq(t.campaignActionResults.campaignId, id))
  await services.db.delete(t.campaigns).where(eq(t.campaigns.id, id))
  return { ok: true, errorMessage: null }
}

/** The schedule row the campaign owns: its broadcast (BROADCAST) or its own follow-up (FOLLOW_UP). */

const targetConditionSchema = v.object({
  field: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(100)),
  condition: v.picklist(['equals', 'contains']),
  value: v.pipe(v.string(), v.maxLength(200)),
})

/** Broadcast schedule and target query (spec 001 §7.4 'broadcast conditions update'). */
export async function updateBroadcast(
  services: SandboxServices,
  chatbot: ChatbotRow,
  campaignId: string,
  input: { schedule: unknown; targetQuery?: unknown },
): Promise<CampaignAnswer> {
  await campaignRow(services.db, chatbot, campaignId)
  const broadcast = await broadcastOf(services.db, campaignId)
  if (!broadcast) throw new ApiError('not_found')
  const parsed = v.safeParse(broadcastScheduleSchema, input.schedule)
  if (!parsed.success) return refused(parsed.issues)
  const query = v.safeParse(v.optional(v.array(targetConditionSchema)), input.targetQuery)
  if (!query.success) return refused(query.issues)
  await services.db
    .update(t.campaignBroadcasts)
    .set({ ...parsed.output, ...(query.output ? { targetQuery: query.output } : {}) })
    .where(eq(t.campaignBroadcasts.id, broadcast.id))
  await reschedule(services, broadcast.id)
  return accepted(await getCampaign(services.db, chatbot, campaignId))
}

// ---- required data ----------------------------------------------------------------------------------------------

/**
 * syncAutomationRequiredData (spec 001 §7.4): the automation's required data taken over from its flow (the
 * rule is `requiredDataFromFlow`): the variables of the flow's published questions whose answer is required.
 */
export async function syncAutomationRequiredData(
  services: SandboxServices,
  chatbot: ChatbotRow,
  campaignId: string,
): Promise<CampaignAnswer> {
  const campaign = await campaignRow(services.db, chatbot, campaignId)
  if (!campaign.flowId) return refusedField('flowId', 'requiredDataNoFlow')
  const variables = await services.db
    .select({ name: b.builderScalarNames.name, humanReadableName: b.builderScalarNames.humanReadableName })
    .from(b.builderStates)
    .innerJoin(b.builderStateGroups, eq(b.builderStateGroups.id, b.builderStates.stateGroupId))
    .innerJoin(b.builderScalarNames, eq(b.builderScalarNames.id, b.builderStates.scalarNameId))
    .where(
      and(
        eq(b.builderStates.chatbotId, chatbot.id),
        eq(b.builderStateGroups.flowId, campaign.flowId),
        eq(b.builderStates.draft, false),
        eq(b.builderStates.answerRequired, true),
        eq(b.builderStates.isSkippable, false),
      ),
    )
    .orderBy(asc(b.builderStateGroups.position), asc(b.builderStates.position))
  await services.db
    .update(t.campaigns)
    .set({ requiredData: requiredDataFromFlow(variables, campaign.requiredData) })
    .where(eq(t.campaigns.id, campaign.id))
  return accepted(await getCampaign(services.db, chatbot, campaignId))
}
