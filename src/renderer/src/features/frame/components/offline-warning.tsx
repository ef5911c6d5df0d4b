import { Alert } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useIsOnline } from '../use-connectivity'

/** The spec's persistent offline warning: stays until the connection is back, cannot be dismissed. */
export function OfflineWarning() {
  const { t } = useTranslation('frame')
  const online = useIsOnline()
  if (online) return null
  return (
    <Alert role="alert" color="orange" variant="filled" radius={0} data-testid="offline-warning" py={6}>
      {t('offline')}
    </Alert>
  )
}
