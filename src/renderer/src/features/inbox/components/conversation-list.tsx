import { Alert, Badge, Box, Button, Group, Stack, Text, Tooltip } from '@mantine/core'
import { useVirtualizer } from '@tanstack/react-virtual'
import {
  memo,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
} from 'react'
import { useTranslation } from 'react-i18next'
import type { InboxFilters } from '@shared/domain/inbox'
import {
  conversationPagesPerLoad,
  conversationPageSize,
  useConversationBriefs,
  type ConversationBrief,
} from '../api/conversations'
import type { InboxLabel } from '../api/labels'
import { readableTextOn } from '../format'
import { useFreshIds, useHeldList } from '../live'
import { inboxShortTime } from '../time'
import type { InboxScope } from '../scope'
import { InboxEmpty, InboxError, TableSkeleton } from './inbox-states'
import { staleResultsOpacity } from '../../../ui/query-states'

/** Two lines per conversation: 12+ rows fit the list at 1280×800. */
export const conversationRowHeight = 44

interface ConversationListProps {
  readonly scope: InboxScope
  readonly filters: InboxFilters
  readonly labels: readonly InboxLabel[]
  readonly openClientId: string | undefined
  readonly onOpen: (clientId: string) => void
  readonly onClose: () => void
  readonly onReset: () => void
}

/**
 * "Gesprekken": one row per candidate conversation (the conversations brief call, 100 per page, at most 5
 * pages per load), newest activity first. Virtualised: only the rows in view are in the DOM (QUALITY P-5).
 * Keyboard: ↑/↓ or j/k move, Enter opens, Esc closes the open conversation. While the pointer rests on
 * the list, arrivals do not move the rows under it (they show when it leaves).
 */
export function ConversationList({
  scope,
  filters,
  labels,
  openClientId,
  onOpen,
  onClose,
  onReset,
}: ConversationListProps) {
  const { t, i18n } = useTranslation(['inbox', 'common'])
  const query = useConversationBriefs(scope, filters)
  const [hovered, setHovered] = useState(false)
  const all = useMemo(() => uniqueConversations(query.data?.pages), [query.data])
  const { items, waiting } = useHeldList(all, (item) => item.client_id, hovered)
  const fresh = useFreshIds()
  const scroller = useRef<HTMLDivElement>(null)
  const [active, setActive] = useState(0)
  // One callback for every row (memo'd rows re-render only when their own data changes on a refresh).
  const openRef = useRef(onOpen)
  useLayoutEffect(() => {
    openRef.current = onOpen
  })
  const pick = useCallback((index: number, clientId: string) => {
    setActive(index)
    openRef.current(clientId)
  }, [])
  // eslint-disable-next-line react-hooks/incompatible-library -- the compiler skips this component; the rows are memo'd
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => conversationRowHeight,
    overscan: 6,
  })
  const total = query.data?.pages[0]?.conversation_count ?? 0
  const virtualRows = virtualizer.getVirtualItems()
  const lastShown = virtualRows.at(-1)?.index ?? 0

  // Near the end of what is loaded: the next page of 100 (at most 5 per load).
  useEffect(() => {
    if (lastShown >= items.length - 10 && query.hasNextPage && !query.isFetchingNextPage)
      void query.fetchNextPage()
  }, [lastShown, items.length, query])

  // The open conversation is the active row (also after a reload on its link).
  useEffect(() => {
    if (!openClientId) return
    const index = items.findIndex((item) => item.client_id === openClientId)
    if (index >= 0) setActive(index)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when another conversation opens
  }, [openClientId])

  if (query.isPending) return <TableSkeleton rows={10} />
  // A failed refresh (a live arrival, the window's focus) keeps the rows on screen: replacing them with the
  // error state would take the row from under a recruiter's click. Only a list never loaded shows the error.
  if (query.isError && !query.data)
    return <InboxError error={query.error} onRetry={() => void query.refetch()} />
  if (items.length === 0) return <InboxEmpty onReset={onReset} />

  const move = (to: number) => {
    const index = Math.max(0, Math.min(items.length - 1, to))
    setActive(index)
    virtualizer.scrollToIndex(index, { align: 'auto' })
  }
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return
    const key = event.key
    if (key === 'ArrowDown' || key === 'j') move(active + 1)
    else if (key === 'ArrowUp' || key === 'k') move(active - 1)
    else if (key === 'Home') move(0)
    else if (key === 'End') move(items.length - 1)
    else if (key === 'Enter' && items[active]) onOpen(items[active].client_id)
    else if (key === 'Escape' && openClientId) onClose()
    else return
    event.preventDefault()
  }
  const activeId = items[active] ? `conversation-option-${items[active].client_id}` : undefined
  const capped = !query.hasNextPage && (query.data?.pages.length ?? 0) >= conversationPagesPerLoad

  return (
    <Stack gap={0} h="100%" style={{ minHeight: 0 }} data-testid="conversation-list-pane">
      {query.isError && (
        <Alert
          color="yellow"
          variant="light"
          py={2}
          px="xs"
          role="status"
          data-testid="conversation-list-stale"
        >
          <Group gap="xs" wrap="nowrap" justify="space-between">
            <Text fz="xs">{t('list.stale')}</Text>
            <Button size="compact-xs" variant="subtle" onClick={() => void query.refetch()}>
              {t('common:actions.retry')}
            </Button>
          </Group>
        </Alert>
      )}
      {waiting > 0 && (
        <Text fz="xs" px="xs" py={2} data-testid="conversation-waiting" role="status">
          {t('list.waiting', { count: waiting })}
        </Text>
      )}
      <div
        ref={scroller}
        role="listbox"
        tabIndex={0}
        aria-label={t('list.count', { count: total, formatted: total.toLocaleString(i18n.language) })}
        aria-activedescendant={activeId}
        onKeyDown={onKeyDown}
        onPointerEnter={() => setHovered(true)}
        onPointerLeave={() => setHovered(false)}
        data-testid="conversation-list"
        // Another filter's conversations are on their way: the rows shown are the previous filter's, and
        // may go in a moment. Dimmed and busy, as the message table does, so nobody (nor a test) takes one
        // for a result of the new filter. A live refresh of the same filter is not busy.
        aria-busy={query.isPlaceholderData}
        style={{
          flex: 1,
          minHeight: 0,
          overflowY: 'auto',
          position: 'relative',
          outline: 'none',
          opacity: staleResultsOpacity(query.isPlaceholderData),
        }}
      >
        <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
          {virtualRows.map((row) => {
            const item = items[row.index]!
            return (
              <ConversationRow
                key={item.client_id}
                item={item}
                top={row.start}
                active={row.index === active}
                open={item.client_id === openClientId}
                fresh={fresh.has(item.client_id)}
                labels={labels}
                language={i18n.language}
                index={row.index}
                onPick={pick}
              />
            )
          })}
        </div>
        {(query.isFetchingNextPage || capped) && (
          <Text fz="xs" c="dimmed" ta="center" py="xs" data-testid="conversation-list-end">
            {query.isFetchingNextPage
              ? t('loading')
              : t('list.capped', { count: conversationPagesPerLoad * conversationPageSize })}
          </Text>
        )}
      </div>
    </Stack>
  )
}

