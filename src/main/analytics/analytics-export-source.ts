import * as v from 'valibot'
import {
  analyticsConversationPageSize,
  type AnalyticsFunction,
  type AnalyticsPeriod,
  type AnalyticsResult,
  type DateRange,
  type PortalAnalyticsFunction,
  type PortalAnalyticsResult,
} from '@shared/domain/analytics'
import type { InterfaceLanguage } from '@shared/domain/languages'
import enUS from '../../../locales/en-US/analytics.json' with { type: 'json' }
import nlNL from '../../../locales/nl-NL/analytics.json' with { type: 'json' }
import { chatbotGraphql } from '@shared/graphql/generated/chatbot'
import { graphqlOperation } from '@shared/graphql/operation'
import type { PortalAnalyticsTable } from '@shared/ipc/exports'
import { graphqlRequest } from '../api/graphql-request'
import type { PortalApi } from '../api/portal-api'
import { wallClockOf, type ExportSource, type ExportValue } from '../exports/export-table'

/**
 * The analytics screen's tables as export sources: the same numbers the API answers and the
 * screen shows, headers in the interface language (the renderer's own texts, locales/<lng>/analytics.json).
 * The conversations are paged through 100 at a time (spec §9); the other tables are one page.
 */
export interface PortalAnalyticsSourceDeps {
  readonly projectId: string
  readonly table: PortalAnalyticsTable
  readonly range: DateRange
  readonly flowIds: readonly string[]
  readonly language: InterfaceLanguage
  /** rest() checks each reply against the analytics function's results schema (shared/domain/analytics). */
  readonly api: Pick<PortalApi, 'rest' | 'graphql'>
}

const texts = { 'en-US': enUS, 'nl-NL': nlNL } as const

const conversationsOperation = graphqlOperation(
  'analytics conversations export',
  chatbotGraphql(`
    query ExportAnalyticsConversations(
      $startDate: String
      $endDate: String
      $flowIds: [ID!]
      $page: Int
      $pageSize: Int
    ) {
      analyticsConversations(
        startDate: $startDate
        endDate: $endDate
        flowIds: $flowIds
        page: $page
        pageSize: $pageSize
      ) {
        amountOfPages
        conversations {
          clientId
          date
          language
          channel
          steps
          messageCount
          durationSeconds
          stateMachines
          contactDetails {
            name
            phoneNumber
            email
          }
          finished
        }
      }
    }
  `),
  v.object({
    analyticsConversations: v.object({
      amountOfPages: v.number(),
      conversations: v.array(
        v.object({
          clientId: v.string(),
          date: v.string(),
          language: v.string(),
          channel: v.string(),
          steps: v.number(),
          messageCount: v.number(),
          durationSeconds: v.number(),
          stateMachines: v.array(v.string()),
          contactDetails: v.object({
            name: v.nullable(v.string()),
            phoneNumber: v.nullable(v.string()),
            email: v.nullable(v.string()),
          }),
          finished: v.boolean(),
        }),
      ),
    }),
  }),
)

/** A YYYY-MM-DD day as the `day` cell's value (its midnight in UTC); anything else stays text. */
export function dayValue(day: string): ExportValue {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day)
  return match ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : day
}

