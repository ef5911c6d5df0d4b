import * as v from 'valibot'
import { analyticsConversationPageSize, type DateRange } from '@shared/domain/analytics'
import type { InterfaceLanguage } from '@shared/domain/languages'
import enUS from '../../../locales/en-US/analytics.json' with { type: 'json' }
import nlNL from '../../../locales/nl-NL/analytics.json' with { type: 'json' }
import { PortalError } from '@shared/ipc/errors'
import { apiErrorCodes } from '@shared/ipc/api'
import type { PortalAnalyticsTable } from '@shared/ipc/exports'
import { wallClockOf, type ExportSource, type ExportValue } from '../exports/export-table'

/**
 * The analytics screen's tables as export sources (issue 16): the same numbers the API answers and the
 * screen shows, headers in the interface language (the renderer's own texts, locales/<lng>/analytics.json).
 * The conversations are paged through 100 at a time (spec §9); the other tables are one page.
 */
export interface PortalAnalyticsSourceDeps {
  readonly projectId: string
  readonly table: PortalAnalyticsTable
  readonly range: DateRange
  readonly flowIds: readonly string[]
  readonly language: InterfaceLanguage
  readonly rest: (call: 'analytics' | 'portalAnalytics', body: Record<string, unknown>) => Promise<unknown>
  readonly graphql: (document: string, variables: Record<string, unknown>) => Promise<unknown>
}

const texts = { 'en-US': enUS, 'nl-NL': nlNL } as const

const resultsOf = <S extends v.GenericSchema>(schema: S, answer: unknown): v.InferOutput<S> => {
  const parsed = v.safeParse(v.object({ results: schema }), answer)
  if (!parsed.success)
    throw new PortalError(apiErrorCodes.serverError, 'The server answered in an unexpected shape.')
  return parsed.output.results
}

const n = v.number()
const s = v.string()

const conversationsDocument = /* GraphQL */ `
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
`
const conversationsReply = v.object({
  analyticsConversations: v.object({
    amountOfPages: n,
    conversations: v.array(
      v.object({
        clientId: s,
        date: s,
        language: s,
        channel: s,
        steps: n,
        messageCount: n,
        stateMachines: v.array(s),
        contactDetails: v.object({ name: v.nullable(s), phoneNumber: v.nullable(s), email: v.nullable(s) }),
        finished: v.boolean(),
      }),
    ),
  }),
})

export function portalAnalyticsExportSource(deps: PortalAnalyticsSourceDeps): ExportSource {
  const t = texts[deps.language]
  const c = t.columns
  const body = {
    project_id: deps.projectId,
    start_date: deps.range.startDate,
    end_date: deps.range.endDate,
    flow_ids: [...deps.flowIds],
  }
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
          resultsOf(
            v.array(v.object({ flowName: s, stateName: s, reached: n, dropped: n, dropRate: n })),
            await deps.rest('analytics', { analyticsFunction: 'dropRateFunnel', ...body }),
          ).map((r) => [r.flowName, r.stateName, r.reached, r.dropped, r.dropRate]),
      )
    case 'perHour':
      return single(
        [
          { header: c.hour, kind: 'text' },
          { header: c.users, kind: 'number' },
        ],
        async () => {
          const rows = resultsOf(
            v.array(v.object({ hour: n, users: n })),
            await deps.rest('analytics', { analyticsFunction: 'activeUsersPerHour', ...body }),
          )
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
        async () =>
          resultsOf(
            v.array(v.object({ flowName: s, users: n })),
            await deps.rest('analytics', { analyticsFunction: 'usersPerFlow', ...body }),
          ).map((r) => [r.flowName, r.users]),
      )
    case 'intents':
      return single(
        [
          { header: c.intent, kind: 'text' },
          { header: c.count, kind: 'number' },
        ],
        async () =>
          resultsOf(
            v.array(v.object({ intent: s, count: n })),
            await deps.rest('analytics', { analyticsFunction: 'top10Intents', ...body }),
          ).map((r) => [r.intent, r.count]),
      )
    case 'language':
      return single(
        [
          { header: c.language, kind: 'text' },
          { header: c.conversations, kind: 'number' },
        ],
        async () =>
          resultsOf(
            v.array(v.object({ language: s, conversations: n })),
            await deps.rest('portalAnalytics', { analyticsFunction: 'languageUse', ...body }),
          ).map((r) => [
            r.language === 'nl' || r.language === 'en' ? t.languages[r.language] : r.language,
            r.conversations,
          ]),
      )
    case 'perPeriod':
      return single(
        [
          { header: c.date, kind: 'text' },
          { header: c.users, kind: 'number' },
        ],
        async () =>
          resultsOf(
            v.array(v.object({ period: s, users: n })),
            await deps.rest('portalAnalytics', {
              analyticsFunction: 'activeUsersPerPeriod',
              period: 'day',
              ...body,
            }),
          ).map((r) => [r.period, r.users]),
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
          resultsOf(
            v.array(
              v.object({
                flowName: s,
                kpis: v.array(v.object({ name: s, description: s, count: n })),
              }),
            ),
            await deps.rest('portalAnalytics', { analyticsFunction: 'kpiAnalytics', ...body }),
          ).flatMap((f) => f.kpis.map((k) => [f.flowName, k.name, k.description, k.count])),
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
          { header: c.status, kind: 'text' },
        ],
        async fetchPage(pageNum) {
          const parsed = v.safeParse(
            conversationsReply,
            await deps.graphql(conversationsDocument, {
              startDate: deps.range.startDate,
              endDate: deps.range.endDate,
              flowIds: [...deps.flowIds],
              page: pageNum,
              pageSize: analyticsConversationPageSize,
            }),
          )
          if (!parsed.success)
            throw new PortalError(apiErrorCodes.serverError, 'The server answered in an unexpected shape.')
          const page = parsed.output.analyticsConversations
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
              r.finished ? t.conversations.finished : t.conversations.left,
            ]),
          }
        },
      }
    }
  }
}
