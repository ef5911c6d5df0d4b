import { Hono } from 'hono'
import * as v from 'valibot'
import {
  inboxWireRangeDays,
  isBoundedDay,
  rangeProblem,
  rangeProblemField,
  rangeText,
} from '@shared/domain/date-ranges'
import { defaultRangeDays } from '@shared/domain/analytics'
import { senderEntities, type SenderEntity } from '@shared/domain/inbox'
import { inboxExportPermission, isAllowed } from '@shared/domain/permissions'
import {
  clientMessages,
  maxListNames,
  maxListPieces,
  type ClientMessagesQuery,
} from './inbox-message-list-service'
import { conversationBriefs, conversationDetail } from './inbox-conversations-service'
import { inboxTemplates, sendWhatsapp } from './inbox-whatsapp-service'
import { whatsappMaxLength } from './inbox-access'
import { addDays, calendarDayOf, startOfDay } from './inbox-time'
import { ApiError } from '../errors'
import { assertAllowed } from '../permissions'
import type { SandboxServices } from '../services'
import { requirePermission, requireUser, type SandboxEnv } from '../http/request'
import { anyText, isObject, jsonBody, param, query, requiredText, trimmedText } from '../http/validation'

/** Spec 000 §9: smart inbox pages of 20; the export asks for up to 1,000 at a time. */
const defaultPageSize = 20
const maxPageSize = 1000
/** Spec 000 §9: the analytics conversation list pages by 100. */
const maxBriefPageSize = 100
/** A whole number parameter in [min, max]; absent or empty: the fallback. */
const wholeNumber = (fallback: number, min: number, max: number) =>
  v.pipe(
    param,
    v.check((raw) => {
      if (raw === '') return true
      const value = Number(raw)
      return /^\d+$/.test(raw) && Number.isSafeInteger(value) && value >= min && value <= max
    }, `A whole number from ${min} to ${max}.`),
    v.transform((raw) => (raw === '' ? fallback : Number(raw))),
  )

/** true / false in any case; absent or empty: null. */
const flag = v.pipe(
  param,
  v.check((raw) => raw === '' || ['true', 'false'].includes(raw.toLowerCase()), 'true or false.'),
  v.transform((raw) => (raw === '' ? null : raw.toLowerCase() === 'true')),
)

/** A YYYY-MM-DD day in the allowed range, or '' (the default applies). */
const day = v.pipe(
  param,
  v.check(
    (raw) => raw === '' || isBoundedDay(raw),
    () => rangeText('day', 0),
  ),
)

/**
 * A comma-separated list of names, or null. The cheap half of the list cap, before the known names are
 * loaded (the service splits against the known names and caps those).
 */
const nameList = v.pipe(
  param,
  v.check((raw) => {
    let pieces = 1
    for (let i = raw.indexOf(','); i !== -1; i = raw.indexOf(',', i + 1)) pieces++
    return pieces <= maxListPieces
  }, `At most ${maxListNames} names.`),
  v.transform((raw) => (raw === '' ? null : raw)),
)

const senderList = v.pipe(
  nameList,
  v.transform((raw) => (raw === null ? [] : raw.split(',').filter((s) => s !== ''))),
  v.check(
    (senders) => senders.every((s) => (senderEntities as readonly string[]).includes(s)),
    `Comma-separated, each one of: ${senderEntities.join(', ')}.`,
  ),
)

/**
 * GET /api/v1/client-messages/: every parameter checked, all problems at once, per field. Spec 001 §9:
 * by default the last 30 days, up to the end of today (`now` is the sandbox clock).
 */
