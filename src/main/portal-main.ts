import { portalContract } from '@shared/ipc'
import { appContract } from '@shared/ipc/app'
import { prefsContract } from '@shared/ipc/prefs'
import { describeApp, type AppInfoSource } from './app-info/app-info'
import { createConnectivityMonitor, type OnlineProbe } from './connectivity/connectivity-monitor'
import { createDispatcher, type Dispatcher } from './ipc/dispatcher'
import { createEventHub, type EventHub } from './ipc/event-hub'
import { createPortalHandlers } from './ipc/register'
import type { KeyValueStore } from './prefs/key-value-store'
import { createPreferencesService, type PreferencePolicy } from './prefs/preferences-service'
import { builtInExternalHosts, isAllowedExternalUrl } from './security/external-links'

/** Everything main needs from its host: Electron in the desktop app, Node stand-ins in the harness. */
export interface PortalMainPorts {
  readonly app: AppInfoSource
  readonly store: KeyValueStore
  readonly preferencePolicy: PreferencePolicy
  readonly onlineProbe: OnlineProbe
  readonly openExternal: (url: string) => Promise<void>
  readonly log: (message: string, detail?: unknown) => void
}

export interface PortalMain {
  readonly dispatcher: Dispatcher
  readonly events: EventHub
  isAllowedExternalUrl(url: string): boolean
  /** Probes the network now instead of waiting for the next interval. */
  checkConnectivity(): Promise<void>
  dispose(): void
}

/**
 * Builds main's services from ports and wires them to the contract. Plain Node: the Electron entry
 * (index.ts) and the browser harness both call this, so the harness exercises the real services.
 */
export function createPortalMain(ports: PortalMainPorts): PortalMain {
  const events = createEventHub()
  const connectivity = createConnectivityMonitor(ports.onlineProbe)
  const prefs = createPreferencesService(ports.store, ports.preferencePolicy)
  const allowedHosts = [...builtInExternalHosts]
  const externalLinks = {
    isAllowed: (url: string) => isAllowedExternalUrl(url, allowedHosts),
    open: ports.openExternal,
  }

  const unsubscribers = [
    connectivity.onDidChange((state) => events.emit(appContract.onDidChangeConnectivity, state)),
    prefs.onDidChange((state) => events.emit(prefsContract.onDidChange, state)),
  ]

  const dispatcher = createDispatcher(
    portalContract,
    createPortalHandlers({ appInfo: describeApp(ports.app), connectivity, prefs, externalLinks }),
    { onUnexpectedError: (channel, error) => ports.log(`IPC handler for ${channel} failed`, error) },
  )

  return {
    dispatcher,
    events,
    isAllowedExternalUrl: externalLinks.isAllowed,
    checkConnectivity: connectivity.check,
    dispose() {
      for (const unsubscribe of unsubscribers) unsubscribe()
      connectivity.stop()
    },
  }
}
