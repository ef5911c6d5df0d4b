import { randomUUID } from 'node:crypto'
import { and, asc, eq, inArray } from 'drizzle-orm'
import * as v from 'valibot'
import {
  automationMessageTexts,
  effectiveCampaignStatus,
  type CampaignStatus,
  type CampaignType,
  whitelistAllows,
} from '@shared/domain/automations'
import { type CampaignConversationStatus } from '@shared/domain/automations-conversations'
import {
  nextBroadcastTime,
  type BroadcastSchedule,
  type WeekdayCode,
} from '@shared/domain/automations-schedule'
import {
  preflight,
  type PreflightRecipient,
  type PreflightResult,
  type PreflightTemplate,
} from '@shared/domain/automations-sending'
import type { SandboxDb, SandboxTx } from '../db/sandbox-db'
import * as t from './schema'
import { whatsappDefinitions, whatsappParameters, whatsappVariations } from '../whatsapp/schema'
import type { TargetCondition } from './schema'
import type { ChatbotRow } from '../chatbots/chatbot-access-service'
import { ApiError } from '../errors'
import type { SandboxServices } from '../services'
import { deliveryPlan } from './delivery'
import {
  type CampaignRow,
  type BroadcastRow,
  type ConversationRow,
  statusAt,
  campaignRow,
  broadcastOf,
} from './campaign-views'

// ---- targets, templates and the preflight ---------------------------------------------------------------

type CandidateRow = typeof t.campaignCandidates.$inferSelect

const matchesCondition = (candidate: CandidateRow, c: TargetCondition) => {
  const value =
    c.field === 'language'
      ? candidate.language
      : c.field === 'name'
        ? candidate.name
        : (candidate.data[c.field] ?? '')
  const a = value.toLocaleLowerCase()
  const b = c.value.toLocaleLowerCase()
  return c.condition === 'equals' ? a === b : a.includes(b)
}

/** spec 001 §7.4: executeDestinationGetter(broadcastId) returns the targets, evaluated now. */
export async function destinationTargets(
  db: SandboxDb,
  chatbot: ChatbotRow,
  broadcastId: string,
  now: number,
) {
  const [broadcast] = await db
    .select()
    .from(t.campaignBroadcasts)
    .where(and(eq(t.campaignBroadcasts.chatbotId, chatbot.id), eq(t.campaignBroadcasts.id, broadcastId)))
  if (!broadcast) throw new ApiError('not_found')
  if (broadcast.type === 'FOLLOW_UP') return followUpTargets(db, broadcast, now)
  // An empty query targets nobody: a broadcast reaches thousands, so "everyone" is never the default.
  if (broadcast.targetQuery.length === 0) return []
  const candidates = await db
    .select()
    .from(t.campaignCandidates)
    .where(eq(t.campaignCandidates.chatbotId, chatbot.id))
    .orderBy(asc(t.campaignCandidates.id))
  return candidates.filter((c) => broadcast.targetQuery.every((q) => matchesCondition(c, q)))
}

/** Statuses of a conversation that was sent but not answered: whom a follow-up approaches again. */
const unansweredStatuses: readonly CampaignConversationStatus[] = ['sent', 'delivered', 'read']

/**
 * A follow-up's targets (spec 000 §3 'Follow-up', FOLLOW_UP): the candidates its automation approached
 * whose latest conversation is still unanswered at fire time; the approach limit then caps how often.
 */
async function followUpTargets(db: SandboxDb, followUp: BroadcastRow, now: number): Promise<CandidateRow[]> {
  const [conversations, candidates] = await Promise.all([
    db
      .select()
      .from(t.campaignConversations)
      .where(eq(t.campaignConversations.campaignId, followUp.campaignId))
      .orderBy(asc(t.campaignConversations.conversationStart)),
    db
      .select()
      .from(t.campaignCandidates)
      .where(eq(t.campaignCandidates.chatbotId, followUp.chatbotId))
      .orderBy(asc(t.campaignCandidates.id)),
  ])
  const latest = new Map<string, ConversationRow>()
  for (const row of conversations) latest.set(row.phoneNumber, row)
  return candidates.filter((c) => {
    const row = latest.get(compactPhone(c.phoneNumber))
    return row !== undefined && unansweredStatuses.includes(statusAt(row, now).status)
  })
}

