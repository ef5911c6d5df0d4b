import { useCallback } from 'react'
import type { InboxFilters } from '@shared/domain/inbox'
import type { InterfaceLanguage } from '@shared/domain/languages'
import type { CsvSeparator, ExportFormat } from '@shared/ipc/exports'
import { portal } from '../../../lib/portal'
import { useExportJob } from '../../../lib/use-export-job'
import type { ExportJobView } from '../../../ui/export-job-alerts'

export type ExportView = ExportJobView

/** What to export: the inbox's messages, or the analytics table. */
export type ExportKind = 'inbox' | 'analytics'

export interface ExportRequest {
  readonly format: ExportFormat
  readonly separator: CsvSeparator
  readonly language: InterfaceLanguage
}

/**
 * An export run by main (ARCHITECTURE §3: the rows never cross IPC). The renderer starts it with the
 * current filters, the format and the interface language, and follows main's job events for its own job
 * (lib/use-export-job.ts).
 */
export function useInboxExport(kind: ExportKind = 'inbox') {
  const { view, start: startJob, cancel, showInFolder, dismiss, dismissOutcome } = useExportJob()

  const start = useCallback(
    (filters: InboxFilters, request: ExportRequest) =>
      startJob(() => {
        const input = { filters, ...request }
        return kind === 'analytics'
          ? portal().exports.startAnalyticsExport(input)
          : portal().exports.startInboxExport(input)
      }),
    [kind, startJob],
  )

  return { view, start, cancel, showInFolder, dismiss, dismissOutcome }
}
