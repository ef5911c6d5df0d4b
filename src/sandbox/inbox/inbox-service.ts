import { randomBytes } from 'node:crypto'
import {
  and,
  asc,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  not,
  notInArray,
  or,
  sql,
  type SQL,
} from 'drizzle-orm'
import { teamVisibility } from '@shared/domain/user-rules'
import type { InboxMessage, InboxPage, SenderEntity } from '@shared/domain/inbox'
import {
  renderTemplate,
  sendableTemplates,
  templateParameterProblem,
  type SendableTemplate,
} from '@shared/domain/inbox-templates'
import type { SandboxDb } from '../db/sandbox-db'
import * as t from './schema'
import * as chatbotsSchema from '../chatbots/schema'
import { ApiError } from '../errors'
import type { AuthenticatedUser } from '../auth/auth-service'
import type { ChatbotRow } from '../chatbots/chatbot-access-service'
import { inboxDate } from './inbox-time'
import type { Json } from '../realtime/realtime-store'
import type { SandboxServices } from '../services'
import { listDefinitions } from '../whatsapp/whatsapp-templates-service'

type MessageRow = typeof t.inboxMessages.$inferSelect
const m = t.inboxMessages

/** Rows of the management table carry a preview only: a page stays under 16 KiB (QUALITY P-8). */
export const textPreviewLength = 100
/** WhatsApp's limit for a free-form message body. */
export const whatsappMaxLength = 4096
/** WhatsApp allows free-form replies only within 24 hours of the candidate's last message. */
export const whatsappWindowMs = 24 * 60 * 60_000

/**
 * The team names whose conversations this user may see on this chatbot, or 'all': the shared
 * `teamVisibility` (superusers and admins all teams, users with all teams too, others their own teams).
 * Conversations without a team are seen only by users who see all teams.
 */
export async function visibleTeams(
  db: SandboxDb,
  user: AuthenticatedUser,
  chatbot: ChatbotRow,
): Promise<'all' | string[]> {
  const [row] = await db
    .select({ allTeams: chatbotsSchema.users.allTeams })
    .from(chatbotsSchema.users)
    .where(eq(chatbotsSchema.users.id, user.id))
  const teamIds = (
    await db
      .select({ id: chatbotsSchema.userTeams.teamId })
      .from(chatbotsSchema.userTeams)
      .where(eq(chatbotsSchema.userTeams.userId, user.id))
  ).map((team) => team.id)
  const visibility = teamVisibility({ ...user, allTeams: row?.allTeams !== false, teamIds })
  if (visibility === 'all') return 'all'
  if (visibility.length === 0) return []
  const teams = await db
    .select({ name: chatbotsSchema.teams.name })
    .from(chatbotsSchema.teams)
    .where(
      and(inArray(chatbotsSchema.teams.id, [...visibility]), eq(chatbotsSchema.teams.chatbotId, chatbot.id)),
    )
  return teams.map((team) => team.name)
}

function visibility(teams: 'all' | string[]): SQL | undefined {
  if (teams === 'all') return undefined
  return teams.length > 0 ? inArray(m.teamName, teams) : sql`false`
}

/** The client ids this user opened on this project: the realtime store's openedConversations/<userId>. */
export function openedConversations(
  services: SandboxServices,
  projectId: string,
  userId: string,
): Set<string> {
  const node = services.realtime.get(['projects', projectId, 'openedConversations', userId])
  if (node === null || typeof node !== 'object' || Array.isArray(node)) return new Set()
  return new Set(
    Object.entries(node)
      .filter(([, value]) => value === true)
      .map(([key]) => key),
  )
}

/**
 * Labels on conversations live in the realtime store at `projects/<projectId>/conversationLabels/<clientId>`
 * (`{ <labelId>: true }`): the spec keeps per-project inbox state there and the schema has no table for it.
 */
