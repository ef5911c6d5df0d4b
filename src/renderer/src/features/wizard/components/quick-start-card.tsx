import { Progress, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { AnchorLink } from '../../../ui/anchor-link'
import { QueryContent } from '../../../ui/query-states'
import { SectionCard } from '../../../ui/section-card'
import { useWizards } from '../api/wizards'

/** The dashboard's way into the quick-start wizard: its progress and "Open" / "Resume". */
export function QuickStartCard({ chatbotId }: { chatbotId: string }) {
  const { t } = useTranslation('wizard')
  const wizards = useWizards(chatbotId)
  return (
    <SectionCard title={t('quickStart.title')} testId="dashboard-quick-start">
      <QueryContent
        query={wizards}
        isEmpty={(data) => data.length === 0}
        empty={t('empty.body')}
        namespace="wizard"
      >
        {(data) => {
          const wizard = data[0]!
          const steps = wizard.processes.flatMap((p) => p.steps)
          const done = steps.filter((s) => s.isFinished).length
          return (
            <>
              <Text size="sm">
                {wizard.finishedTimestamp ? t('finished') : t('progress', { done, total: steps.length })}
              </Text>
              <Progress value={steps.length ? (done / steps.length) * 100 : 0} aria-hidden size="sm" />
              <AnchorLink
                to="/wizard"
                search={{ wizard: wizard.id }}
                fw={600}
                size="sm"
                data-testid="quick-start-open"
              >
                {wizard.skippedAt ? t('skipped.resume') : t('quickStart.open')}
              </AnchorLink>
            </>
          )
        }}
      </QueryContent>
    </SectionCard>
  )
}
