import {
  clientMessagesParams,
  inboxColumns,
  inboxExportPageSize,
  type InboxColumn,
  type InboxFilters,
  type InboxMessage,
  type InboxPage,
} from '@shared/domain/inbox'
import type { InterfaceLanguage } from '@shared/domain/languages'
import {
  formatWallClock,
  wallClockOf,
  type CellKind,
  type ExportSource,
  type ExportValue,
} from '../exports/export-table'
import type { ExportJobs, ExportRequest } from '../exports/export-jobs'
import { inboxTexts, type InboxTexts } from './inbox-strings'

/** The kind of every management-table column: phone numbers and ids stay text, dates dates, times times. */
export const inboxColumnKinds: Record<InboxColumn, CellKind> = {
  date: 'date',
  assignedAgentName: 'text',
  humanReadableType: 'text',
  isBot: 'text',
  isInbound: 'text',
  phoneNumber: 'id',
  responseTime: 'duration',
  senderEntity: 'text',
  stateMachine: 'text',
  statusHistory: 'text',
  templateName: 'text',
  teamNames: 'text',
  atsEntityId: 'id',
}

/**
 * One message as an export row, in the interface language as the table shows it: Ja/Nee, the sender and
 * the statuses translated, the date as a date, the response time as a duration, ids as text.
 */
export function inboxExportRow(
  message: InboxMessage,
  texts: InboxTexts,
  language: InterfaceLanguage,
): ExportValue[] {
  const statusName = (status: string) => (texts.status as Record<string, string>)[status] ?? status
  const when = (date: string) => {
    const wall = wallClockOf(date)
    return wall === null ? date : formatWallClock(wall, language)
  }
  return inboxColumns.map((column): ExportValue => {
    switch (column) {
      case 'date':
        return wallClockOf(message.date) ?? message.date
      case 'isBot':
      case 'isInbound':
        return message[column] ? texts.yes : texts.no
      case 'senderEntity':
        return texts.sender[message.senderEntity]
      case 'responseTime':
        return message.responseTime
      case 'statusHistory':
        return message.statusHistory.length === 0
          ? null
          : message.statusHistory.map((entry) => `${statusName(entry.status)} ${when(entry.date)}`).join(', ')
      case 'teamNames':
        return message.teamNames.length === 0 ? null : message.teamNames.join(', ')
      default: {
        const value = message[column]
        return value === null || value === '' ? null : String(value)
      }
    }
  })
}

/** The Smart Inbox messages of these filters, 1,000 a page, as a typed export table. */
export function inboxExportSource(deps: {
  readonly projectId: string
  readonly filters: InboxFilters
  readonly language: InterfaceLanguage
  readonly fetchPage: (query: Record<string, string>) => Promise<InboxPage>
}): ExportSource {
  const texts = inboxTexts(deps.language)
  return {
    sheetName: texts.export.sheet,
    columns: inboxColumns.map((column) => ({
      header: texts.columns[column],
      kind: inboxColumnKinds[column],
    })),
    async fetchPage(pageNum) {
      const query = clientMessagesParams(deps.projectId, deps.filters, {
        pageNum,
        pageSize: inboxExportPageSize,
        export: true,
      })
      const page = await deps.fetchPage(query)
      return {
        rows: page.messages.map((message) => inboxExportRow(message, texts, deps.language)),
        totalPages: page.amount_of_pages,
      }
    },
  }
}

/** Names broken down per request batch: a handful of small requests at a time. */
const namesPerPage = 5

/**
 * The Smart Inbox analytics table (features/inbox/components/analytics-page.tsx) as a typed export
 * table: the totals of the filter, then the same totals per team and per agent. The screen breaks down
 * the first 25 names; the export breaks down every name, one small request (page size 1) each.
 */
export function analyticsExportSource(deps: {
  readonly projectId: string
  readonly filters: InboxFilters
  readonly language: InterfaceLanguage
  readonly fetchPage: (query: Record<string, string>) => Promise<InboxPage>
}): ExportSource {
  const texts = inboxTexts(deps.language)
  const { filters } = deps
  let breakdown: { dimension: 'team' | 'agent'; name: string }[] = []
  const totalsOf = (page: InboxPage): ExportValue[] => [
    page.message_count,
    page.unique_conversations,
    page.inbound_messages,
    page.outbound_messages,
    page.read_messages,
    page.average_response_time_recruiter,
    page.average_response_time_candidate,
  ]
  const fetchTotals = async (narrowed: InboxFilters, withOptions: boolean) => {
    const query = clientMessagesParams(deps.projectId, narrowed, { pageNum: 1, pageSize: 1 })
    query['fetch_options'] = String(withOptions)
    return await deps.fetchPage(query)
  }
  const pagesFor = () => 1 + Math.ceil(breakdown.length / namesPerPage)
  return {
    sheetName: texts.export.analyticsSheet,
    columns: [
      { header: texts.export.analytics.dimension, kind: 'text' },
      { header: texts.export.analytics.name, kind: 'text' },
      ...(['messages', 'conversations', 'inbound', 'outbound', 'read'] as const).map((key) => ({
        header: texts.totals[key],
        kind: 'number' as const,
      })),
      { header: texts.totals.avgRecruiter, kind: 'duration' },
      { header: texts.totals.avgCandidate, kind: 'duration' },
    ],
    async fetchPage(pageNum) {
      if (pageNum === 1) {
        const page = await fetchTotals(filters, true)
        if (page.message_count === 0) return { rows: [], totalPages: 0 }
        const options = page.filter_options
        const teams = filters.teamNames.length > 0 ? filters.teamNames : (options?.team_names ?? [])
        const agents = filters.assignedTo.length > 0 ? filters.assignedTo : (options?.assignees.agents ?? [])
        breakdown = [
          ...teams.map((name) => ({ dimension: 'team' as const, name })),
          ...agents.map((name) => ({ dimension: 'agent' as const, name })),
        ]
        return {
          rows: [[texts.export.analytics.total, texts.export.analytics.all, ...totalsOf(page)]],
          totalPages: pagesFor(),
        }
      }
      const batch = breakdown.slice((pageNum - 2) * namesPerPage, (pageNum - 1) * namesPerPage)
      const rows = await Promise.all(
        batch.map(async ({ dimension, name }) => {
          const narrowed =
            dimension === 'team' ? { ...filters, teamNames: [name] } : { ...filters, assignedTo: [name] }
          const page = await fetchTotals(narrowed, false)
          return [texts.analytics.name[dimension], name, ...totalsOf(page)]
        }),
      )
      return { rows, totalPages: pagesFor() }
    },
  }
}

export type InboxExportKind = 'inbox' | 'analytics'

/**
 * The Smart Inbox's exports through the one export job: its messages, or (`analytics`) its analytics table,
 * of exactly these filters.
 */
export function startInboxExport(
  jobs: Pick<ExportJobs, 'start'>,
  fetchPage: (query: Record<string, string>) => Promise<InboxPage>,
  filters: InboxFilters,
  request: ExportRequest,
  kind: InboxExportKind = 'inbox',
): Promise<{ jobId: string } | null> {
  const sourceDeps = (projectId: string) => ({ projectId, filters, language: request.language, fetchPage })
  return kind === 'analytics'
    ? jobs.start('smart-inbox-analytics', (p) => analyticsExportSource(sourceDeps(p)), request)
    : jobs.start('smart-inbox', (p) => inboxExportSource(sourceDeps(p)), request)
}