export function conversationLabelIds(services: SandboxServices, projectId: string): Map<string, string[]> {
  const node = services.realtime.get(['projects', projectId, 'conversationLabels'])
  const result = new Map<string, string[]>()
  if (node === null || typeof node !== 'object' || Array.isArray(node)) return result
  for (const [clientId, labels] of Object.entries(node)) {
    if (labels === null || typeof labels !== 'object' || Array.isArray(labels)) continue
    const ids = Object.entries(labels)
      .filter(([, on]) => on === true)
      .map(([id]) => id)
    if (ids.length > 0) result.set(clientId, ids)
  }
  return result
}

/** Apply or remove one label on a conversation the user may see (not_found otherwise). */
export async function setConversationLabel(
  services: SandboxServices,
  user: AuthenticatedUser,
  chatbot: ChatbotRow,
  change: { clientId: string; labelId: string; applied: boolean },
): Promise<string[]> {
  const { db } = services
  const teams = await visibleTeams(db, user, chatbot)
  const [row] = await db
    .select({ id: m.id })
    .from(m)
    .where(and(eq(m.chatbotId, chatbot.id), eq(m.clientId, change.clientId), visibility(teams)))
    .limit(1)
  const [label] = await db
    .select({ id: t.inboxLabels.id })
    .from(t.inboxLabels)
    .where(and(eq(t.inboxLabels.chatbotId, chatbot.id), eq(t.inboxLabels.id, change.labelId)))
  if (!row || !label) throw new ApiError('not_found')
  await services.realtime.update(['projects', chatbot.projectId, 'conversationLabels', change.clientId], {
    [change.labelId]: change.applied ? true : null,
  })
  return conversationLabelIds(services, chatbot.projectId).get(change.clientId) ?? []
}

/**
 * A deleted label leaves every conversation that had it (the realtime store's conversationLabels), so
 * neither the conversations nor the label filter still find it.
 */
export async function removeLabelFromConversations(
  services: SandboxServices,
  chatbot: ChatbotRow,
  labelId: string,
): Promise<void> {
  const changes: Record<string, Json> = {}
  for (const [clientId, ids] of conversationLabelIds(services, chatbot.projectId))
    if (ids.includes(labelId)) changes[`${clientId}/${labelId}`] = null
  if (Object.keys(changes).length > 0)
    await services.realtime.update(['projects', chatbot.projectId, 'conversationLabels'], changes)
}

/** The names a conversation assigned to this user carries: their agent(s) on the chatbot, else their name. */
async function namesOfMe(db: SandboxDb, user: AuthenticatedUser, chatbot: ChatbotRow): Promise<string[]> {
  const agents = await db
    .select({ name: chatbotsSchema.agents.name })
    .from(chatbotsSchema.agents)
    .where(and(eq(chatbotsSchema.agents.chatbotId, chatbot.id), eq(chatbotsSchema.agents.userId, user.id)))
  const [person] = await db
    .select({ firstName: chatbotsSchema.users.firstName, lastName: chatbotsSchema.users.lastName })
    .from(chatbotsSchema.users)
    .where(eq(chatbotsSchema.users.id, user.id))
  const full = person ? `${person.firstName} ${person.lastName}`.trim() : ''
  return [...new Set([...agents.map((a) => a.name), ...(full ? [full] : []), user.username])]
}

/** SEC-12: at most this many names in one list filter; more is a 400 rather than a huge IN (…). */
export const maxListNames = 200
/**
 * And at most this many comma-separated pieces, checked before any query: a name may hold a comma, so a
 * list of 200 names can have more pieces than names, but not five times as many in any real filter.
 */
export const maxListPieces = 5 * maxListNames

/** Thrown by splitNameList when a list holds more than maxListNames names. */
export class NameListTooLongError extends Error {
  constructor() {
    super(`At most ${maxListNames} names.`)
    this.name = 'NameListTooLongError'
  }
}

/**
 * Splits a comma-separated list the desktop sent. Names may themselves hold commas ("Team "Oost", Flex"),
 * so adjacent pieces are joined back when together they form a known name, longest first. Linear in the
 * list (SEC-12): only known names that contain a comma can be rejoined, and they are looked up by their
 * first piece, so each position tries just those few names instead of every span to the end of the list.
 */
