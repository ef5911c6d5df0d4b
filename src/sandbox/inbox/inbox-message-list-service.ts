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
import type { InboxMessage, InboxPage, SenderEntity } from '@shared/domain/inbox'
import type { SandboxDb } from '../db/sandbox-db'
import * as chatbotsSchema from '../chatbots/schema'
import { ApiError } from '../errors'
import type { AuthenticatedUser } from '../auth/auth-service'
import type { ChatbotRow } from '../chatbots/chatbot-access-service'
import { inboxDate } from './inbox-time'
import type { SandboxServices } from '../services'
import {
  type MessageRow,
  m,
  textPreviewLength,
  visibleTeams,
  visibility,
  openedConversations,
} from './inbox-access'
import { conversationLabelIds } from './inbox-labels-service'

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

export function preview(text: string): string {
  const points = [...text]
  return points.length <= textPreviewLength ? text : `${points.slice(0, textPreviewLength).join('')}…`
}

export function statusHistory(row: MessageRow) {
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

export const byName = (a: string, b: string) => a.localeCompare(b, 'nl')

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
export async function usableChatbots(db: SandboxDb, user: AuthenticatedUser): Promise<ChatbotRow[]> {
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
  // An assignment left over from another organisation grants nothing (ChatbotAccessService.forUser).
  return rows.filter(
    (row) =>
      !row.deleted && !row.suspended && (user.isSuperuser || row.organizationId === user.organizationId),
  )
}

/** POST /api/v1/conversations/ with `conversation`: every message of one conversation, oldest first. */
