import { Center, Loader } from '@mantine/core'
import { useTranslation } from 'react-i18next'

export function LoadingScreen() {
  const { t } = useTranslation('frame')
  return (
    <Center mih="100vh" data-testid="loading">
      <Loader role="status" aria-label={t('loading')} />
    </Center>
  )
}
