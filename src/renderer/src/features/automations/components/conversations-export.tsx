import { Button, Menu, Stack } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { CampaignConversationFilters } from '@shared/domain/automations-conversations'
import { defaultLanguage, isInterfaceLanguage } from '@shared/domain/languages'
import { defaultCsvSeparator, type ExportFormat } from '@shared/ipc/exports'
import { portal } from '../../../lib/portal'
import { useExportJob } from '../../../lib/use-export-job'
import { ExportJobAlerts } from '../../../ui/export-job-alerts'
import { IconChevronDown, IconDownload } from '../../../ui/icons'

/**
 * 'Export conversations' with exactly the filters on screen, as an Excel workbook or a CSV in the
 * language's separator: main asks where to save and writes the file on its export job (src/main/exports);
 * here its progress with Cancel, then 'Open folder', or why nothing was written.
 */
export function ConversationsExport({
  campaignId,
  filters,
}: {
  campaignId: string
  filters: CampaignConversationFilters
}) {
  const { t, i18n } = useTranslation(['automations', 'inbox', 'common'])
  // Main may report the job before the start command answers: the hook keeps it until the answer comes.
  const { view, busy, start: startJob, cancel, showInFolder, dismiss } = useExportJob()
  const language = isInterfaceLanguage(i18n.language) ? i18n.language : defaultLanguage

  async function start(format: ExportFormat) {
    if (busy) return
    await startJob(() =>
      portal().automations.startConversationsExport({
        campaignId,
        filters,
        format,
        separator: defaultCsvSeparator(language),
        language,
      }),
    )
  }
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
        onCancel={() => void cancel()}
        onShowInFolder={() => void showInFolder()}
        onDismiss={dismiss}
        nothingText={t('conversationFilters.noMatch')}
      />
    </Stack>
  )
}
