import { randomUUID } from 'node:crypto'
import { and, asc, eq, isNull } from 'drizzle-orm'
import * as v from 'valibot'
import {
  atsBatchActionSchema,
  automationMessageTexts,
  type AutomationMessage,
} from '@shared/domain/automations'
import { followUpSchema, nextBroadcastTime } from '@shared/domain/automations-schedule'
import { sendAtProblem, type PreflightResult } from '@shared/domain/automations-sending'
import * as t from './schema'
import { whatsappDefinitions } from '../whatsapp/schema'
import {
  type BroadcastView,
  type FieldError,
  broadcastView,
  campaignRow,
  refused,
  refusedField,
} from './campaign-views'
import {
  type RecipientInput,
  disarm,
  reschedule,
  sendMessages,
  sendPreflight,
  sendToCandidates,
} from './campaign-sends-service'
import type { ChatbotRow } from '../chatbots/chatbot-access-service'
import { ApiError } from '../errors'
import type { SandboxServices } from '../services'

/**
 * What the edit drawer and the send drawer set up around an automation (issue 14): follow-ups (spec 000 §3
 * 'Follow-up') and sends scheduled from the send drawer's Schedule tab. A follow-up is a row of
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

// ---- scheduled sends (the send drawer's Schedule tab) ---------------------------------------------------------

/**
 * A send scheduled for later: the recipients of a CSV or the form, and when they go out. A row of
 * campaign_scheduled_sends (automations/schema.ts), which goes with its automation; it survives a restart
 * and is armed again when the sandbox starts.
 */
export interface ScheduledSend {
  readonly id: string
  readonly chatbotId: string
  readonly campaignId: string
  readonly sendAt: number
  readonly source: 'csv' | 'form'
  readonly recipients: RecipientInput[]
  readonly created: number
  /** Set once it went out: when, and how many messages the preflight at that moment let through. */
  readonly firedAt: number | null
  readonly sent: number | null
}

const scheduledSendView = (row: typeof t.campaignScheduledSends.$inferSelect): ScheduledSend => ({
  id: row.id,
  chatbotId: row.chatbotId,
  campaignId: row.campaignId,
  sendAt: row.sendAt,
  source: row.source as ScheduledSend['source'],
  recipients: [...row.recipients],
  created: row.createdAt,
  firedAt: row.firedAt,
  sent: row.sent,
})

async function scheduledSendById(services: SandboxServices, id: string) {
  const [row] = await services.db
    .select()
    .from(t.campaignScheduledSends)
    .where(eq(t.campaignScheduledSends.id, id))
  return row ? scheduledSendView(row) : undefined
}

const armedSends = new WeakMap<SandboxServices, Map<string, () => void>>()
const armedOf = (services: SandboxServices) => {
  let map = armedSends.get(services)
  if (!map) armedSends.set(services, (map = new Map()))
  return map
}

function arm(services: SandboxServices, send: ScheduledSend) {
  armedOf(services).get(send.id)?.()
  const delay = Math.max(0, send.sendAt - services.clock.now())
  armedOf(services).set(
    send.id,
    services.scheduler.after(delay, `scheduled-send-${send.id}`, () => fireScheduledSend(services, send.id)),
  )
}

/**
 * Sends a scheduled send now: the preflight runs again at this moment (the window, the approach limit and
 * the template may have changed since it was scheduled) and what it lets through goes out.
 */
export async function fireScheduledSend(services: SandboxServices, id: string) {
  armedOf(services).delete(id)
  const send = await scheduledSendById(services, id)
  // Gone with its automation, or cancelled, in the meantime.
  if (!send || send.firedAt !== null) return
  const chatbot = { id: send.chatbotId } as ChatbotRow
  let sent = 0
  try {
    sent = (await sendMessages(services, chatbot, send.campaignId, send.recipients, send.source)).sent
  } catch (error) {
    // The automation was deleted in the meantime: the send is over, with nothing sent.
    if (!(error instanceof ApiError)) throw error
  }
  await services.db
    .update(t.campaignScheduledSends)
    .set({ firedAt: services.clock.now(), sent })
    .where(eq(t.campaignScheduledSends.id, id))
}

/** Arms every scheduled send that has not gone out: the server calls it once when it starts. */
export async function startScheduledSends(services: SandboxServices): Promise<void> {
  const pending = await services.db
    .select()
    .from(t.campaignScheduledSends)
    .where(isNull(t.campaignScheduledSends.firedAt))
  for (const row of pending) arm(services, scheduledSendView(row))
}

