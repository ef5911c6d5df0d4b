import * as v from 'valibot'
import { defaultRangeDays, shiftDay } from './analytics'
import { boundedDay, rangeCheck, rangeLimits } from './date-ranges'

/**
 * Smart Inbox (spec 000 §3 "Conversations and inbox", §9; spec 001 §7.2 `client-messages`). The filter
 * model the table, the export and the watcher share, and its exact mapping onto the server's parameters.
 */
export const inboxPageSize = 20
/** Pages of the export are larger: fewer round trips, still well under a frame to parse (QUALITY P-4). */
export const inboxExportPageSize = 1000
/**
 * The Smart Inbox's two views: "Gesprekken" (one row per conversation, three panes) and "Berichten" (the
 * spec's message table). It opens on conversations, where recruiters work; each user's last choice is kept.
 */
export const inboxViews = ['conversations', 'messages'] as const
export type InboxView = (typeof inboxViews)[number]
export const defaultInboxView: InboxView = 'conversations'

export const senderEntities = ['recruiter', 'candidate', 'chatbot'] as const
export type SenderEntity = (typeof senderEntities)[number]
/** Inbox labels use this 16-colour chart palette (spec 000 §9), by label index. */
export const inboxLabelPalette = [
  '#4b0082',
  '#1c7ed6',
  '#2f9e44',
  '#e8590c',
  '#c2255c',
  '#0c8599',
  '#5f3dc4',
  '#f08c00',
  '#364fc7',
  '#087f5b',
  '#d6336c',
  '#66a80f',
  '#9c36b5',
  '#1098ad',
  '#e67700',
  '#495057',
] as const

export function labelColour(index: number): string {
  return inboxLabelPalette[
    ((index % inboxLabelPalette.length) + inboxLabelPalette.length) % inboxLabelPalette.length
  ]!
}

const tristate = v.optional(v.nullable(v.boolean()), null)
const nameList = v.optional(v.pipe(v.array(v.pipe(v.string(), v.maxLength(200))), v.maxLength(200)), [])

/** What the user chose in the filter bar. Dates are calendar days (YYYY-MM-DD) in the user's time zone. */
export const inboxFiltersSchema = v.pipe(
  v.strictObject({
    startDate: boundedDay,
    endDate: boundedDay,
    isInbound: tristate,
    isSent: tristate,
    isRead: tristate,
    isReplied: tristate,
    templateNames: nameList,
    humanReadableTypes: nameList,
    teamNames: nameList,
    assignedTo: nameList,
    senderEntities: v.optional(v.array(v.picklist(senderEntities)), []),
    /** Matches the ATS entity id, the conversation id or (6+ digits) the phone number in any notation. */
    candidateId: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(200))), null),
    /** "Aan mij": conversations assigned to the signed-in user (the server knows who that is). */
    assignedToMe: v.optional(v.boolean(), false),
    /** Conversations carrying any of these labels (ids). */
    labelIds: v.optional(v.pipe(v.array(v.pipe(v.string(), v.maxLength(200))), v.maxLength(200)), []),
  }),
  // The range the user chose; on the wire it may end a day later (serverEndDate, inboxWireRangeDays).
  rangeCheck({ start: 'startDate', end: 'endDate' }, rangeLimits.inbox),
)
export type InboxFilters = v.InferOutput<typeof inboxFiltersSchema>

/**
 * The default range: the last 30 days up to the end of today (spec 001 §9), as analytics and the server
 * count them: today and the 29 days before it (`defaultRangeDays`), in this computer's calendar.
 */
export function defaultInboxFilters(today: Date): InboxFilters {
  const endDate = calendarDay(today)
  return {
    startDate: shiftDay(endDate, -(defaultRangeDays - 1)),
    endDate,
    isInbound: null,
    isSent: null,
    isRead: null,
    isReplied: null,
    templateNames: [],
    humanReadableTypes: [],
    teamNames: [],
    assignedTo: [],
    senderEntities: [],
    candidateId: null,
    assignedToMe: false,
    labelIds: [],
  }
}

export function calendarDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

/**
 * The end day to ask the server for. The server counts calendar days in the organisation's time zone, which
 * may already be tomorrow for this desktop (a Dutch server seen from a machine on UTC between 23:00 and
 * midnight): a range that ends today is asked for up to tomorrow, so a message that just arrived is never
 * outside it. Nothing is dated later than the server's own today, so the range shows nothing extra.
 */
