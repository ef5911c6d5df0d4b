import { portalContract } from '@shared/ipc'
import { appContract } from '@shared/ipc/app'
import { prefsContract } from '@shared/ipc/prefs'
import { updatesContract } from '@shared/ipc/updates'
import { describeApp, type AppInfoSource } from './app-info/app-info'
import { createConnectivityMonitor, type OnlineProbe } from './connectivity/connectivity-monitor'
import { createDispatcher, type Dispatcher } from './ipc/dispatcher'
import { createEventHub, type EventHub } from './ipc/event-hub'
import { createPortalHandlers } from './ipc/register'
import type { KeyValueStore } from './prefs/key-value-store'
import { noManagedPolicy, type ManagedPolicyResult } from './policy/read-managed-policy'
import { createPreferencesService, type PreferencePolicy, type PreferencesService } from './prefs/preferences-service'
import { builtInExternalHosts, isAllowedExternalUrl } from './security/external-links'
import { decideUpdatesAvailability, type InstallFacts } from './updater/update-availability'
import { createUpdateService, type UpdateService } from './updater/update-service'
import { realScheduler, type Scheduler, type UpdaterPort } from './updater/updater-port'

/** Everything main needs from its host: Electron in the desktop app, Node stand-ins in the harness. */
export interface PortalMainPorts {
  readonly app: AppInfoSource
  readonly store: KeyValueStore
  readonly preferencePolicy: PreferencePolicy
  readonly onlineProbe: OnlineProbe
  readonly openExternal: (url: string) => Promise<void>
  readonly log: (message: string, detail?: unknown) => void
  /** The machine's managed policy (read by src/main/policy before start); none when absent. */
  readonly managedPolicy?: ManagedPolicyResult
  /** electron-updater in the desktop app; absent in the harness, where updates are `unsupported`. */
  readonly updater?: { readonly port: UpdaterPort; readonly install: InstallFacts; readonly scheduler?: Scheduler }
}

export interface PortalMain {
  readonly dispatcher: Dispatcher
  readonly events: EventHub
  readonly prefs: PreferencesService
  readonly updates: UpdateService
  readonly policy: ManagedPolicyResult
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
  const policy = ports.managedPolicy ?? noManagedPolicy
  const updates = createUpdateService({
    port: ports.updater?.port ?? null,
    scheduler: ports.updater?.scheduler ?? realScheduler,
    isOnline: () => connectivity.current().online,
    log: ports.log,
  })
  const applyUpdatePreference = () => {
    const state = prefs.get()
    updates.apply(
      decideUpdatesAvailability({
        install: ports.updater?.install ?? { isPackaged: false, hasUpdateFeed: false, installedPerMachine: false },
        autoUpdate: state.values.autoUpdate,
        autoUpdateLocked: state.locked.includes('autoUpdate'),
      }),
    )
  }
  const allowedHosts = [...builtInExternalHosts]
  const externalLinks = {
    isAllowed: (url: string) => isAllowedExternalUrl(url, allowedHosts),
    open: ports.openExternal,
  }

  const unsubscribers = [
    connectivity.onDidChange((state) => events.emit(appContract.onDidChangeConnectivity, state)),
    prefs.onDidChange((state) => events.emit(prefsContract.onDidChange, state)),
    prefs.onDidChange(applyUpdatePreference),
    updates.onDidChange((state) => events.emit(updatesContract.onDidChange, state)),
  ]
  applyUpdatePreference()

  const dispatcher = createDispatcher(
    portalContract,
    createPortalHandlers({
      appInfo: describeApp(ports.app),
      connectivity,
      prefs,
      externalLinks,
      policy: { status: policy.status, policy: policy.policy, location: policy.location, notice: policy.notice },
      updates,
    }),
    { onUnexpectedError: (channel, error) => ports.log(`IPC handler for ${channel} failed`, error) },
  )

  return {
    dispatcher,
    events,
    prefs,
    updates,
    policy,
    isAllowedExternalUrl: externalLinks.isAllowed,
    checkConnectivity: connectivity.check,
    dispose() {
      for (const unsubscribe of unsubscribers) unsubscribe()
      connectivity.stop()
      updates.dispose()
    },
  }
}