/** The campaign's WhatsApp template as the preflight reads it: parameters and language variants. */
async function templateOf(
  db: SandboxDb,
  campaign: CampaignRow,
): Promise<PreflightTemplate & { scalars: Record<string, string> }> {
  const none = { parameters: [], variants: [], scalars: {} }
  if (!campaign.whatsappDefinitionId) return none
  const [definition] = await db
    .select()
    .from(whatsappDefinitions)
    .where(
      and(
        eq(whatsappDefinitions.chatbotId, campaign.chatbotId),
        eq(whatsappDefinitions.id, campaign.whatsappDefinitionId),
      ),
    )
  if (!definition?.activeTemplateId) return none
  const [parameters, variations] = await Promise.all([
    db
      .select()
      .from(whatsappParameters)
      .where(eq(whatsappParameters.templateId, definition.activeTemplateId)),
    db
      .select()
      .from(whatsappVariations)
      .where(eq(whatsappVariations.templateId, definition.activeTemplateId)),
  ])
  return {
    parameters: parameters.sort((a, b) => a.index - b.index).map((p) => ({ index: p.index, name: p.name })),
    variants: variations
      .sort((a, b) => a.position - b.position)
      .map((v) => ({ languageTag: v.languageTag, approved: v.status === 'APPROVED', content: v.content })),
    scalars: Object.fromEntries(parameters.map((p) => [p.name, p.scalarName ?? p.name])),
  }
}

/** How often the campaign approached each phone number before. */
async function approachesOf(db: SandboxDb, campaignId: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ phone: t.campaignConversations.phoneNumber })
    .from(t.campaignConversations)
    .where(eq(t.campaignConversations.campaignId, campaignId))
  const counts = new Map<string, number>()
  for (const { phone } of rows) counts.set(phone, (counts.get(phone) ?? 0) + 1)
  return counts
}

const scheduleOf = (b: BroadcastRow | undefined): BroadcastSchedule | null =>
  b ? { ...b, allowedDays: b.allowedDays as WeekdayCode[] } : null

const compactPhone = (phone: string) => phone.trim().replace(/[\s.-]/g, '')

export interface RecipientInput {
  readonly line?: number | null
  readonly phoneNumber: string
  readonly language?: string | null
  readonly parameters: readonly { name: string; value: string }[] | Record<string, string>
}

const recipientsSchema = v.pipe(
  v.array(
    v.object({
      line: v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1)))),
      phoneNumber: v.pipe(v.string(), v.maxLength(40)),
      language: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(20)))),
      parameters: v.array(
        v.object({
          name: v.pipe(v.string(), v.maxLength(100)),
          value: v.pipe(v.string(), v.maxLength(1000)),
        }),
      ),
    }),
  ),
  v.maxLength(10_000),
)

/**
 * The preflight of a CSV or form send, as the server will apply it: a broadcast campaign's
 * days, window and approach limit hold for its sends too; other types send at once. `at` is when the send
 * goes out (a scheduled send is checked against its moment).
 */
export async function sendPreflight(
  services: SandboxServices,
  chatbot: ChatbotRow,
  campaignId: string,
  recipients: unknown,
  at: number = services.clock.now(),
): Promise<PreflightResult> {
  const campaign = await campaignRow(services.db, chatbot, campaignId)
  const parsed = v.safeParse(recipientsSchema, recipients)
  if (!parsed.success) throw new ApiError('invalid_input')
  const [template, broadcast, approaches] = await Promise.all([
    templateOf(services.db, campaign),
    broadcastOf(services.db, campaignId),
    approachesOf(services.db, campaignId),
  ])
  const list: PreflightRecipient[] = parsed.output.map((r) => ({
    ...(r.line ? { line: r.line } : {}),
    phoneNumber: r.phoneNumber,
    language: r.language ?? null,
    parameters: Object.fromEntries(r.parameters.map((p) => [p.name, p.value])),
    approaches: approaches.get(compactPhone(r.phoneNumber)) ?? 0,
  }))
  return preflight(list, template, scheduleOf(broadcast), at, undefined, whitelistOf(campaign))
}