export function serverEndDate(endDate: string, now: Date): string {
  const today = calendarDay(now)
  if (endDate < today) return endDate
  const tomorrow = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1)
  return endDate > calendarDay(tomorrow) ? endDate : calendarDay(tomorrow)
}

/**
 * The query string of GET /api/v1/client-messages/ for a page. Lists are comma-separated; a filter the user
 * left open is not sent at all. Filter options are asked for on page 1 only (spec 000 §9).
 */
export function clientMessagesParams(
  projectId: string,
  filters: InboxFilters,
  page: { pageNum: number; pageSize: number; export?: boolean },
  now: Date = new Date(),
): Record<string, string> {
  const params: Record<string, string> = {
    project_id: projectId,
    page_size: String(page.pageSize),
    page_num: String(page.pageNum),
    fetch_options: String(page.pageNum === 1 && !page.export),
    start_date: filters.startDate,
    // The end date is inclusive: up to the end of that day (of the server's day, see serverEndDate).
    end_date: serverEndDate(filters.endDate, now),
  }
  const flags = {
    is_inbound: filters.isInbound,
    is_sent: filters.isSent,
    is_read: filters.isRead,
    is_replied: filters.isReplied,
  }
  for (const [key, value] of Object.entries(flags)) if (value !== null) params[key] = String(value)
  const lists = {
    template_names: filters.templateNames,
    human_readable_types: filters.humanReadableTypes,
    team_names: filters.teamNames,
    assigned_to: filters.assignedTo,
    sender_entities: filters.senderEntities,
  }
  for (const [key, value] of Object.entries(lists)) if (value.length > 0) params[key] = value.join(',')
  if (filters.candidateId) params['candidate_id'] = filters.candidateId
  if (filters.assignedToMe) params['assigned_to_me'] = 'true'
  if (filters.labelIds && filters.labelIds.length > 0) params['label_ids'] = filters.labelIds.join(',')
  if (page.export) params['export'] = 'true'
  return params
}

/** One row of the management table, as the server sends it. */
export const inboxMessageSchema = v.object({
  id: v.union([v.string(), v.number()]),
  /** The conversation (candidate) this message belongs to. */
  clientId: v.string(),
  /** DD/MM/YY HH:mm */
  date: v.string(),
  assignedAgentName: v.nullable(v.string()),
  humanReadableType: v.nullable(v.string()),
  isBot: v.boolean(),
  isInbound: v.boolean(),
  phoneNumber: v.nullable(v.string()),
  /** Seconds until the reply, null when not replied. */
  responseTime: v.nullable(v.number()),
  senderEntity: v.picklist(senderEntities),
  stateMachine: v.nullable(v.string()),
  statusHistory: v.array(v.object({ status: v.string(), date: v.string() })),
  templateName: v.nullable(v.string()),
  teamNames: v.array(v.string()),
  atsEntityId: v.nullable(v.string()),
  /** Opened by this user since the last inbound message (the per-user read state). */
  isRead: v.boolean(),
  /** A preview of at most 100 characters (keeps a page of 20 under 16 KiB, QUALITY P-8); full text in `conversations`. */
  text: v.optional(v.nullable(v.string()), null),
})
export type InboxMessage = v.InferOutput<typeof inboxMessageSchema>

const optionList = v.optional(v.array(v.string()), [])
export const inboxPageSchema = v.object({
  messages: v.array(inboxMessageSchema),
  outbound_messages: v.number(),
  read_messages: v.number(),
  inbound_messages: v.number(),
  amount_of_pages: v.number(),
  message_count: v.number(),
  average_response_time_recruiter: v.nullable(v.number()),
  average_response_time_candidate: v.nullable(v.number()),
  unique_conversations: v.number(),
  filter_options: v.optional(
    v.nullable(
      v.object({
        team_names: optionList,
        assignees: v.optional(v.object({ flows: optionList, agents: optionList }), { flows: [], agents: [] }),
        human_readable_types: optionList,
        template_names: optionList,
      }),
    ),
    null,
  ),
})
export type InboxPage = v.InferOutput<typeof inboxPageSchema>

/** Spec 001 §7.2: a reply counts as sent only if the answer's message equals 'OK'. */
export function isWhatsappSent(answer: unknown): boolean {
  return typeof answer === 'object' && answer !== null && (answer as { message?: unknown }).message === 'OK'
}

/**
 * The management table's columns, in order; the CSV export writes the same columns with the same values
 * (booleans as true/false, lists joined with ", ", the status history as "status date" pairs).
 */
