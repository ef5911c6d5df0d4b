import { Button, Group, Pagination, Paper, Pill, Stack, Text } from '@mantine/core'
import { useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { FilterChip } from '../lib/list-search'
import { ErrorState, LoadingSkeleton, staleResultsOpacity } from './query-states'

/**
 * The server-paged list page every area uses (ARCHITECTURE §4 kit): a compact filter bar whose active
 * filters show as removable chips, the list's own summary and toolbar (bulk actions on the selection), the
 * table, and the pager; loading, error (with retry) and empty states; the previous page stays on screen,
 * dimmed, while the next one loads. Filters and page live in the URL (lib/list-search.ts).
 */

/** The compact filter bar: small controls in one wrapping row, and the active filters as chips below. */
export function FilterBar({
  label,
  chips,
  onReset,
  resetLabel,
  children,
  testId,
}: {
  label: string
  chips: readonly FilterChip[]
  onReset: () => void
  resetLabel?: string
  children: ReactNode
  testId?: string
}) {
  const { t } = useTranslation('common')
  return (
    <Paper withBorder p="sm" radius="md" component="section" aria-label={label} data-testid={testId}>
      <Stack gap="xs">
        <Group gap="xs" align="flex-end" wrap="wrap">
          {children}
        </Group>
        <Group gap="xs" justify="space-between" wrap="nowrap" align="center">
          <Pill.Group aria-label={t('list.activeFilters')} data-testid="filter-chips">
            {chips.map((chip) => (
              <Pill
                key={chip.id}
                withRemoveButton
                onRemove={chip.remove}
                // Mantine hides the × from keyboards and screen readers by default; a chip must be removable
                // without a mouse too.
                removeButtonProps={{
                  'aria-label': t('list.removeFilter', { filter: chip.label }),
                  'aria-hidden': false,
                  tabIndex: 0,
                }}
                maw="20rem"
                title={chip.label}
                data-testid="filter-chip"
              >
                {chip.label}
              </Pill>
            ))}
            {chips.length === 0 && (
              <Text fz="xs" c="dimmed">
                {t('list.noFilters')}
              </Text>
            )}
          </Pill.Group>
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={onReset}
            disabled={chips.length === 0}
            data-testid="filter-reset"
            style={{ flexShrink: 0 }}
          >
            {resetLabel ?? t('list.resetFilters')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  )
}

/** Row selection of one page; cleared whenever `resetKey` (the list's search) changes. */
export function useRowSelection(ids: readonly string[], resetKey: string) {
  const [state, setState] = useState<{ key: string; selected: ReadonlySet<string> }>({
    key: resetKey,
    selected: new Set(),
  })
  const selected = state.key === resetKey ? state.selected : new Set<string>()
  const update = (next: ReadonlySet<string>) => setState({ key: resetKey, selected: next })
  return {
    selected,
    count: selected.size,
    allSelected: ids.length > 0 && ids.every((id) => selected.has(id)),
    toggle: (id: string) => {
      const next = new Set(selected)
      if (next.has(id)) next.delete(id)
      else next.add(id)
      update(next)
    },
    toggleAll: (select: boolean) => update(select ? new Set(ids) : new Set()),
    clear: () => update(new Set()),
  }
}

/** "3 selected" and the actions that apply to them (disabled while nothing is selected). */
export function BulkBar({ selectedText, children }: { selectedText: string; children: ReactNode }) {
  return (
    <Group gap="sm">
      <Text fz="sm" aria-live="polite" data-testid="list-selected">
        {selectedText}
      </Text>
      {children}
    </Group>
  )
}

/** "Page 2 of 7" and the pager; hidden for a single page. */
export function ListPagination({
  page,
  pages,
  onPage,
  testId = 'list',
}: {
  page: number
  pages: number
  onPage: (page: number) => void
  testId?: string
}) {
  const { t } = useTranslation('common')
  if (pages <= 1) return null
  return (
    <Group justify="space-between">
      <Text fz="sm" c="dimmed" data-testid={`${testId}-page-summary`}>
        {t('list.pagination.summary', { page, pages })}
      </Text>
      <Pagination
        total={pages}
        value={Math.min(page, pages)}
        onChange={onPage}
        siblings={1}
        getControlProps={(control) => ({ 'aria-label': t(`list.pagination.${control}`) })}
        getItemProps={(item) => ({ 'aria-label': t('list.pagination.page', { page: item }) })}
        data-testid={`${testId}-pagination`}
      />
    </Group>
  )
}

interface PagedQuery<T> {
  readonly isPending: boolean
  readonly isError: boolean
  readonly error: unknown
  readonly data: T | undefined
  readonly isPlaceholderData: boolean
  refetch(): unknown
}

/** The page: filter bar, then the query's state, then `children(data)` (summary, toolbar, table), the pager. */
export function ServerListPage<T>({
  query,
  filterBar,
  isEmpty,
  empty,
  loading,
  errorNamespace,
  errorTitle,
  errorTestId,
  page,
  pages,
  onPage,
  testId,
  children,
  table,
}: {
  query: PagedQuery<T>
  filterBar: ReactNode
  isEmpty: (data: T) => boolean
  empty: ReactNode
  loading?: ReactNode
  errorNamespace?: string
  errorTitle?: string
  errorTestId?: string
  page: number
  pages: (data: T) => number
  onPage: (page: number) => void
  testId?: string
  /** What stands between the filters and the table (totals, bulk actions, export). */
  children?: (data: T) => ReactNode
  table: (data: T) => ReactNode
}) {
  const data = query.data
  return (
    <>
      {filterBar}
      {query.isError ? (
        <ErrorState
          error={query.error}
          onRetry={() => void query.refetch()}
          {...(errorNamespace ? { namespace: errorNamespace } : {})}
          {...(errorTitle ? { title: errorTitle } : {})}
          {...(errorTestId ? { testId: errorTestId } : {})}
        />
      ) : query.isPending || data === undefined ? (
        (loading ?? <LoadingSkeleton />)
      ) : (
        <>
          {children?.(data)}
          {isEmpty(data) ? (
            empty
          ) : (
            <div
              style={{ opacity: staleResultsOpacity(query.isPlaceholderData) }}
              aria-busy={query.isPlaceholderData}
            >
              {table(data)}
            </div>
          )}
          <ListPagination page={page} pages={pages(data)} onPage={onPage} {...(testId ? { testId } : {})} />
        </>
      )}
    </>
  )
}
