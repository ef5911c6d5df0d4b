import { Button, Group, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { defaultLanguage, isInterfaceLanguage } from '@shared/domain/languages'
import type { ExportFormat, PortalAnalyticsTable } from '@shared/ipc/exports'
import { useAppAbility } from '../../../lib/ability'
import { portal } from '../../../lib/portal'
import { useExportJob } from '../../../lib/use-export-job'
import type { AnalyticsFilter } from '../range'

/**
 * ".xlsx" and "CSV" for one table of the screen, with exactly the range and flows on screen: main asks
 * where to save and writes the file through its export job (src/main/exports); the outcome shows here.
 */
export function ExportButtons({ table, filter }: { table: PortalAnalyticsTable; filter: AnalyticsFilter }) {
  const { t, i18n } = useTranslation('analytics')
  const mayExport = useAppAbility().can('read', 'AnalyticsExport')
  // Main may report the job, even finish it, before the start command answers (a small table writes in
  // milliseconds): the hook keeps what main reported until the answer says which job is ours.
  const { view: state, busy, start: startJob } = useExportJob()
  if (!mayExport) return null
  const start = async (format: ExportFormat) => {
    if (busy) return
    await startJob(() =>
      portal().exports.startPortalAnalyticsExport({
        table,
        range: { startDate: filter.startDate, endDate: filter.endDate },
        flowIds: [...filter.flowIds],
        format,
        language: isInterfaceLanguage(i18n.language) ? i18n.language : defaultLanguage,
      }),
    )
  }
  return (
    <Group gap={6} wrap="nowrap">
      {state.status === 'done' && (
        <Text size="xs" c="teal" data-testid={`export-${table}-done`}>
          {t('export.done', { file: state.fileName, count: state.rowsWritten })}
        </Text>
      )}
      {(state.status === 'failed' || state.status === 'start-failed') && (
        <Text size="xs" c="red" role="alert" data-testid={`export-${table}-failed`}>
          {state.status === 'failed' && state.code === 'nothing_to_export'
            ? t('export.nothing')
            : t('export.failed')}
        </Text>
      )}
      {(['xlsx', 'csv'] as const).map((format) => (
        <Button
          key={format}
          size="compact-xs"
          variant="default"
          loading={busy}
          onClick={() => void start(format)}
          aria-label={t(`export.${format}`)}
          data-testid={`export-${table}-${format}`}
        >
          {format === 'xlsx' ? '.xlsx' : 'CSV'}
        </Button>
      ))}
    </Group>
  )
}
