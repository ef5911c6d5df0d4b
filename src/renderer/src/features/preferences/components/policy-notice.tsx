import { Alert, Code, Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { usePolicy } from '../api/policy'

/**
 * The visible notice for a managed policy that exists but could not be used. It stays (IT must fix the file);
 * the technical reason is shown as-is so the user can pass it on.
 */
export function PolicyNotice() {
  const { t } = useTranslation('preferences')
  const notice = usePolicy().data?.notice
  if (!notice) return null
  return (
    <Alert
      color="orange"
      variant="light"
      title={t('policy.ignoredTitle')}
      mb="md"
      role="alert"
      data-testid="policy-notice"
    >
      <Stack gap={4}>
        <Text size="sm">{t('policy.ignoredBody')}</Text>
        <Text size="xs">
          {t('policy.location')}: <Code>{notice.location}</Code>
        </Text>
        <Text size="xs">
          {t('policy.reason')}: <Code>{notice.reason}</Code>
        </Text>
      </Stack>
    </Alert>
  )
}
