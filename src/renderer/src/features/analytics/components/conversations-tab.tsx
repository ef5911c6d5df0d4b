import {
  Anchor,
  Badge,
  Button,
  Drawer,
  Group,
  Modal,
  Pagination,
  Stack,
  Table,
  Text,
  TextInput,
  Timeline,
  Title,
} from '@mantine/core'
import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { analyticsConversationMaxPages, analyticsConversationPageSize } from '@shared/domain/analytics'
import { ConversationActions } from '../../../lib/conversation-actions'
import { useAppAbility } from '../../../lib/ability'
import { EmptyState } from '../../../ui/empty-state'
import { ErrorState, LoadingSkeleton } from '../../../ui/query-states'
import {
  useConversationBlock,
  useConversationDetail,
  useConversationLogs,
  useDeleteConversation,
  useSetRead,
  type AnalyticsConversationBrief,
} from '../api/conversations'
import type { AnalyticsScope } from '../scope'
import { ExportButtons } from './export-buttons'
import { FreetextDrawer } from './freetext-drawer'
import type { AnalyticsFilter } from '../range'
import type { AnalyticsSearch } from '../search'

const rowsPerBlock = analyticsConversationPageSize * analyticsConversationMaxPages

/**
 * The period's conversations, 100 per page; one load asks at most 5 pages (500 rows) and paging within
 * them is local. A conversation opens in a drawer with its steps and messages; opening marks it read.
 */
export function ConversationsTab({
  scope,
  filter,
  search,
  onSearch,
}: {
  scope: AnalyticsScope
  filter: AnalyticsFilter
  search: AnalyticsSearch
  onSearch: (next: AnalyticsSearch) => void
}) {
  const { t } = useTranslation('analytics')
  const page = search.page ?? 1
  const block = Math.ceil(page / analyticsConversationMaxPages)
  const query = useConversationBlock(scope, filter, block, search.q ?? '')
  const { mutate: markRead } = useSetRead()
  const open = (clientId: string | undefined) => onSearch({ ...search, open: clientId })
  // Stable while the list is unchanged, so the memoised table skips renders that are not about it.
  const openAndMarkRead = useCallback(
    (clientId: string) => {
      onSearch({ ...search, open: clientId })
      markRead({ clientIds: [clientId], read: true })
    },
    [onSearch, search, markRead],
  )
  const offset = ((page - 1) % analyticsConversationMaxPages) * analyticsConversationPageSize
  const conversations = query.data?.conversations
  const rows = useMemo(
    () => conversations?.slice(offset, offset + analyticsConversationPageSize) ?? [],
    [conversations, offset],
  )
  let content
  if (query.isPending) content = <LoadingSkeleton />
  else if (query.isError)
    content = <ErrorState error={query.error} onRetry={() => void query.refetch()} namespace="analytics" />
  else if (query.data.conversationCount === 0)
    content = <EmptyState title={t('empty.title')} body={t('empty.body')} testId="conversations-empty" />
  else {
    content = (
      <Stack gap="sm">
        <Text size="sm" c="dimmed" data-testid="conversations-count">
          {t('conversations.count', { count: query.data.conversationCount })}
        </Text>
        <ConversationTable rows={rows} onOpen={openAndMarkRead} />
        {query.data.amountOfPages > 1 && (
          <Pagination
            total={query.data.amountOfPages}
            value={page}
            onChange={(next) => onSearch({ ...search, page: next === 1 ? undefined : next })}
            aria-label={t('conversations.pageOf', { page, pages: query.data.amountOfPages })}
          />
        )}
      </Stack>
    )
  }
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="end">
        <ConversationSearch search={search} onSearch={onSearch} />
        <ExportButtons table="conversations" filter={filter} />
      </Group>
      {content}
      {search.open && (
        <ConversationDrawer
          scope={scope}
          clientId={search.open}
          onClose={() => open(undefined)}
          onOpen={openAndMarkRead}
        />
      )}
    </Stack>
  )
}

export const conversationRowsPerLoad = rowsPerBlock

/**
 * The search field keeps what is typed to itself and applies it after 300 ms: a keystroke re-renders the
 * field only, not the 100-row table beside it (QUALITY P-10: keystroke → paint ≤ 50 ms).
 */
