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

/** The texts of a settings screen's save line, in the area's own words. */
export interface SettingsSaveTexts {
  readonly saving: string
  readonly saved: string
  readonly failed: string
  readonly invalid: string
}

/**
 * A settings screen's save line (spec 001 §8: 'Saving changes...', 'Settings updated!', the failure with a
 * retry), and while a field breaks a rule the invalid-fields text instead: nothing is sent then.
 */
export function SettingsSaveStatus({
  invalid,
  status,
  onRetry,
  texts,
}: {
  invalid: boolean
  status: Status
  onRetry: () => void
  texts: SettingsSaveTexts
}) {
  const { t } = useTranslation('common')
  if (invalid)
    return (
      <Text
        fz="sm"
        c="var(--mantine-color-error)"
        role="alert"
        data-testid="save-status"
        data-status="invalid"
      >
        {texts.invalid}
      </Text>
    )
  if (status === 'failed')
    return (
      <Group gap="xs" role="alert" data-testid="save-status" data-status="failed" wrap="nowrap">
        <Text fz="sm" c="var(--mantine-color-error)">
          {texts.failed}
        </Text>
        <Button size="compact-xs" variant="default" onClick={onRetry}>
          {t('actions.retry')}
        </Button>
      </Group>
    )
  return (
    <Text fz="sm" c="dimmed" aria-live="polite" data-testid="save-status" data-status={status}>
      {status === 'pending' || status === 'saving' ? texts.saving : status === 'saved' ? texts.saved : ''}
    </Text>
  )
}