/** Sends what the preflight lets through; answers the preflight it applied and how many went out. */
export async function sendMessages(
  services: SandboxServices,
  chatbot: ChatbotRow,
  campaignId: string,
  recipients: unknown,
  source: 'csv' | 'form',
  /** Written in the same transaction as the conversations (a scheduled send marks itself sent). */
  alongside?: Alongside,
) {
  const result = await sendPreflight(services, chatbot, campaignId, recipients)
  if (result.totals.send === 0)
    return { ok: false, errorMessage: automationMessageTexts.noRecipients, preflight: result, sent: 0 }
  const eventId = `evt-${randomUUID()}`
  await startConversations(services, chatbot.id, campaignId, eventId, source, result, new Map(), alongside)
  return { ok: true, errorMessage: null, preflight: result, sent: result.totals.send }
}

/**
 * What a send writes with its conversations, in one transaction: a crash leaves both or neither, so a
 * broadcast or scheduled send that is fired again after a restart never sends a message twice.
 */
export type Alongside = (tx: SandboxTx, sent: PreflightResult) => Promise<void>

async function startConversations(
  services: SandboxServices,
  chatbotId: string,
  campaignId: string,
  eventId: string,
  source: string,
  result: PreflightResult,
  names: Map<string, string> = new Map(),
  alongside?: Alongside,
) {
  const now = services.clock.now()
  const rows = result.lines
    .filter((line) => line.skip === null && line.message !== null)
    .map((line) => {
      const phone = compactPhone(line.phoneNumber)
      const { plan, errorReason } = deliveryPlan(`${eventId}:${phone}`)
      return {
        id: `cc-${randomUUID()}`,
        chatbotId,
        campaignId,
        source,
        campaignEventId: eventId,
        clientId: `wa-${phone.slice(1)}`,
        phoneNumber: phone,
        conversationData: {
          message: line.message!,
          language: line.languageTag ?? '',
          ...(names.get(phone) ? { name: names.get(phone)! } : {}),
        },
        conversationStart: now,
        plan,
        errorReason,
      }
    })
  await services.db.transaction(async (tx) => {
    if (rows.length > 0) await tx.insert(t.campaignConversations).values(rows)
    await alongside?.(tx, result)
  })
}

// ---- broadcasts on the clock ----------------------------------------------------------------------------

const armed = new WeakMap<SandboxServices, Map<string, () => void>>()
const armedOf = (services: SandboxServices) => {
  let map = armed.get(services)
  if (!map) armed.set(services, (map = new Map()))
  return map
}

export function disarm(services: SandboxServices, broadcastId: string) {
  armedOf(services).get(broadcastId)?.()
  armedOf(services).delete(broadcastId)
}

/** Schedules the broadcast's next run on the sandbox scheduler (at once when it is already due). */
export async function armBroadcast(services: SandboxServices, broadcastId: string) {
  disarm(services, broadcastId)
  const [row] = await services.db
    .select({ b: t.campaignBroadcasts, status: t.campaigns.status })
    .from(t.campaignBroadcasts)
    .innerJoin(t.campaigns, eq(t.campaigns.id, t.campaignBroadcasts.campaignId))
    .where(eq(t.campaignBroadcasts.id, broadcastId))
  // Paused (A_0) broadcasts do not fire; testing ones (A_2) do (docs/decisions/automations.md).
  if (!row || row.b.nextBroadcast === null || row.status === 'A_0') return
  const delay = Math.max(0, row.b.nextBroadcast - services.clock.now())
  const cancel = services.scheduler.after(delay, `broadcast-${broadcastId}`, async () => {
    await fireBroadcast(services, broadcastId)
  })
  armedOf(services).set(broadcastId, cancel)
}

/** A changed schedule or status: the next run is computed again from now and the last run. */
export async function reschedule(services: SandboxServices, broadcastId: string) {
  const [b] = await services.db
    .select()
    .from(t.campaignBroadcasts)
    .where(eq(t.campaignBroadcasts.id, broadcastId))
  if (!b) return
  // A broadcast that never ran first runs an interval after its schedule was saved, not at once: the
  // manager has that long to check the targets (and the preflight) before anything is sent.
  const now = services.clock.now()
  const next = nextBroadcastTime(scheduleOf(b)!, now, b.lastBroadcast ?? now)
  await services.db
    .update(t.campaignBroadcasts)
    .set({ nextBroadcast: next })
    .where(eq(t.campaignBroadcasts.id, b.id))
  await armBroadcast(services, b.id)
}

/** Arms every broadcast of the database: the server calls it once when it starts. */
export async function startBroadcasts(services: SandboxServices): Promise<void> {
  const rows = await services.db.select({ id: t.campaignBroadcasts.id }).from(t.campaignBroadcasts)
  for (const { id } of rows) await armBroadcast(services, id)
}

