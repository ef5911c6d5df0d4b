import { Anchor, Drawer, Pagination, Stack, Table, Text } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { EmptyState } from '../../../ui/empty-state'
import { ErrorState, LoadingSkeleton } from '../../../ui/query-states'
import { useFreetextMessages } from '../api/freetext'
import type { AnalyticsScope } from '../scope'

/** Typed answers shown per page (the server answers up to 500 at once; P-5 keeps the DOM small). */
export const freetextRowsPerPage = 50

/**
 * What candidates typed at one state (GET /api/v1/freetext-messages/), newest first, 50 a page. Each answer
 * opens its conversation.
 */
export function FreetextDrawer({
  scope,
  stateId,
  stateName,
  onClose,
  onOpenConversation,
}: {
  scope: AnalyticsScope
  stateId: string
  stateName: string
  onClose: () => void
  onOpenConversation: (clientId: string) => void
}) {
  const { t } = useTranslation('analytics')
  const query = useFreetextMessages(scope, stateId)
  const [page, setPage] = useState(1)
  let content
  if (query.isPending) content = <LoadingSkeleton />
  else if (query.isError)
    content = <ErrorState error={query.error} onRetry={() => void query.refetch()} namespace="analytics" />
  else if (query.data.length === 0)
    content = (
      <EmptyState title={t('freetext.emptyTitle')} body={t('freetext.emptyBody')} testId="freetext-empty" />
    )
  else {
    const pages = Math.ceil(query.data.length / freetextRowsPerPage)
    const shown = Math.min(page, pages)
    const rows = query.data.slice((shown - 1) * freetextRowsPerPage, shown * freetextRowsPerPage)
    content = (
      <Stack gap="sm">
        <Text size="sm" c="dimmed" data-testid="freetext-count">
          {t('freetext.count', { count: query.data.length })}
        </Text>
        <Table striped data-testid="freetext-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={130}>{t('columns.where')}</Table.Th>
              <Table.Th>{t('columns.answer')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((message, index) => (
              <Table.Tr key={`${message.clientId}-${index}`}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  <Anchor
                    component="button"
                    type="button"
                    fz="sm"
                    onClick={() => onOpenConversation(message.clientId)}
                    aria-label={t('freetext.openConversation', { date: message.date })}
                    data-testid="freetext-open-conversation"
                  >
                    {message.date}
                  </Anchor>
                </Table.Td>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{message.text}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {pages > 1 && (
          <Pagination
            total={pages}
            value={shown}
            onChange={setPage}
            aria-label={t('conversations.pageOf', { page: shown, pages })}
          />
        )}
      </Stack>
    )
  }
  return (
    <Drawer
      opened
      onClose={onClose}
      position="right"
      size="lg"
      title={t('freetext.title', { state: stateName })}
      closeButtonProps={{ 'aria-label': t('conversations.close') }}
      data-testid="freetext-drawer"
    >
      <Text size="sm" c="dimmed" mb="sm">
        {t('freetext.intro')}
      </Text>
      {content}
    </Drawer>
  )
}
