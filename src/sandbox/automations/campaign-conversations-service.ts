import { createHash, randomUUID } from 'node:crypto'
import { and, desc, eq } from 'drizzle-orm'
import { actionSourceOf, automationMessageTexts } from '@shared/domain/automations'
import {
  type CampaignConversationStatus,
  type ConversationSortField,
} from '@shared/domain/automations-conversations'
import * as t from './schema'
import { builderProcessors } from '../builder/schema'
import type { ChatbotRow } from '../chatbots/chatbot-access-service'
import { ApiError } from '../errors'
import type { SandboxServices } from '../services'
import {
  type CampaignRow,
  type ConversationRow,
  type ActionResultRow,
  statusAt,
  campaignRow,
} from './campaign-views'

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
    source: actionSourceOf(campaign),
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
  source: r.source,
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
