import { notifications } from '@mantine/notifications'
import { useTranslation } from 'react-i18next'

/**
 * Users management's notices. Mantine's default notification text is a light grey (below WCAG AA) and its
 * close button has no name: both are set here, as the session notices do.
 */
export function useNotify() {
  const { t } = useTranslation('common')
  const common = {
    closeButtonProps: { 'aria-label': t('actions.close') },
    styles: { description: { color: 'var(--portal-notice-text)' } },
  }
  return {
    done: (message: string) => notifications.show({ ...common, color: 'teal', message }),
    failed: (message: string, title?: string) =>
      notifications.show({ ...common, color: 'red', message, ...(title ? { title } : {}) }),
  }
}