/**
 * One run of a broadcast: the target query is evaluated now, every target goes through the preflight
 * (phone number, parameter values from the candidate's data, an approved template in the candidate's
 * language, the window, the approach limit) and the ones that pass are sent. A run that is due after the
 * clock jumped runs once, as a real scheduler catching up does; the next one is an interval later.
 */
export async function fireBroadcast(services: SandboxServices, broadcastId: string) {
  armedOf(services).delete(broadcastId)
  const { db, clock } = services
  const [b] = await db.select().from(t.campaignBroadcasts).where(eq(t.campaignBroadcasts.id, broadcastId))
  if (!b) return null
  const [campaign] = await db.select().from(t.campaigns).where(eq(t.campaigns.id, b.campaignId))
  if (!campaign || campaign.status === 'A_0') return null
  const chatbot = { id: campaign.chatbotId } as ChatbotRow
  const now = clock.now()
  const targets = await destinationTargets(db, chatbot, broadcastId, now)
  const next = nextBroadcastTime(scheduleOf(b)!, now, now)
  // The run is recorded with its conversations: a restart finds the run done, or not begun.
  const result = await sendToTargets(services, campaign, targets, scheduleOf(b), 'broadcast', (tx) =>
    tx
      .update(t.campaignBroadcasts)
      .set({ lastBroadcast: now, nextBroadcast: next })
      .where(eq(t.campaignBroadcasts.id, b.id))
      .then(() => undefined),
  )
  await armBroadcast(services, b.id)
  return result
}

/**
 * Sends the campaign's template to ATS candidates: their data fills the parameters, each goes through the
 * preflight (phone number, parameter values, an approved template in their language, the window and the
 * approach limit when there is a schedule) and the ones that pass get a conversation of `source`.
 */
async function sendToTargets(
  services: SandboxServices,
  campaign: CampaignRow,
  targets: readonly CandidateRow[],
  schedule: BroadcastSchedule | null,
  source: string,
  alongside?: Alongside,
): Promise<PreflightResult> {
  const [template, approaches] = await Promise.all([
    templateOf(services.db, campaign),
    approachesOf(services.db, campaign.id),
  ])
  const recipients: PreflightRecipient[] = targets.map((c) => ({
    phoneNumber: c.phoneNumber,
    language: c.language,
    parameters: Object.fromEntries(
      template.parameters.map((p) => [p.name, c.data[template.scalars[p.name] ?? p.name] ?? '']),
    ),
    approaches: approaches.get(compactPhone(c.phoneNumber)) ?? 0,
  }))
  const result = preflight(
    recipients,
    template,
    schedule,
    services.clock.now(),
    undefined,
    whitelistOf(campaign),
  )
  const names = new Map(targets.map((c) => [compactPhone(c.phoneNumber), c.name]))
  await startConversations(
    services,
    campaign.chatbotId,
    campaign.id,
    `evt-${randomUUID()}`,
    source,
    result,
    names,
    alongside,
  )
  return result
}

/** Who a send of the campaign may reach: while testing (A_2), only its whitelist, when it has one. */
const whitelistOf =
  (campaign: CampaignRow) =>
  (phoneNumber: string): boolean =>
    whitelistAllows(
      {
        status: effectiveCampaignStatus(campaign.type as CampaignType, campaign.status as CampaignStatus),
        whitelist: campaign.whitelist,
      },
      phoneNumber,
    )

/** The ATS candidates of the campaign's chatbot with these ids, sent to as `source` (an ATS batch action). */
export async function sendToCandidates(
  services: SandboxServices,
  campaign: CampaignRow,
  candidateIds: readonly string[],
  source: string,
): Promise<PreflightResult> {
  const candidates =
    candidateIds.length === 0
      ? []
      : await services.db
          .select()
          .from(t.campaignCandidates)
          .where(
            and(
              eq(t.campaignCandidates.chatbotId, campaign.chatbotId),
              inArray(t.campaignCandidates.id, [...candidateIds]),
            ),
          )
          .orderBy(asc(t.campaignCandidates.id))
  return sendToTargets(
    services,
    campaign,
    candidates,
    scheduleOf(await broadcastOf(services.db, campaign.id)),
    source,
  )
}
