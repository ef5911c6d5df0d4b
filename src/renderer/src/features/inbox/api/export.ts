import { useCallback, useRef, useState } from 'react'
import type { InboxFilters } from '@shared/domain/inbox'
import type { InterfaceLanguage } from '@shared/domain/languages'
import type { CsvSeparator, ExportFormat, ExportJobState } from '@shared/ipc/exports'
import { portal, usePortalEvent } from '../../../lib/portal'
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
 * current filters, the format and the interface language, and follows main's job events for its own job.
 */
export function useInboxExport(kind: ExportKind = 'inbox') {
  const [view, setView] = useState<ExportView>({ status: 'idle' })
  // Main may report a job (even finish it: nothing to export) before the start command answers; the
  // latest event per job is kept until we know which job is ours. Only a handful of jobs ever exist.
  const early = useRef(new Map<string, ExportJobState>())

  usePortalEvent(portal().exports.onDidChangeJob, (job: ExportJobState) => {
    early.current.set(job.jobId, job)
    setView((current) => ('jobId' in current && current.jobId === job.jobId ? job : current))
  })

  const start = useCallback(
    async (filters: InboxFilters, request: ExportRequest) => {
      setView({ status: 'starting' })
      early.current.clear()
      try {
        const input = { filters, ...request }
        const started =
          kind === 'analytics'
            ? await portal().exports.startAnalyticsExport(input)
            : await portal().exports.startInboxExport(input)
        // Null: the user closed the save dialog; nothing to report.
        setView((current) =>
          started === null
            ? { status: 'idle' }
            : current.status === 'starting'
              ? (early.current.get(started.jobId) ?? {
                  jobId: started.jobId,
                  status: 'running',
                  pagesDone: 0,
                  totalPages: 0,
                  rowsWritten: 0,
                })
              : current,
        )
      } catch (error) {
        const code =
          typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : 'unknown'
        setView({ status: 'start-failed', code })
      }
    },
    [kind],
  )

  const cancel = useCallback(async () => {
    if ('jobId' in view) await portal().exports.cancel({ jobId: view.jobId })
  }, [view])

  const showInFolder = useCallback(async () => {
    if ('jobId' in view) await portal().exports.showInFolder({ jobId: view.jobId })
  }, [view])

  const dismiss = useCallback(() => setView({ status: 'idle' }), [])

  /** An outcome message that no longer fits what is on screen (another filter or chatbot) goes away. */
  const dismissOutcome = useCallback(
    () =>
      setView((current) =>
        current.status === 'failed' || current.status === 'start-failed' || current.status === 'cancelled'
          ? { status: 'idle' }
          : current,
      ),
    [],
  )

  return { view, start, cancel, showInFolder, dismiss, dismissOutcome }
}
