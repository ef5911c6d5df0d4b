import { createHash, randomUUID } from 'node:crypto'
import { and, asc, desc, eq, inArray } from 'drizzle-orm'
import * as v from 'valibot'
import {
  automatchPublishMaxMs,
  automationMessageTexts,
  broadcastScheduleSchema,
  campaignCreateSchema,
  campaignEditSchema,
  campaignFamily,
  defaultAutomatchPageLimit,
  defaultBroadcastSchedule,
  defaultCampaignStatus,
  deriveAutomatchStatus,
  effectiveCampaignStatus,
  finalConversationStatuses,
  isAutomatchType,
  matchesCampaignFilter,
  nextBroadcastTime,
  preflight,
  type AutomationMessage,
  type BroadcastSchedule,
  type CampaignConversationStatus,
  type CampaignFilter,
  type CampaignStatus,
  type CampaignType,
  type ConversationSortField,
  type PreflightRecipient,
  type PreflightResult,
  type PreflightTemplate,
  type PublishStage,
  type WeekdayCode,
} from '@shared/domain/automations'
import type { SandboxDb } from '../db/sandbox-db'
import * as t from './schema'
import { builderProcessors } from '../builder/schema'
import { whatsappDefinitions, whatsappParameters, whatsappVariations } from '../whatsapp/schema'
import type { TargetCondition } from './schema'
import type { ChatbotRow } from '../chatbots/chatbot-access-service'
import { ApiError } from '../errors'
import type { SandboxServices } from '../services'
import { deliveryPlan } from './delivery'
import { queryView, type QueryView } from './automatch-queries-service'
import {
  atsFieldMappingIdsProblem,
  listAtsFieldMappings,
  type AtsFieldMappingView,
} from './ats-field-mappings-service'

/**
 * Automations (issue 14; spec 000 §3–§5, spec 001 §7.2, §7.4, §8): campaigns of every type, broadcasts that
 * fire on the sandbox clock within their days and window at their interval (targets evaluated at fire
 * time), sends from a CSV or the form after the same preflight the drawer shows, campaign conversations
 * whose delivery is simulated on the clock, the processors that run when a conversation ends (action
 * results, replayable), and automatch publishing through CLONE_CONNECTOR_SETTINGS.
 */

type CampaignRow = typeof t.campaigns.$inferSelect
type BroadcastRow = typeof t.campaignBroadcasts.$inferSelect
type AutomatchRow = typeof t.campaignAutomatches.$inferSelect
type ConversationRow = typeof t.campaignConversations.$inferSelect
type ActionResultRow = typeof t.campaignActionResults.$inferSelect

// ---- the simulation's timings ----------------------------------------------------------------------------

/** Spec 000 §9: publishing takes up to 2 minutes; the sandbox takes 20 s, toggling 3 s. */
export const automatchTimings = { publishMs: 20_000, toggleMs: 3_000 }

/** The status a conversation has at `now`, and when it reached a final one. */
function statusAt(row: Pick<ConversationRow, 'plan' | 'conversationStart'>, now: number) {
  let current = row.plan[0]!
  for (const step of row.plan) if (row.conversationStart + step.afterMs <= now) current = step
  const status = current.status as CampaignConversationStatus
  const ended = finalConversationStatuses.includes(status)
  return {
    status,
    end: ended ? row.conversationStart + current.afterMs : null,
    history: row.plan
      .filter((s) => row.conversationStart + s.afterMs <= now)
      .map((s) => ({ status: s.status, at: row.conversationStart + s.afterMs })),
  }
}

// ---- views ---------------------------------------------------------------------------------------------

export interface BroadcastView {
  readonly id: string
  readonly name: string
  readonly type: string
  readonly interval: number
  readonly allowedDays: WeekdayCode[]
  readonly minExecutionTime: string
  readonly maxExecutionTime: string
  readonly approachLimit: number
  readonly nextBroadcast: number | null
  readonly lastBroadcast: number | null
  readonly targetQuery: TargetCondition[]
}

export interface AutomatchView {
  readonly id: string
  readonly connectorUuid: string
  readonly matchPageLimit: number
  readonly onReceiveProcessors: string[]
  readonly useEngageConnector: boolean
  readonly version: number
  readonly searchQuery: QueryView
  readonly matchQuery: QueryView
  readonly facetsQuery: QueryView
  readonly created: number
  readonly modified: number
  readonly publishStage: PublishStage | null
  readonly publishJobId: string | null
}

