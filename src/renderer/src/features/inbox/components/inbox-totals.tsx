import { Group, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type inbox from '../../../../../../locales/nl-NL/inbox.json'
import type { InboxPage } from '@shared/domain/inbox'
import { formatDuration } from '../../../lib/durations'

/**
 * The totals of the whole filter (not of the page), as the server counts them, in one slim strip: a
 * definition list laid out on one line.
 */
export function InboxTotals({
  page,
  part = 'all',
}: {
  page: InboxPage
  /** The inbox splits them: the two counts on its toolbar line, the rest behind "Meer filters". */
  part?: 'all' | 'counts' | 'rest'
}) {
  const { t, i18n } = useTranslation('inbox')
  const units = { h: t('units.h'), m: t('units.m'), s: t('units.s') }
  const number = (n: number) => n.toLocaleString(i18n.language === 'en-US' ? 'en-US' : 'nl-NL')
  const items: [TotalKey, string][] = [
    ['messages', number(page.message_count)],
    ['conversations', number(page.unique_conversations)],
    ['inbound', number(page.inbound_messages)],
    ['outbound', number(page.outbound_messages)],
    ['read', number(page.read_messages)],
    ['pages', number(page.amount_of_pages)],
    ['avgRecruiter', formatDuration(page.average_response_time_recruiter, units)],
    ['avgCandidate', formatDuration(page.average_response_time_candidate, units)],
  ]
  const shown = part === 'counts' ? items.slice(0, 2) : part === 'rest' ? items.slice(2) : items
  const compact = part === 'counts'
  return (
    <Group
      component="dl"
      gap="sm"
      m={0}
      wrap={compact ? 'nowrap' : 'wrap'}
      justify={compact ? 'flex-end' : 'flex-start'}
      aria-label={t('totals.label')}
      data-testid={part === 'rest' ? 'inbox-totals-rest' : 'inbox-totals'}
      style={{ rowGap: 0 }}
    >
      {shown.map(([key, value]) => (
        <Group key={key} gap={4} wrap="nowrap">
          <Text component="dt" fz={11} c="dimmed">
            {t(`totals.${key}`)}
          </Text>
          <Text component="dd" m={0} fw={700} fz="xs" data-testid={`total-${key}`}>
            {value}
          </Text>
        </Group>
      ))}
    </Group>
  )
}

type TotalKey = Exclude<keyof (typeof inbox)['totals'], 'label'>
