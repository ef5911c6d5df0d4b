import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm'
import type { SandboxDb } from '../db/sandbox-db'
import * as t from './schema'
import { ApiError } from '../errors'
import type { AuthenticatedUser } from '../auth/auth-service'
import type { ChatbotRow } from '../chatbots/chatbot-access-service'
import { inboxDate } from './inbox-time'
import type { SandboxServices } from '../services'
import { m, whatsappWindowMs, visibleTeams, visibility, openedConversations } from './inbox-access'
import { conversationLabelIds } from './inbox-labels-service'
import {
  type ClientMessagesQuery,
  preview,
  statusHistory,
  byName,
  messageFilter,
  usableChatbots,
} from './inbox-message-list-service'

export async function conversationDetail(
  services: SandboxServices,
  user: AuthenticatedUser,
  clientId: string,
  projectId: string | null,
) {
  const { db } = services
  const chatbots = projectId
    ? [await services.chatbots.activeForUser(user, projectId)]
    : await usableChatbots(db, user)
  for (const chatbot of chatbots) {
    const teams = await visibleTeams(db, user, chatbot)
    const rows = await db
      .select()
      .from(m)
      .where(and(eq(m.chatbotId, chatbot.id), eq(m.clientId, clientId), visibility(teams)))
      .orderBy(asc(m.createdAt), asc(m.id))
    if (rows.length === 0) continue
    const last = rows.at(-1)!
    const lastInbound = rows.findLast((row) => row.isInbound)
    const windowClosesAt = lastInbound ? lastInbound.createdAt + whatsappWindowMs : null
    const now = services.clock.now()
    return {
      conversation: {
        client_id: clientId,
        project_id: chatbot.projectId,
        started_at: new Date(rows[0]!.createdAt).toISOString(),
        phone_number: last.phoneNumber,
        candidate_name: last.candidateName,
        ats_entity_id: last.atsEntityId,
        team_names: last.teamName ? [last.teamName] : [],
        assigned_agent_name: last.assignedAgentName,
        state_machines: [
          ...new Set(rows.map((row) => row.stateMachine).filter((v): v is string => v !== null)),
        ],
        contact_details: { name: last.candidateName, phone_number: last.phoneNumber },
        is_read: openedConversations(services, chatbot.projectId, user.id).has(clientId),
        labels: await knownLabelsOf(services, chatbot, clientId),
        // The sandbox knows no language per candidate: a conversation is in its chatbot's default language.
        language_tag: chatbot.defaultLanguageTag,
        window_open: windowClosesAt !== null && windowClosesAt > now,
        window_closes_at: windowClosesAt !== null ? new Date(windowClosesAt).toISOString() : null,
        messages: rows.map((row) => ({
          id: row.id,
          sender_entity: row.senderEntity,
          is_inbound: row.isInbound,
          text: row.text,
          date: inboxDate(row.createdAt),
          created_at: new Date(row.createdAt).toISOString(),
          status: row.statusHistory.at(-1)?.status ?? null,
          status_history: statusHistory(row),
          template_name: row.templateName,
          assigned_agent_name: row.assignedAgentName,
        })),
      },
    }
  }
  // Not there, or in a team the user may not see: the same answer, so existence does not leak.
  throw new ApiError('not_found')
}

async function chatbotLabelIds(db: SandboxDb, chatbotId: string): Promise<string[]> {
  const rows = await db
    .select({ id: t.inboxLabels.id })
    .from(t.inboxLabels)
    .where(eq(t.inboxLabels.chatbotId, chatbotId))
  return rows.map((row) => row.id)
}

/** A conversation's labels that still exist (a deleted label simply stops showing). */
async function knownLabelsOf(services: SandboxServices, chatbot: ChatbotRow, clientId: string) {
  const known = new Set(await chatbotLabelIds(services.db, chatbot.id))
  return (conversationLabelIds(services, chatbot.projectId).get(clientId) ?? []).filter((id) => known.has(id))
}