export function splitNameList(raw: string, known: ReadonlySet<string>): string[] {
  const pieces = raw.split(',')
  const joinable = new Map<string, string[][]>()
  for (const name of known) {
    if (!name.includes(',')) continue
    const parts = name.split(',')
    const first = parts[0] as string
    joinable.set(first, [...(joinable.get(first) ?? []), parts])
  }
  for (const candidates of joinable.values()) candidates.sort((a, b) => b.length - a.length)
  const names: string[] = []
  let i = 0
  while (i < pieces.length) {
    let taken = 1
    for (const parts of joinable.get(pieces[i] as string) ?? []) {
      if (parts.length > pieces.length - i) continue
      if (parts.every((part, k) => pieces[i + k] === part)) {
        taken = parts.length
        break
      }
    }
    const name = taken === 1 ? (pieces[i] as string) : pieces.slice(i, i + taken).join(',')
    if (name !== '') names.push(name)
    if (names.length > maxListNames) throw new NameListTooLongError()
    i += taken
  }
  return names
}

export interface ClientMessagesQuery {
  readonly pageNum: number
  readonly pageSize: number
  readonly fetchOptions: boolean
  readonly exportRows: boolean
  /** Epoch ms, inclusive. */
  readonly from: number
  /** Epoch ms, exclusive (the start of the day after end_date). */
  readonly to: number
  readonly isInbound: boolean | null
  readonly isSent: boolean | null
  readonly isRead: boolean | null
  readonly isReplied: boolean | null
  /** Raw comma-separated lists (split against the known names). */
  readonly templateNames: string | null
  readonly humanReadableTypes: string | null
  readonly teamNames: string | null
  readonly assignedTo: string | null
  readonly senderEntities: readonly SenderEntity[]
  /** Matches the ATS entity id, the conversation id or the phone number (digits, any notation). */
  readonly candidateId: string | null
  /** Only conversations assigned to the asking user (their agent on this chatbot, or their name). */
  readonly assignedToMe?: boolean
  /** Raw comma-separated label ids: conversations carrying any of them. */
  readonly labelIds?: string | null
}

function preview(text: string): string {
  const points = [...text]
  return points.length <= textPreviewLength ? text : `${points.slice(0, textPreviewLength).join('')}…`
}

function statusHistory(row: MessageRow) {
  return row.statusHistory.map((entry) => ({
    status: entry.status,
    date: inboxDate(row.createdAt + entry.afterMs),
  }))
}

function inboxRow(row: MessageRow, opened: ReadonlySet<string>): InboxMessage {
  return {
    id: row.id,
    clientId: row.clientId,
    date: inboxDate(row.createdAt),
    assignedAgentName: row.assignedAgentName,
    humanReadableType: row.humanReadableType,
    isBot: row.isBot,
    isInbound: row.isInbound,
    phoneNumber: row.phoneNumber,
    responseTime: row.responseTime,
    senderEntity: row.senderEntity as SenderEntity,
    stateMachine: row.stateMachine,
    statusHistory: statusHistory(row),
    templateName: row.templateName,
    teamNames: row.teamName ? [row.teamName] : [],
    atsEntityId: row.atsEntityId,
    isRead: opened.has(row.clientId),
    text: preview(row.text),
  }
}

const byName = (a: string, b: string) => a.localeCompare(b, 'nl')

/** The digits of a phone number ('+31 6-1234 5678' → '31612345678'); searching ignores the notation. */
export function phoneDigits(value: string): string {
  return value.replace(/\D/g, '')
}

/**
 * The WHERE of client-messages for one user (their teams, their read state): the management table, its
 * totals and the conversation list ("Gesprekken": conversations with at least one matching message) share it.
 */
