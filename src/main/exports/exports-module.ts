import { defaultLanguage, type InterfaceLanguage } from '@shared/domain/languages'
import { exportsContract } from '@shared/ipc/exports'
import type { EventHub } from '../ipc/event-hub'
import type { MainModule } from '../modules/main-module'
import { fill, type Notifier } from '../notifications/notifier'
import type { KeyValueStore } from '../prefs/key-value-store'
import { createExportJobs, type ExportJobs, type ExportPorts } from './export-jobs'
import { exportJobTexts } from './export-texts'

export interface ExportsModuleDeps {
  /** Save dialog, file manager and default folder; the module tells the user itself when an export is done. */
  readonly exportPorts: Omit<ExportPorts, 'notifyDone'>
  readonly store: KeyValueStore
  readonly notifier: Notifier
  readonly events: Pick<EventHub, 'emit'>
  /** The interface language of the "export ready" notification; the default when none is chosen. */
  readonly language: () => InterfaceLanguage | null
  /** The selected chatbot's project id; null when none is selected. */
  readonly projectId: () => string | null
  /** A managed policy may switch CSV export off. */
  readonly exportAllowed: () => boolean
  /** Whether the signed-in role may export (the AnalyticsExport permission), checked before a dialog. */
  readonly exportPermitted: () => boolean
  readonly log: (message: string, detail?: unknown) => void
}

export interface ExportsModule extends MainModule {
  /** The job every area starts its export on, with its own table (ARCHITECTURE §8). */
  readonly jobs: ExportJobs
  /** The user who started the running exports signed out or was replaced (QUALITY SEC-11). */
  forgetUser(): void
}

/**
 * The export job (ARCHITECTURE §8: "exports as sources of the one export module"): progress events,
 * cancel, the folder of a finished file, and the "export ready" notification, whatever the table. Each
 * area answers its own start command with its own source; this module answers the `exports` channels that
 * are about any job.
 */
export function createExportsModule(deps: ExportsModuleDeps): ExportsModule {
  const jobs = createExportJobs({
    ports: {
      ...deps.exportPorts,
      notifyDone: (fileName, rowsWritten, openFolder) => {
        const texts = exportJobTexts(deps.language() ?? defaultLanguage)
        deps.notifier.show({
          title: texts.doneTitle,
          body: fill(texts.doneBody, { rows: rowsWritten, file: fileName }),
          onClick: openFolder,
        })
      },
    },
    store: deps.store,
    projectId: deps.projectId,
    allowed: deps.exportAllowed,
    permitted: deps.exportPermitted,
    onChange: (state) => deps.events.emit(exportsContract.onDidChangeJob, state),
    log: deps.log,
    today: () => new Date(),
  })
  void jobs.sweep().catch((error: unknown) => deps.log('Could not sweep unfinished exports', error))

  return {
    name: 'exports',
    jobs,
    handlers: {
      exports: {
        cancel: ({ jobId }) => jobs.cancel(jobId),
        showInFolder: ({ jobId }) => jobs.showInFolder(jobId),
      },
    },
    forgetUser: () => jobs.cancelAll(),
  }
}
