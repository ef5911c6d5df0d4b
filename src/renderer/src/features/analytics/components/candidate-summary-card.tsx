import { Badge, Button, Group, Text } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { percentChange } from '@shared/domain/analytics'
import { QueryContent } from '../../../ui/query-states'
import { SectionCard } from '../../../ui/section-card'
import { useCandidateSummary } from '../api/summary'
import type { AnalyticsScope } from '../scope'

/**
 * The dashboard's 30-day candidate summary (spec 000 §2 'Dashboard'): conversations of the last 30 days to the
 * end of today, and the change against the 30 days before, said in words.
 */
export function CandidateSummaryCard({ scope, now }: { scope: AnalyticsScope; now: number }) {
  const { t, i18n } = useTranslation('analytics')
  const summary = useCandidateSummary(scope, now)
  const number = (n: number) => n.toLocaleString(i18n.language)
  return (
    <SectionCard title={t('dashboardSummary.title')} testId="dashboard-summary">
      <QueryContent query={summary} namespace="analytics">
        {({ current, previous }) => (
          <>
            <Text fz={32} fw={700} data-testid="dashboard-summary-count">
              {t('dashboardSummary.conversations', {
                count: current.conversations,
                number: number(current.conversations),
              })}
            </Text>
            <Change current={current.conversations} previous={previous.conversations} />
            <Text size="sm" c="dimmed">
              {t('dashboardSummary.channels', {
                whatsapp: number(current.whatsapp),
                web: number(current.web),
              })}
            </Text>
            <Group>
              <Button component={Link} to="/analytics" variant="light" size="xs">
                {t('dashboardSummary.open')}
              </Button>
            </Group>
          </>
        )}
      </QueryContent>
    </SectionCard>
  )
}

/** The change against the 30 days before, in words (a colour alone would not say it). */
function Change({ current, previous }: { current: number; previous: number }) {
  const { t } = useTranslation('analytics')
  const change = percentChange(current, previous)
  const [text, colour] =
    change === null
      ? [t('dashboardSummary.noPrevious'), 'gray']
      : change > 0
        ? [t('dashboardSummary.up', { percent: change }), 'teal']
        : change < 0
          ? [t('dashboardSummary.down', { percent: -change }), 'orange']
          : [t('dashboardSummary.same'), 'gray']
  return (
    <Badge
      variant="light"
      color={colour}
      size="lg"
      radius="sm"
      tt="none"
      data-testid="dashboard-summary-change"
    >
      {text}
    </Badge>
  )
}
