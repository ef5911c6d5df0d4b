import { useCallback, useRef, useState } from 'react'
import type { ExportJobState } from '@shared/ipc/exports'
import type { ExportJobView } from '../ui/export-job-alerts'
import { portal, usePortalEvent } from './portal'

const subscribe = (listener: (state: ExportJobState) => void) => portal().exports.onDidChangeJob(listener)

/** The answer of an export's start command: its job, or null when the user closed the save dialog. */
export type ExportStart = () => Promise<{ readonly jobId: string } | null>

/**
 * An export main runs (ARCHITECTURE §3: the rows never cross IPC), followed from one control: `start` runs
 * the area's start command, then the view follows main's events for that job only (another control's job
 * is not ours). Every export control uses this (Smart Inbox, automation conversations, analytics tables).
 */
export function useExportJob() {
  const [view, setView] = useState<ExportJobView>({ status: 'idle' })
  // Main may report a job, even finish it (a small table is written in milliseconds, or there is nothing
  // to export), before the start command answers: the latest state per job waits here until the answer
  // says which job is ours. Only a handful of jobs ever exist.
  const reported = useRef(new Map<string, ExportJobState>())

  usePortalEvent(subscribe, (job) => {
    reported.current.set(job.jobId, job)
    setView((current) => ('jobId' in current && current.jobId === job.jobId ? job : current))
  })

  const busy = view.status === 'starting' || view.status === 'running'

  const start = useCallback(async (run: ExportStart) => {
    setView({ status: 'starting' })
    reported.current.clear()
    try {
      const started = await run()
      setView((current) =>
        started === null
          ? { status: 'idle' }
          : current.status === 'starting'
            ? (reported.current.get(started.jobId) ?? {
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
  }, [])

  const jobId = 'jobId' in view ? view.jobId : null

  const cancel = useCallback(async () => {
    if (jobId) await portal().exports.cancel({ jobId })
  }, [jobId])

  const showInFolder = useCallback(async () => {
    if (jobId) await portal().exports.showInFolder({ jobId })
  }, [jobId])

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

  return { view, busy, start, cancel, showInFolder, dismiss, dismissOutcome }
}
