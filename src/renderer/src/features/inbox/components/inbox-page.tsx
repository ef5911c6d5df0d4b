import { Alert, Button, Group, Pagination, Stack, Text } from '@mantine/core'
import { useMemo, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { calendarDay, type InboxFilters } from '@shared/domain/inbox'
import { emptyOptions, useClientMessages, useFilterOptions } from '../api/client-messages'
import { useMarkUnread } from '../api/read-state'
import { filtersFromSearch, searchFromFilters, type InboxSearch } from '../search'
import { useInboxScope, type InboxScope } from '../scope'
import { ExportControl } from './export-control'
import { InboxFilterBar } from './inbox-filters'
import { InboxHeader } from './inbox-tabs'
import { InboxEmpty, InboxError, NoChatbot, TableSkeleton } from './inbox-states'
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
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set())
  const markUnread = useMarkUnread()

  const changeFilters = (next: InboxFilters) => {
    setSelected(new Set())
    onSearch(searchFromFilters(next, today))
  }
  const reset = () => changeFilters(filtersFromSearch({}, today))
  const goTo = (next: number) => {
    setSelected(new Set())
    onSearch({ ...search, page: next === 1 ? undefined : next })
  }
  const messages = page.data?.messages ?? []
  const toggle = (clientId: string) =>
    setSelected((current) => {
      const next = new Set(current)
      if (next.has(clientId)) next.delete(clientId)
      else next.add(clientId)
      return next
    })
  const toggleAll = (select: boolean) =>
    setSelected(select ? new Set(messages.map((m) => m.clientId)) : new Set())
  const unreadSelected = () =>
    markUnread.mutate([...selected].slice(0, 100), { onSuccess: () => setSelected(new Set()) })

  return (
    <Stack gap="md">
      <InboxHeader screen="management" />
      <InboxFilterBar filters={filters} options={options} onChange={changeFilters} onReset={reset} />
      {page.isPending ? (
        <TableSkeleton />
      ) : page.isError ? (
        <InboxError error={page.error} onRetry={() => void page.refetch()} />
      ) : (
        <>
          <InboxTotals page={page.data} />
          <Group justify="space-between" align="flex-start">
            <Group gap="sm">
              <Text fz="sm" aria-live="polite" data-testid="inbox-selected">
                {t('bulk.selected', { count: selected.size })}
              </Text>
              <Button
                size="xs"
                variant="light"
                disabled={selected.size === 0}
                loading={markUnread.isPending}
                onClick={unreadSelected}
                data-testid="bulk-unread"
              >
                {t('bulk.markUnread')}
              </Button>
            </Group>
            <ExportControl filters={filters} />
          </Group>
          {markUnread.isError && (
            <Alert color="red" variant="light" role="alert">
              {t('common:errors.generic')}
            </Alert>
          )}
          {messages.length === 0 ? (
            <InboxEmpty onReset={reset} />
          ) : (
            <div style={{ opacity: page.isPlaceholderData ? 0.6 : 1 }} aria-busy={page.isPlaceholderData}>
              <InboxTable
                messages={messages}
                selected={selected}
                onToggle={toggle}
                onToggleAll={toggleAll}
                onOpen={onOpen}
              />
            </div>
          )}
          {page.data.amount_of_pages > 1 && (
            <Group justify="space-between">
              <Text fz="sm" c="dimmed" data-testid="inbox-page-summary">
                {t('pagination.summary', { page: pageNum, pages: page.data.amount_of_pages })}
              </Text>
              <Pagination
                total={page.data.amount_of_pages}
                value={Math.min(pageNum, page.data.amount_of_pages)}
                onChange={goTo}
                siblings={1}
                getControlProps={(control) => ({ 'aria-label': t(`pagination.${control}`) })}
                getItemProps={(item) => ({ 'aria-label': t('pagination.page', { page: item }) })}
                data-testid="inbox-pagination"
              />
            </Group>
          )}
        </>
      )}
      {children}
    </Stack>
  )
}