export async function messageFilter(
  services: SandboxServices,
  user: AuthenticatedUser,
  chatbot: ChatbotRow,
  query: ClientMessagesQuery,
) {
  const { db } = services
  const teams = await visibleTeams(db, user, chatbot)
  const opened = openedConversations(services, chatbot.projectId, user.id)
  const openedIds = [...opened]
  const visible = visibility(teams)
  const base = and(eq(m.chatbotId, chatbot.id), visible)

  const lists = {
    templateNames: query.templateNames,
    humanReadableTypes: query.humanReadableTypes,
    teamNames: query.teamNames,
    assignedTo: query.assignedTo,
  }
  const needsNames = Object.values(lists).some((value) => value !== null && value.includes(','))
  const names = needsNames ? await knownNames(db, chatbot.id) : null
  const split = (field: string, raw: string | null, known: ReadonlySet<string> | undefined) => {
    if (raw === null) return null
    try {
      return splitNameList(raw, known ?? new Set())
    } catch (error) {
      if (!(error instanceof NameListTooLongError)) throw error
      throw new ApiError('invalid_input', { fields: { [field]: [error.message] } })
    }
  }

  const conditions: (SQL | undefined)[] = [base, gte(m.createdAt, query.from), lt(m.createdAt, query.to)]
  if (query.isInbound !== null) conditions.push(eq(m.isInbound, query.isInbound))
  if (query.isSent !== null) {
    const sent = sql`${m.statusHistory} @> '[{"status":"sent"}]'::jsonb`
    conditions.push(query.isSent ? sent : not(sent))
  }
  if (query.isRead !== null) {
    if (query.isRead) conditions.push(openedIds.length > 0 ? inArray(m.clientId, openedIds) : sql`false`)
    else if (openedIds.length > 0) conditions.push(notInArray(m.clientId, openedIds))
  }
  if (query.isReplied !== null)
    conditions.push(query.isReplied ? isNotNull(m.responseTime) : isNull(m.responseTime))
  const templates = split('template_names', query.templateNames, names?.templates)
  if (templates) conditions.push(inArray(m.templateName, templates))
  const types = split('human_readable_types', query.humanReadableTypes, names?.types)
  if (types) conditions.push(inArray(m.humanReadableType, types))
  const teamFilter = split('team_names', query.teamNames, names?.teams)
  if (teamFilter) conditions.push(inArray(m.teamName, teamFilter))
  const assignees = split(
    'assigned_to',
    query.assignedTo,
    names ? new Set([...names.agents, ...names.flows]) : undefined,
  )
  if (assignees) {
    // A conversation is assigned to an agent once taken over, to its flow before that.
    conditions.push(
      or(
        inArray(m.assignedAgentName, assignees),
        and(isNull(m.assignedAgentName), inArray(m.stateMachine, assignees)),
      ),
    )
  }
  if (query.assignedToMe) conditions.push(inArray(m.assignedAgentName, await namesOfMe(db, user, chatbot)))
  if (query.senderEntities.length > 0) conditions.push(inArray(m.senderEntity, [...query.senderEntities]))
  if (query.candidateId !== null) {
    const digits = phoneDigits(query.candidateId)
    conditions.push(
      or(
        eq(m.atsEntityId, query.candidateId),
        eq(m.clientId, query.candidateId),
        // A phone number in any notation: at least 6 digits, so an id like "12" does not match numbers.
        digits.length >= 6 ? sql`regexp_replace(${m.phoneNumber}, '[^0-9]', '', 'g') = ${digits}` : undefined,
      ),
    )
  }
  if (query.labelIds) {
    const wanted = new Set(query.labelIds.split(',').filter(Boolean))
    const labelled = [...conversationLabelIds(services, chatbot.projectId)]
      .filter(([, ids]) => ids.some((id) => wanted.has(id)))
      .map(([clientId]) => clientId)
    conditions.push(labelled.length > 0 ? inArray(m.clientId, labelled) : sql`false`)
  }
  return { where: and(...conditions), base, opened, openedIds }
}

