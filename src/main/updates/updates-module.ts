import { updatesContract } from '@shared/ipc/updates'
import type { EventHub } from '../ipc/event-hub'
import type { MainModule } from '../modules/main-module'
import type { PreferencesService } from '../prefs/preferences-service'
import { decideUpdatesAvailability, type InstallFacts } from './update-availability'
import { createUpdateService, type UpdateService } from './update-service'
import { realScheduler, type Scheduler, type UpdaterPort } from './updater-port'

export interface UpdatesModuleDeps {
  /** electron-updater in the desktop app; absent in the harness, where updates are `unsupported`. */
  readonly updater?:
    | {
        readonly port: UpdaterPort
        readonly install: InstallFacts
        readonly scheduler?: Scheduler | undefined
      }
    | undefined
  /** The `autoUpdate` preference (and whether the policy locks it) switches the schedule on or off. */
  readonly prefs: PreferencesService
  /** Main's network view; without a network the check is skipped and the state says offline. */
  readonly isOnline: () => boolean
  readonly events: EventHub
  readonly log: (message: string, detail?: unknown) => void
}

export interface UpdatesModule extends MainModule {
  readonly service: UpdateService
}

/** Application updates: the `updates` channels and their change event. */
export function createUpdatesModule(deps: UpdatesModuleDeps): UpdatesModule {
  const service = createUpdateService({
    port: deps.updater?.port ?? null,
    scheduler: deps.updater?.scheduler ?? realScheduler,
    isOnline: deps.isOnline,
    log: deps.log,
  })
  const applyUpdatePreference = () => {
    const state = deps.prefs.get()
    service.apply(
      decideUpdatesAvailability({
        install: deps.updater?.install ?? {
          isPackaged: false,
          hasUpdateFeed: false,
          installedPerMachine: false,
        },
        autoUpdate: state.values.autoUpdate,
        autoUpdateLocked: state.locked.includes('autoUpdate'),
      }),
    )
  }
  const unsubscribers = [
    deps.prefs.onDidChange(applyUpdatePreference),
    service.onDidChange((state) => deps.events.emit(updatesContract.onDidChange, state)),
  ]
  applyUpdatePreference()

  return {
    name: 'updates',
    service,
    handlers: {
      updates: {
        getState: () => service.current(),
        check: () => service.check(),
        restartToUpdate: () => service.restartToUpdate(),
      },
    },
    dispose() {
      for (const unsubscribe of unsubscribers) unsubscribe()
      service.dispose()
    },
  }
}