function clientMessagesQuery(now: () => number) {
  const range = (end: string, start: string) => {
    const endDate = end || calendarDayOf(now())
    // Today and the 29 days before it: the one reading of "the last 30 days" (shared/domain/analytics).
    return { endDate, startDate: start || addDays(endDate, -(defaultRangeDays - 1)) }
  }
  return v.pipe(
    v.object({
      project_id: v.pipe(
        param,
        v.check((raw) => raw !== '', 'This field is required.'),
      ),
      page_num: wholeNumber(1, 1, 1_000_000),
      page_size: wholeNumber(defaultPageSize, 1, maxPageSize),
      end_date: day,
      start_date: day,
      sender_entities: senderList,
      fetch_options: flag,
      export: flag,
      is_inbound: flag,
      is_sent: flag,
      is_read: flag,
      is_replied: flag,
      template_names: nameList,
      human_readable_types: nameList,
      team_names: nameList,
      assigned_to: nameList,
      candidate_id: param,
      assigned_to_me: flag,
      label_ids: nameList,
    }),
    // Reported even when other parameters are wrong, as long as both dates themselves are fine.
    v.rawCheck(({ dataset, addIssue }) => {
      const badDate = dataset.issues?.some((i) =>
        ['start_date', 'end_date'].includes(String(i.path?.[0]?.key)),
      )
      if (badDate || !dataset.value) return
      const { end_date: end, start_date: start } = dataset.value as { end_date: string; start_date: string }
      const { startDate, endDate } = range(end, start)
      // In order and no longer than the shared limit (main refuses the same range with the same message):
      // the totals the answer carries are computed over the whole range.
      const problem = rangeProblem(startDate, endDate, inboxWireRangeDays)
      if (problem === null) return
      const key = rangeProblemField(problem, { start: 'start_date', end: 'end_date' } as const, startDate)
      addIssue({
        message: rangeText(problem, inboxWireRangeDays),
        path: [
          {
            type: 'object',
            origin: 'value',
            input: dataset.value as Record<string, unknown>,
            key,
            value: key === 'start_date' ? start : end,
          },
        ],
      })
    }),
    v.transform((q): ClientMessagesQuery & { projectId: string } => {
      const { startDate, endDate } = range(q.end_date, q.start_date)
      return {
        projectId: q.project_id,
        pageNum: q.page_num,
        pageSize: q.page_size,
        fetchOptions: q.fetch_options ?? false,
        exportRows: q.export ?? false,
        from: startOfDay(startDate),
        to: startOfDay(addDays(endDate, 1)),
        isInbound: q.is_inbound,
        isSent: q.is_sent,
        isRead: q.is_read,
        isReplied: q.is_replied,
        templateNames: q.template_names,
        humanReadableTypes: q.human_readable_types,
        teamNames: q.team_names,
        assignedTo: q.assigned_to,
        senderEntities: q.sender_entities as SenderEntity[],
        candidateId: q.candidate_id.trim() || null,
        assignedToMe: q.assigned_to_me ?? false,
        labelIds: q.label_ids,
      }
    }),
  )
}

/** A whole number from 1 up to max; absent, null or '' is the fallback. Digits in a string count. */
const positiveInteger = (fallback: number, max: number, message: string) =>
  v.pipe(
    v.optional(v.unknown(), null),
    v.transform((value) => {
      if (value === undefined || value === null || value === '') return fallback
      return typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value
    }),
    v.check((n) => typeof n === 'number' && Number.isSafeInteger(n) && n >= 1 && n <= max, message),
    v.transform((n) => n as number),
  )

/** POST /api/v1/conversations/ with `conversation`: one conversation. */
const conversationDetailBody = v.object({
  kind: v.literal('conversation'),
  conversation: v.object({
    conversation_id: requiredText(),
    project_id: trimmedText,
  }),
  project_id: trimmedText,
})

/** POST /api/v1/conversations/ with `brief` and `contacts_info`: a page of conversations. */
const conversationBriefsBody = v.pipe(
  v.object({
    kind: v.literal('brief'),
    brief: v.pipe(
      v.optional(v.unknown(), null),
      v.check(isObject, 'Send brief and contacts_info, or conversation.'),
      v.object({
        page: positiveInteger(1, 1_000_000, 'A whole number from 1.'),
        page_size: positiveInteger(
          maxBriefPageSize,
          maxBriefPageSize,
          `A whole number from 1 to ${maxBriefPageSize}.`,
        ),
      }),
    ),
    contacts_info: v.pipe(
      v.optional(v.unknown(), null),
      v.transform((value) => (isObject(value) ? value : {})),
      v.object({
        project_id: trimmedText,
        users: v.pipe(
          v.optional(v.unknown(), null),
          v.check(
            (users) =>
              users === undefined ||
              users === null ||
              (Array.isArray(users) && users.length <= 1000 && users.every((u) => typeof u === 'string')),
            'A list of up to 1,000 conversation ids.',
          ),
          v.transform((users) => (Array.isArray(users) && users.length > 0 ? (users as string[]) : null)),
        ),
      }),
    ),
    project_id: trimmedText,
    /**
     * The Smart Inbox's filters, as client-messages' query parameters (strings): only conversations with a
     * matching message (the "Gesprekken" view). Absent: every visible conversation.
     */
    filters: v.optional(v.nullable(v.record(v.string(), v.pipe(v.string(), v.maxLength(20_000)))), null),
  }),
  v.rawCheck(({ dataset, addIssue }) => {
    const body = dataset.value as { contacts_info?: { project_id?: string }; project_id?: string } | undefined
    if (!body || body.contacts_info?.project_id || body.project_id) return
    addIssue({
      message: 'This field is required.',
      path: [{ type: 'object', origin: 'value', input: body, key: 'contacts_info.project_id', value: '' }],
    })
  }),
)

const conversationsBody = v.pipe(
  v.record(v.string(), v.unknown()),
  // `conversation` (an object) asks for one conversation; otherwise it is a page of them.
  v.transform((body) => ({ ...body, kind: isObject(body['conversation']) ? 'conversation' : 'brief' })),
  v.variant('kind', [conversationDetailBody, conversationBriefsBody]),
)

