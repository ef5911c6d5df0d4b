import { Alert, Button, Group, Progress, Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { exportErrorCodes, type ExportJobState } from '@shared/ipc/exports'

/** What an export control shows: nothing yet, the start on its way, main's job, or a refused start. */
export type ExportJobView =
  | { readonly status: 'idle' }
  | { readonly status: 'starting' }
  | ExportJobState
  | { readonly status: 'start-failed'; readonly code: string }

/**
 * The state of an export main runs (src/main/exports) under its control: the progress (pages and rows)
 * with Cancel, 'Open folder' when done, cancelled, or why nothing was written. The Smart Inbox's texts.
 */
export function ExportJobAlerts({
  view,
  onCancel,
  onShowInFolder,
  onDismiss,
  nothingText,
}: {
  view: ExportJobView
  onCancel: () => void
  onShowInFolder: () => void
  onDismiss: () => void
  /** What "nothing to export" means on this screen; the inbox's text by default. */
  nothingText?: string
}) {
  const { t } = useTranslation(['inbox', 'common'])
  // How an outcome shows: light, as wide as the control allows, closed with its ×.
  const outcome = {
    variant: 'light',
    withCloseButton: true,
    closeButtonLabel: t('common:actions.close'),
    onClose: onDismiss,
    w: '100%',
    maw: 520,
  } as const
  return (
    <>
      {view.status === 'running' && (
        <Alert
          color="indigo"
          variant="light"
          data-testid="export-progress"
          title={t('export.runningTitle')}
          w="100%"
          maw={520}
        >
          <Stack gap="xs">
            <Progress
              value={view.totalPages > 0 ? (view.pagesDone / view.totalPages) * 100 : 0}
              animated={view.totalPages === 0}
              aria-label={t('export.progressLabel')}
            />
            <Group justify="space-between" wrap="nowrap">
              <Text fz="sm" aria-live="polite">
                {t('export.running', {
                  pagesDone: view.pagesDone,
                  totalPages: view.totalPages || '…',
                  rows: view.rowsWritten,
                })}
              </Text>
              <Button size="xs" variant="default" onClick={onCancel} data-testid="export-cancel">
                {t('common:actions.cancel')}
              </Button>
            </Group>
          </Stack>
        </Alert>
      )}
      {view.status === 'done' && (
        <Alert color="green" role="status" data-testid="export-done" {...outcome}>
          <Group justify="space-between" wrap="nowrap">
            <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
              {t('export.done', { rows: view.rowsWritten, file: view.fileName })}
            </Text>
            <Button size="xs" variant="light" onClick={onShowInFolder} data-testid="export-open-folder">
              {t('export.openFolder')}
            </Button>
          </Group>
        </Alert>
      )}
      {view.status === 'cancelled' && (
        <Alert color="gray" role="status" data-testid="export-cancelled" {...outcome}>
          {t('export.cancelled')}
        </Alert>
      )}
      {(view.status === 'failed' || view.status === 'start-failed') && (
        <Alert color="red" role="alert" data-testid="export-error" {...outcome}>
          {view.code === exportErrorCodes.nothingToExport
            ? (nothingText ?? t('export.nothing'))
            : view.code === exportErrorCodes.exportDisabled
              ? t('export.disabled')
              : t('common:errors.generic')}
        </Alert>
      )}
    </>
  )
}