export interface CampaignView {
  readonly id: string
  readonly name: string
  readonly description: string
  readonly type: CampaignType
  readonly family: string
  readonly status: CampaignStatus
  readonly created: number
  readonly isSmartInbox: boolean
  readonly analyticsDocumentId: string
  readonly flowId: string | null
  readonly onFinishProcessorId: string | null
  readonly onFailProcessorId: string | null
  readonly whatsappDefinitionId: string | null
  readonly followUpId: string | null
  readonly smartInboxLabels: string[]
  readonly removeSmartInboxLabels: string[]
  readonly engageEnabled: boolean
  readonly hasActiveTemplate: boolean
  readonly requiredData: { name: string; humanReadableName: string; description: string }[]
  /** In the order the automation lists them; a mapping deleted since is left out. */
  readonly atsFieldMappings: AtsFieldMappingView[]
  readonly broadcast: BroadcastView | null
  readonly draftAutomatch: AutomatchView | null
  readonly activeAutomatch: AutomatchView | null
  readonly derivedStatus: ReturnType<typeof deriveAutomatchStatus> | null
}

export const broadcastView = (b: BroadcastRow): BroadcastView => ({
  id: b.id,
  name: b.name,
  type: b.type,
  interval: b.interval,
  allowedDays: b.allowedDays as WeekdayCode[],
  minExecutionTime: b.minExecutionTime,
  maxExecutionTime: b.maxExecutionTime,
  approachLimit: b.approachLimit,
  nextBroadcast: b.nextBroadcast,
  lastBroadcast: b.lastBroadcast,
  targetQuery: b.targetQuery,
})

const automatchView = (a: AutomatchRow, campaignType: string): AutomatchView => ({
  id: a.id,
  connectorUuid: a.connectorUuid,
  matchPageLimit: a.matchPageLimit,
  onReceiveProcessors: a.onReceiveProcessors,
  useEngageConnector: a.useEngageConnector,
  version: a.version,
  searchQuery: queryView(a, campaignType, 'search'),
  matchQuery: queryView(a, campaignType, 'match'),
  facetsQuery: queryView(a, campaignType, 'facets'),
  created: a.created,
  modified: a.modified,
  publishStage: a.publishStage as PublishStage | null,
  publishJobId: a.publishJobId,
})

async function views(db: SandboxDb, rows: CampaignRow[]): Promise<CampaignView[]> {
  if (rows.length === 0) return []
  const ids = rows.map((r) => r.id)
  const [broadcasts, automatches, definitions, mappings] = await Promise.all([
    db.select().from(t.campaignBroadcasts).where(inArray(t.campaignBroadcasts.campaignId, ids)),
    db.select().from(t.campaignAutomatches).where(inArray(t.campaignAutomatches.campaignId, ids)),
    db
      .select({ id: whatsappDefinitions.id, active: whatsappDefinitions.activeTemplateId })
      .from(whatsappDefinitions)
      .where(eq(whatsappDefinitions.chatbotId, rows[0]!.chatbotId)),
    listAtsFieldMappings(db, rows[0]!.chatbotId),
  ])
  const mappingById = new Map(mappings.map((m) => [m.id, m]))
  const activeTemplate = new Map(definitions.map((d) => [d.id, d.active !== null]))
  return rows.map((row) => {
    const type = row.type as CampaignType
    const status = effectiveCampaignStatus(type, row.status as CampaignStatus)
    const broadcast = broadcasts.find((b) => b.campaignId === row.id && b.type === 'BROADCAST')
    const draft = automatches.find((a) => a.campaignId === row.id && a.kind === 'draft')
    const active = automatches.find((a) => a.campaignId === row.id && a.kind === 'active')
    return {
      id: row.id,
      name: row.name,
      description: row.description,
      type,
      family: campaignFamily(type),
      status,
      created: row.createdAt,
      isSmartInbox: row.isSmartInbox,
      analyticsDocumentId: row.analyticsDocumentId,
      flowId: row.flowId,
      onFinishProcessorId: row.onFinishProcessorId,
      onFailProcessorId: row.onFailProcessorId,
      whatsappDefinitionId: row.whatsappDefinitionId,
      followUpId: row.followUpId,
      smartInboxLabels: row.smartInboxLabels,
      removeSmartInboxLabels: row.removeSmartInboxLabels,
      engageEnabled: row.engageEnabled,
      hasActiveTemplate: row.whatsappDefinitionId
        ? (activeTemplate.get(row.whatsappDefinitionId) ?? false)
        : false,
      requiredData: row.requiredData,
      atsFieldMappings: row.atsFieldMappingIds.flatMap((id) => mappingById.get(id) ?? []),
      broadcast: broadcast ? broadcastView(broadcast) : null,
      draftAutomatch: draft ? automatchView(draft, type) : null,
      activeAutomatch: active ? automatchView(active, type) : null,
      derivedStatus: isAutomatchType(type)
        ? deriveAutomatchStatus({
            status,
            publishStage: (active?.publishStage ?? draft?.publishStage ?? null) as PublishStage | null,
            draftModified: draft?.modified ?? null,
            activeModified: active?.modified ?? null,
          })
        : null,
    }
  })
}

