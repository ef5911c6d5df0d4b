import { Alert } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useIsOnline } from '../use-connectivity'

/**
 * The spec's persistent offline warning: stays until the connection is back and cannot be dismissed.
 * Pinned to the bottom edge above every layer, so no header, drawer or modal can hide it.
 */
export function OfflineWarning() {
  const { t } = useTranslation('frame')
  const online = useIsOnline()
  if (online) return null
  return (
    <Alert
      role="alert"
      color="orange.9"
      variant="filled"
      radius={0}
      py={8}
      pos="fixed"
      bottom={0}
      left={0}
      right={0}
      style={{ zIndex: 1000, textAlign: 'center' }}
      data-testid="offline-warning"
    >
      {t('offline')}
    </Alert>
  )
}