/** POST /api/v1/conversations/ with `brief`: a page of conversations, latest activity first. */
export async function conversationBriefs(
  services: SandboxServices,
  user: AuthenticatedUser,
  chatbot: ChatbotRow,
  page: { page: number; pageSize: number; clientIds: readonly string[] | null },
  /** The Smart Inbox's filters: conversations with at least one message matching them. */
  filter: ClientMessagesQuery | null = null,
) {
  const { db } = services
  const teams = await visibleTeams(db, user, chatbot)
  const matching = filter
    ? db
        .selectDistinct({ clientId: m.clientId })
        .from(m)
        .where((await messageFilter(services, user, chatbot, filter)).where)
    : null
  const where = and(
    eq(m.chatbotId, chatbot.id),
    visibility(teams),
    page.clientIds
      ? page.clientIds.length > 0
        ? inArray(m.clientId, [...page.clientIds])
        : sql`false`
      : undefined,
    matching ? inArray(m.clientId, matching) : undefined,
  )
  const [total] = await db
    .select({ count: sql<number>`count(distinct ${m.clientId})::int` })
    .from(m)
    .where(where)
  const groups = await db
    .select({
      clientId: m.clientId,
      startedAt: sql<number>`min(${m.createdAt})`.mapWith(Number),
      lastAt: sql<number>`max(${m.createdAt})`.mapWith(Number),
      count: sql<number>`count(*)::int`,
      inbound: sql<number>`(count(*) filter (where ${m.isInbound}))::int`,
      flows: sql<
        string[] | null
      >`array_agg(distinct ${m.stateMachine}) filter (where ${m.stateMachine} is not null)`,
    })
    .from(m)
    .where(where)
    .groupBy(m.clientId)
    .orderBy(sql`max(${m.createdAt}) desc`, desc(m.clientId))
    .limit(page.pageSize)
    .offset((page.page - 1) * page.pageSize)
  const ids = groups.map((g) => g.clientId)
  const lastRows =
    ids.length === 0
      ? []
      : await db
          .selectDistinctOn([m.clientId])
          .from(m)
          .where(and(eq(m.chatbotId, chatbot.id), inArray(m.clientId, ids)))
          .orderBy(m.clientId, desc(m.createdAt), desc(m.id))
  const lastById = new Map(lastRows.map((row) => [row.clientId, row]))
  const lastInboundRows =
    ids.length === 0
      ? []
      : await db
          .select({ clientId: m.clientId, at: sql<number>`max(${m.createdAt})`.mapWith(Number) })
          .from(m)
          .where(and(eq(m.chatbotId, chatbot.id), inArray(m.clientId, ids), eq(m.isInbound, true)))
          .groupBy(m.clientId)
  const lastInbound = new Map(lastInboundRows.map((row) => [row.clientId, row.at]))
  const opened = openedConversations(services, chatbot.projectId, user.id)
  const labelIds = conversationLabelIds(services, chatbot.projectId)
  const known = new Set((await chatbotLabelIds(db, chatbot.id)) ?? [])
  const now = services.clock.now()
  const count = total?.count ?? 0
  return {
    conversations: groups.map((g) => {
      const last = lastById.get(g.clientId)
      return {
        client_id: g.clientId,
        started_at: new Date(g.startedAt).toISOString(),
        last_message_at: new Date(g.lastAt).toISOString(),
        last_message_date: inboxDate(g.lastAt),
        last_message: last ? preview(last.text) : null,
        last_sender_entity: last?.senderEntity ?? null,
        steps: g.count,
        inbound_messages: g.inbound,
        state_machines: [...(g.flows ?? [])].sort(byName),
        contact_details: { name: last?.candidateName ?? null, phone_number: last?.phoneNumber ?? null },
        team_names: last?.teamName ? [last.teamName] : [],
        assigned_agent_name: last?.assignedAgentName ?? null,
        phone_number: last?.phoneNumber ?? null,
        ats_entity_id: last?.atsEntityId ?? null,
        last_is_inbound: last?.isInbound ?? null,
        window_open: (lastInbound.get(g.clientId) ?? -Infinity) + whatsappWindowMs > now,
        labels: (labelIds.get(g.clientId) ?? []).filter((id) => known.has(id)),
        is_read: opened.has(g.clientId),
      }
    }),
    conversation_count: count,
    amount_of_pages: Math.ceil(count / page.pageSize),
    page: page.page,
    page_size: page.pageSize,
  }
}