export async function campaignRow(db: SandboxDb, chatbot: ChatbotRow, id: string): Promise<CampaignRow> {
  const [row] = await db
    .select()
    .from(t.campaigns)
    .where(and(eq(t.campaigns.chatbotId, chatbot.id), eq(t.campaigns.id, id)))
  if (!row) throw new ApiError('not_found')
  return row
}

export async function listCampaigns(db: SandboxDb, chatbot: ChatbotRow, filter: CampaignFilter = {}) {
  const rows = await db
    .select()
    .from(t.campaigns)
    .where(eq(t.campaigns.chatbotId, chatbot.id))
    .orderBy(desc(t.campaigns.createdAt), asc(t.campaigns.id))
  const all = await views(db, rows)
  return all.filter((c) => matchesCampaignFilter(c, filter))
}

export async function getCampaign(db: SandboxDb, chatbot: ChatbotRow, id: string): Promise<CampaignView> {
  return (await views(db, [await campaignRow(db, chatbot, id)]))[0]!
}

// ---- answers ------------------------------------------------------------------------------------------

export interface FieldError {
  readonly field: string
  readonly messages: AutomationMessage[]
}
export interface CampaignAnswer {
  readonly ok: boolean
  readonly errorMessage: string | null
  readonly errors: FieldError[]
  readonly campaign: CampaignView | null
}

export function refused(issues: readonly v.BaseIssue<unknown>[]): CampaignAnswer {
  const byField = new Map<string, AutomationMessage[]>()
  for (const issue of issues) {
    const field = issue.path?.map((p) => String(p.key)).join('.') ?? ''
    byField.set(field, [...(byField.get(field) ?? []), issue.message as AutomationMessage])
  }
  const errors = [...byField].map(([field, messages]) => ({ field, messages }))
  const first = errors[0]?.messages[0]
  return {
    ok: false,
    errorMessage:
      first && first in automationMessageTexts ? automationMessageTexts[first] : 'Please check the fields.',
    errors,
    campaign: null,
  }
}

/** A refusal of one field with one message. */
export const refusedField = (field: string, message: AutomationMessage): CampaignAnswer => ({
  ok: false,
  errorMessage: automationMessageTexts[message],
  errors: [{ field, messages: [message] }],
  campaign: null,
})

export const accepted = (campaign: CampaignView): CampaignAnswer => ({
  ok: true,
  errorMessage: null,
  errors: [],
  campaign,
})

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
const scheduleRowOf = async (db: SandboxDb, campaignId: string) =>
  (await db.select().from(t.campaignBroadcasts).where(eq(t.campaignBroadcasts.campaignId, campaignId)))[0]

/** A broadcast campaign's broadcast: its window and approach limit hold for all its sends. */
const broadcastOf = async (db: SandboxDb, campaignId: string) => {
  const row = await scheduleRowOf(db, campaignId)
  return row?.type === 'BROADCAST' ? row : undefined
}

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
 * The preflight of a CSV or form send (issue 14 §4), as the server will apply it: a broadcast campaign's
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
  return preflight(list, template, scheduleOf(broadcast), at)
}