export async function listScheduledSends(services: SandboxServices, chatbot: ChatbotRow, campaignId: string) {
  await campaignRow(services.db, chatbot, campaignId)
  const rows = await services.db
    .select()
    .from(t.campaignScheduledSends)
    .where(eq(t.campaignScheduledSends.campaignId, campaignId))
    .orderBy(asc(t.campaignScheduledSends.sendAt), asc(t.campaignScheduledSends.id))
  return rows.map(scheduledSendView)
}

export interface ScheduleAnswer {
  readonly ok: boolean
  readonly errorMessage: string | null
  readonly preflight: PreflightResult
  readonly scheduledSend: ScheduledSend | null
}

/**
 * Schedules a CSV or form send for `sendAt` (sandbox clock) after the preflight at that moment: nothing
 * is scheduled when it would send nothing.
 */
export async function scheduleSend(
  services: SandboxServices,
  chatbot: ChatbotRow,
  campaignId: string,
  recipients: readonly RecipientInput[],
  source: 'csv' | 'form',
  sendAt: number,
): Promise<ScheduleAnswer> {
  const result = await sendPreflight(services, chatbot, campaignId, recipients, sendAt)
  const problem = sendAtProblem(sendAt, services.clock.now())
  if (problem)
    return {
      ok: false,
      errorMessage: automationMessageTexts[problem],
      preflight: result,
      scheduledSend: null,
    }
  if (result.totals.send === 0)
    return {
      ok: false,
      errorMessage: automationMessageTexts.noRecipients,
      preflight: result,
      scheduledSend: null,
    }
  const send: ScheduledSend = {
    id: `ss-${randomUUID()}`,
    chatbotId: chatbot.id,
    campaignId,
    sendAt,
    source,
    recipients: [...recipients],
    created: services.clock.now(),
    firedAt: null,
    sent: null,
  }
  await services.db.insert(t.campaignScheduledSends).values({
    id: send.id,
    chatbotId: send.chatbotId,
    campaignId: send.campaignId,
    sendAt: send.sendAt,
    source: send.source,
    recipients: send.recipients,
    createdAt: send.created,
  })
  arm(services, send)
  return { ok: true, errorMessage: null, preflight: result, scheduledSend: send }
}

/** Cancels a send that has not gone out (one that went out stays as the record of it). */
export async function cancelScheduledSend(services: SandboxServices, chatbot: ChatbotRow, id: string) {
  const send = await scheduledSendById(services, id)
  if (!send || send.chatbotId !== chatbot.id) throw new ApiError('not_found')
  if (send.firedAt !== null) return { ok: false, errorMessage: automationMessageTexts.scheduledSendNotFound }
  armedOf(services).get(id)?.()
  armedOf(services).delete(id)
  await services.db.delete(t.campaignScheduledSends).where(eq(t.campaignScheduledSends.id, id))
  return { ok: true, errorMessage: null }
}

// ---- ATS batch actions (spec 000 §3 'ATS batch action', the smart_inbox_batch_action type) -----------------------

/**
 * An action set up in the chatbot's ATS for a Smart Inbox batch-action automation: a recruiter selects
 * candidates (or other records of `entityType`) in the ATS and runs it; the ATS calls `url` with their ids,
 * the automation sends its WhatsApp template to each (through the preflight) and the ATS shows the
 * notification. A row of ats_batch_actions (automations/schema.ts), which goes with its automation.
 */
export interface AtsBatchAction {
  readonly id: string
  readonly externalId: string
  readonly name: string
  readonly entityType: string
  readonly notificationHeader: string
  readonly notificationBody: string
  readonly url: string
}

const batchActionView = (row: typeof t.atsBatchActions.$inferSelect): AtsBatchAction => ({
  id: row.id,
  externalId: row.externalId,
  name: row.name,
  entityType: row.entityType,
  notificationHeader: row.notificationHeader,
  notificationBody: row.notificationBody,
  url: row.url,
})

async function storedBatchActions(services: SandboxServices, campaignId: string): Promise<AtsBatchAction[]> {
  const rows = await services.db
    .select()
    .from(t.atsBatchActions)
    .where(eq(t.atsBatchActions.campaignId, campaignId))
    .orderBy(asc(t.atsBatchActions.createdAt), asc(t.atsBatchActions.id))
  return rows.map(batchActionView)
}

export async function listAtsBatchActions(
  services: SandboxServices,
  chatbot: ChatbotRow,
  campaignId: string,
) {
  await campaignRow(services.db, chatbot, campaignId)
  return storedBatchActions(services, campaignId)
}