/** GET /api/v1/client-messages/ (spec 001 §7.2): one page of messages plus the totals of the whole filter. */
export async function clientMessages(
  services: SandboxServices,
  user: AuthenticatedUser,
  chatbot: ChatbotRow,
  query: ClientMessagesQuery,
): Promise<InboxPage> {
  const { db } = services
  const { where, base, opened, openedIds } = await messageFilter(services, user, chatbot, query)

  const readCount =
    openedIds.length > 0
      ? sql<number>`(count(*) filter (where ${inArray(m.clientId, openedIds)}))::int`
      : sql<number>`0`
  const [totals] = await db
    .select({
      count: sql<number>`count(*)::int`,
      inbound: sql<number>`(count(*) filter (where ${m.isInbound}))::int`,
      read: readCount,
      conversations: sql<number>`count(distinct ${m.clientId})::int`,
      recruiter: sql<
        number | null
      >`round(avg(${m.responseTime}) filter (where ${m.isInbound} and ${m.repliedBy} = 'recruiter'))::int`,
      candidate: sql<
        number | null
      >`round(avg(${m.responseTime}) filter (where not ${m.isInbound} and ${m.responseTime} is not null))::int`,
    })
    .from(m)
    .where(where)
  const rows = await db
    .select()
    .from(m)
    .where(where)
    .orderBy(desc(m.createdAt), desc(m.id))
    .limit(query.pageSize)
    .offset((query.pageNum - 1) * query.pageSize)

  const count = totals?.count ?? 0
  return {
    messages: rows.map((row) => inboxRow(row, opened)),
    outbound_messages: count - (totals?.inbound ?? 0),
    read_messages: totals?.read ?? 0,
    inbound_messages: totals?.inbound ?? 0,
    amount_of_pages: Math.ceil(count / query.pageSize),
    message_count: count,
    average_response_time_recruiter: totals?.recruiter ?? null,
    average_response_time_candidate: totals?.candidate ?? null,
    unique_conversations: totals?.conversations ?? 0,
    filter_options:
      query.fetchOptions && query.pageNum === 1 && !query.exportRows ? await filterOptions(db, base) : null,
  }
}

/** Every value the user could filter on: over all their visible messages, whatever the other filters. */
async function filterOptions(db: SandboxDb, base: SQL | undefined) {
  const [row] = await db
    .select({
      teams: sql<string[] | null>`array_agg(distinct ${m.teamName}) filter (where ${m.teamName} is not null)`,
      agents: sql<
        string[] | null
      >`array_agg(distinct ${m.assignedAgentName}) filter (where ${m.assignedAgentName} is not null)`,
      flows: sql<
        string[] | null
      >`array_agg(distinct ${m.stateMachine}) filter (where ${m.stateMachine} is not null)`,
      types: sql<
        string[] | null
      >`array_agg(distinct ${m.humanReadableType}) filter (where ${m.humanReadableType} is not null)`,
      templates: sql<
        string[] | null
      >`array_agg(distinct ${m.templateName}) filter (where ${m.templateName} is not null)`,
    })
    .from(m)
    .where(base)
  const sorted = (list: string[] | null | undefined) => [...(list ?? [])].sort(byName)
  return {
    team_names: sorted(row?.teams),
    assignees: { flows: sorted(row?.flows), agents: sorted(row?.agents) },
    human_readable_types: sorted(row?.types),
    template_names: sorted(row?.templates),
  }
}

async function knownNames(db: SandboxDb, chatbotId: string) {
  const [row] = await db
    .select({
      teams: sql<string[] | null>`array_agg(distinct ${m.teamName})`,
      agents: sql<string[] | null>`array_agg(distinct ${m.assignedAgentName})`,
      flows: sql<string[] | null>`array_agg(distinct ${m.stateMachine})`,
      types: sql<string[] | null>`array_agg(distinct ${m.humanReadableType})`,
      templates: sql<string[] | null>`array_agg(distinct ${m.templateName})`,
    })
    .from(m)
    .where(eq(m.chatbotId, chatbotId))
  const set = (list: (string | null)[] | null | undefined) =>
    new Set((list ?? []).filter((v): v is string => v !== null))
  const teams = await db
    .select({ name: chatbotsSchema.teams.name })
    .from(chatbotsSchema.teams)
    .where(eq(chatbotsSchema.teams.chatbotId, chatbotId))
  return {
    teams: new Set([...set(row?.teams), ...teams.map((team) => team.name)]),
    agents: set(row?.agents),
    flows: set(row?.flows),
    types: set(row?.types),
    templates: set(row?.templates),
  }
}

