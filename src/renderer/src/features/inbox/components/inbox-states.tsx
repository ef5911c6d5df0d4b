import { Alert, Button } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { EmptyState } from '../../../ui/empty-state'
import { ErrorState, LoadingSkeleton } from '../../../ui/query-states'

/** The kit's loading, error and empty states (ui/query-states.tsx) with the inbox's texts and test ids. */
export function TableSkeleton({ rows = 8 }: { rows?: number }) {
  const { t } = useTranslation('inbox')
  return <LoadingSkeleton rows={rows} label={t('loading')} testId="inbox-loading" />
}

export function InboxError({
  error,
  onRetry,
  testId = 'inbox-error',
}: {
  error: unknown
  onRetry: () => void
  testId?: string
}) {
  const { t } = useTranslation('inbox')
  return (
    <ErrorState error={error} onRetry={onRetry} namespace="inbox" title={t('error.title')} testId={testId} />
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
