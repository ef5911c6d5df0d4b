import { Hono } from 'hono'
import * as v from 'valibot'
import {
  campaignConversationPageSize,
  conversationSortFields,
  isCampaignConversationStatus,
} from '@shared/domain/automations-conversations'
import { isBoundedDay, rangeCheck, rangeLimits, rangeText } from '@shared/domain/date-ranges'
import {
  actionCounts,
  actionResults,
  campaignAnalytics,
  campaignConversation,
  campaignConversations,
} from './campaign-conversations-service'
import { addDays, startOfDay } from '../inbox/inbox-time'
import type { SandboxServices } from '../services'
import { requirePermission, requireUser, type SandboxEnv } from '../http/request'
import { param, query } from '../http/validation'

/** Export pages hold every row; a screen page at most this many. */
const maxPageSize = 1000

const required = v.pipe(
  param,
  v.check((raw) => raw !== '', 'This field is required.'),
)

const wholeNumber = (fallback: number, min: number, max: number) =>
  v.pipe(
    param,
    v.check(
      (raw) => raw === '' || (/^\d+$/.test(raw) && Number(raw) >= min && Number(raw) <= max),
      `A whole number from ${min} to ${max}.`,
    ),
    v.transform((raw) => (raw === '' ? fallback : Number(raw))),
  )

const flag = v.pipe(
  param,
  v.check((raw) => raw === '' || ['true', 'false'].includes(raw.toLowerCase()), 'true or false.'),
  v.transform((raw) => raw.toLowerCase() === 'true'),
)

/** A YYYY-MM-DD day within the shared bounds, or '' (no bound). */
const day = v.pipe(
  param,
  v.check(
    (raw) => raw === '' || isBoundedDay(raw),
    () => rangeText('day', 0),
  ),
)

/** Epoch ms bounds of the range: the start date counts from its start, the end date up to its end. */
const bounds = (q: { start_date: string; end_date: string }) => ({
  startDate: q.start_date === '' ? null : startOfDay(q.start_date),
  endDate: q.end_date === '' ? null : startOfDay(addDays(q.end_date, 1)),
})

const list = v.pipe(
  param,
  v.transform((raw) =>
    raw
      .split(',')
      .map((s) => s.trim())
      .filter((s) => s !== ''),
  ),
)

const conversationsQuery = v.pipe(
  v.object({
    campaign_id: required,
    project_id: required,
    page_num: wholeNumber(1, 1, 1_000_000),
    page_size: wholeNumber(campaignConversationPageSize, 1, maxPageSize),
    start_date: day,
    end_date: day,
    phone_number: param,
    status_filter: v.pipe(
      list,
      v.check((statuses) => statuses.every(isCampaignConversationStatus), 'Unknown status.'),
    ),
    kpi_filter: list,
    /** key:value pairs, comma separated. */
    user_data_filter: v.pipe(
      list,
      v.transform((pairs) =>
        Object.fromEntries(
          pairs.map((pair) => [pair.split(':')[0]!.trim(), pair.split(':').slice(1).join(':').trim()]),
        ),
      ),
    ),
    sort_field: v.pipe(
      param,
      v.check(
        (raw) => raw === '' || (conversationSortFields as readonly string[]).includes(raw),
        'Unknown field.',
      ),
      v.transform(
        (raw) => (raw === '' ? 'conversation_start' : raw) as (typeof conversationSortFields)[number],
      ),
    ),
    sort_direction: v.pipe(
      param,
      v.check((raw) => ['', 'asc', 'desc'].includes(raw), 'asc or desc.'),
      v.transform((raw) => (raw === 'asc' ? 'asc' : 'desc') as 'asc' | 'desc'),
    ),
    fetch_options: flag,
    export: flag,
    conversation_data_fields: list,
  }),
  // Both days given: in order and at most the campaign limit, as main checks it (shared/domain/date-ranges).
  rangeCheck({ start: 'start_date', end: 'end_date' }, rangeLimits.campaign),
)

const actionsQuery = v.pipe(
  v.object({
    project_id: required,
    processor_id: param,
    campaign_id: param,
    client_id: param,
    start_date: day,
    end_date: day,
    page_num: wholeNumber(1, 1, 1_000_000),
    page_size: wholeNumber(campaignConversationPageSize, 1, maxPageSize),
  }),
  // Both days given: in order and at most the campaign limit, as main checks it (shared/domain/date-ranges).
  rangeCheck({ start: 'start_date', end: 'end_date' }, rangeLimits.campaign),
)

/** The automations' REST calls (spec 001 §7.2): campaign conversations, analytics and action results. */
export function automationsRoutes(services: SandboxServices): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>()
  const { chatbots } = services
  const guard = [requireUser(services), requirePermission('read', 'Campaigns')] as const

  app.get('/api/v1/campaign/conversations/', ...guard, query(conversationsQuery), async (c) => {
    const q = c.req.valid('query')
    const chatbot = await chatbots.activeForUser(c.get('user'), q.project_id)
    const answer = await campaignConversations(services, chatbot, {
      campaignId: q.campaign_id,
      pageNum: q.page_num,
      pageSize: q.page_size,
      ...bounds(q),
      phoneNumber: q.phone_number || null,
      statusFilter: q.status_filter,
      kpiFilter: q.kpi_filter,
      userDataFilter: q.user_data_filter,
      sortField: q.sort_field,
      sortDirection: q.sort_direction,
      fetchOptions: q.fetch_options || q.page_num === 1,
      exportRows: q.export,
    })
    // conversation_data_fields narrows the data each row carries (the export's chosen columns).
    if (q.conversation_data_fields.length === 0) return c.json(answer)
    const keep = new Set(q.conversation_data_fields)
    return c.json({
      ...answer,
      conversations: answer.conversations.map((row) => ({
        ...row,
        conversation_data: Object.fromEntries(
          Object.entries(row.conversation_data).filter(([k]) => keep.has(k)),
        ),
      })),
    })
  })

  app.get(
    '/api/v1/campaign/conversation/',
    ...guard,
    query(v.object({ project_id: required, conversation_id: required })),
    async (c) => {
      const q = c.req.valid('query')
      const chatbot = await chatbots.activeForUser(c.get('user'), q.project_id)
      return c.json(await campaignConversation(services, chatbot, q.conversation_id))
    },
  )

  app.get(
    '/api/v1/campaign/analytics/',
    ...guard,
    query(v.object({ project_id: required, document_id: required })),
    async (c) => {
      const q = c.req.valid('query')
      const chatbot = await chatbots.activeForUser(c.get('user'), q.project_id)
      return c.json(await campaignAnalytics(services, chatbot, q.document_id))
    },
  )

  app.get('/api/v1/actions/', ...guard, query(actionsQuery), async (c) => {
    const q = c.req.valid('query')
    const chatbot = await chatbots.activeForUser(c.get('user'), q.project_id)
    return c.json(
      await actionResults(services, chatbot, {
        processorId: q.processor_id || null,
        campaignId: q.campaign_id || null,
        clientId: q.client_id || null,
        ...bounds(q),
        pageNum: q.page_num,
        pageSize: q.page_size,
      }),
    )
  })

  app.get(
    '/api/v1/actions/get-successful',
    ...guard,
    query(v.object({ project_id: required, campaign_id: required })),
    async (c) => {
      const q = c.req.valid('query')
      const chatbot = await chatbots.activeForUser(c.get('user'), q.project_id)
      return c.json({ results: await actionCounts(services, chatbot, q.campaign_id) })
    },
  )

  return app
}