/** The chatbots a conversation id is looked up in when the caller names no project. */
async function usableChatbots(db: SandboxDb, user: AuthenticatedUser): Promise<ChatbotRow[]> {
  const rows = user.isSuperuser
    ? await db.select().from(chatbotsSchema.chatbots)
    : (
        await db
          .select({ chatbot: chatbotsSchema.chatbots })
          .from(chatbotsSchema.userChatbots)
          .innerJoin(
            chatbotsSchema.chatbots,
            eq(chatbotsSchema.chatbots.id, chatbotsSchema.userChatbots.chatbotId),
          )
          .where(eq(chatbotsSchema.userChatbots.userId, user.id))
          .orderBy(asc(chatbotsSchema.userChatbots.position))
      ).map((r) => r.chatbot)
  return rows.filter((row) => !row.deleted && !row.suspended)
}

/** POST /api/v1/conversations/ with `conversation`: every message of one conversation, oldest first. */
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

let sequence = 0

export interface NewMessage {
  readonly chatbot: ChatbotRow
  readonly clientId: string
  readonly senderEntity: SenderEntity
  readonly text: string
  readonly phoneNumber?: string | null
  readonly candidateName?: string | null
  readonly teamName?: string | null
  readonly assignedAgentName?: string | null
  readonly humanReadableType?: string | null
  readonly templateName?: string | null
  readonly statusHistory?: { status: string; afterMs: number }[]
}

/**
 * Appends a message to a conversation (the simulator's inbound messages, recruiters' WhatsApp replies):
 * it inherits the conversation's details, answers the other side's unanswered messages, and a new inbound
 * message makes the conversation unread again for everyone who had opened it.
 */
export async function appendMessage(services: SandboxServices, message: NewMessage): Promise<MessageRow> {
  const { db, clock, realtime } = services
  const now = clock.now()
  const { chatbot, clientId } = message
  const inbound = message.senderEntity === 'candidate'
  const [previous] = await db
    .select()
    .from(m)
    .where(and(eq(m.chatbotId, chatbot.id), eq(m.clientId, clientId)))
    .orderBy(desc(m.createdAt), desc(m.id))
    .limit(1)
  const row: MessageRow = {
    // Time first, then a counter: ties within one millisecond still sort newest first by id.
    id: `msg-${String(now).padStart(15, '0')}-${String(sequence++).padStart(6, '0')}-${randomBytes(3).toString('hex')}`,
    chatbotId: chatbot.id,
    clientId,
    phoneNumber: message.phoneNumber ?? previous?.phoneNumber ?? null,
    candidateName: message.candidateName ?? previous?.candidateName ?? null,
    senderEntity: message.senderEntity,
    isInbound: inbound,
    isBot: message.senderEntity === 'chatbot',
    text: message.text,
    teamName: previous?.teamName ?? message.teamName ?? null,
    assignedAgentName:
      message.assignedAgentName !== undefined
        ? message.assignedAgentName
        : (previous?.assignedAgentName ?? null),
    humanReadableType: message.humanReadableType ?? 'Tekstbericht',
    stateMachine: previous?.stateMachine ?? null,
    templateName: message.templateName ?? null,
    atsEntityId: previous?.atsEntityId ?? null,
    statusHistory: message.statusHistory ?? [],
    responseTime: null,
    repliedBy: null,
    createdAt: now,
  }
  await db.transaction(async (tx) => {
    await tx
      .update(m)
      .set({
        responseTime: sql`round((${now} - ${m.createdAt}) / 1000.0)::int`,
        repliedBy: message.senderEntity,
      })
      .where(
        and(
          eq(m.chatbotId, chatbot.id),
          eq(m.clientId, clientId),
          eq(m.isInbound, !inbound),
          isNull(m.responseTime),
        ),
      )
    await tx.insert(m).values(row)
  })
  if (inbound) {
    const node = realtime.get(['projects', chatbot.projectId, 'openedConversations'])
    const unread: Record<string, Json> = {}
    if (node !== null && typeof node === 'object' && !Array.isArray(node))
      for (const [userId, opened] of Object.entries(node))
        if (opened !== null && typeof opened === 'object' && !Array.isArray(opened) && clientId in opened)
          unread[`${userId}/${clientId}`] = null
    if (Object.keys(unread).length > 0)
      await realtime.update(['projects', chatbot.projectId, 'openedConversations'], unread)
  }
  return row
}

