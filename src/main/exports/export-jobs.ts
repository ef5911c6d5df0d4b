import { randomUUID } from 'node:crypto'
import path from 'node:path'
import type { InterfaceLanguage } from '@shared/domain/languages'
import { PortalError } from '@shared/ipc/errors'
import { apiErrorCodes } from '@shared/ipc/api'
import {
  defaultCsvSeparator,
  exportErrorCodes,
  type CsvSeparator,
  type ExportFormat,
  type ExportJobState,
} from '@shared/ipc/exports'
import type { KeyValueStore } from '../prefs/key-value-store'
import { openAtomicWriter, sweepOrphans, type AtomicWriter } from './atomic-file'
import { exportCsv, NothingToExportError, type CsvExportProgress } from './csv-export'
import { csvSourceOf, type ExportSource } from './export-table'
import { exportJobTexts } from './export-texts'
import { exportXlsx } from './xlsx-export'
import { createXlsxWriters } from './xlsx-writers'
import type { XlsxWriterLauncher } from './xlsx-writer-protocol'

/** Ports the export needs from the desktop: the save dialog, the file manager, a notification. */
export interface ExportPorts {
  /** Asks where to save; null when the user cancelled. In the harness a test answers it. */
  readonly chooseTarget: (defaultPath: string) => Promise<string | null>
  readonly showInFolder: (file: string) => void
  /** A native notification with an "Open folder" action (the click). */
  readonly notifyDone: (fileName: string, rowsWritten: number, openFolder: () => void) => void
  /** The user's documents folder: where the first export is offered. */
  readonly defaultFolder: string
  /** Starts the process that writes an .xlsx file. */
  readonly launchXlsxWriter: XlsxWriterLauncher
}

export interface ExportJobsDeps {
  readonly ports: ExportPorts
  readonly store: KeyValueStore
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

/** How the user asked to write the file. */
export interface ExportRequest {
  readonly format: ExportFormat
  /** For CSV; the language's separator when left out. */
  readonly separator?: CsvSeparator | undefined
  readonly language: InterfaceLanguage
}

/**
 * The export job of every area: an area gives a table (its `ExportSource`, from its own folder) and a file
 * name; the job asks where to save, then streams the table to disk with progress, cancel and an atomic
 * rename, as .xlsx or CSV.
 */
export interface ExportJobs {
  /**
   * Exports the selected chatbot's table `source` under `<name>-<project>-<day>`, when the role may export
   * and the policy allows it. Answers null when the user cancelled the save dialog.
   */
  start(
    name: string,
    source: (projectId: string) => ExportSource,
    request: ExportRequest,
  ): Promise<{ jobId: string } | null>
  cancel(jobId: string): void
  /** Cancels every running export: the user who started them signed out or was replaced (QUALITY SEC-11). */
  cancelAll(): void
  showInFolder(jobId: string): void
  /** Removes temporaries a killed export left behind (at start). */
  sweep(): Promise<number>
  /**
   * A small document (an automation's import file) saved where the user chooses, offered in the folder of
   * the last export and written atomically like the exports; the saved file's name, or null when cancelled.
   */
  saveDocument(fileName: string, contents: string): Promise<string | null>
}

/**
 * The format of the file the user chose: the extension picked in the save dialog wins over the format
 * offered (someone who types `export.csv` gets a CSV); any other extension keeps the offered format.
 */
export function formatOf(target: string, offered: ExportFormat): ExportFormat {
  const extension = path.extname(target).toLowerCase()
  return extension === '.xlsx' ? 'xlsx' : extension === '.csv' ? 'csv' : offered
}

/**
 * Exports (.xlsx or CSV) as background jobs in main (QUALITY REL-7, REL-8, P-4): the area's table exactly
 * as filtered, pages fetched one by one and streamed to a temporary file renamed into place when complete.
 */
export function createExportJobs(deps: ExportJobsDeps): ExportJobs {
  const running = new Map<string, AbortController>()
  const finished = new Map<string, string>()
  const xlsxWriters = createXlsxWriters(deps.ports.launchXlsxWriter)

  async function run(
    jobId: string,
    target: string,
    source: ExportSource,
    request: ExportRequest,
    signal: AbortSignal,
  ) {
    try {
      const texts = exportJobTexts(request.language)
      const onProgress = (progress: CsvExportProgress) =>
        deps.onChange({ jobId, status: 'running', ...progress })
      const result =
        formatOf(target, request.format) === 'xlsx'
          ? await exportXlsx(target, source, {
              signal,
              language: request.language,
              units: texts.units,
              writers: xlsxWriters,
              onProgress,
            })
          : await exportCsv(target, csvSourceOf(source, request.language, texts.units), {
              signal,
              onProgress,
              separator: request.separator ?? defaultCsvSeparator(request.language),
            })
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
      deps.log('Export failed', error)
      const code = error instanceof PortalError ? error.code : exportErrorCodes.writeFailed
      deps.onChange({ jobId, status: 'failed', code })
    } finally {
      running.delete(jobId)
    }
  }

  return {
    async start(name, sourceOf, request) {
      if (!deps.permitted())
        throw new PortalError(apiErrorCodes.forbidden, 'Your role may not export analytics data.')
      if (!deps.allowed())
        throw new PortalError(
          exportErrorCodes.exportDisabled,
          'Exports are switched off by your organisation.',
        )
      const projectId = deps.projectId()
      if (!projectId) throw new PortalError('no_chatbot_selected', 'Select a chatbot first.')
      const folder = (deps.store.get(lastFolderKey) as string | undefined) ?? deps.ports.defaultFolder
      const day = deps.today().toISOString().slice(0, 10)
      const target = await deps.ports.chooseTarget(
        path.join(folder, `${name}-${projectId}-${day}.${request.format}`),
      )
      if (!target) return null
      deps.store.set(lastFolderKey, path.dirname(target))
      const jobId = randomUUID()
      const controller = new AbortController()
      running.set(jobId, controller)
      deps.onChange({ jobId, status: 'running', pagesDone: 0, totalPages: 1, rowsWritten: 0 })
      void run(jobId, target, sourceOf(projectId), request, controller.signal)
      return { jobId }
    },
    cancel(jobId) {
      running.get(jobId)?.abort()
    },
    cancelAll() {
      for (const controller of running.values()) controller.abort()
      finished.clear()
      void xlsxWriters.close()
    },
    showInFolder(jobId) {
      const file = finished.get(jobId)
      if (file) deps.ports.showInFolder(file)
    },
    async sweep() {
      const folder = deps.store.get(lastFolderKey) as string | undefined
      return folder ? sweepOrphans([folder]) : 0
    },
    async saveDocument(fileName, contents) {
      const folder = (deps.store.get(lastFolderKey) as string | undefined) ?? deps.ports.defaultFolder
      const target = await deps.ports.chooseTarget(path.join(folder, fileName))
      if (!target) return null
      deps.store.set(lastFolderKey, path.dirname(target))
      let writer: AtomicWriter | null = null
      try {
        writer = await openAtomicWriter(target)
        await writer.write(contents)
        await writer.commit()
      } catch (error) {
        await writer?.abort()
        deps.log('Saving a document failed', error)
        throw new PortalError(exportErrorCodes.writeFailed, 'The file could not be written.')
      }
      return path.basename(target)
    },
  }
}