export interface BatchActionAnswer {
  readonly ok: boolean
  readonly errorMessage: string | null
  readonly errors: FieldError[]
  readonly batchAction: AtsBatchAction | null
}

/**
 * 'ATS batch action setup' (spec 001 §7.4): registers the action in the ATS for a Smart Inbox batch-action
 * automation whose WhatsApp template supports batch actions (spec 000 §3 'WhatsApp definition').
 */
export async function setupAtsBatchAction(
  services: SandboxServices,
  chatbot: ChatbotRow,
  campaignId: string,
  input: unknown,
): Promise<BatchActionAnswer> {
  const campaign = await campaignRow(services.db, chatbot, campaignId)
  const refusedWith = (field: string, message: AutomationMessage): BatchActionAnswer => ({
    ...refusedField(field, message),
    batchAction: null,
  })
  if (campaign.type !== 'smart_inbox_batch_action') return refusedWith('campaignId', 'batchActionType')
  const parsed = v.safeParse(atsBatchActionSchema, input)
  if (!parsed.success) return { ...refused(parsed.issues), batchAction: null }
  const [definition] = campaign.whatsappDefinitionId
    ? await services.db
        .select({ supports: whatsappDefinitions.supportsBatchAction })
        .from(whatsappDefinitions)
        .where(eq(whatsappDefinitions.id, campaign.whatsappDefinitionId))
    : []
  if (!definition?.supports) return refusedWith('whatsappDefinitionId', 'batchActionNotSupported')
  const existing = await storedBatchActions(services, campaignId)
  if (existing.some((a) => a.name.toLocaleLowerCase() === parsed.output.name.toLocaleLowerCase()))
    return refusedWith('name', 'batchActionDuplicate')
  const id = `ba-${randomUUID()}`
  const action: AtsBatchAction = {
    id,
    // The ATS numbers its custom actions; the sandbox's ATS counts per chatbot.
    externalId: `ATS-${(await lastBatchActionNumber(services)) + 1}`,
    ...parsed.output,
    url: `${services.baseUrl()}/__sandbox/ats/batch-actions/${id}/run`,
  }
  await services.db
    .insert(t.atsBatchActions)
    .values({ ...action, chatbotId: chatbot.id, campaignId, createdAt: services.clock.now() })
  return { ok: true, errorMessage: null, errors: [], batchAction: action }
}

/**
 * The ATS numbers its custom actions from 1001 on and does not give a number out twice while its action
 * exists; the sandbox's ATS continues after the highest number it holds.
 */
async function lastBatchActionNumber(services: SandboxServices) {
  const rows = await services.db.select({ externalId: t.atsBatchActions.externalId }).from(t.atsBatchActions)
  return rows.reduce((last, row) => Math.max(last, Number(row.externalId.replace(/^ATS-/, '')) || 0), 1000)
}

/** Removes the action from the ATS. */
export async function deleteAtsBatchAction(
  services: SandboxServices,
  chatbot: ChatbotRow,
  campaignId: string,
  id: string,
) {
  await campaignRow(services.db, chatbot, campaignId)
  const [deleted] = await services.db
    .delete(t.atsBatchActions)
    .where(and(eq(t.atsBatchActions.campaignId, campaignId), eq(t.atsBatchActions.id, id)))
    .returning({ id: t.atsBatchActions.id })
  if (!deleted) throw new ApiError('not_found')
  return { ok: true, errorMessage: null }
}

/**
 * What the ATS does when a recruiter runs the action on a selection: the automation sends its template to
 * the selected candidates that the preflight lets through (their ATS data fills the parameters), as
 * campaign conversations of source 'batch'. Answers the notification the ATS shows, with the counts.
 */
export async function runAtsBatchAction(
  services: SandboxServices,
  id: string,
  candidateIds: readonly string[],
) {
  const [found] = await services.db
    .select({ action: t.atsBatchActions, campaign: t.campaigns })
    .from(t.atsBatchActions)
    .innerJoin(t.campaigns, eq(t.campaigns.id, t.atsBatchActions.campaignId))
    .where(eq(t.atsBatchActions.id, id))
  if (!found) throw new ApiError('not_found')
  const { action, campaign } = found
  const result = await sendToCandidates(services, campaign, candidateIds, 'batch')
  return {
    notification: { header: action.notificationHeader, body: action.notificationBody },
    sent: result.totals.send,
    skipped: result.totals.skipped,
  }
}
