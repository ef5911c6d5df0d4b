import { inboxExportPermission } from '@shared/domain/permissions'
import { Hono, type Context } from 'hono'
import { senderEntities, type SenderEntity } from '@shared/domain/inbox'
import { defineAbilityFor } from '@shared/domain/permissions'
import {
  clientMessages,
  conversationBriefs,
  maxListNames,
  maxListPieces,
  conversationDetail,
  sendWhatsapp,
  whatsappMaxLength,
  type ClientMessagesQuery,
} from '../services/inbox-service'
import { addDays, calendarDayOf, parseCalendarDay, startOfDay } from '../services/inbox-time'
import type { SandboxServices } from '../services/services'
import { ApiError } from '../services/errors'
import { assertAllowed } from '../services/permissions'
import { readBody, requireUser, type SandboxEnv } from './request'

/** Spec 000 §9: smart inbox pages of 20; the export asks for up to 1,000 at a time. */
const defaultPageSize = 20
const maxPageSize = 1000
/** Spec 000 §9: the analytics conversation list pages by 100. */
const maxBriefPageSize = 100
const defaultRangeDays = 30
/**
 * Dates outside this range are a 400: the day after end_date must still be a four-digit year (9999-12-31
 * used to fail there with a 500), and nothing in the inbox predates 1970.
 */
const earliestDay = '1970-01-01'
const latestDay = '9999-12-30'

type Fields = Record<string, string[]>

function integerParam(
  c: Context,
  name: string,
  fallback: number,
  min: number,
  max: number,
  fields: Fields,
): number {
  const raw = c.req.query(name)
  if (raw === undefined || raw === '') return fallback
  const value = Number(raw)
  if (!/^\d+$/.test(raw) || !Number.isSafeInteger(value) || value < min || value > max) {
    fields[name] = [`A whole number from ${min} to ${max}.`]
    return fallback
  }
  return value
}

function booleanParam(c: Context, name: string, fields: Fields): boolean | null {
  const raw = c.req.query(name)
  if (raw === undefined || raw === '') return null
  const lower = raw.toLowerCase()
  if (lower === 'true') return true
  if (lower === 'false') return false
  fields[name] = ['true or false.']
  return null
}

function listParam(c: Context, name: string, fields: Fields): string | null {
  const raw = c.req.query(name)
  if (raw === undefined || raw === '') return null
  // The cheap half of the list cap, before the known names are loaded (the service caps the names).
  let pieces = 1
  for (let i = raw.indexOf(','); i !== -1; i = raw.indexOf(',', i + 1)) pieces++
  if (pieces > maxListPieces) fields[name] = [`At most ${maxListNames} names.`]
  return raw
}

/** Reads and checks every parameter of GET /api/v1/client-messages/; all problems at once, per field. */
function clientMessagesQuery(c: Context, now: number): ClientMessagesQuery & { projectId: string } {
  const fields: Fields = {}
  const projectId = c.req.query('project_id') ?? ''
  if (!projectId) fields['project_id'] = ['This field is required.']
  const pageNum = integerParam(c, 'page_num', 1, 1, 1_000_000, fields)
  const pageSize = integerParam(c, 'page_size', defaultPageSize, 1, maxPageSize, fields)
  const today = calendarDayOf(now)
  const day = (name: string, fallback: string) => {
    const raw = c.req.query(name)
    if (raw === undefined || raw === '') return fallback
    if (!parseCalendarDay(raw) || raw < earliestDay || raw > latestDay) {
      fields[name] = [`A date written YYYY-MM-DD, from ${earliestDay} to ${latestDay}.`]
      return fallback
    }
    return raw
  }
  // Spec 001 §9: by default the last 30 days, up to the end of today.
  const endDate = day('end_date', today)
  const startDate = day('start_date', addDays(endDate, -defaultRangeDays))
  if (!fields['start_date'] && !fields['end_date'] && startDate > endDate)
    fields['start_date'] = ['The start date must not be after the end date.']
  const senderRaw = listParam(c, 'sender_entities', fields)
  const senders = senderRaw === null ? [] : senderRaw.split(',').filter((s) => s !== '')
  if (senders.some((s) => !(senderEntities as readonly string[]).includes(s)))
    fields['sender_entities'] = [`Comma-separated, each one of: ${senderEntities.join(', ')}.`]
  const query = {
    projectId,
    pageNum,
    pageSize,
    fetchOptions: booleanParam(c, 'fetch_options', fields) ?? false,
    exportRows: booleanParam(c, 'export', fields) ?? false,
    from: fields['start_date'] ? 0 : startOfDay(startDate),
    to: fields['end_date'] ? 0 : startOfDay(addDays(endDate, 1)),
    isInbound: booleanParam(c, 'is_inbound', fields),
    isSent: booleanParam(c, 'is_sent', fields),
    isRead: booleanParam(c, 'is_read', fields),
    isReplied: booleanParam(c, 'is_replied', fields),
    templateNames: listParam(c, 'template_names', fields),
    humanReadableTypes: listParam(c, 'human_readable_types', fields),
    teamNames: listParam(c, 'team_names', fields),
    assignedTo: listParam(c, 'assigned_to', fields),
    senderEntities: senders as SenderEntity[],
    candidateId: c.req.query('candidate_id') || null,
  }
  if (Object.keys(fields).length > 0) throw new ApiError('invalid_input', { fields })
  return query
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '')
const asObject = (value: unknown): Record<string, unknown> | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null