/** A message as the simulator's paths show it. */
export function simulatorMessage(m: MessageRow) {
  return {
    id: m.id,
    client_id: m.clientId,
    phone_number: m.phoneNumber,
    candidate_name: m.candidateName,
    sender_entity: m.senderEntity,
    is_inbound: m.isInbound,
    text: m.text,
    team_name: m.teamName,
    created_at: new Date(m.createdAt).toISOString(),
  }
}

/**
 * The simulator's candidate writing to a chatbot (not deleted): the message joins the conversation
 * (client-messages shows it first), makes it unread again for everyone, and is announced in the realtime
 * store. Without a client id, a new conversation.
 */
export async function receiveInboundMessage(
  services: SandboxServices,
  message: {
    projectId: string
    clientId: string | null
    text: string
    phoneNumber: string | null
    candidateName: string | null
    teamName: string | null
  },
) {
  const chatbot = await services.chatbots.byProjectId(message.projectId)
  if (!chatbot || chatbot.deleted) throw new ApiError('not_found')
  const clientId = message.clientId ?? `client-${randomBytes(4).toString('hex')}`
  const row = await appendMessage(services, {
    chatbot,
    clientId,
    senderEntity: 'candidate',
    text: message.text,
    phoneNumber: message.phoneNumber,
    candidateName: message.candidateName,
    teamName: message.teamName,
  })
  await services.realtime.set(['projects', chatbot.projectId, 'lastInboundMessage'], {
    messageId: row.id,
    clientId,
    at: row.createdAt,
  })
  return { ok: true, message: simulatorMessage(row) }
}

/** Every message of a chatbot (deleted or not), oldest first, for the simulator. */
export async function allMessages(services: SandboxServices, projectId: string) {
  const chatbot = await services.chatbots.byProjectId(projectId)
  if (!chatbot) throw new ApiError('not_found')
  const rows = await services.db.select().from(m).where(eq(m.chatbotId, chatbot.id)).orderBy(asc(m.createdAt))
  return { messages: rows.map(simulatorMessage) }
}

/** Delivery of a sent message moves on by itself: delivered after 2 s, read after 60 s (sandbox time). */
export function scheduleDelivery(services: SandboxServices, messageId: string): void {
  const advance = (status: string, afterMs: number) => async () => {
    await services.db
      .update(m)
      .set({ statusHistory: sql`${m.statusHistory} || ${JSON.stringify([{ status, afterMs }])}::jsonb` })
      .where(eq(m.id, messageId))
  }
  services.scheduler.after(2_000, `whatsapp-delivered-${messageId}`, advance('delivered', 2_000))
  services.scheduler.after(60_000, `whatsapp-read-${messageId}`, advance('read', 60_000))
}

export type WhatsappAnswer = { message: 'OK'; id: string } | { message: string; reason: string }

/** Why a reply could not be sent, in the answer's `message` (spec 001 §7.2: only 'OK' means sent). */
export const whatsappRefusals = {
  no_whatsapp_channel: 'This chatbot has no WhatsApp channel.',
  unknown_conversation: 'Unknown conversation.',
  no_phone_number: 'This conversation has no WhatsApp number.',
  window_closed: 'The 24-hour window of this conversation has closed; send a template instead.',
  template_unavailable: 'This template is not active and approved in the language of this conversation.',
  template_parameters: 'Fill in every parameter of the template (no line breaks, at most 1024 characters).',
} as const

/** What goes out: a free-form text (inside the 24-hour window) or an approved template (any time). */
export type WhatsappPayload =
  | { readonly text: string }
  | {
      readonly template: {
        readonly templateId: string
        readonly languageTag: string
        readonly parameters: readonly string[]
      }
    }

