import { Badge, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useTranslation } from 'react-i18next'
import { isCampaignStatus } from '@shared/domain/automations'
import { showDateTime } from '../../../lib/dates'
import { campaignStatusColors } from '../../../ui/campaign-status-colors'

/** A moment in the interface language (nl-NL: the spec's DD-MM-YY HH:mm), this computer's time. */
export function formatDateTime(iso: string | null, language: string): string {
  return iso ? showDateTime(iso, language) : ''
}

/** A campaign's status: Active, Paused or Testing. */
export function CampaignStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('automations')
  if (!isCampaignStatus(status)) return null
  return (
    <Badge color={campaignStatusColors[status]} variant="filled" data-testid="campaign-status">
      {t(`statuses.${status}`)}
    </Badge>
  )
}

const conversationColors: Record<string, string> = {
  sent: 'blue.8',
  delivered: 'cyan.9',
  read: 'indigo.8',
  replied: 'violet.8',
  finished: 'teal.9',
  ignored: 'gray.7',
  error: 'red.9',
  failed: 'red.9',
}

export function ConversationStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('automations')
  return (
    <Badge color={conversationColors[status] ?? 'gray.7'} variant="filled">
      {t(`conversationStatuses.${status as 'sent'}`)}
    </Badge>
  )
}

/** Success and failure notices; Mantine's grey text and unnamed close button fixed as elsewhere. */
export function useNotify() {
  const { t } = useTranslation('common')
  const common = {
    closeButtonProps: { 'aria-label': t('actions.close') },
    styles: { description: { color: 'var(--portal-notice-text)' } },
  }
  return {
    done: (message: string) => notifications.show({ ...common, color: 'teal', message }),
    failed: (message: string) => notifications.show({ ...common, color: 'red', message }),
  }
}

/** A drawer section's name and the sentence that says what it is for. */
export function SectionHeading({ title, help }: { title: string; help: string }) {
  return (
    <>
      <Text fw={500} size="sm">
        {title}
      </Text>
      <Text size="xs" c="dimmed">
        {help}
      </Text>
    </>
  )
}
