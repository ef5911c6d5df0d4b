import { Alert, Button, Group, Progress, Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { inboxColumns, type InboxFilters } from '@shared/domain/inbox'
import { exportErrorCodes } from '@shared/ipc/exports'
import { mayExportInbox } from '@shared/domain/permissions'
import { signedInState, useSession } from '../../../lib/session'
import { useInboxExport } from '../api/export'

/**
 * 'Export CSV' with exactly the filters on screen. Main asks where to save and writes the file; here we
 * show its progress (pages and rows) with Cancel, 'Open folder' when done, and the spec's messages.
 */
export function ExportControl({ filters }: { filters: InboxFilters }) {
  const session = useSession()
  // Only roles with the analytics export permission see it; main and the server refuse the others too.
  if (!mayExportInbox(signedInState(session.data)?.user)) return null
  return <ExportButtonAndProgress filters={filters} />
}

function ExportButtonAndProgress({ filters }: { filters: InboxFilters }) {
  const { t } = useTranslation(['inbox', 'common'])
  const { view, start, cancel, showInFolder, dismiss } = useInboxExport()
  const busy = view.status === 'starting' || view.status === 'running'
  const headers = inboxColumns.map((column) => t(`columns.${column}`))

  return (
    <Stack gap="xs" data-testid="inbox-export">
      <Group justify="flex-end">
        <Button
          variant="default"
          onClick={() => void start(filters, headers)}
          loading={view.status === 'starting'}
          disabled={busy}
          data-testid="export-button"
        >
          {t('export.button')}
        </Button>
      </Group>
      {view.status === 'running' && (
        <Alert color="indigo" variant="light" data-testid="export-progress" title={t('export.runningTitle')}>
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
              <Button size="xs" variant="default" onClick={() => void cancel()} data-testid="export-cancel">
                {t('common:actions.cancel')}
              </Button>
            </Group>
          </Stack>
        </Alert>
      )}
      {view.status === 'done' && (
        <Alert
          color="green"
          variant="light"
          role="status"
          data-testid="export-done"
          withCloseButton
          closeButtonLabel={t('common:actions.close')}
          onClose={dismiss}
        >
          <Group justify="space-between" wrap="nowrap">
            <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
              {t('export.done', { rows: view.rowsWritten, file: view.fileName })}
            </Text>
            <Button
              size="xs"
              variant="light"
              onClick={() => void showInFolder()}
              data-testid="export-open-folder"
            >
              {t('export.openFolder')}
            </Button>
          </Group>
        </Alert>
      )}
      {view.status === 'cancelled' && (
        <Alert
          color="gray"
          variant="light"
          role="status"
          data-testid="export-cancelled"
          withCloseButton
          closeButtonLabel={t('common:actions.close')}
          onClose={dismiss}
        >
          {t('export.cancelled')}
        </Alert>
      )}
      {(view.status === 'failed' || view.status === 'start-failed') && (
        <Alert
          color="red"
          variant="light"
          role="alert"
          data-testid="export-error"
          withCloseButton
          closeButtonLabel={t('common:actions.close')}
          onClose={dismiss}
        >
          {view.code === exportErrorCodes.nothingToExport
            ? t('export.nothing')
            : view.code === exportErrorCodes.exportDisabled
              ? t('export.disabled')
              : t('common:errors.generic')}
        </Alert>
      )}
    </Stack>
  )
}
