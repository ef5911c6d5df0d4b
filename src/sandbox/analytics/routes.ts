import { Hono } from 'hono'
import * as v from 'valibot'
import {
  analyticsFunctions,
  analyticsPeriods,
  defaultRangeDays,
  portalAnalyticsFunctions,
  type AnalyticsFunction,
  type PortalAnalyticsFunction,
} from '@shared/domain/analytics'
import {
  analyticsRangeLimit,
  isBoundedDay,
  rangeProblem,
  rangeProblemField,
  rangeText,
} from '@shared/domain/date-ranges'
import type { PermissionSubject } from '@shared/domain/permissions'
import {
  activeUsersPerHour,
  activeUsersPerPeriod,
  dropRateFunnel,
  freetextMessages,
  kpiAnalytics,
  languageUse,
  minDate,
  top10Intents,
  usageOutsideOfficeHours,
  usersPerFlow,
  webChatSummary,
  type AnalyticsQuery,
} from './analytics-service'
import { addDays, calendarDayOf } from '../inbox/inbox-time'
import { assertAllowed } from '../permissions'
import type { SandboxServices } from '../services'
import { blogFeedXml, blogImageSvg } from './blog-feed'
import { requirePermission, requireUser, type SandboxEnv } from '../http/request'
import { jsonBody, param, query, requiredText } from '../http/validation'

/** A YYYY-MM-DD day within the shared bounds, or '' (the default applies). */
const day = v.pipe(
  v.optional(v.unknown(), ''),
  v.check(
    (raw) => typeof raw === 'string',
    () => rangeText('day', 0),
  ),
  v.transform((raw) => (raw as string).trim()),
  v.check(
    (raw) => raw === '' || isBoundedDay(raw),
    () => rangeText('day', 0),
  ),
)

const flowIds = v.pipe(
  v.optional(v.unknown(), null),
  v.check(
    (ids) =>
      ids === null ||
      ids === undefined ||
      (Array.isArray(ids) &&
        ids.length <= 200 &&
        ids.every((id) => typeof id === 'string' && id.length <= 200)),
    'A list of up to 200 flow ids.',
  ),
  v.transform((ids) => (Array.isArray(ids) ? (ids as string[]) : [])),
)

/** The body both analytics calls share: the function, the range (default: the last 30 days), project and flows. */
function analyticsBody<F extends readonly string[]>(functions: F, now: () => number) {
  return v.pipe(
    v.object({
      analyticsFunction: v.picklist(functions, `One of: ${functions.join(', ')}.`),
      project_id: requiredText(),
      start_date: day,
      end_date: day,
      flow_ids: flowIds,
      period: v.optional(v.picklist(analyticsPeriods, `One of: ${analyticsPeriods.join(', ')}.`), 'day'),
    }),
    // The range after its defaults: in order and no longer than the function's (and period's) limit, the
    // same rule and message as main's (shared/domain/date-ranges.ts). Work and answer stay bounded by it.
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return
      const { start_date: start, end_date: end } = dataset.value
      const endDate = end || calendarDayOf(now())
      const startDate = start || addDays(endDate, -(defaultRangeDays - 1))
      const limit = analyticsRangeLimit(dataset.value.analyticsFunction, dataset.value.period)
      const problem = rangeProblem(startDate, endDate, limit)
      if (problem === null) return
      const key = rangeProblemField(problem, { start: 'start_date', end: 'end_date' } as const, startDate)
      addIssue({
        message: rangeText(problem, limit),
        path: [{ type: 'object', origin: 'value', input: dataset.value, key, value: dataset.value[key] }],
      })
    }),
    v.transform((body) => {
      const endDate = body.end_date || calendarDayOf(now())
      const range: AnalyticsQuery = {
        startDate: body.start_date || addDays(endDate, -(defaultRangeDays - 1)),
        endDate,
        flowIds: body.flow_ids,
      }
      return {
        fn: body.analyticsFunction as F[number],
        projectId: body.project_id,
        period: body.period,
        range,
      }
    }),
  )
}