export function portalAnalyticsExportSource(deps: PortalAnalyticsSourceDeps): ExportSource {
  const t = texts[deps.language]
  const c = t.columns
  const body = {
    project_id: deps.projectId,
    start_date: deps.range.startDate,
    end_date: deps.range.endDate,
    flow_ids: [...deps.flowIds],
  }
  // The reply was checked against this function's results; its type is every function's.
  const analytics = async <F extends AnalyticsFunction>(analyticsFunction: F) =>
    (await deps.api.rest('analytics', { body: { analyticsFunction, ...body } })).results as AnalyticsResult<F>
  const portalAnalytics = async <F extends PortalAnalyticsFunction>(
    analyticsFunction: F,
    period?: AnalyticsPeriod,
  ) =>
    (
      await deps.api.rest('portalAnalytics', {
        body: { analyticsFunction, ...(period ? { period } : {}), ...body },
      })
    ).results as PortalAnalyticsResult<F>
  const single = (
    columns: ExportSource['columns'],
    rows: () => Promise<(readonly ExportValue[])[]>,
  ): ExportSource => ({
    sheetName: t.tabs[
      deps.table === 'perHour'
        ? 'hours'
        : deps.table === 'perFlow'
          ? 'flows'
          : deps.table === 'perPeriod'
            ? 'summary'
            : deps.table
    ].slice(0, 31),
    columns,
    async fetchPage() {
      const all = await rows()
      return { rows: all, totalPages: all.length === 0 ? 0 : 1 }
    },
  })
  switch (deps.table) {
    case 'funnel':
      return single(
        [
          { header: c.flow, kind: 'text' },
          { header: c.state, kind: 'text' },
          { header: c.reached, kind: 'number' },
          { header: c.dropped, kind: 'number' },
          { header: c.dropRate, kind: 'number' },
        ],
        async () =>
          (await analytics('dropRateFunnel')).map((r) => [
            r.flowName,
            r.stateName,
            r.reached,
            r.dropped,
            r.dropRate,
          ]),
      )
    case 'perHour':
      return single(
        [
          { header: c.hour, kind: 'text' },
          { header: c.users, kind: 'number' },
        ],
        async () => {
          const rows = await analytics('activeUsersPerHour')
          return rows.every((r) => r.users === 0)
            ? []
            : rows.map((r) => [`${String(r.hour).padStart(2, '0')}:00`, r.users])
        },
      )
    case 'perFlow':
      return single(
        [
          { header: c.flow, kind: 'text' },
          { header: c.users, kind: 'number' },
        ],
        async () => (await analytics('usersPerFlow')).map((r) => [r.flowName, r.users]),
      )
    case 'intents':
      return single(
        [
          { header: c.intent, kind: 'text' },
          { header: c.count, kind: 'number' },
        ],
        async () => (await analytics('top10Intents')).map((r) => [r.intent, r.count]),
      )
    case 'language':
      return single(
        [
          { header: c.language, kind: 'text' },
          { header: c.conversations, kind: 'number' },
        ],
        async () =>
          (await portalAnalytics('languageUse')).map((r) => [
            r.language === 'nl' || r.language === 'en' ? t.languages[r.language] : r.language,
            r.conversations,
          ]),
      )
    case 'perPeriod':
      return single(
        [
          { header: c.date, kind: 'day' },
          { header: c.users, kind: 'number' },
        ],
        async () =>
          (await portalAnalytics('activeUsersPerPeriod', 'day')).map((r) => [dayValue(r.period), r.users]),
      )
    case 'kpis':
      return single(
        [
          { header: c.flow, kind: 'text' },
          { header: c.kpi, kind: 'text' },
          { header: c.description, kind: 'text' },
          { header: c.count, kind: 'number' },
        ],
        async () =>
          (await portalAnalytics('kpiAnalytics')).flatMap((f) =>
            f.kpis.map((k) => [f.flowName, k.name, k.description, k.count]),
          ),
      )
    case 'conversations': {
      let pages = 1
      return {
        sheetName: t.tabs.conversations,
        columns: [
          { header: c.date, kind: 'date' },
          { header: 'ID', kind: 'id' },
          { header: c.contact, kind: 'text' },
          { header: 'Telefoon / phone', kind: 'id' },
          { header: 'E-mail', kind: 'text' },
          { header: c.channel, kind: 'text' },
          { header: c.language, kind: 'text' },
          { header: c.flows, kind: 'text' },
          { header: c.steps, kind: 'number' },
          { header: t.conversations.messages, kind: 'number' },
          { header: c.duration, kind: 'duration' },
          { header: c.status, kind: 'text' },
        ],
        async fetchPage(pageNum) {
          const reply = await graphqlRequest(deps.api, 'chatbot', conversationsOperation, {
            startDate: deps.range.startDate,
            endDate: deps.range.endDate,
            flowIds: [...deps.flowIds],
            page: pageNum,
            pageSize: analyticsConversationPageSize,
          })
          const page = reply.analyticsConversations
          pages = page.amountOfPages
          return {
            totalPages: pages,
            rows: page.conversations.map((r) => [
              wallClockOf(r.date) ?? r.date,
              r.clientId,
              r.contactDetails.name,
              r.contactDetails.phoneNumber,
              r.contactDetails.email,
              r.channel === 'web' ? t.channels.web : t.channels.whatsapp,
              r.language === 'nl' || r.language === 'en' ? t.languages[r.language] : r.language,
              r.stateMachines.join(' → '),
              r.steps,
              r.messageCount,
              r.durationSeconds,
              r.finished ? t.conversations.finished : t.conversations.left,
            ]),
          }
        },
      }
    }
  }
}
