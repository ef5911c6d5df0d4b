import { Alert, Button, Group, Menu, Progress, Stack, Text } from '@mantine/core'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { CampaignConversationFilters } from '@shared/domain/campaign-conversations'
import { defaultLanguage, isInterfaceLanguage } from '@shared/domain/languages'
import {
  defaultCsvSeparator,
  exportErrorCodes,
  type ExportFormat,
  type ExportJobState,
} from '@shared/ipc/exports'
import { portal, usePortalEvent } from '../../../lib/portal'
import { IconChevronDown, IconDownload } from '../../../ui/icons'

type JobView = ExportJobState | { readonly status: 'starting' } | { readonly status: 'refused'; code: string }

const subscribe = (listener: (state: ExportJobState) => void) => portal().exports.onDidChangeJob(listener)

/**
 * 'Export conversations' with exactly the filters on screen, as an Excel workbook or a CSV in the
 * language's separator: main asks where to save and writes the file on the export job the Smart Inbox uses
 * (src/main/exports); here its progress with Cancel, then 'Open folder', or why nothing was written.
 */
export function ConversationsExport({
  campaignId,
  filters,
}: {
  campaignId: string
  filters: CampaignConversationFilters
}) {
  const { t, i18n } = useTranslation(['automations', 'inbox', 'common'])
  const [view, setView] = useState<JobView | null>(null)
  // Main may report the job before the start command answers: its latest state waits here.
  const reported = useRef(new Map<string, ExportJobState>())
  usePortalEvent(subscribe, (job) => {
    reported.current.set(job.jobId, job)
    setView((current) => (current && 'jobId' in current && current.jobId === job.jobId ? job : current))
  })
  const language = isInterfaceLanguage(i18n.language) ? i18n.language : defaultLanguage
  const busy = view?.status === 'starting' || view?.status === 'running'

  async function start(format: ExportFormat) {
    if (busy) return
    reported.current.clear()
    setView({ status: 'starting' })
    try {
      const started = await portal().automations.startConversationsExport({
        campaignId,
        filters,
        format,
        separator: defaultCsvSeparator(language),
        language,
      })
      setView(
        started
          ? (reported.current.get(started.jobId) ?? {
              jobId: started.jobId,
              status: 'running',
              pagesDone: 0,
              totalPages: 0,
              rowsWritten: 0,
            })
          : null,
      )
    } catch (error) {
      const code = typeof error === 'object' && error && 'code' in error ? String(error.code) : 'unknown'
      setView({ status: 'refused', code })
    }
  }

  const jobId = view && 'jobId' in view ? view.jobId : null
  const close = {
    withCloseButton: true,
    closeButtonLabel: t('common:actions.close'),
    onClose: () => setView(null),
  }
  return (
    <Stack gap="xs" align="flex-end" data-testid="conversations-export">
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button
            variant="default"
            loading={view?.status === 'starting'}
            disabled={busy}
            leftSection={<IconDownload size={16} aria-hidden />}
            rightSection={<IconChevronDown size={14} aria-hidden />}
            data-testid="conversations-export-button"
          >
            {t('conversationFilters.export')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>{t('inbox:export.menu')}</Menu.Label>
          <Menu.Item onClick={() => void start('xlsx')} data-testid="conversations-export-xlsx">
            {t('inbox:export.formats.xlsx')}
          </Menu.Item>
          <Menu.Item onClick={() => void start('csv')} data-testid="conversations-export-csv">
            {t('inbox:export.formats.csv', {
              separator: t(
                `inbox:export.separatorNames.${defaultCsvSeparator(language) === ';' ? 'semicolon' : 'comma'}`,
              ),
            })}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {view?.status === 'running' && (
        <Alert
          color="indigo"
          variant="light"
          title={t('inbox:export.runningTitle')}
          maw={420}
          data-testid="export-progress"
        >
          <Stack gap="xs">
            <Progress
              value={view.totalPages > 0 ? (view.pagesDone / view.totalPages) * 100 : 0}
              animated={view.totalPages === 0}
              aria-label={t('inbox:export.progressLabel')}
            />
            <Group justify="space-between" wrap="nowrap">
              <Text fz="sm" aria-live="polite">
                {t('inbox:export.running', {
                  pagesDone: view.pagesDone,
                  totalPages: view.totalPages || '…',
                  rows: view.rowsWritten,
                })}
              </Text>
              <Button
                size="xs"
                variant="default"
                onClick={() => jobId && void portal().exports.cancel({ jobId })}
                data-testid="export-cancel"
              >
                {t('common:actions.cancel')}
              </Button>
            </Group>
          </Stack>
        </Alert>
      )}
      {view?.status === 'done' && (
        <Alert color="green" variant="light" role="status" maw={420} data-testid="export-done" {...close}>
          <Stack gap="xs" align="flex-start">
            <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
              {t('inbox:export.done', { rows: view.rowsWritten, file: view.fileName })}
            </Text>
            <Button
              size="xs"
              variant="light"
              onClick={() => jobId && void portal().exports.showInFolder({ jobId })}
              data-testid="export-open-folder"
            >
              {t('inbox:export.openFolder')}
            </Button>
          </Stack>
        </Alert>
      )}
      {view?.status === 'cancelled' && (
        <Alert color="gray" variant="light" role="status" maw={420} data-testid="export-cancelled" {...close}>
          {t('inbox:export.cancelled')}
        </Alert>
      )}
      {(view?.status === 'failed' || view?.status === 'refused') && (
        <Alert color="red" variant="light" role="alert" maw={420} data-testid="export-error" {...close}>
          {view.code === exportErrorCodes.nothingToExport
            ? t('conversationFilters.noMatch')
            : view.code === exportErrorCodes.exportDisabled
              ? t('inbox:export.disabled')
              : t('common:errors.generic')}
        </Alert>
      )}
    </Stack>
  )
}