/** The analytics permission each function needs (spec 000 §6: summary, conversations, language, funnel). */
const subjectOf = (fn: AnalyticsFunction | PortalAnalyticsFunction): PermissionSubject =>
  fn === 'dropRateFunnel'
    ? 'AnalyticsFunnel'
    : fn === 'languageUse'
      ? 'AnalyticsLanguage'
      : 'AnalyticsSummary'

/**
 * Analytics REST calls (spec 001 §7.2): POST /api/v1/analytics/ and /api/v1/portal-analytics/ answer
 * `{ analyticsFunction, results }`; GET /api/v1/freetext-messages/ the typed answers at one state; the blog
 * feed (GET /blog/feed.xml, public) the articles the dashboard shows.
 */
export function analyticsRoutes(services: SandboxServices): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>()
  const { chatbots, clock, db } = services
  const now = () => clock.now()

  app.post(
    '/api/v1/analytics/',
    requireUser(services),
    jsonBody(analyticsBody(analyticsFunctions, now)),
    async (c) => {
      const user = c.get('user')
      const { fn, projectId, range } = c.req.valid('json')
      assertAllowed(user, 'read', subjectOf(fn))
      const chatbot = await chatbots.activeForUser(user, projectId)
      const results = await {
        activeUsersPerHour: () => activeUsersPerHour(db, chatbot, range),
        usageOutsideOfficeHours: () => usageOutsideOfficeHours(db, chatbot, range),
        top10Intents: () => top10Intents(db, chatbot, range),
        usersPerFlow: () => usersPerFlow(db, chatbot, range),
        dropRateFunnel: () => dropRateFunnel(db, chatbot, range),
        minDate: () => minDate(db, chatbot),
      }[fn]()
      return c.json({ analyticsFunction: fn, startDate: range.startDate, endDate: range.endDate, results })
    },
  )

  app.post(
    '/api/v1/portal-analytics/',
    requireUser(services),
    jsonBody(analyticsBody(portalAnalyticsFunctions, now)),
    async (c) => {
      const user = c.get('user')
      const { fn, projectId, range, period } = c.req.valid('json')
      assertAllowed(user, 'read', subjectOf(fn))
      const chatbot = await chatbots.activeForUser(user, projectId)
      const results = await {
        activeUsersPerPeriod: () => activeUsersPerPeriod(db, chatbot, range, period),
        kpiAnalytics: () => kpiAnalytics(db, chatbot, range),
        languageUse: () => languageUse(db, chatbot, range),
        webChatSummary: () => webChatSummary(db, chatbot, range),
      }[fn]()
      return c.json({ analyticsFunction: fn, startDate: range.startDate, endDate: range.endDate, results })
    },
  )

  app.get(
    '/api/v1/freetext-messages/',
    requireUser(services),
    requirePermission('read', 'AnalyticsConversations'),
    query(
      v.object({
        state_id: v.pipe(
          param,
          v.check((raw) => raw.trim() !== '', 'This field is required.'),
        ),
        project_id: v.pipe(
          param,
          v.check((raw) => raw.trim() !== '', 'This field is required.'),
        ),
      }),
    ),
    async (c) => {
      const user = c.get('user')
      const q = c.req.valid('query')
      const chatbot = await chatbots.activeForUser(user, q.project_id)
      return c.json({ messages: await freetextMessages(db, chatbot, q.state_id) })
    },
  )

  app.get('/blog/feed.xml', (c) =>
    c.body(blogFeedXml(clock.now(), new URL(c.req.url).origin), 200, {
      'content-type': 'application/rss+xml; charset=utf-8',
    }),
  )
  app.get('/blog/images/:file{[a-z]+\\.svg}', (c) => {
    const svg = blogImageSvg(c.req.param('file').replace(/\.svg$/, ''))
    return svg ? c.body(svg, 200, { 'content-type': 'image/svg+xml' }) : c.notFound()
  })

  return app
}