/**
 * GET /api/v1/whatsapp/templates/: the templates a recruiter may send in this conversation (its language;
 * per definition the ACTIVE version with an APPROVED variant). Smart Inbox read, so employees see them too.
 */
export async function inboxTemplates(
  services: SandboxServices,
  user: AuthenticatedUser,
  chatbot: ChatbotRow,
  clientId: string,
): Promise<{ language_tag: string; templates: SendableTemplate[] }> {
  const { db } = services
  const teams = await visibleTeams(db, user, chatbot)
  const [row] = await db
    .select({ id: m.id })
    .from(m)
    .where(and(eq(m.chatbotId, chatbot.id), eq(m.clientId, clientId), visibility(teams)))
    .limit(1)
  if (!row) throw new ApiError('not_found')
  const languageTag = chatbot.defaultLanguageTag
  return {
    language_tag: languageTag,
    templates: sendableTemplates(await listDefinitions(db, chatbot), languageTag),
  }
}

/** POST /api/v1/whatsapp/: a recruiter's reply (takeover) to a candidate. */
export async function sendWhatsapp(
  services: SandboxServices,
  user: AuthenticatedUser,
  chatbot: ChatbotRow,
  clientId: string,
  payload: WhatsappPayload,
): Promise<WhatsappAnswer> {
  const { db, clock } = services
  const refuse = (reason: keyof typeof whatsappRefusals) => ({ message: whatsappRefusals[reason], reason })
  if (!chatbot.whatsappProvider) return refuse('no_whatsapp_channel')
  const teams = await visibleTeams(db, user, chatbot)
  const rows = await db
    .select({ isInbound: m.isInbound, createdAt: m.createdAt, phoneNumber: m.phoneNumber })
    .from(m)
    .where(and(eq(m.chatbotId, chatbot.id), eq(m.clientId, clientId), visibility(teams)))
    .orderBy(desc(m.createdAt))
  if (rows.length === 0) return refuse('unknown_conversation')
  if (!rows[0]?.phoneNumber) return refuse('no_phone_number')
  let text: string
  let templateName: string | null = null
  if ('template' in payload) {
    // A template may go out at any time, but only an active, approved one in the conversation's language.
    const { templateId, languageTag, parameters } = payload.template
    const template = sendableTemplates(await listDefinitions(db, chatbot), chatbot.defaultLanguageTag).find(
      (tpl) => tpl.templateId === templateId && tpl.languageTag === languageTag,
    )
    if (!template) return refuse('template_unavailable')
    if (
      parameters.length !== template.parameters.length ||
      parameters.some((value) => templateParameterProblem(value) !== null)
    )
      return refuse('template_parameters')
    text = renderTemplate(template, parameters)
    templateName = template.templateName
  } else {
    const lastInbound = rows.find((row) => row.isInbound)
    if (!lastInbound || lastInbound.createdAt + whatsappWindowMs <= clock.now())
      return refuse('window_closed')
    text = payload.text
  }
  const [agent] = await db
    .select({ name: chatbotsSchema.agents.name })
    .from(chatbotsSchema.agents)
    .where(and(eq(chatbotsSchema.agents.chatbotId, chatbot.id), eq(chatbotsSchema.agents.userId, user.id)))
  const [person] = await db
    .select({ firstName: chatbotsSchema.users.firstName, lastName: chatbotsSchema.users.lastName })
    .from(chatbotsSchema.users)
    .where(eq(chatbotsSchema.users.id, user.id))
  const row = await appendMessage(services, {
    chatbot,
    clientId,
    senderEntity: 'recruiter',
    text,
    assignedAgentName:
      agent?.name ?? (person ? `${person.firstName} ${person.lastName}`.trim() : user.username),
    humanReadableType: templateName ? 'Sjabloonbericht' : 'Overname',
    templateName,
    statusHistory: [{ status: 'sent', afterMs: 0 }],
  })
  scheduleDelivery(services, row.id)
  return { message: 'OK', id: row.id }
}
