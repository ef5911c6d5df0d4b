import { randomUUID } from 'node:crypto'
import { and, asc, eq, isNull } from 'drizzle-orm'
import { automationMessageTexts } from '@shared/domain/automations'
import { sendAtProblem, type PreflightResult } from '@shared/domain/automations-sending'
import * as t from './schema'
import type { DbOrTx } from '../db/sandbox-db'
import { campaignRow } from './campaign-views'
import { type RecipientInput, sendMessages, sendPreflight } from './campaign-sends-service'
import type { ChatbotRow } from '../chatbots/chatbot-access-service'
import { ApiError } from '../errors'
import type { SandboxServices } from '../services'

/** Sends scheduled from the send drawer's Schedule tab, fired on the sandbox clock. */

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
  const firedAt = services.clock.now()
  const markSent = (executor: DbOrTx, sent: number) =>
    executor
      .update(t.campaignScheduledSends)
      .set({ firedAt, sent })
      .where(and(eq(t.campaignScheduledSends.id, id), isNull(t.campaignScheduledSends.firedAt)))
      .then(() => undefined)
  try {
    // Marked sent in the same transaction as its conversations: after a crash it went out once, or not yet.
    const answer = await sendMessages(
      services,
      chatbot,
      send.campaignId,
      send.recipients,
      send.source,
      (tx, result) => markSent(tx, result.totals.send),
    )
    if (!answer.ok) await markSent(services.db, 0)
  } catch (error) {
    // The automation was deleted in the meantime: the send is over, with nothing sent.
    if (!(error instanceof ApiError)) throw error
    await markSent(services.db, 0)
  }
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
