import { notifications } from '@mantine/notifications'
import { useTranslation } from 'react-i18next'

/**
 * What every notice of the portal sets: Mantine's default notification text is a light grey (below WCAG
 * AA) and its close button has no name. `closeLabel` is common:actions.close in the interface language.
 */
export function noticeDefaults(closeLabel: string) {
  return {
    closeButtonProps: { 'aria-label': closeLabel },
    styles: { description: { color: 'var(--portal-notice-text)' } },
  }
}

/** A save's confirmation and a failure's message, as notices. */
export function useNotify() {
  const { t } = useTranslation('common')
  const common = noticeDefaults(t('actions.close'))
  return {
    done: (message: string) => notifications.show({ ...common, color: 'teal', message }),
    failed: (message: string, title?: string) =>
      notifications.show({ ...common, color: 'red', message, ...(title ? { title } : {}) }),
  }
}
