import { prefsContract } from '@shared/ipc/prefs'
import type { EventHub } from '../ipc/event-hub'
import type { MainModule } from '../modules/main-module'
import type { KeyValueStore } from './key-value-store'
import {
  createPreferencesService,
  type PreferencePolicy,
  type PreferencesService,
} from './preferences-service'

export interface PrefsModuleDeps {
  readonly store: KeyValueStore
  /** Defaults and locked values from the managed policy. */
  readonly policy: PreferencePolicy
  readonly events: EventHub
}

export interface PrefsModule extends MainModule {
  /** For the modules and the shell that follow a preference (updates, language, close to tray). */
  readonly service: PreferencesService
}

/** The user's preferences on this computer: the `prefs` channels and their change event. */
export function createPrefsModule(deps: PrefsModuleDeps): PrefsModule {
  const service = createPreferencesService(deps.store, deps.policy)
  const unsubscribe = service.onDidChange((state) => deps.events.emit(prefsContract.onDidChange, state))
  return {
    name: 'prefs',
    service,
    handlers: {
      prefs: {
        get: () => service.get(),
        set: (patch) => service.set(patch),
      },
    },
    dispose: unsubscribe,
  }
}
