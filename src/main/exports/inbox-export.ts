import { randomUUID } from 'node:crypto'
import path from 'node:path'
import * as v from 'valibot'
import {
  clientMessagesParams,
  inboxCellValue,
  inboxColumns,
  inboxExportPageSize,
  inboxPageSchema,
  type InboxFilters,
} from '@shared/domain/inbox'
import { PortalError } from '@shared/ipc/errors'
import { apiErrorCodes } from '@shared/ipc/api'
import { exportErrorCodes, type ExportJobState } from '@shared/ipc/exports'
import type { KeyValueStore } from '../prefs/key-value-store'
import { sweepOrphans } from './atomic-file'
import { exportCsv, NothingToExportError } from './csv-export'

/** Ports the export needs from the desktop: the save dialog, the file manager, a notification. */
export interface ExportPorts {
  /** Asks where to save; null when the user cancelled. In the harness a test answers it. */
  readonly chooseTarget: (defaultPath: string) => Promise<string | null>
  readonly showInFolder: (file: string) => void
  /** A native notification with an "Open folder" action (the click). */
  readonly notifyDone: (fileName: string, rowsWritten: number, openFolder: () => void) => void
  /** The user's documents folder: where the first export is offered. */
  readonly defaultFolder: string
}

export interface InboxExportDeps {
  readonly ports: ExportPorts
  readonly store: KeyValueStore
  /** A page of client-messages (the server's JSON) for the selected chatbot. */
  readonly fetchPage: (query: Record<string, string>) => Promise<unknown>
  /** The selected chatbot's project id; null when none is selected. */
  readonly projectId: () => string | null
  /** A managed policy may switch CSV export off. */
  readonly allowed: () => boolean
  /** Whether the signed-in user's role may export (the AnalyticsExport permission); checked before a dialog. */
  readonly permitted: () => boolean
  readonly onChange: (state: ExportJobState) => void
  readonly log: (message: string, detail?: unknown) => void
  readonly today: () => Date
}

const lastFolderKey = 'last-export-folder'

export interface InboxExporter {
  start(filters: InboxFilters, headers: readonly string[]): Promise<{ jobId: string } | null>
  cancel(jobId: string): void
  /** Cancels every running export: the user who started them signed out or was replaced (QUALITY SEC-11). */
  cancelAll(): void
  showInFolder(jobId: string): void
  /** Removes temporaries a killed export left behind (at start). */
  sweep(): Promise<number>
}

/**
 * Smart Inbox CSV export as a background job in main (QUALITY REL-7, REL-8, P-4): exactly the current
 * filter, pages fetched one by one and streamed to a temporary file renamed into place when complete.
 */
export function createInboxExporter(deps: InboxExportDeps): InboxExporter {
  const running = new Map<string, AbortController>()
  const finished = new Map<string, string>()

  async function run(
    jobId: string,
    target: string,
    filters: InboxFilters,
    headers: readonly string[],
    projectId: string,
    signal: AbortSignal,
  ) {
    try {
      const result = await exportCsv(
        target,
        {
          headers,
          async fetchPage(pageNum) {
            const query = clientMessagesParams(projectId, filters, {
              pageNum,
              pageSize: inboxExportPageSize,
              export: true,
            })
            const parsed = v.safeParse(inboxPageSchema, await deps.fetchPage(query))
            if (!parsed.success) throw new Error('The server sent a page the export could not read')
            return {
              rows: parsed.output.messages.map((message) =>
                inboxColumns.map((column) => inboxCellValue(message, column)),
              ),
              totalPages: parsed.output.amount_of_pages,
            }
          },
        },
        {
          signal,
          onProgress: (progress) => deps.onChange({ jobId, status: 'running', ...progress }),
        },
      )
      finished.set(jobId, target)
      deps.onChange({
        jobId,
        status: 'done',
        rowsWritten: result.rowsWritten,
        fileName: path.basename(target),
      })
      deps.ports.notifyDone(path.basename(target), result.rowsWritten, () => deps.ports.showInFolder(target))
    } catch (error) {
      if (signal.aborted) return deps.onChange({ jobId, status: 'cancelled' })
      if (error instanceof NothingToExportError) {
        return deps.onChange({ jobId, status: 'failed', code: exportErrorCodes.nothingToExport })
      }
      deps.log('Smart Inbox export failed', error)
      const code = error instanceof PortalError ? error.code : exportErrorCodes.writeFailed
      deps.onChange({ jobId, status: 'failed', code })
    } finally {
      running.delete(jobId)
    }
  }

  return {
    async start(filters, headers) {
      if (!deps.permitted())
        throw new PortalError(apiErrorCodes.forbidden, 'Your role may not export Smart Inbox data.')
      if (!deps.allowed())
        throw new PortalError(
          exportErrorCodes.exportDisabled,
          'CSV export is switched off by your organisation.',
        )
      const projectId = deps.projectId()
      if (!projectId) throw new PortalError('no_chatbot_selected', 'Select a chatbot first.')
      const folder = (deps.store.get(lastFolderKey) as string | undefined) ?? deps.ports.defaultFolder
      const day = deps.today().toISOString().slice(0, 10)
      const target = await deps.ports.chooseTarget(path.join(folder, `smart-inbox-${projectId}-${day}.csv`))
      if (!target) return null
      deps.store.set(lastFolderKey, path.dirname(target))
      const jobId = randomUUID()
      const controller = new AbortController()
      running.set(jobId, controller)
      deps.onChange({ jobId, status: 'running', pagesDone: 0, totalPages: 1, rowsWritten: 0 })
      void run(jobId, target, filters, headers, projectId, controller.signal)
      return { jobId }
    },
    cancel(jobId) {
      running.get(jobId)?.abort()
    },
    cancelAll() {
      for (const controller of running.values()) controller.abort()
      finished.clear()
    },
    showInFolder(jobId) {
      const file = finished.get(jobId)
      if (file) deps.ports.showInFolder(file)
    },
    async sweep() {
      const folder = deps.store.get(lastFolderKey) as string | undefined
      return folder ? sweepOrphans([folder]) : 0
    },
  }
}
