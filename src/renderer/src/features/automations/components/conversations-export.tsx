import { Button, Menu, Stack } from '@mantine/core'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { CampaignConversationFilters } from '@shared/domain/automations-conversations'
import { defaultLanguage, isInterfaceLanguage } from '@shared/domain/languages'
import { defaultCsvSeparator, type ExportFormat, type ExportJobState } from '@shared/ipc/exports'
import { portal, usePortalEvent } from '../../../lib/portal'
import { ExportJobAlerts, type ExportJobView } from '../../../ui/export-job-alerts'
import { IconChevronDown, IconDownload } from '../../../ui/icons'

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
  const [view, setView] = useState<ExportJobView>({ status: 'idle' })
  // Main may report the job before the start command answers: its latest state waits here.
  const reported = useRef(new Map<string, ExportJobState>())
  usePortalEvent(subscribe, (job) => {
    reported.current.set(job.jobId, job)
    setView((current) => ('jobId' in current && current.jobId === job.jobId ? job : current))
  })
  const language = isInterfaceLanguage(i18n.language) ? i18n.language : defaultLanguage
  const busy = view.status === 'starting' || view.status === 'running'

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
          : { status: 'idle' },
      )
    } catch (error) {
      const code = typeof error === 'object' && error && 'code' in error ? String(error.code) : 'unknown'
      setView({ status: 'start-failed', code })
    }
  }

  const jobId = 'jobId' in view ? view.jobId : null
  return (
    <Stack gap="xs" align="flex-end" data-testid="conversations-export">
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button
            variant="default"
            loading={view.status === 'starting'}
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
      <ExportJobAlerts
        view={view}
        onCancel={() => jobId && void portal().exports.cancel({ jobId })}
        onShowInFolder={() => jobId && void portal().exports.showInFolder({ jobId })}
        onDismiss={() => setView({ status: 'idle' })}
        nothingText={t('conversationFilters.noMatch')}
      />
    </Stack>
  )
}
