import { randomUUID } from 'node:crypto'
import { and, asc, eq } from 'drizzle-orm'
import * as v from 'valibot'
import {
  atsBatchActionSchema,
  automationMessageTexts,
  type AutomationMessage,
} from '@shared/domain/automations'
import * as t from './schema'
import { whatsappDefinitions } from '../whatsapp/schema'
import { type FieldError, campaignRow, refused, refusedField } from './campaign-views'
import { sendToCandidates } from './campaign-sends-service'
import type { ChatbotRow } from '../chatbots/chatbot-access-service'
import { ApiError } from '../errors'
import type { SandboxServices } from '../services'

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
  /** Whether the ATS offers it; a switched-off action refuses to run. */
  readonly enabled: boolean
}

const batchActionView = (row: typeof t.atsBatchActions.$inferSelect): AtsBatchAction => ({
  id: row.id,
  externalId: row.externalId,
  name: row.name,
  entityType: row.entityType,
  notificationHeader: row.notificationHeader,
  notificationBody: row.notificationBody,
  url: row.url,
  enabled: row.enabled,
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
    enabled: true,
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
 * The batch action enable flag (spec 001 §3): switched off, the ATS no longer offers the action and a run
 * is refused; switched on again, it runs as before. Answers ok false when the action no longer exists.
 */
export async function setAtsBatchActionEnabled(
  services: SandboxServices,
  chatbot: ChatbotRow,
  campaignId: string,
  id: string,
  enabled: boolean,
) {
  await campaignRow(services.db, chatbot, campaignId)
  const [updated] = await services.db
    .update(t.atsBatchActions)
    .set({ enabled })
    .where(and(eq(t.atsBatchActions.campaignId, campaignId), eq(t.atsBatchActions.id, id)))
    .returning({ id: t.atsBatchActions.id })
  if (!updated) return { ok: false, errorMessage: automationMessageTexts.batchActionNotFound }
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
  if (!action.enabled) throw new ApiError('batch_action_disabled')
  const result = await sendToCandidates(services, campaign, candidateIds, 'batch')
  return {
    notification: { header: action.notificationHeader, body: action.notificationBody },
    sent: result.totals.send,
    skipped: result.totals.skipped,
  }
}
