import { and, asc, desc, eq, inArray } from 'drizzle-orm'
import type * as v from 'valibot'
import {
  automationMessageTexts,
  campaignFamily,
  deriveAutomatchStatus,
  effectiveCampaignStatus,
  isAutomatchType,
  matchesCampaignFilter,
  type AutomationMessage,
  type CampaignFilter,
  type CampaignStatus,
  type CampaignType,
  type PublishStage,
} from '@shared/domain/automations'
import {
  finalConversationStatuses,
  type CampaignConversationStatus,
} from '@shared/domain/automations-conversations'
import { type WeekdayCode } from '@shared/domain/automations-schedule'
import type { SandboxDb } from '../db/sandbox-db'
import * as t from './schema'
import { whatsappDefinitions } from '../whatsapp/schema'
import type { TargetCondition } from './schema'
import type { ChatbotRow } from '../chatbots/chatbot-access-service'
import { ApiError } from '../errors'
import { queryView, type QueryView } from './automatch-queries-service'
import { listAtsFieldMappings, type AtsFieldMappingView } from './ats-field-mappings-service'

/**
 * Automations (spec 000 §3–§5, spec 001 §7.2, §7.4, §8): campaigns of every type, broadcasts that
 * fire on the sandbox clock within their days and window at their interval (targets evaluated at fire
 * time), sends from a CSV or the form after the same preflight the drawer shows, campaign conversations
 * whose delivery is simulated on the clock, the processors that run when a conversation ends (action
 * results, replayable), and automatch publishing through CLONE_CONNECTOR_SETTINGS.
 */

export type CampaignRow = typeof t.campaigns.$inferSelect
export type BroadcastRow = typeof t.campaignBroadcasts.$inferSelect
type AutomatchRow = typeof t.campaignAutomatches.$inferSelect
export type ConversationRow = typeof t.campaignConversations.$inferSelect
export type ActionResultRow = typeof t.campaignActionResults.$inferSelect

// ---- the simulation's timings ----------------------------------------------------------------------------

/** Spec 000 §9: publishing takes up to 2 minutes; the sandbox takes 20 s, toggling 3 s. */
export const automatchTimings = { publishMs: 20_000, toggleMs: 3_000 }

/** The status a conversation has at `now`, and when it reached a final one. */
export function statusAt(row: Pick<ConversationRow, 'plan' | 'conversationStart'>, now: number) {
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
  readonly whitelist: string[]
  readonly clientDescription: string
  readonly clientDescriptionImages: string[]
  readonly hasActiveTemplate: boolean
  readonly requiredData: { name: string; humanReadableName: string; description: string }[]
  /** In the order the automation lists them; a mapping deleted since is left out. */
  readonly atsFieldMappings: AtsFieldMappingView[]
  readonly broadcast: BroadcastView | null
  /** The follow-up it uses (its own FOLLOW_UP or another automation's row), whatever its type. */
  readonly followUp: BroadcastView | null
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

export const automatchView = (a: AutomatchRow, campaignType: string): AutomatchView => ({
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
  const followUpIds = rows.flatMap((r) => (r.followUpId ? [r.followUpId] : []))
  const [broadcasts, followUps, automatches, definitions, mappings] = await Promise.all([
    db.select().from(t.campaignBroadcasts).where(inArray(t.campaignBroadcasts.campaignId, ids)),
    followUpIds.length > 0
      ? db.select().from(t.campaignBroadcasts).where(inArray(t.campaignBroadcasts.id, followUpIds))
      : Promise.resolve([]),
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
    const followUp = followUps.find((f) => f.id === row.followUpId)
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
      whitelist: row.whitelist,
      clientDescription: row.clientDescription,
      clientDescriptionImages: row.clientDescriptionImages,
      hasActiveTemplate: row.whatsappDefinitionId
        ? (activeTemplate.get(row.whatsappDefinitionId) ?? false)
        : false,
      requiredData: row.requiredData,
      atsFieldMappings: row.atsFieldMappingIds.flatMap((id) => mappingById.get(id) ?? []),
      broadcast: broadcast ? broadcastView(broadcast) : null,
      followUp: followUp ? broadcastView(followUp) : null,
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

export const scheduleRowOf = async (db: SandboxDb, campaignId: string) =>
  (await db.select().from(t.campaignBroadcasts).where(eq(t.campaignBroadcasts.campaignId, campaignId)))[0]

/** A broadcast campaign's broadcast: its window and approach limit hold for all its sends. */
export const broadcastOf = async (db: SandboxDb, campaignId: string) => {
  const row = await scheduleRowOf(db, campaignId)
  return row?.type === 'BROADCAST' ? row : undefined
}
