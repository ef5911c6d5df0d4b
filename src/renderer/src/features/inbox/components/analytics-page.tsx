import { Stack, Table, Text, Title } from '@mantine/core'
import { useQueries } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import type { InboxFilters, InboxPage } from '@shared/domain/inbox'
import { breakdownQuery, emptyOptions, useClientMessages, useFilterOptions } from '../api/client-messages'
import { formatDuration } from '../../../lib/durations'
import { useInboxLabels } from '../api/labels'
import { rangeRefused, searchFromFilters, type InboxSearch } from '../search'
import { useInboxScope, type InboxScope } from '../scope'
import { clampedCell } from './cell-styles'
import { ExportControl } from './export-control'
import { InboxFilterBar } from './inbox-filters'
import { useInboxFilters } from './inbox-page'
import { InboxHeader } from './inbox-tabs'
import { InboxError, NoChatbot, TableSkeleton } from './inbox-states'
import { InboxTotals } from './inbox-totals'

/** More names than this are not broken down (one request each); the totals still cover everything. */
const maxBreakdownRows = 25

interface AnalyticsProps {
  readonly search: InboxSearch
  readonly onSearch: (search: InboxSearch) => void
}

/**
 * The Smart Inbox analytics table (docs/decisions/inbox.md): the filter's totals plus the same totals per
 * team and per agent, all from GET client-messages with the same filter model and filter bar.
 */
export function AnalyticsPage(props: AnalyticsProps) {
  const scope = useInboxScope()
  return (
    <Stack gap="md">
      <InboxHeader screen="analytics" />
      {scope ? <Analytics scope={scope} {...props} /> : <NoChatbot />}
    </Stack>
  )
}

function Analytics({ scope, search, onSearch }: AnalyticsProps & { scope: InboxScope }) {
  const { filters, today } = useInboxFilters(search)
  const page = useClientMessages(scope, filters, 1)
  const kept = useFilterOptions(scope, filters, 1)
  const options = page.data?.filter_options ?? kept.data ?? emptyOptions
  const labels = useInboxLabels(scope).data ?? []
  const change = (next: InboxFilters) => onSearch(searchFromFilters(next, today))
  const reset = () => onSearch({})
  return (
    <>
      <InboxFilterBar
        filters={filters}
        options={options}
        onChange={change}
        onReset={reset}
        labels={labels}
        rangeRefused={rangeRefused(search, today)}
        active={Object.keys(searchFromFilters(filters, today)).length > 0}
      />
      {page.isPending ? (
        <TableSkeleton />
      ) : page.isError ? (
        <InboxError error={page.error} onRetry={() => void page.refetch()} />
      ) : (
        <>
          <InboxTotals page={page.data} />
          {/* The totals, every team and every agent of this filter, as .xlsx or CSV. */}
          <ExportControl filters={filters} kind="analytics" />
          <Breakdown
            scope={scope}
            filters={filters}
            dimension="team"
            names={filters.teamNames.length > 0 ? filters.teamNames : options.team_names}
          />
          <Breakdown
            scope={scope}
            filters={filters}
            dimension="agent"
            names={filters.assignedTo.length > 0 ? filters.assignedTo : options.assignees.agents}
          />
        </>
      )}
    </>
  )
}

function Breakdown({
  scope,
  filters,
  dimension,
  names,
}: {
  scope: InboxScope
  filters: InboxFilters
  dimension: 'team' | 'agent'
  names: readonly string[]
}) {
  const { t } = useTranslation(['inbox', 'common'])
  const shown = names.slice(0, maxBreakdownRows)
  const results = useQueries({
    queries: shown.map((name) => breakdownQuery(scope, filters, dimension, name)),
  })
  const units = { h: t('units.h'), m: t('units.m'), s: t('units.s') }
  const cells = (data: InboxPage | undefined) =>
    data
      ? [
          data.message_count,
          data.unique_conversations,
          data.inbound_messages,
          data.outbound_messages,
          data.read_messages,
          formatDuration(data.average_response_time_recruiter, units),
          formatDuration(data.average_response_time_candidate, units),
        ].map(String)
      : null
  const heads = [
    'messages',
    'conversations',
    'inbound',
    'outbound',
    'read',
    'avgRecruiter',
    'avgCandidate',
  ] as const
  const titleId = `inbox-breakdown-${dimension}`
  return (
    <Stack gap="xs" component="section" aria-labelledby={titleId}>
      <Title order={2} fz="h4" id={titleId}>
        {t(`analytics.by.${dimension}`)}
      </Title>
      {shown.length === 0 ? (
        <Text c="dimmed">{t('analytics.none')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={800} type="native">
          <Table withTableBorder striped fz="sm" data-testid={`breakdown-${dimension}`}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t(`analytics.name.${dimension}`)}</Table.Th>
                {heads.map((head) => (
                  <Table.Th key={head}>{t(`totals.${head}`)}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shown.map((name, index) => {
                const result = results[index]
                const values = cells(result?.data)
                return (
                  <Table.Tr key={name}>
                    <Table.Td dir="auto" style={clampedCell} title={name}>
                      {name}
                    </Table.Td>
                    {values ? (
                      values.map((value, i) => <Table.Td key={heads[i]}>{value}</Table.Td>)
                    ) : (
                      <Table.Td colSpan={heads.length} c={result?.isError ? 'red.8' : 'dimmed'}>
                        {result?.isError ? t('common:errors.generic') : t('loading')}
                      </Table.Td>
                    )}
                  </Table.Tr>
                )
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {names.length > shown.length && (
        <Text fz="xs" c="dimmed">
          {t('analytics.more', { count: names.length - shown.length })}
        </Text>
      )}
    </Stack>
  )
}
