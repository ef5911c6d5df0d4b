import { Badge } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useTranslation } from 'react-i18next'
import { isCampaignStatus } from '@shared/domain/automations'

/** DD-MM-YY HH:mm (spec 000 §9), local time. */
export function formatDateTime(iso: string | null): string {
  if (!iso) return ''
  const d = new Date(iso)
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${pad(d.getDate())}-${pad(d.getMonth() + 1)}-${String(d.getFullYear()).slice(2)} ${pad(d.getHours())}:${pad(d.getMinutes())}`
}

const statusColors = { A_0: 'gray', A_1: 'teal', A_2: 'yellow' } as const

/** A campaign's status: Active, Paused or Testing. */
export function CampaignStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('automations')
  if (!isCampaignStatus(status)) return null
  return (
    <Badge color={statusColors[status]} variant="light" data-testid="campaign-status">
      {t(`statuses.${status}`)}
    </Badge>
  )
}

const conversationColors: Record<string, string> = {
  sent: 'blue',
  delivered: 'cyan',
  read: 'indigo',
  replied: 'violet',
  finished: 'teal',
  ignored: 'gray',
  error: 'red',
  failed: 'red',
}

export function ConversationStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('automations')
  return (
    <Badge color={conversationColors[status] ?? 'gray'} variant="light">
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
