import '../inbox.css'
import { Alert, Box, Button, Group, Paper, SegmentedControl, Stack, Text, TextInput } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { useEffect, useMemo, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { calendarDay, type InboxFilters, type InboxView } from '@shared/domain/inbox'
import { useAppAbility } from '../../../lib/ability'
import { withPage } from '../../../lib/list-search'
import { BulkBar, ListPagination } from '../../../ui/list-page'
import { EmptyState } from '../../../ui/empty-state'
import { IconSearch } from '../../../ui/icons'
import { staleResultsOpacity } from '../../../ui/query-states'
import { emptyOptions, useClientMessages, useFilterOptions } from '../api/client-messages'
import { useInboxLabels, type InboxLabel } from '../api/labels'
import { useMarkUnread } from '../api/read-state'
import { useInboxView, useRememberInboxView } from '../api/view'
import { useFreshIds, useHeldList, useInboxLive } from '../live'
import {
  filtersFromSearch,
  rangeRefused,
  searchFromFilters,
  triageActive,
  triageViews,
  type InboxSearch,
  type TriageView,
} from '../search'
import { useInboxScope, type InboxScope } from '../scope'
import { CandidateDetails } from './candidate-details'
import { ConversationList } from './conversation-list'
import { ConversationPane } from './conversation-panel'
import { ExportControl } from './export-control'
import { InboxFilterBar, moreFiltersSet, ResetFilters } from './inbox-filters'
import { InboxHeader } from './inbox-tabs'
import { InboxEmpty, InboxError, NoChatbot, TableSkeleton } from './inbox-states'
import { InboxTable } from './inbox-table'
import { InboxTotals } from './inbox-totals'
import { LabelManager } from './label-manager'
import { ZoneNote } from './zone-note'

interface InboxPageProps {
  readonly search: InboxSearch
  readonly onSearch: (search: InboxSearch) => void
  readonly onOpen: (clientId: string) => void
  /** The open conversation (the child route `/inbox/$clientId`). */
  readonly openClientId?: string | undefined
  readonly onClose?: () => void
  /** The child route: in "Berichten" the conversation drawer over the table. */
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

/** The page fills the window below the frame's header: lists scroll inside, never the page. */
const pageHeight = 'calc(100dvh - 56px - 2 * var(--mantine-spacing-lg))'

function InboxManagement({
  scope,
  search,
  onSearch,
  onOpen,
  openClientId,
  onClose = () => undefined,
  children,
}: InboxPageProps & { scope: InboxScope }) {
  const { t } = useTranslation(['inbox', 'common'])
  useInboxLive()
  const ability = useAppAbility()
  const { filters, today } = useInboxFilters(search)
  const view = useInboxView(search.view)
  const rememberView = useRememberInboxView()
  const hiddenSet = moreFiltersSet(filters)
  // A link that sets filters behind "Meer filters" opens with them shown, so a set filter is seen at once.
  const [moreOpen, setMoreOpen] = useState(() => hiddenSet > 0)
  const pageNum = view === 'messages' ? (search.page ?? 1) : 1
  // The totals (and the filter options) of the filter, in either view; in "Berichten" also the rows.
  const page = useClientMessages(scope, filters, pageNum)
  const kept = useFilterOptions(scope, filters, pageNum)
  const options = (pageNum === 1 ? page.data?.filter_options : kept.data) ?? kept.data ?? emptyOptions
  const labelsQuery = useInboxLabels(scope)
  const labels = labelsQuery.data ?? []
  const [managing, setManaging] = useState(false)

  const changeFilters = (next: InboxFilters) => onSearch(searchFromFilters(next, today, 1, search.view))
  // The choice is remembered for this user (main keeps it); the link names it too, so a reload keeps it.
  const chooseView = (next: InboxView) => {
    rememberView.mutate(next)
    onSearch({ ...searchFromFilters(filters, today), view: next })
  }
  // A deleted label (here or by someone else) leaves the filter too, instead of filtering on nothing.
  const knownLabelIds = filters.labelIds.filter((id) => labels.some((label) => label.id === id))
  const dropUnknownLabels =
    labelsQuery.isSuccess && !labelsQuery.isFetching && knownLabelIds.length !== filters.labelIds.length
  useEffect(() => {
    if (dropUnknownLabels) changeFilters({ ...filters, labelIds: knownLabelIds })
  })
  const reset = () => onSearch(search.view ? { view: search.view } : {})
  const filtersActive = Object.keys(searchFromFilters(filters, today)).length > 0
  const toggleTriage = (name: TriageView) => {
    const on = triageActive(filters, name)
    const patch = Object.fromEntries(
      Object.entries(triageViews[name]).map(([key, value]) => [
        key,
        on ? (key === 'assignedToMe' ? false : null) : value,
      ]),
    )
    changeFilters({ ...filters, ...patch })
  }
  const applySearch = (raw: string) => {
    const value = raw.trim()
    if ((filters.candidateId ?? '') !== value) changeFilters({ ...filters, candidateId: value || null })
  }

  return (
    <Stack gap={6} h={pageHeight} style={{ minHeight: 420 }} data-testid="inbox-page">
      <InboxHeader
        screen="management"
        actions={
          <Group gap="xs" align="flex-start" wrap="nowrap">
            {ability.can('update', 'SettingsChatbot') && (
              <Button
                size="xs"
                variant="default"
                onClick={() => setManaging(true)}
                data-testid="labels-manage"
              >
                {t('labels.manage')}
              </Button>
            )}
            <Box maw={460}>
              <ExportControl filters={filters} />
            </Box>
          </Group>
        }
      />
      {/* The view, the time zone when the computer's differs, and the filter's counts. */}
      <Group gap="sm" wrap="nowrap" justify="space-between">
        <Group gap="sm" wrap="nowrap">
          <SegmentedControl
            size="xs"
            value={view}
            onChange={(next) => chooseView(next as InboxView)}
            data={[
              { value: 'conversations', label: t('views.conversations') },
              { value: 'messages', label: t('views.messages') },
            ]}
            aria-label={t('views.label')}
            data-testid="inbox-view"
          />
          <ZoneNote />
        </Group>
        {page.data && <InboxTotals page={page.data} part="counts" />}
      </Group>
      {/* One line: search, triage, the period and "Meer filters"; the list keeps the height. */}
      <Group gap="xs" wrap="nowrap" align="center" data-testid="inbox-toolbar">
        <TextInput
          key={filters.candidateId ?? ''}
          size="xs"
          w={210}
          style={{ flexShrink: 0 }}
          leftSection={<IconSearch size={14} aria-hidden />}
          placeholder={t('search.placeholder')}
          aria-label={t('search.label')}
          defaultValue={filters.candidateId ?? ''}
          maxLength={200}
          onBlur={(event) => applySearch(event.currentTarget.value)}
          onKeyDown={(event) => event.key === 'Enter' && applySearch(event.currentTarget.value)}
          data-testid="filter-candidate"
        />
        <Group gap={4} wrap="nowrap" role="group" aria-label={t('triage.label')} data-testid="inbox-triage">
          {(Object.keys(triageViews) as TriageView[]).map((name) => {
            const on = triageActive(filters, name)
            return (
              <Button
                key={name}
                size="compact-sm"
                radius="xl"
                variant={on ? 'filled' : 'default'}
                aria-pressed={on}
                onClick={() => toggleTriage(name)}
                data-testid={`triage-${name}`}
              >
                {t(`triage.${name}`)}
              </Button>
            )
          })}
        </Group>
        <InboxFilterBar
          filters={filters}
          options={options}
          labels={labels}
          onChange={changeFilters}
          onReset={reset}
          rangeRefused={rangeRefused(search, today)}
          active={filtersActive}
          withReset={false}
          part="primary"
        />
        <Button
          size="compact-sm"
          variant={moreOpen || hiddenSet > 0 ? 'light' : 'subtle'}
          onClick={() => setMoreOpen((open) => !open)}
          aria-expanded={moreOpen}
          aria-controls="inbox-more-filters"
          style={{ flexShrink: 0 }}
          data-testid="filter-more"
        >
          {moreOpen
            ? t('filters.fewer')
            : hiddenSet > 0
              ? t('filters.moreSet', { count: hiddenSet })
              : t('filters.more')}
        </Button>
        <ResetFilters onReset={reset} active={filtersActive} />
      </Group>
      {moreOpen && (
        <Stack id="inbox-more-filters" gap={4}>
          <InboxFilterBar
            filters={filters}
            options={options}
            labels={labels}
            onChange={changeFilters}
            onReset={reset}
            rangeRefused={false}
            active={filtersActive}
            withReset={false}
            part="more"
          />
          {page.data && <InboxTotals page={page.data} part="rest" />}
        </Stack>
      )}
      <Box style={{ flex: 1, minHeight: 0 }}>
        {view === 'messages' ? (
          <MessagesView
            page={page}
            pageNum={pageNum}
            search={search}
            onSearch={onSearch}
            onOpen={onOpen}
            onReset={reset}
            openClientId={openClientId}
          />
        ) : (
          <ConversationsView
            scope={scope}
            filters={filters}
            labels={labels}
            openClientId={openClientId}
            onOpen={onOpen}
            onClose={onClose}
            onReset={reset}
          />
        )}
      </Box>
      {view === 'messages' && children}
      {managing && <LabelManager labels={labels} onClose={() => setManaging(false)} />}
    </Stack>
  )
}

/**
 * "Berichten": the spec's message table, one row per message. The check box selects that message; the
 * bulk action 'Markeren als ongelezen' is per conversation (read state belongs to the conversation), so it
 * applies to the conversations of the selected messages, which the bar says.
 */
function MessagesView({
  page,
  pageNum,
  search,
  onSearch,
  onOpen,
  onReset,
  openClientId,
}: {
  page: ReturnType<typeof useClientMessages>
  pageNum: number
  search: InboxSearch
  onSearch: (search: InboxSearch) => void
  onOpen: (clientId: string) => void
  onReset: () => void
  openClientId: string | undefined
}) {
  const { t } = useTranslation(['inbox', 'common'])
  const [hovered, setHovered] = useState(false)
  const [selection, setSelection] = useState<{ key: string; ids: ReadonlySet<string> }>({
    key: '',
    ids: new Set(),
  })
  const selectionKey = JSON.stringify(search)
  const selected = selection.key === selectionKey ? selection.ids : new Set<string>()
  const select = (ids: ReadonlySet<string>) => setSelection({ key: selectionKey, ids })
  const fresh = useFreshIds()
  const markUnread = useMarkUnread()
  const all = page.data?.messages ?? []
  const { items: messages, waiting } = useHeldList(all, (message) => String(message.id), hovered)

  // As in "Gesprekken": a failed refresh keeps the rows (and the click on them); only a page never loaded
  // shows the error state.
  if (page.isError && !page.data) return <InboxError error={page.error} onRetry={() => void page.refetch()} />
  if (page.isPending || !page.data) return <TableSkeleton />
  if (all.length === 0) return <InboxEmpty onReset={onReset} />

  const conversations = [
    ...new Set(messages.filter((m) => selected.has(String(m.id))).map((m) => m.clientId)),
  ]
  const unreadSelected = () =>
    markUnread.mutate(conversations.slice(0, 100), { onSuccess: () => select(new Set()) })

  return (
    <Stack gap={4} h="100%" style={{ minHeight: 0 }}>
      {page.isError && (
        <Alert color="yellow" variant="light" role="status" py={4} data-testid="inbox-table-stale">
          <Group gap="xs" wrap="nowrap" justify="space-between">
            <Text fz="xs">{t('list.stale')}</Text>
            <Button size="compact-xs" variant="subtle" onClick={() => void page.refetch()}>
              {t('common:actions.retry')}
            </Button>
          </Group>
        </Alert>
      )}
      {markUnread.isError && (
        <Alert color="red" variant="light" role="alert" py={4}>
          {t('common:errors.generic')}
        </Alert>
      )}
      <Paper
        withBorder
        radius="sm"
        style={{
          flex: 1,
          minHeight: 0,
          overflow: 'auto',
          opacity: staleResultsOpacity(page.isPlaceholderData),
        }}
        aria-busy={page.isPlaceholderData}
        onPointerEnter={() => setHovered(true)}
        onPointerLeave={() => setHovered(false)}
        data-testid="inbox-table-scroller"
      >
        <InboxTable
          messages={messages}
          selected={selected}
          onToggle={(id) => {
            const next = new Set(selected)
            if (next.has(id)) next.delete(id)
            else next.add(id)
            select(next)
          }}
          onToggleAll={(on) => select(on ? new Set(messages.map((m) => String(m.id))) : new Set())}
          onOpen={onOpen}
          fresh={fresh}
          openClientId={openClientId}
        />
      </Paper>
      <Group justify="space-between" gap="xs" wrap="nowrap" align="center">
        <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
          <BulkBar
            selectedText={t('bulk.selectedMessages', {
              count: selected.size,
              conversations: t('bulk.conversations', { count: conversations.length }),
            })}
          >
            <Button
              size="compact-xs"
              variant="light"
              disabled={selected.size === 0}
              loading={markUnread.isPending}
              onClick={unreadSelected}
              data-testid="bulk-unread"
            >
              {t('bulk.markUnread')}
            </Button>
          </BulkBar>
          {waiting > 0 && (
            <Text fz="xs" c="dimmed" data-testid="inbox-waiting">
              {t('list.waiting', { count: waiting })}
            </Text>
          )}
        </Group>
        <Box style={{ flex: 1, minWidth: 0 }}>
          <ListPagination
            page={pageNum}
            pages={page.data.amount_of_pages}
            onPage={(next) => onSearch(withPage(search, next))}
            testId="inbox"
          />
        </Box>
      </Group>
    </Stack>
  )
}

/**
 * "Gesprekken": list | conversation | candidate details at ≥ 1280 px; below that the details take the
 * conversation's place on request.
 */
function ConversationsView({
  scope,
  filters,
  labels,
  openClientId,
  onOpen,
  onClose,
  onReset,
}: {
  scope: InboxScope
  filters: InboxFilters
  labels: readonly InboxLabel[]
  openClientId: string | undefined
  onOpen: (clientId: string) => void
  onClose: () => void
  onReset: () => void
}) {
  const { t } = useTranslation('inbox')
  const wide = useMediaQuery('(min-width: 1280px)', true)
  const [detailsShown, setDetailsShown] = useState(false)
  return (
    <Group gap={6} wrap="nowrap" align="stretch" h="100%" data-testid="conversations-view">
      <Paper withBorder radius="sm" w={wide ? 340 : 300} style={{ flexShrink: 0, overflow: 'hidden' }}>
        <ConversationList
          scope={scope}
          filters={filters}
          labels={labels}
          openClientId={openClientId}
          onOpen={onOpen}
          onClose={onClose}
          onReset={onReset}
        />
      </Paper>
      <Paper
        withBorder
        radius="sm"
        p="xs"
        style={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}
        data-testid="conversation-pane"
      >
        {openClientId ? (
          <>
            {!wide && (
              <Group justify="flex-end" mb={4}>
                <Button
                  size="compact-xs"
                  variant="default"
                  onClick={() => setDetailsShown((shown) => !shown)}
                  aria-pressed={detailsShown}
                  data-testid="details-toggle"
                >
                  {detailsShown ? t('details.hide') : t('details.show')}
                </Button>
              </Group>
            )}
            {!wide && detailsShown ? (
              <CandidateDetails scope={scope} clientId={openClientId} />
            ) : (
              <ConversationPane
                key={openClientId}
                scope={scope}
                clientId={openClientId}
                onClose={onClose}
                withClose
              />
            )}
          </>
        ) : (
          <EmptyState
            title={t('conversation.noneTitle')}
            body={t('conversation.noneBody')}
            testId="conversation-none"
          />
        )}
      </Paper>
      {wide && openClientId && (
        <Paper
          withBorder
          radius="sm"
          p="xs"
          w={250}
          style={{ flexShrink: 0, overflowY: 'auto' }}
          data-testid="details-pane"
        >
          <CandidateDetails scope={scope} clientId={openClientId} />
        </Paper>
      )}
    </Group>
  )
}
