import { Anchor, Stack, Table, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { EmptyState } from '../../../ui/empty-state'
import { ErrorState, LoadingSkeleton } from '../../../ui/query-states'
import { useSupportTickets } from '../api/deployments'

/** The organisation's support tickets and conversation reports (superusers), newest first. */
export function SupportTickets({ organization }: { organization: string }) {
  const { t, i18n } = useTranslation('deployments')
  const tickets = useSupportTickets()
  if (tickets.isPending) return <LoadingSkeleton rows={5} testId="tickets-loading" />
  if (tickets.isError)
    return <ErrorState error={tickets.error} onRetry={() => void tickets.refetch()} namespace="deployments" />
  if (tickets.data.length === 0)
    return (
      <EmptyState title={t('tickets.empty.title')} body={t('tickets.empty.body')} testId="tickets-empty" />
    )
  return (
    <Stack gap="sm">
      <Text c="dimmed" fz="sm">
        {t('tickets.intro', { organization })}
      </Text>
      <Table.ScrollContainer minWidth={900}>
        <Table striped data-testid="tickets-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('tickets.columns.sent')}</Table.Th>
              <Table.Th>{t('tickets.columns.from')}</Table.Th>
              <Table.Th>{t('tickets.columns.subject')}</Table.Th>
              <Table.Th>{t('tickets.columns.contact')}</Table.Th>
              <Table.Th>{t('tickets.columns.conversation')}</Table.Th>
              <Table.Th>{t('tickets.columns.image')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {tickets.data.map((ticket) => (
              <Table.Tr key={ticket.id}>
                <Table.Td>
                  {new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
                    ticket.createdAt,
                  )}
                </Table.Td>
                <Table.Td>{ticket.username ?? t('tickets.unknownUser')}</Table.Td>
                <Table.Td>
                  <Text fz="sm" fw={500}>
                    {ticket.subject}
                  </Text>
                  {ticket.message && (
                    <Text fz="xs" c="dimmed" style={{ whiteSpace: 'pre-wrap' }} lineClamp={3}>
                      {ticket.message}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>{ticket.contactEmail}</Table.Td>
                <Table.Td>
                  {ticket.projectId ? (
                    <Text fz="sm" ff="monospace">
                      {ticket.projectId}
                      {ticket.clientId ? ` / ${ticket.clientId}` : ''}
                    </Text>
                  ) : (
                    '—'
                  )}
                </Table.Td>
                <Table.Td>
                  {ticket.imageUrl ? (
                    <Anchor href={ticket.imageUrl} target="_blank" rel="noreferrer" fz="sm">
                      {t('tickets.openImage')}
                    </Anchor>
                  ) : (
                    '—'
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  )
}