/** Sends what the preflight lets through; answers the preflight it applied and how many went out. */
export async function sendMessages(
  services: SandboxServices,
  chatbot: ChatbotRow,
  campaignId: string,
  recipients: unknown,
  source: 'csv' | 'form',
) {
  const result = await sendPreflight(services, chatbot, campaignId, recipients)
  if (result.totals.send === 0)
    return { ok: false, errorMessage: automationMessageTexts.noRecipients, preflight: result, sent: 0 }
  const eventId = `evt-${randomUUID()}`
  await startConversations(services, chatbot.id, campaignId, eventId, source, result)
  return { ok: true, errorMessage: null, preflight: result, sent: result.totals.send }
}

async function startConversations(
  services: SandboxServices,
  chatbotId: string,
  campaignId: string,
  eventId: string,
  source: string,
  result: PreflightResult,
  names: Map<string, string> = new Map(),
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
  if (rows.length > 0) await services.db.insert(t.campaignConversations).values(rows)
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
async function armBroadcast(services: SandboxServices, broadcastId: string) {
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
  const result = await sendToTargets(services, campaign, targets, scheduleOf(b), 'broadcast')
  const next = nextBroadcastTime(scheduleOf(b)!, now, now)
  await db
    .update(t.campaignBroadcasts)
    .set({ lastBroadcast: now, nextBroadcast: next })
    .where(eq(t.campaignBroadcasts.id, b.id))
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
  const result = preflight(recipients, template, schedule, services.clock.now())
  const names = new Map(targets.map((c) => [compactPhone(c.phoneNumber), c.name]))
  await startConversations(
    services,
    campaign.chatbotId,
    campaign.id,
    `evt-${randomUUID()}`,
    source,
    result,
    names,
  )
  return result
}

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

// ---- conversations, their processors and the REST reads ------------------------------------------------------

/**
 * Runs the campaign's processors for conversations that ended since the last look: the on-finish processor
 * for a finished one, the on-fail processor for an error or failure. Their results are the action results.
 */
async function settle(services: SandboxServices, campaign: CampaignRow) {
  const now = services.clock.now()
  const open = await services.db
    .select()
    .from(t.campaignConversations)
    .where(
      and(eq(t.campaignConversations.campaignId, campaign.id), eq(t.campaignConversations.settled, false)),
    )
  for (const row of open) {
    const { status, end } = statusAt(row, now)
    if (end === null) continue
    const processorId =
      status === 'finished'
        ? campaign.onFinishProcessorId
        : status === 'ignored'
          ? null
          : campaign.onFailProcessorId
    if (processorId) await runProcessor(services, campaign, row, processorId, end, null)
    await services.db
      .update(t.campaignConversations)
      .set({ settled: true })
      .where(eq(t.campaignConversations.id, row.id))
  }
}

/**
 * Runs a processor for a conversation and records its result. The simulated ATS refuses a candidate the
 * first time one in ten conversations reaches it (a timeout), so the screen has failures to replay; a
 * replay runs the processor again and, like the real ATS once reachable again, then succeeds, unless the
 * processor no longer exists.
 */
async function runProcessor(
  services: SandboxServices,
  campaign: CampaignRow,
  conversation: ConversationRow,
  processorId: string,
  at: number,
  replayOf: string | null,
): Promise<ActionResultRow> {
  const [processor] = await services.db
    .select()
    .from(builderProcessors)
    .where(and(eq(builderProcessors.chatbotId, campaign.chatbotId), eq(builderProcessors.id, processorId)))
  const timeout = replayOf === null && createHash('sha256').update(conversation.id).digest()[1]! % 10 === 0
  const successful = processor !== undefined && !timeout
  const row: ActionResultRow = {
    id: `ar-${randomUUID()}`,
    chatbotId: campaign.chatbotId,
    campaignId: campaign.id,
    campaignConversationId: conversation.id,
    clientId: conversation.clientId,
    clientStateId: `cs-${conversation.id.slice(3)}`,
    processorId,
    actionData: { phone_number: conversation.phoneNumber, ...conversation.conversationData },
    actionSteps: processor ? ['prepare', 'call', successful ? 'store' : 'error'] : ['prepare'],
    errorReason: successful
      ? null
      : processor
        ? 'The ATS did not answer in time.'
        : automationMessageTexts.unknownCause,
    executionTime: at,
    externalId: successful ? `ats-${conversation.id.slice(3, 11)}` : null,
    result: successful ? { status: 'ok', processor: processor.humanReadableName } : { status: 'error' },
    successful,
    replayOf,
  }
  await services.db.insert(t.campaignActionResults).values(row)
  return row
}

export interface ConversationsQuery {
  readonly campaignId: string
  readonly pageNum: number
  readonly pageSize: number
  readonly startDate: number | null
  readonly endDate: number | null
  readonly phoneNumber: string | null
  readonly statusFilter: string[]
  readonly kpiFilter: string[]
  readonly userDataFilter: Record<string, string>
  readonly sortField: ConversationSortField
  readonly sortDirection: 'asc' | 'desc'
  readonly fetchOptions: boolean
  readonly exportRows: boolean
}

export interface ConversationView {
  readonly id: string
  readonly source: string
  readonly campaign_event_id: string
  readonly campaign_id: string
  readonly client_id: string
  readonly phone_number: string
  readonly conversation_data: Record<string, string>
  readonly conversation_start: string
  readonly conversation_end: string | null
  readonly kpis: string[]
  readonly status: CampaignConversationStatus
  readonly status_history: { status: string; at: string }[]
  readonly error_reason: string | null
}

const iso = (ms: number) => new Date(ms).toISOString()

function conversationView(row: ConversationRow, now: number): ConversationView {
  const { status, end, history } = statusAt(row, now)
  return {
    id: row.id,
    source: row.source,
    campaign_event_id: row.campaignEventId,
    campaign_id: row.campaignId,
    client_id: row.clientId,
    phone_number: row.phoneNumber,
    conversation_data: row.conversationData,
    conversation_start: iso(row.conversationStart),
    conversation_end: end === null ? null : iso(end),
    kpis:
      status === 'finished' || status === 'replied'
        ? ['replied', ...(status === 'finished' ? ['finished'] : [])]
        : [],
    status,
    status_history: history.map((h) => ({ status: h.status, at: iso(h.at) })),
    error_reason: status === 'error' || status === 'failed' ? row.errorReason : null,
  }
}

/** GET campaign/conversations (spec 001 §7.2), every parameter. */
export async function campaignConversations(
  services: SandboxServices,
  chatbot: ChatbotRow,
  q: ConversationsQuery,
) {
  const campaign = await campaignRow(services.db, chatbot, q.campaignId)
  await settle(services, campaign)
  const now = services.clock.now()
  const rows = await services.db
    .select()
    .from(t.campaignConversations)
    .where(eq(t.campaignConversations.campaignId, campaign.id))
  const all = rows.map((r) => conversationView(r, now))
  const phone = q.phoneNumber?.replace(/[\s.-]/g, '') ?? ''
  const filtered = all.filter((c) => {
    const start = Date.parse(c.conversation_start)
    if (q.startDate !== null && start < q.startDate) return false
    if (q.endDate !== null && start >= q.endDate) return false
    if (phone && !c.phone_number.includes(phone)) return false
    if (q.statusFilter.length > 0 && !q.statusFilter.includes(c.status)) return false
    if (q.kpiFilter.length > 0 && !q.kpiFilter.every((k) => c.kpis.includes(k))) return false
    for (const [key, value] of Object.entries(q.userDataFilter))
      if (!(c.conversation_data[key] ?? '').toLocaleLowerCase().includes(value.toLocaleLowerCase()))
        return false
    return true
  })
  const key = (c: ConversationView): string =>
    q.sortField === 'conversation_end'
      ? (c.conversation_end ?? '')
      : q.sortField === 'status'
        ? c.status
        : q.sortField === 'phone_number'
          ? c.phone_number
          : c.conversation_start
  const sorted = filtered.sort((a, b) => {
    const order = key(a).localeCompare(key(b)) || a.id.localeCompare(b.id)
    return q.sortDirection === 'asc' ? order : -order
  })
  const page = q.exportRows ? sorted : sorted.slice((q.pageNum - 1) * q.pageSize, q.pageNum * q.pageSize)
  const options = q.fetchOptions
    ? {
        kpi_options: [...new Set(all.flatMap((c) => c.kpis))].sort(),
        status_options: [...new Set(all.map((c) => c.status))].sort(),
        user_data_options: [...new Set(all.flatMap((c) => Object.keys(c.conversation_data)))].sort(),
        min_date: all.length ? all.map((c) => c.conversation_start).sort()[0] : null,
      }
    : {}
  return {
    conversations: page,
    conversation_count: filtered.length,
    page_size: q.pageSize,
    page_num: q.pageNum,
    ...options,
  }
}

/** GET campaign/conversation: the messages of one campaign conversation. */
export async function campaignConversation(
  services: SandboxServices,
  chatbot: ChatbotRow,
  conversationId: string,
) {
  const [row] = await services.db
    .select()
    .from(t.campaignConversations)
    .where(
      and(eq(t.campaignConversations.chatbotId, chatbot.id), eq(t.campaignConversations.id, conversationId)),
    )
  if (!row) throw new ApiError('not_found')
  const view = conversationView(row, services.clock.now())
  const replied = view.status_history.find((h) => h.status === 'replied')
  const messages = [
    {
      sender_entity: 'chatbot',
      text: row.conversationData['message'] ?? '',
      date: view.conversation_start,
      status: view.status,
    },
    ...(replied
      ? [
          {
            sender_entity: 'candidate',
            text: 'Ja, graag! Wanneer kan ik beginnen?',
            date: replied.at,
            status: 'read',
          },
        ]
      : []),
  ]
  return { conversation: view, messages }
}

/** GET campaign/analytics (spec 001 §7.2) by the campaign's analytics document. */
export async function campaignAnalytics(services: SandboxServices, chatbot: ChatbotRow, documentId: string) {
  const [campaign] = await services.db
    .select()
    .from(t.campaigns)
    .where(and(eq(t.campaigns.chatbotId, chatbot.id), eq(t.campaigns.analyticsDocumentId, documentId)))
  if (!campaign) throw new ApiError('not_found')
  await settle(services, campaign)
  const now = services.clock.now()
  const rows = await services.db
    .select()
    .from(t.campaignConversations)
    .where(eq(t.campaignConversations.campaignId, campaign.id))
  const reached = (row: ConversationRow, status: string) =>
    statusAt(row, now).history.some((h) => h.status === status)
  const count = (status: string) => rows.filter((r) => reached(r, status)).length
  const results = await services.db
    .select()
    .from(t.campaignActionResults)
    .where(eq(t.campaignActionResults.campaignId, campaign.id))
  const goalProcessors = await services.db
    .select({ id: builderProcessors.id })
    .from(builderProcessors)
    .where(and(eq(builderProcessors.chatbotId, chatbot.id), eq(builderProcessors.isImportantGoal, true)))
  const goals = new Set(goalProcessors.map((p) => p.id))
  return {
    conversations_finished: count('finished'),
    errors: rows.filter((r) => ['error', 'failed'].includes(statusAt(r, now).status)).length,
    messages_delivered: count('delivered'),
    messages_read: count('read'),
    messages_sent: count('sent'),
    replies: count('replied'),
    targets: rows.length,
    important_goals_reached: results.filter((r) => r.successful && goals.has(r.processorId)).length,
  }
}

export interface ActionsQuery {
  readonly processorId: string | null
  readonly campaignId: string | null
  readonly clientId: string | null
  readonly startDate: number | null
  readonly endDate: number | null
  readonly pageNum: number
  readonly pageSize: number
}

const actionView = (r: ActionResultRow) => ({
  id: r.id,
  actionData: r.actionData,
  actionSteps: r.actionSteps,
  campaignConversationId: r.campaignConversationId,
  campaignId: r.campaignId,
  clientId: r.clientId,
  clientStateId: r.clientStateId,
  errorReason: r.errorReason,
  executionTime: iso(r.executionTime),
  externalId: r.externalId,
  processorId: r.processorId,
  result: r.result,
  successful: r.successful,
  replayOf: r.replayOf,
  tenant: r.chatbotId,
})

/** GET actions (spec 001 §7.2): action results, newest first. */
export async function actionResults(services: SandboxServices, chatbot: ChatbotRow, q: ActionsQuery) {
  if (q.campaignId) await settle(services, await campaignRow(services.db, chatbot, q.campaignId))
  const rows = await services.db
    .select()
    .from(t.campaignActionResults)
    .where(eq(t.campaignActionResults.chatbotId, chatbot.id))
    .orderBy(desc(t.campaignActionResults.executionTime), desc(t.campaignActionResults.id))
  const filtered = rows.filter(
    (r) =>
      (!q.processorId || r.processorId === q.processorId) &&
      (!q.campaignId || r.campaignId === q.campaignId) &&
      (!q.clientId || r.clientId === q.clientId) &&
      (q.startDate === null || r.executionTime >= q.startDate) &&
      (q.endDate === null || r.executionTime < q.endDate),
  )
  return {
    results: filtered.slice((q.pageNum - 1) * q.pageSize, q.pageNum * q.pageSize).map(actionView),
    count: filtered.length,
  }
}

/** GET actions/get-successful (spec 001 §7.2): per processor, how many of the campaign's results succeeded and failed. */
export async function actionCounts(services: SandboxServices, chatbot: ChatbotRow, campaignId: string) {
  const campaign = await campaignRow(services.db, chatbot, campaignId)
  await settle(services, campaign)
  const rows = await services.db
    .select()
    .from(t.campaignActionResults)
    .where(eq(t.campaignActionResults.campaignId, campaignId))
  const byProcessor = new Map<string, { processorId: string; successful: number; failed: number }>()
  for (const r of rows) {
    const entry = byProcessor.get(r.processorId) ?? { processorId: r.processorId, successful: 0, failed: 0 }
    if (r.successful) entry.successful += 1
    else entry.failed += 1
    byProcessor.set(r.processorId, entry)
  }
  return [...byProcessor.values()].sort((a, b) => a.processorId.localeCompare(b.processorId))
}

/** Action replay (spec 001 §7.4): runs the processor again for the conversation and records a new result. */
export async function replayAction(services: SandboxServices, chatbot: ChatbotRow, actionResultId: string) {
  const [previous] = await services.db
    .select()
    .from(t.campaignActionResults)
    .where(
      and(eq(t.campaignActionResults.chatbotId, chatbot.id), eq(t.campaignActionResults.id, actionResultId)),
    )
  if (!previous || !previous.campaignConversationId) throw new ApiError('not_found')
  const campaign = await campaignRow(services.db, chatbot, previous.campaignId)
  const [conversation] = await services.db
    .select()
    .from(t.campaignConversations)
    .where(eq(t.campaignConversations.id, previous.campaignConversationId))
  if (!conversation) throw new ApiError('not_found')
  const row = await runProcessor(
    services,
    campaign,
    conversation,
    previous.processorId,
    services.clock.now(),
    previous.id,
  )
  return {
    ok: row.successful,
    errorMessage: row.successful ? null : (row.errorReason ?? automationMessageTexts.replayFailed),
    result: actionView(row),
  }
}

/** Campaign conversation delete (spec 001 §7.4). */
export async function deleteConversation(services: SandboxServices, chatbot: ChatbotRow, id: string) {
  const deleted = await services.db
    .delete(t.campaignConversations)
    .where(and(eq(t.campaignConversations.chatbotId, chatbot.id), eq(t.campaignConversations.id, id)))
    .returning({ id: t.campaignConversations.id })
  if (deleted.length === 0) throw new ApiError('not_found')
  return { ok: true, errorMessage: null }
}

// ---- automatch publishing ------------------------------------------------------------------------------

/** Faults to answer with, per campaign id: the next publish of that campaign fails. */
const publishFaults = new WeakMap<SandboxServices, Set<string>>()
export function failNextPublish(services: SandboxServices, campaignId: string) {
  let set = publishFaults.get(services)
  if (!set) publishFaults.set(services, (set = new Set()))
  set.add(campaignId)
}

async function automatchOf(db: SandboxDb, campaignId: string, kind: 'draft' | 'active') {
  return (
    await db
      .select()
      .from(t.campaignAutomatches)
      .where(and(eq(t.campaignAutomatches.campaignId, campaignId), eq(t.campaignAutomatches.kind, kind)))
  )[0]
}

/**
 * cloneConfiguration (publish): the draft is cloned into the active configuration. It takes time: the
 * stage is CLONE_CONNECTOR_SETTINGS until the job ends PUBLISHED (both refreshed) or FAILED.
 */
export async function cloneConfiguration(services: SandboxServices, chatbot: ChatbotRow, campaignId: string) {
  const campaign = await campaignRow(services.db, chatbot, campaignId)
  if (!isAutomatchType(campaign.type)) throw new ApiError('invalid_input')
  const draft = await automatchOf(services.db, campaignId, 'draft')
  if (!draft) throw new ApiError('not_found')
  if (draft.publishStage === 'CLONE_CONNECTOR_SETTINGS') return { ok: true, publishJobId: draft.publishJobId }
  const jobId = `pub-${randomUUID()}`
  await services.db
    .update(t.campaignAutomatches)
    .set({ publishStage: 'CLONE_CONNECTOR_SETTINGS', publishJobId: jobId })
    .where(eq(t.campaignAutomatches.campaignId, campaignId))
  const delay = Math.min(automatchTimings.publishMs, automatchPublishMaxMs)
  services.scheduler.after(delay, `automatch-publish-${campaignId}`, async () => {
    const faults = publishFaults.get(services)
    const fails = faults?.delete(campaignId) ?? false
    const now = services.clock.now()
    if (fails) {
      await services.db
        .update(t.campaignAutomatches)
        .set({ publishStage: 'FAILED' })
        .where(eq(t.campaignAutomatches.campaignId, campaignId))
      return
    }
    const current = await automatchOf(services.db, campaignId, 'draft')
    if (!current) return
    const { id: _id, kind: _kind, created: _created, ...copy } = current
    const active = await automatchOf(services.db, campaignId, 'active')
    const values = { ...copy, version: (active?.version ?? 0) + 1, modified: now, publishStage: 'PUBLISHED' }
    if (active)
      await services.db
        .update(t.campaignAutomatches)
        .set(values)
        .where(eq(t.campaignAutomatches.id, active.id))
    else
      await services.db
        .insert(t.campaignAutomatches)
        .values({ ...values, id: `am-${campaignId}-active`, kind: 'active', created: now })
    // The draft is refreshed too: same time, so it is not newer than what is active.
    await services.db
      .update(t.campaignAutomatches)
      .set({ publishStage: 'PUBLISHED', modified: now })
      .where(eq(t.campaignAutomatches.id, current.id))
  })
  return { ok: true, publishJobId: jobId }
}

/** pollAutomatchPublishStatus: null while publishing, then the outcome with the refreshed campaign. */
export async function pollPublishStatus(services: SandboxServices, chatbot: ChatbotRow, campaignId: string) {
  await campaignRow(services.db, chatbot, campaignId)
  const draft = await automatchOf(services.db, campaignId, 'draft')
  if (!draft || draft.publishStage === 'CLONE_CONNECTOR_SETTINGS' || draft.publishStage === null) return null
  if (draft.publishStage === 'TOGGLE_SCHEDULE') return null
  return {
    stage: draft.publishStage as PublishStage,
    campaign: await getCampaign(services.db, chatbot, campaignId),
  }
}

/** toggleConfigurationSchedule: passes through TOGGLE_SCHEDULE, then the schedule runs (A_1) or stops (A_0). */
export async function toggleSchedule(services: SandboxServices, chatbot: ChatbotRow, campaignId: string) {
  const campaign = await campaignRow(services.db, chatbot, campaignId)
  const active = await automatchOf(services.db, campaignId, 'active')
  if (!isAutomatchType(campaign.type) || !active) throw new ApiError('invalid_input')
  await services.db
    .update(t.campaignAutomatches)
    .set({ publishStage: 'TOGGLE_SCHEDULE' })
    .where(eq(t.campaignAutomatches.campaignId, campaignId))
  services.scheduler.after(automatchTimings.toggleMs, `automatch-toggle-${campaignId}`, async () => {
    const [row] = await services.db.select().from(t.campaigns).where(eq(t.campaigns.id, campaignId))
    if (!row) return
    const status: CampaignStatus =
      effectiveCampaignStatus(row.type, row.status as CampaignStatus) === 'A_1' ? 'A_0' : 'A_1'
    await services.db.update(t.campaigns).set({ status }).where(eq(t.campaigns.id, campaignId))
    await services.db
      .update(t.campaignAutomatches)
      .set({ publishStage: 'PUBLISHED' })
      .where(eq(t.campaignAutomatches.campaignId, campaignId))
  })
  return automatchView({ ...active, publishStage: 'TOGGLE_SCHEDULE' }, campaign.type)
}
