import { Alert, Button, Skeleton, Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { EmptyState } from '../../../ui/empty-state'
import { unavailableCodeOf, useErrorDescription } from '../../../lib/errors'
import { UnavailableNotice } from '../../../ui/unavailable-notice'

/** Loading: the table's shape in grey, so the page does not jump when the rows arrive. */
export function TableSkeleton({ rows = 8 }: { rows?: number }) {
  const { t } = useTranslation(['inbox', 'common'])
  return (
    <Stack gap={6} data-testid="inbox-loading" aria-busy="true" aria-label={t('loading')}>
      <Skeleton height={28} />
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} height={22} />
      ))}
    </Stack>
  )
}

/**
 * A failure gets its code's message (lib/errors.ts: `inbox:errors.<code>`, then `common:errors.<code>`,
 * then the generic message) and 'The cause of the error is unknown.' when nothing more is known; a
 * suspended chatbot or an unavailable function gets the spec's notice instead.
 */
export function InboxError({
  error,
  onRetry,
  testId = 'inbox-error',
}: {
  error: unknown
  onRetry: () => void
  testId?: string
}) {
  const { t } = useTranslation(['inbox', 'common'])
  const describeError = useErrorDescription('inbox')
  const unavailable = unavailableCodeOf(error)
  if (unavailable) return <UnavailableNotice code={unavailable} />
  const { message, unknownCause } = describeError(error)
  return (
    <Alert color="red" variant="light" role="alert" title={t('error.title')} data-testid={testId}>
      <Stack gap="xs" align="flex-start">
        <Text fz="sm">{message}</Text>
        {unknownCause && <Text fz="sm">{t('common:errors.unknownCause')}</Text>}
        <Button size="xs" variant="default" onClick={onRetry}>
          {t('common:actions.retry')}
        </Button>
      </Stack>
    </Alert>
  )
}

export function InboxEmpty({ onReset }: { onReset: () => void }) {
  const { t } = useTranslation(['inbox', 'common'])
  return (
    <EmptyState
      title={t('empty.title')}
      body={t('empty.body')}
      testId="inbox-empty"
      action={
        <Button variant="light" size="xs" onClick={onReset}>
          {t('filters.reset')}
        </Button>
      }
    />
  )
}

export function NoChatbot() {
  const { t } = useTranslation(['inbox', 'common'])
  return (
    <Alert color="yellow" variant="light" data-testid="inbox-no-chatbot">
      {t('noChatbot')}
    </Alert>
  )
}
