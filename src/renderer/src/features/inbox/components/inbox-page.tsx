import { Alert, Button, Group, Stack } from '@mantine/core'
import { useMemo, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { calendarDay, type InboxFilters } from '@shared/domain/inbox'
import { emptyOptions, useClientMessages, useFilterOptions } from '../api/client-messages'
import { useMarkUnread } from '../api/read-state'
import { filtersFromSearch, searchFromFilters, type InboxSearch } from '../search'
import { useInboxScope, type InboxScope } from '../scope'
import { ExportControl } from './export-control'
import { InboxFilterBar } from './inbox-filters'
import { InboxHeader } from './inbox-tabs'
import { InboxEmpty, NoChatbot, TableSkeleton } from './inbox-states'
import { withPage } from '../../../lib/list-search'
import { BulkBar, ServerListPage, useRowSelection } from '../../../ui/list-page'
import { InboxTable } from './inbox-table'
import { InboxTotals } from './inbox-totals'

interface InboxPageProps {
  readonly search: InboxSearch
  readonly onSearch: (search: InboxSearch) => void
  readonly onOpen: (clientId: string) => void
  /** The open conversation (a child route), shown beside the table. */
  readonly children?: ReactNode
}

/** The filters for the search params; recomputed once a day so "the last 30 days" moves with the clock. */
export function useInboxFilters(search: InboxSearch): { filters: InboxFilters; today: Date } {
  const dayKey = calendarDay(new Date())
  return useMemo(() => {
    const today = new Date()
    return { filters: filtersFromSearch(search, today), today }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- dayKey is the point: a new day, new defaults
  }, [search, dayKey])
}

export function InboxPage(props: InboxPageProps) {
  const scope = useInboxScope()
  if (!scope) return <NoChatbot />
  return <InboxManagement scope={scope} {...props} />
}

function InboxManagement({
  scope,
  search,
  onSearch,
  onOpen,
  children,
}: InboxPageProps & { scope: InboxScope }) {
  const { t } = useTranslation(['inbox', 'common'])
  const { filters, today } = useInboxFilters(search)
  const pageNum = search.page ?? 1
  const page = useClientMessages(scope, filters, pageNum)
  const kept = useFilterOptions(scope, filters, pageNum)
  const options = (pageNum === 1 ? page.data?.filter_options : kept.data) ?? kept.data ?? emptyOptions
  const messages = page.data?.messages ?? []
  // Selection is by conversation (clientId) and belongs to one page of one filter.
  const selection = useRowSelection(
    messages.map((m) => m.clientId),
    JSON.stringify(search),
  )
  const markUnread = useMarkUnread()

  const changeFilters = (next: InboxFilters) => onSearch(searchFromFilters(next, today))
  const reset = () => changeFilters(filtersFromSearch({}, today))
  const unreadSelected = () =>
    markUnread.mutate([...selection.selected].slice(0, 100), { onSuccess: selection.clear })

  return (
    <Stack gap="md">
      <InboxHeader screen="management" />
      <ServerListPage
        query={page}
        filterBar={
          <InboxFilterBar
            filters={filters}
            options={options}
            onChange={changeFilters}
            onReset={reset}
            search={search}
            onSearch={onSearch}
          />
        }
        loading={<TableSkeleton />}
        errorNamespace="inbox"
        errorTitle={t('error.title')}
        errorTestId="inbox-error"
        isEmpty={(data) => data.messages.length === 0}
        empty={<InboxEmpty onReset={reset} />}
        page={pageNum}
        pages={(data) => data.amount_of_pages}
        onPage={(next) => onSearch(withPage(search, next))}
        testId="inbox"
        table={() => (
          <InboxTable
            messages={messages}
            selected={selection.selected}
            onToggle={selection.toggle}
            onToggleAll={selection.toggleAll}
            onOpen={onOpen}
          />
        )}
      >
        {(data) => (
          <>
            <InboxTotals page={data} />
            <Group justify="space-between" align="flex-start">
              <BulkBar selectedText={t('bulk.selected', { count: selection.count })}>
                <Button
                  size="xs"
                  variant="light"
                  disabled={selection.count === 0}
                  loading={markUnread.isPending}
                  onClick={unreadSelected}
                  data-testid="bulk-unread"
                >
                  {t('bulk.markUnread')}
                </Button>
              </BulkBar>
              <ExportControl filters={filters} />
            </Group>
            {markUnread.isError && (
              <Alert color="red" variant="light" role="alert">
                {t('common:errors.generic')}
              </Alert>
            )}
          </>
        )}
      </ServerListPage>
      {children}
    </Stack>
  )
}
