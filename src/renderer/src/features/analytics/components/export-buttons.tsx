import { Button, Group, Text } from '@mantine/core'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { defaultLanguage, isInterfaceLanguage } from '@shared/domain/languages'
import type { ExportFormat, ExportJobState, PortalAnalyticsTable } from '@shared/ipc/exports'
import { useAppAbility } from '../../../lib/ability'
import { portal, usePortalEvent } from '../../../lib/portal'
import type { AnalyticsFilter } from '../range'

const subscribe = (listener: (state: ExportJobState) => void) => portal().exports.onDidChangeJob(listener)

/**
 * ".xlsx" and "CSV" for one table of the screen, with exactly the range and flows on screen: main asks
 * where to save and writes the file through its export job (src/main/exports); the outcome shows here.
 */
export function ExportButtons({ table, filter }: { table: PortalAnalyticsTable; filter: AnalyticsFilter }) {
  const { t, i18n } = useTranslation('analytics')
  const mayExport = useAppAbility().can('read', 'AnalyticsExport')
  const [state, setState] = useState<ExportJobState | { status: 'starting' } | null>(null)
  // Main may report the job, even finish it, before the start command answers (a small table writes in
  // milliseconds): its latest state waits here until the answer says which job is ours.
  const reported = useRef(new Map<string, ExportJobState>())
  usePortalEvent(subscribe, (next) => {
    reported.current.set(next.jobId, next)
    setState((current) => (current && 'jobId' in current && current.jobId === next.jobId ? next : current))
  })
  if (!mayExport) return null
  const busy = state?.status === 'starting' || state?.status === 'running'
  const start = async (format: ExportFormat) => {
    if (busy) return
    reported.current.clear()
    setState({ status: 'starting' })
    try {
      const started = await portal().exports.startPortalAnalyticsExport({
        table,
        range: { startDate: filter.startDate, endDate: filter.endDate },
        flowIds: [...filter.flowIds],
        format,
        language: isInterfaceLanguage(i18n.language) ? i18n.language : defaultLanguage,
      })
      setState(
        started
          ? (reported.current.get(started.jobId) ?? {
              jobId: started.jobId,
              status: 'running',
              pagesDone: 0,
              totalPages: 1,
              rowsWritten: 0,
            })
          : null,
      )
    } catch {
      setState({ jobId: '', status: 'failed', code: 'export_failed' })
    }
  }
  return (
    <Group gap={6} wrap="nowrap">
      {state?.status === 'done' && (
        <Text size="xs" c="teal" data-testid={`export-${table}-done`}>
          {t('export.done', { file: state.fileName, count: state.rowsWritten })}
        </Text>
      )}
      {state?.status === 'failed' && (
        <Text size="xs" c="red" role="alert" data-testid={`export-${table}-failed`}>
          {state.code === 'nothing_to_export' ? t('export.nothing') : t('export.failed')}
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
