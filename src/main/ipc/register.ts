import { PortalError } from '@shared/ipc/errors'
import type { PortalHandlers } from '@shared/ipc'
import type { AppInfo } from '@shared/ipc/app'
import type { PolicyState } from '@shared/ipc/policy'
import type { ConnectivityMonitor } from '../connectivity/connectivity-monitor'
import type { PreferencesService } from '../prefs/preferences-service'
import type { UpdateService } from '../updater/update-service'

export interface HandlerServices {
  readonly appInfo: AppInfo
  readonly connectivity: ConnectivityMonitor
  readonly prefs: PreferencesService
  readonly policy: PolicyState
  readonly updates: UpdateService
  readonly externalLinks: { isAllowed(url: string): boolean; open(url: string): Promise<void> }
}

/** The one list of IPC handlers: every channel of the contract maps to exactly one service call here. */
export function createPortalHandlers(services: HandlerServices): PortalHandlers {
  return {
    app: {
      getInfo: () => services.appInfo,
      getConnectivity: () => services.connectivity.current(),
      openExternal: async ({ url }) => {
        if (!services.externalLinks.isAllowed(url)) {
          throw new PortalError('external_url_refused', 'This link cannot be opened.')
        }
        await services.externalLinks.open(url)
      },
    },
    prefs: {
      get: () => services.prefs.get(),
      set: (patch) => services.prefs.set(patch),
    },
    policy: {
      get: () => services.policy,
    },
    updates: {
      getState: () => services.updates.current(),
      check: () => services.updates.check(),
      restartToUpdate: () => services.updates.restartToUpdate(),
    },
  }
}