const replyText = v.pipe(
  anyText,
  v.check((text) => text.trim() !== '', 'This field is required.'),
  v.check(
    (text) => !text.trim() || ([...text].length <= whatsappMaxLength && !text.includes('\u0000')),
    `At most ${whatsappMaxLength} characters, no NUL.`,
  ),
)

/** A free-form `text`, or (outside the 24-hour window) a `template` with its parameter values in order. */
const whatsappBody = v.union([
  v.object({ project_id: requiredText(), client_id: requiredText(), text: replyText }),
  v.object({
    project_id: requiredText(),
    client_id: requiredText(),
    template: v.object({
      template_id: requiredText(),
      language_tag: requiredText(),
      parameters: v.pipe(v.array(v.pipe(v.string(), v.maxLength(4096))), v.maxLength(20)),
    }),
  }),
])

const whatsappTemplatesQuery = v.object({ project_id: requiredText(), client_id: requiredText() })

/**
 * The Smart Inbox's REST calls (spec 001 §7.2): client-messages (the management table, its totals and the
 * export), conversations (one conversation's messages, or a page of conversations) and whatsapp (a
 * recruiter's reply). Read state lives in the realtime store (realtime/routes.ts), per user.
 */
export function inboxRoutes(services: SandboxServices): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>()
  const { chatbots, clock } = services

  app.get(
    '/api/v1/client-messages/',
    requireUser(services),
    requirePermission('read', 'SmartInbox'),
    query(clientMessagesQuery(() => clock.now())),
    async (c) => {
      const user = c.get('user')
      const q = c.req.valid('query')
      // Reading the inbox is not exporting it: the export (pages of up to 1,000) needs the export right.
      if (q.exportRows) assertAllowed(user, inboxExportPermission.action, inboxExportPermission.subject)
      const chatbot = await chatbots.activeForUser(user, q.projectId)
      return c.json(await clientMessages(services, user, chatbot, q))
    },
  )

  app.post(
    '/api/v1/conversations/',
    requireUser(services),
    // The Smart Inbox and the analytics conversations screen both read conversations.
    async (c, next) => {
      const user = c.get('user')
      if (!isAllowed(user, 'read', 'SmartInbox') && !isAllowed(user, 'read', 'AnalyticsConversations'))
        throw new ApiError('forbidden', { required: { action: 'read', subject: 'SmartInbox' } })
      await next()
    },
    jsonBody(conversationsBody),
    async (c) => {
      const user = c.get('user')
      const body = c.req.valid('json')
      if (body.kind === 'conversation') {
        const projectId = body.conversation.project_id || body.project_id || null
        return c.json(await conversationDetail(services, user, body.conversation.conversation_id, projectId))
      }
      const projectId = body.contacts_info.project_id || body.project_id
      const chatbot = await chatbots.activeForUser(user, projectId)
      let filter: ClientMessagesQuery | null = null
      if (body.filters) {
        const parsed = v.safeParse(
          clientMessagesQuery(() => clock.now()),
          {
            ...body.filters,
            project_id: projectId,
          },
        )
        if (!parsed.success) {
          const fields: Record<string, string[]> = {}
          for (const issue of parsed.issues) {
            const key = `filters.${String(issue.path?.[0]?.key ?? '')}`
            fields[key] = [...(fields[key] ?? []), issue.message]
          }
          throw new ApiError('invalid_input', { fields })
        }
        filter = parsed.output
      }
      return c.json(
        await conversationBriefs(
          services,
          user,
          chatbot,
          { page: body.brief.page, pageSize: body.brief.page_size, clientIds: body.contacts_info.users },
          filter,
        ),
      )
    },
  )

  app.post(
    '/api/v1/whatsapp/',
    requireUser(services),
    requirePermission('update', 'SmartInbox'),
    jsonBody(whatsappBody),
    async (c) => {
      const user = c.get('user')
      const body = c.req.valid('json')
      const chatbot = await chatbots.activeForUser(user, body.project_id)
      const payload =
        'template' in body
          ? {
              template: {
                templateId: body.template.template_id,
                languageTag: body.template.language_tag,
                parameters: body.template.parameters,
              },
            }
          : { text: body.text }
      return c.json(await sendWhatsapp(services, user, chatbot, body.client_id, payload))
    },
  )

  app.get(
    '/api/v1/whatsapp/templates/',
    requireUser(services),
    requirePermission('read', 'SmartInbox'),
    query(whatsappTemplatesQuery),
    async (c) => {
      const user = c.get('user')
      const q = c.req.valid('query')
      const chatbot = await chatbots.activeForUser(user, q.project_id)
      return c.json(await inboxTemplates(services, user, chatbot, q.client_id))
    },
  )

  return app
}