export function ConversationSearch({
  search,
  onSearch,
}: {
  search: AnalyticsSearch
  onSearch: (next: AnalyticsSearch) => void
}) {
  const { t } = useTranslation('analytics')
  const [typed, setTyped] = useState(search.q ?? '')
  useEffect(() => {
    const timer = setTimeout(() => {
      if ((search.q ?? '') !== typed.trim())
        onSearch({ ...search, q: typed.trim() || undefined, page: undefined })
    }, 300)
    return () => clearTimeout(timer)
  }, [typed, search, onSearch])
  return (
    <TextInput
      value={typed}
      onChange={(e) => setTyped(e.currentTarget.value)}
      placeholder={t('conversations.search')}
      aria-label={t('conversations.search')}
      maw={420}
      data-testid="conversations-search"
    />
  )
}

const ConversationTable = memo(function ConversationTable({
  rows,
  onOpen,
}: {
  rows: readonly AnalyticsConversationBrief[]
  onOpen: (clientId: string) => void
}) {
  const { t } = useTranslation('analytics')
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table highlightOnHover striped data-testid="conversations-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('columns.date')}</Table.Th>
            <Table.Th>{t('columns.contact')}</Table.Th>
            <Table.Th>{t('columns.channel')}</Table.Th>
            <Table.Th>{t('columns.flows')}</Table.Th>
            <Table.Th style={{ textAlign: 'right' }}>{t('columns.steps')}</Table.Th>
            <Table.Th>{t('columns.status')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr
              key={row.clientId}
              data-client-id={row.clientId}
              fw={row.isRead ? undefined : 700}
              style={{ cursor: 'pointer' }}
              onClick={() => onOpen(row.clientId)}
            >
              <Table.Td>
                <Anchor
                  component="button"
                  type="button"
                  fz="sm"
                  fw="inherit"
                  onClick={(event) => {
                    event.stopPropagation()
                    onOpen(row.clientId)
                  }}
                >
                  {row.date}
                </Anchor>
              </Table.Td>
              <Table.Td>
                {row.contactDetails.name ?? row.contactDetails.phoneNumber ?? t('conversations.anonymous')}
              </Table.Td>
              <Table.Td>{row.channel === 'web' ? t('channels.web') : t('channels.whatsapp')}</Table.Td>
              <Table.Td>{row.stateMachines.join(' → ')}</Table.Td>
              <Table.Td style={{ textAlign: 'right' }}>{row.steps}</Table.Td>
              <Table.Td>
                {row.finished ? t('conversations.finished') : t('conversations.left')}
                {row.isRead ? '' : ` · ${t('conversations.unread')}`}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
})

function ConversationDrawer({
  scope,
  clientId,
  onClose,
  onOpen,
}: {
  scope: AnalyticsScope
  clientId: string
  onClose: () => void
  /** Opens another conversation (from the typed answers at one of this one's states). */
  onOpen: (clientId: string) => void
}) {
  const { t } = useTranslation('analytics')
  const detail = useConversationDetail(scope, clientId)
  const mayDelete = useAppAbility().can('delete', 'AnalyticsConversations')
  const remove = useDeleteConversation()
  const setRead = useSetRead()
  const [confirming, setConfirming] = useState(false)
  const deleting = useRef(false)
  const name =
    detail.data?.contactDetails.name ??
    detail.data?.contactDetails.phoneNumber ??
    t('conversations.anonymous')
  return (
    <Drawer
      opened
      onClose={onClose}
      position="right"
      size="lg"
      title={t('conversations.open')}
      data-testid="conversation-drawer"
    >
      {detail.isPending ? (
        <LoadingSkeleton />
      ) : detail.isError ? (
        <ErrorState error={detail.error} onRetry={() => void detail.refetch()} namespace="analytics" />
      ) : !detail.data ? (
        <Text>{t('conversations.gone')}</Text>
      ) : (
        <Stack gap="md">
          <div>
            <Title order={2} fz="h4">
              {name}
            </Title>
            <Text size="sm" c="dimmed">
              {[
                detail.data.date,
                detail.data.contactDetails.phoneNumber,
                detail.data.contactDetails.email,
                detail.data.clientId,
              ]
                .filter(Boolean)
                .join(' · ')}
            </Text>
            <Group gap="xs" mt="xs">
              <Badge variant="light">
                {detail.data.channel === 'web' ? t('channels.web') : t('channels.whatsapp')}
              </Badge>
              <Badge variant="light" color={detail.data.finished ? 'teal' : 'red'}>
                {detail.data.finished ? t('conversations.finished') : t('conversations.left')}
              </Badge>
            </Group>
          </div>
          <Group gap="xs">
            <Button
              variant="default"
              size="xs"
              onClick={() => setRead.mutate({ clientIds: [clientId], read: false })}
              data-testid="mark-unread"
            >
              {t('conversations.markUnread')}
            </Button>
            <Button
              variant="default"
              size="xs"
              onClick={() => setRead.mutate({ clientIds: [clientId], read: true })}
              data-testid="mark-read"
            >
              {t('conversations.markRead')}
            </Button>
            {mayDelete && (
              <Button
                color="red"
                variant="light"
                size="xs"
                onClick={() => setConfirming(true)}
                data-testid="delete-conversation"
              >
                {t('conversations.delete')}
              </Button>
            )}
            <ConversationActions clientId={clientId} />
          </Group>
          <ConversationSteps scope={scope} clientId={clientId} onOpen={onOpen} />
          <div>
            <Title order={3} fz="h5" mb="xs">
              {t('conversations.messages')}
            </Title>
            <Stack gap={6} data-testid="conversation-messages">
              {detail.data.messages.map((m) => (
                <Text key={m.id} size="sm" ta={m.senderEntity === 'candidate' ? 'right' : 'left'}>
                  <Text span c="dimmed" size="xs">
                    {`${m.senderEntity === 'candidate' ? t('conversations.candidate') : t('conversations.chatbot')} · ${m.date}`}
                  </Text>
                  <br />
                  {m.text}
                </Text>
              ))}
            </Stack>
          </div>
        </Stack>
      )}
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={t('conversations.deleteTitle')}>
        <Stack>
          <Text>{t('conversations.deleteBody', { name })}</Text>
          {remove.isError && (
            <Text c="red" size="sm" role="alert">
              {t('conversations.deleteFailed')}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('conversations.cancel')}
            </Button>
            <Button
              color="red"
              loading={remove.isPending}
              data-testid="confirm-delete"
              onClick={() => {
                // Acts once on a double-click.
                if (deleting.current) return
                deleting.current = true
                remove.mutate(clientId, {
                  onSuccess: () => {
                    setConfirming(false)
                    onClose()
                  },
                  onSettled: () => {
                    deleting.current = false
                  },
                })
              }}
            >
              {t('conversations.delete')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Drawer>
  )
}

/** The states the conversation reached, from its log (allGoogleLogsClient), with its own loading and error. */
function ConversationSteps({
  scope,
  clientId,
  onOpen,
}: {
  scope: AnalyticsScope
  clientId: string
  onOpen: (clientId: string) => void
}) {
  const { t } = useTranslation('analytics')
  const logs = useConversationLogs(scope, clientId)
  const [typedAt, setTypedAt] = useState<{ stateId: string; stateName: string } | null>(null)
  return (
    <div>
      {typedAt && (
        <FreetextDrawer
          scope={scope}
          stateId={typedAt.stateId}
          stateName={typedAt.stateName}
          onClose={() => setTypedAt(null)}
          onOpenConversation={(other) => {
            setTypedAt(null)
            onOpen(other)
          }}
        />
      )}
      <Title order={3} fz="h5" mb="xs">
        {t('conversations.steps')}
      </Title>
      {logs.isPending ? (
        <LoadingSkeleton />
      ) : logs.isError ? (
        <ErrorState error={logs.error} onRetry={() => void logs.refetch()} namespace="analytics" />
      ) : logs.data.length === 0 ? (
        <Text size="sm" c="dimmed" data-testid="conversation-steps-empty">
          {t('conversations.noSteps')}
        </Text>
      ) : (
        <Timeline bulletSize={14} lineWidth={2} data-testid="conversation-steps">
          {logs.data.map((step, index) => (
            <Timeline.Item key={index} title={`${step.flowName ?? ''} · ${step.stateName ?? step.stateId}`}>
              <Text size="sm">{step.answer ?? '—'}</Text>
              <Group gap={4}>
                {step.typed && (
                  <Badge size="xs" variant="light" color="gray" data-testid="step-typed">
                    {t('conversations.typed')}
                  </Badge>
                )}
                {step.typed && (
                  <Anchor
                    component="button"
                    type="button"
                    fz="xs"
                    onClick={() =>
                      setTypedAt({ stateId: step.stateId, stateName: step.stateName ?? step.stateId })
                    }
                    data-testid="step-typed-answers"
                  >
                    {t('freetext.fromStep')}
                  </Anchor>
                )}
                {step.intent && (
                  <Badge size="xs" variant="outline">
                    {step.intent}
                  </Badge>
                )}
              </Group>
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </div>
  )
}
