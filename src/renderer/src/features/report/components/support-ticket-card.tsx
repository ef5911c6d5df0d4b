import { Button, Group, Text } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { SectionCard } from '../../../ui/section-card'
import { ReportModal } from './report-modal'

/** The dashboard's support ticket card (spec 000 §2 'Dashboard'): the report modal, about nothing in particular. */
export function SupportTicketCard() {
  const { t } = useTranslation('report')
  const [opened, setOpened] = useState(false)
  return (
    <SectionCard title={t('card.title')} testId="dashboard-support-ticket">
      <Text size="sm">{t('card.body')}</Text>
      <Group>
        <Button variant="light" onClick={() => setOpened(true)} data-testid="support-ticket-open">
          {t('card.open')}
        </Button>
      </Group>
      <ReportModal opened={opened} onClose={() => setOpened(false)} about={null} />
    </SectionCard>
  )
}
