import { Paper, SimpleGrid, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type inbox from '../../../../../../locales/nl-NL/inbox.json'
import type { InboxPage } from '@shared/domain/inbox'
import { formatDuration } from '../format'

/** The totals of the whole filter (not of the page), as the server counts them. */
export function InboxTotals({ page }: { page: InboxPage }) {
  const { t } = useTranslation('inbox')
  const units = { h: t('units.h'), m: t('units.m'), s: t('units.s') }
  const items: [TotalKey, string][] = [
    ['messages', String(page.message_count)],
    ['conversations', String(page.unique_conversations)],
    ['inbound', String(page.inbound_messages)],
    ['outbound', String(page.outbound_messages)],
    ['read', String(page.read_messages)],
    ['pages', String(page.amount_of_pages)],
    ['avgRecruiter', formatDuration(page.average_response_time_recruiter, units)],
    ['avgCandidate', formatDuration(page.average_response_time_candidate, units)],
  ]
  return (
    <SimpleGrid
      component="dl"
      cols={{ base: 2, sm: 4, lg: 8 }}
      spacing="xs"
      m={0}
      aria-label={t('totals.label')}
      data-testid="inbox-totals"
    >
      {items.map(([key, value]) => (
        <Paper key={key} withBorder p="xs" radius="md">
          <Text component="dt" fz="xs" c="dimmed">
            {t(`totals.${key}`)}
          </Text>
          <Text component="dd" m={0} fw={650} fz="lg" data-testid={`total-${key}`}>
            {value}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  )
}

type TotalKey = Exclude<keyof (typeof inbox)['totals'], 'label'>