/**
 * The loaded pages as one list, each conversation once. Pages are asked at different moments (the next
 * page as the list scrolls, a refresh page after page), and a conversation that moved in between comes
 * again on a later page; its first place counts. Two rows with one key would make React remount rows
 * on every refresh.
 */
export function uniqueConversations(
  pages: readonly { conversations: readonly ConversationBrief[] }[] | undefined,
): ConversationBrief[] {
  const seen = new Set<string>()
  const list: ConversationBrief[] = []
  for (const page of pages ?? [])
    for (const item of page.conversations) {
      if (seen.has(item.client_id)) continue
      seen.add(item.client_id)
      list.push(item)
    }
  return list
}

const ConversationRow = memo(function ConversationRow({
  item,
  top,
  active,
  open,
  fresh,
  labels,
  language,
  index,
  onPick,
}: {
  item: ConversationBrief
  top: number
  active: boolean
  open: boolean
  fresh: boolean
  labels: readonly InboxLabel[]
  language: string
  index: number
  onPick: (index: number, clientId: string) => void
}) {
  const { t } = useTranslation('inbox')
  const name =
    item.contact_details.name ?? item.contact_details.phone_number ?? item.phone_number ?? item.client_id
  const assignee = item.assigned_agent_name ?? item.state_machines[0] ?? null
  const own = labels.filter((label) => item.labels.includes(label.id))
  const from =
    item.last_sender_entity && item.last_sender_entity !== 'candidate'
      ? `${t(`sender.${item.last_sender_entity as 'recruiter' | 'chatbot'}`)}: `
      : ''
  return (
    <Box
      id={`conversation-option-${item.client_id}`}
      role="option"
      aria-selected={open}
      className="portal-conversation-row"
      data-testid="conversation-row"
      data-client-id={item.client_id}
      data-read={item.is_read}
      data-active={active || undefined}
      data-open={open || undefined}
      data-fresh={fresh || undefined}
      onClick={() => onPick(index, item.client_id)}
      px="xs"
      py={4}
      style={{
        position: 'absolute',
        top: 0,
        left: 0,
        right: 0,
        height: conversationRowHeight,
        transform: `translateY(${top}px)`,
      }}
    >
      <Group gap={6} wrap="nowrap" justify="space-between">
        <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
          <Box
            w={8}
            h={8}
            style={{
              borderRadius: '50%',
              flexShrink: 0,
              background: item.is_read ? 'transparent' : 'var(--mantine-primary-color-filled)',
            }}
            aria-label={item.is_read ? undefined : t('read.unread')}
            role={item.is_read ? undefined : 'img'}
            data-testid={item.is_read ? undefined : 'conversation-unread'}
          />
          <Text fz="sm" fw={item.is_read ? 500 : 750} truncate dir="auto">
            {name}
          </Text>
          {own.slice(0, 2).map((label) => (
            <Badge
              key={label.id}
              size="xs"
              radius="sm"
              tt="none"
              style={{ background: label.color, color: readableTextOn(label.color), flexShrink: 0 }}
              maw={90}
              data-testid="conversation-row-label"
            >
              {label.name}
            </Badge>
          ))}
          {own.length > 2 && (
            <Text fz={10} c="dimmed">
              +{own.length - 2}
            </Text>
          )}
        </Group>
        <Text fz={11} c="dimmed" style={{ whiteSpace: 'nowrap', flexShrink: 0 }}>
          {inboxShortTime(item.last_message_at, language)}
        </Text>
      </Group>
      <Group gap={6} wrap="nowrap" justify="space-between" pl={14}>
        <Text fz="xs" c="dimmed" truncate dir="auto" style={{ minWidth: 0, flex: 1 }}>
          {from}
          {item.last_message ?? ''}
        </Text>
        <Tooltip label={[assignee, ...item.team_names].filter(Boolean).join(' · ')} openDelay={500}>
          <Text fz={10} c="dimmed" truncate maw={130} style={{ flexShrink: 0 }}>
            {[assignee, item.team_names[0]].filter(Boolean).join(' · ')}
          </Text>
        </Tooltip>
      </Group>
    </Box>
  )
})