export const inboxColumns = [
  'date',
  'assignedAgentName',
  'humanReadableType',
  'isBot',
  'isInbound',
  'phoneNumber',
  'responseTime',
  'senderEntity',
  'stateMachine',
  'statusHistory',
  'templateName',
  'teamNames',
  'atsEntityId',
] as const
export type InboxColumn = (typeof inboxColumns)[number]

export function inboxCellValue(message: InboxMessage, column: InboxColumn): string | number | boolean | null {
  switch (column) {
    case 'statusHistory':
      return message.statusHistory.map((entry) => `${entry.status} ${entry.date}`).join(', ')
    case 'teamNames':
      return message.teamNames.join(', ')
    default:
      return message[column]
  }
}

/** 'DD/MM/YY HH:mm' (the inbox's date format, local time) to epoch ms; NaN when unreadable. */
export function parseInboxDate(value: string): number {
  const match = /^(\d{2})\/(\d{2})\/(\d{2}) (\d{2}):(\d{2})$/.exec(value.trim())
  if (!match) return Number.NaN
  const [, day, month, year, hour, minute] = match.map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ]
  return new Date(2000 + year, month - 1, day, hour, minute).getTime()
}

/** The answer of POST /api/v1/whatsapp/: only `message === 'OK'` counts as sent (see isWhatsappSent). */
export const whatsappSendReplySchema = v.object({ message: v.optional(v.nullable(v.string()), null) })

const optionalText = v.optional(v.nullable(v.string()), null)
const labelIds = v.optional(v.array(v.pipe(v.union([v.string(), v.number()]), v.transform(String))), [])

/**
 * POST /api/v1/conversations/ with `brief` (spec 001 §7.2; §9: pages of 100, at most 5 per load): one row of
 * the "Gesprekken" view. Only what the screen shows is required; the rest may be absent.
 */
export const conversationBriefSchema = v.object({
  client_id: v.string(),
  last_message_at: v.string(),
  last_message_date: v.string(),
  last_message: optionalText,
  last_sender_entity: optionalText,
  contact_details: v.optional(v.object({ name: optionalText, phone_number: optionalText }), {
    name: null,
    phone_number: null,
  }),
  phone_number: optionalText,
  ats_entity_id: optionalText,
  team_names: v.optional(v.array(v.string()), []),
  state_machines: v.optional(v.array(v.string()), []),
  assigned_agent_name: optionalText,
  is_read: v.optional(v.boolean(), false),
  last_is_inbound: v.optional(v.nullable(v.boolean()), null),
  window_open: v.optional(v.nullable(v.boolean()), null),
  labels: labelIds,
})
export type ConversationBrief = v.InferOutput<typeof conversationBriefSchema>

export const conversationBriefPageSchema = v.object({
  conversations: v.array(conversationBriefSchema),
  conversation_count: v.number(),
  amount_of_pages: v.number(),
  page: v.number(),
})
export type ConversationBriefPage = v.InferOutput<typeof conversationBriefPageSchema>

/**
 * POST /api/v1/conversations/ with `{ conversation: { conversation_id } }` (spec 001 §7.2): one
 * conversation with all its messages. Only what the screen shows is required; the rest may be absent.
 */
export const conversationMessageSchema = v.object({
  id: v.union([v.string(), v.number()]),
  sender_entity: v.picklist(senderEntities),
  is_inbound: v.optional(v.boolean(), false),
  text: v.optional(v.nullable(v.string()), ''),
  date: v.string(),
  /** ISO 8601: day separators and times in the interface language. */
  created_at: optionalText,
  status: optionalText,
  status_history: v.optional(v.array(v.object({ status: v.string(), date: v.string() })), []),
  template_name: optionalText,
  assigned_agent_name: optionalText,
})
export type ConversationMessage = v.InferOutput<typeof conversationMessageSchema>

export const conversationSchema = v.object({
  conversation: v.object({
    client_id: v.string(),
    phone_number: optionalText,
    candidate_name: optionalText,
    ats_entity_id: optionalText,
    team_names: v.optional(v.array(v.string()), []),
    assigned_agent_name: optionalText,
    state_machines: v.optional(v.array(v.string()), []),
    is_read: v.optional(v.boolean(), false),
    window_open: v.optional(v.nullable(v.boolean()), null),
    window_closes_at: optionalText,
    labels: labelIds,
    messages: v.array(conversationMessageSchema),
  }),
})
export type Conversation = v.InferOutput<typeof conversationSchema>['conversation']