function positiveInteger(value: unknown, fallback: number, max: number): number | null {
  if (value === undefined || value === null || value === '') return fallback
  const number = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value
  return typeof number === 'number' && Number.isSafeInteger(number) && number >= 1 && number <= max
    ? number
    : null
}

/**
 * The Smart Inbox's REST calls (spec 001 §7.2): client-messages (the management table, its totals and the
 * export), conversations (one conversation's messages, or a page of conversations) and whatsapp (a
 * recruiter's reply). Read state lives in the realtime store (realtime-routes.ts), per user.
 */
export function inboxRoutes(services: SandboxServices): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>()
  const { clock } = services

  app.get('/api/v1/client-messages/', requireUser(services), async (c) => {
    const user = c.get('user')
    assertAllowed(user, 'read', 'SmartInbox')
    const query = clientMessagesQuery(c, clock.now())
    // Reading the inbox is not exporting it: the export (pages of up to 1,000) needs the export right.
    if (query.exportRows) assertAllowed(user, inboxExportPermission.action, inboxExportPermission.subject)
    const chatbot = await services.chatbots.activeForUser(user, query.projectId)
    return c.json(await clientMessages(services, user, chatbot, query))
  })

  app.post('/api/v1/conversations/', requireUser(services), async (c) => {
    const user = c.get('user')
    // The Smart Inbox and the analytics conversations screen both read conversations.
    const ability = defineAbilityFor(user)
    if (!ability.can('read', 'SmartInbox') && !ability.can('read', 'AnalyticsConversations'))
      throw new ApiError('forbidden', { required: { action: 'read', subject: 'SmartInbox' } })
    const body = await readBody(c)
    const conversation = asObject(body['conversation'])
    if (conversation) {
      const clientId = text(conversation['conversation_id'])
      if (!clientId)
        throw new ApiError('invalid_input', {
          fields: { 'conversation.conversation_id': ['This field is required.'] },
        })
      const projectId = text(conversation['project_id']) || text(body['project_id']) || null
      return c.json(await conversationDetail(services, user, clientId, projectId))
    }
    const brief = asObject(body['brief'])
    const contacts = asObject(body['contacts_info'])
    const fields: Fields = {}
    if (!brief) fields['brief'] = ['Send brief and contacts_info, or conversation.']
    const page = positiveInteger(brief?.['page'], 1, 1_000_000)
    if (page === null) fields['brief.page'] = ['A whole number from 1.']
    const pageSize = positiveInteger(brief?.['page_size'], maxBriefPageSize, maxBriefPageSize)
    if (pageSize === null) fields['brief.page_size'] = [`A whole number from 1 to ${maxBriefPageSize}.`]
    const projectId = text(contacts?.['project_id']) || text(body['project_id'])
    if (!projectId) fields['contacts_info.project_id'] = ['This field is required.']
    const users = contacts?.['users']
    let clientIds: string[] | null = null
    if (users !== undefined && users !== null) {
      if (!Array.isArray(users) || users.some((u) => typeof u !== 'string') || users.length > 1000)
        fields['contacts_info.users'] = ['A list of up to 1,000 conversation ids.']
      else if (users.length > 0) clientIds = users as string[]
    }
    if (Object.keys(fields).length > 0) throw new ApiError('invalid_input', { fields })
    const chatbot = await services.chatbots.activeForUser(user, projectId)
    return c.json(
      await conversationBriefs(services, user, chatbot, {
        page: page ?? 1,
        pageSize: pageSize ?? maxBriefPageSize,
        clientIds,
      }),
    )
  })

  app.post('/api/v1/whatsapp/', requireUser(services), async (c) => {
    const user = c.get('user')
    assertAllowed(user, 'update', 'SmartInbox')
    const body = await readBody(c)
    const fields: Fields = {}
    const projectId = text(body['project_id'])
    const clientId = text(body['client_id'])
    const message = typeof body['text'] === 'string' ? body['text'] : ''
    if (!projectId) fields['project_id'] = ['This field is required.']
    if (!clientId) fields['client_id'] = ['This field is required.']
    if (!message.trim()) fields['text'] = ['This field is required.']
    else if ([...message].length > whatsappMaxLength || message.includes('\u0000'))
      fields['text'] = [`At most ${whatsappMaxLength} characters, no NUL.`]
    if (Object.keys(fields).length > 0) throw new ApiError('invalid_input', { fields })
    const chatbot = await services.chatbots.activeForUser(user, projectId)
    return c.json(await sendWhatsapp(services, user, chatbot, clientId, message))
  })

  return app
}
