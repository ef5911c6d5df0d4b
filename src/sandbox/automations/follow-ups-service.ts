import { randomUUID } from 'node:crypto'
import { and, asc, eq } from 'drizzle-orm'
import * as v from 'valibot'
import { type AutomationMessage } from '@shared/domain/automations'
import { followUpSchema, nextBroadcastTime } from '@shared/domain/automations-schedule'
import * as t from './schema'
import {
  type BroadcastView,
  type FieldError,
  broadcastView,
  campaignRow,
  refused,
  refusedField,
} from './campaign-views'
import { disarm, reschedule } from './campaign-sends-service'
import type { ChatbotRow } from '../chatbots/chatbot-access-service'
import { ApiError } from '../errors'
import type { SandboxServices } from '../services'

/**
 * Follow-ups (spec 000 §3 'Follow-up'), chosen or created in the edit drawer. A follow-up is a row of
 * campaign_broadcasts: BROADCAST is a broadcast campaign's own schedule, FOLLOW_UP one an automation
 * creates (one per automation) and fires with the broadcast machinery on the sandbox clock.
 */

type BroadcastRow = typeof t.campaignBroadcasts.$inferSelect

/** A follow-up: its schedule as a broadcast's, with the automation it belongs to. */
export interface FollowUpView extends BroadcastView {
  readonly campaignId: string
  readonly campaignName: string
}

const followUpView = (row: BroadcastRow, campaignName: string): FollowUpView => ({
  ...broadcastView(row),
  campaignId: row.campaignId,
  campaignName,
})

/** The chatbot's follow-ups of both kinds, with the automation each belongs to, by name. */
export async function listFollowUps(services: SandboxServices, chatbot: ChatbotRow) {
  const rows = await services.db
    .select({ f: t.campaignBroadcasts, campaignName: t.campaigns.name })
    .from(t.campaignBroadcasts)
    .innerJoin(t.campaigns, eq(t.campaigns.id, t.campaignBroadcasts.campaignId))
    .where(eq(t.campaignBroadcasts.chatbotId, chatbot.id))
    .orderBy(asc(t.campaignBroadcasts.name), asc(t.campaignBroadcasts.id))
  return rows.map((r) => followUpView(r.f, r.campaignName))
}

export interface FollowUpAnswer {
  readonly ok: boolean
  readonly errorMessage: string | null
  readonly errors: FieldError[]
  readonly followUp: FollowUpView | null
}

const refusedFollowUp = (issues: readonly v.BaseIssue<unknown>[]): FollowUpAnswer => ({
  ...refused(issues),
  followUp: null,
})
const refusedOne = (field: string, message: AutomationMessage): FollowUpAnswer => ({
  ...refusedField(field, message),
  followUp: null,
})

async function followUpById(services: SandboxServices, chatbot: ChatbotRow, id: string) {
  const [row] = await services.db
    .select({ f: t.campaignBroadcasts, campaignName: t.campaigns.name })
    .from(t.campaignBroadcasts)
    .innerJoin(t.campaigns, eq(t.campaigns.id, t.campaignBroadcasts.campaignId))
    .where(and(eq(t.campaignBroadcasts.chatbotId, chatbot.id), eq(t.campaignBroadcasts.id, id)))
  if (!row) throw new ApiError('not_found')
  return row
}

/**
 * Creates the automation's FOLLOW_UP with its schedule and makes it the automation's follow-up. An
 * automation owns at most one (a broadcast campaign's is its broadcast); it first runs an interval after
 * it was saved, as a new broadcast does.
 */
export async function createFollowUp(
  services: SandboxServices,
  chatbot: ChatbotRow,
  campaignId: string,
  input: unknown,
): Promise<FollowUpAnswer> {
  const campaign = await campaignRow(services.db, chatbot, campaignId)
  const parsed = v.safeParse(followUpSchema, input)
  if (!parsed.success) return refusedFollowUp(parsed.issues)
  const [owned] = await services.db
    .select({ id: t.campaignBroadcasts.id })
    .from(t.campaignBroadcasts)
    .where(eq(t.campaignBroadcasts.campaignId, campaignId))
  if (owned) return refusedOne('name', 'followUpExists')
  const id = `fu-${randomUUID()}`
  const now = services.clock.now()
  const { schedule, name } = parsed.output
  await services.db.insert(t.campaignBroadcasts).values({
    id,
    chatbotId: chatbot.id,
    campaignId,
    name,
    type: 'FOLLOW_UP',
    ...schedule,
    allowedDays: [...schedule.allowedDays],
    nextBroadcast: nextBroadcastTime(schedule, now, now),
  })
  await services.db.update(t.campaigns).set({ followUpId: id }).where(eq(t.campaigns.id, campaignId))
  await reschedule(services, id)
  const row = await followUpById(services, chatbot, id)
  return { ok: true, errorMessage: null, errors: [], followUp: followUpView(row.f, campaign.name) }
}

/** A follow-up's name and schedule; its next run is planned again from now and its last run. */
export async function updateFollowUp(
  services: SandboxServices,
  chatbot: ChatbotRow,
  id: string,
  input: unknown,
): Promise<FollowUpAnswer> {
  await followUpById(services, chatbot, id)
  const parsed = v.safeParse(followUpSchema, input)
  if (!parsed.success) return refusedFollowUp(parsed.issues)
  const { schedule, name } = parsed.output
  await services.db
    .update(t.campaignBroadcasts)
    .set({ name, ...schedule, allowedDays: [...schedule.allowedDays] })
    .where(eq(t.campaignBroadcasts.id, id))
  await reschedule(services, id)
  const row = await followUpById(services, chatbot, id)
  return { ok: true, errorMessage: null, errors: [], followUp: followUpView(row.f, row.campaignName) }
}

/** Deletes a FOLLOW_UP (a broadcast goes with its campaign); automations pointing at it point nowhere. */
export async function deleteFollowUp(services: SandboxServices, chatbot: ChatbotRow, id: string) {
  const row = await followUpById(services, chatbot, id)
  if (row.f.type !== 'FOLLOW_UP') throw new ApiError('invalid_input')
  disarm(services, id)
  await services.db
    .update(t.campaigns)
    .set({ followUpId: null })
    .where(and(eq(t.campaigns.chatbotId, chatbot.id), eq(t.campaigns.followUpId, id)))
  await services.db.delete(t.campaignBroadcasts).where(eq(t.campaignBroadcasts.id, id))
  return { ok: true, errorMessage: null }
}
