import { Button, Group, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { SaveStatus as Status } from '../lib/use-debounced-save'
import { useErrorMessage } from '../lib/errors'

/**
 * What a debounced save is doing (lib/use-debounced-save.ts): "Saving…" while an edit waits or is sent,
 * "Saved" once stored, and on failure the area's message (default: the error code's message) with a retry.
 * The edit itself stays in the field; nothing here takes it away.
 */
export function SaveStatus({
  status,
  error,
  failureMessage,
  onRetry,
  namespace = 'common',
  testId = 'save-status',
}: {
  status: Status
  error: unknown
  /** The spec's message for this save's failure; else the code's message from lib/errors. */
  failureMessage?: string
  onRetry?: () => void
  namespace?: string
  testId?: string
}) {
  const { t } = useTranslation('common')
  const errorMessage = useErrorMessage(namespace)
  if (status === 'idle') return <span data-testid={testId} data-status={status} aria-live="polite" />
  if (status === 'failed') {
    return (
      <Group gap="xs" role="alert" data-testid={testId} data-status={status} wrap="nowrap">
        <Text fz="sm" c="var(--mantine-color-error)">
          {failureMessage ?? errorMessage(error)}
        </Text>
        {onRetry && (
          <Button size="compact-xs" variant="default" onClick={onRetry}>
            {t('actions.retry')}
          </Button>
        )}
      </Group>
    )
  }
  return (
    <Text fz="sm" c="dimmed" aria-live="polite" data-testid={testId} data-status={status}>
      {status === 'saved' ? t('save.saved') : t('save.saving')}
    </Text>
  )
}
