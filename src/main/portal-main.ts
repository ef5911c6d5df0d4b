import { portalContract } from '@shared/ipc'
import { appContract } from '@shared/ipc/app'
import type { SessionInfo } from '@shared/ipc/session'
import { createApiModule } from './api/api-module'
import { createHttpClient } from './api/http-client'
import type { AppInfoSource } from './app/app-info'
import { createAppModule } from './app/app-module'
import { createConnectivityMonitor, type OnlineProbe } from './connectivity/connectivity-monitor'
import { createServerProbe } from './connectivity/server-probe'
import type { ProcessLauncher } from './demo/demo-server'
import type { ExportPorts } from './exports/export-jobs'
import { createExportsModule } from './exports/exports-module'
import { createDispatcher, type Dispatcher } from './ipc/dispatcher'
import { createEventHub, type EventHub } from './ipc/event-hub'
import { mayExportInbox } from '@shared/domain/permissions'
import { areaModules } from './modules/area-modules'
import { composeModules } from './modules/compose-modules'
import type { MainContext } from './modules/main-context'
import type { Notifier, UnreadBadge } from './notifications/notifier'
import { createFlushBeforeClose, type FlushBeforeClose } from './lifecycle/flush-before-close'
import { createPolicyModule } from './policy/policy-module'
import { noManagedPolicy, type ManagedPolicyResult } from './policy/read-managed-policy'
import type { KeyValueStore } from './prefs/key-value-store'
import { createPrefsModule } from './prefs/prefs-module'
import type { PreferencePolicy, PreferencesService } from './prefs/preferences-service'
import { createSessionModule } from './session/session-module'
import type { ServerConnection, SessionService } from './session/session-service'
import type { SecretStore } from './session/token-vault'
import type { InstallFacts } from './updates/update-availability'
import type { UpdateService } from './updates/update-service'
import type { Scheduler, UpdaterPort } from './updates/updater-port'
import { createUpdatesModule } from './updates/updates-module'

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
  /** The OS keychain; null where none can be used (the session then lives in memory). */
  readonly secrets: SecretStore | null
  /** Starts the sandbox server in its own process for the demo workspace; null where unavailable. */
  readonly launchSandbox: ProcessLauncher | null
  /** Where the demo workspace keeps its data. */
  readonly demoDataDir: string
  /**
   * The browser harness only: the demo server's simulator paths stay open to requests carrying this
   * secret. The desktop app leaves it out, so its demo server has no development paths (SEC-10).
   */
  readonly demoSandboxSecret?: string
  /**
   * The browser harness only: how long a demo workspace start may take before it counts as failed. Many
   * parallel test harnesses each load the seeded database on two cores; the desktop keeps the default.
   */
  readonly demoStartTimeoutMs?: number | undefined
  /** The templates service's fixed access key for a real server, and the sandbox's in demo mode. */
  readonly templatesAccessKey: { readonly remote: string; readonly demo: string }
  /** Native notifications (kept referenced until closed) and the unread badge. */
  readonly notifier: Notifier
  readonly badge: UnreadBadge
  /** Save dialog, file manager and default folder for CSV exports. */
  readonly exportPorts: Omit<ExportPorts, 'notifyDone'>
  /** Brings the portal window to the front (a notification was clicked). */
  readonly focusWindow: () => void
  /** The open dialog for one JPG or PNG (the WhatsApp profile picture): its path, or null if cancelled. */
  readonly chooseImageFile: () => Promise<string | null>
  /** The folder dialog (a report saved to disk): the chosen folder, or null if cancelled. */
  readonly chooseFolder: () => Promise<string | null>
  /** The portal window's screenshot (a report); the desktop app only, the harness has no window. */
  readonly captureWindow?: () => Promise<Uint8Array | null>
  /** A small JPG of an image for a report's preview; the desktop app only. */
  readonly thumbnail?: (data: Uint8Array) => Promise<Uint8Array | null>
  /** electron-updater in the desktop app; absent in the harness, where updates are `unsupported`. */
  readonly updater?: {
    readonly port: UpdaterPort
    readonly install: InstallFacts
    readonly scheduler?: Scheduler
  }
}

export interface PortalMain {
  readonly dispatcher: Dispatcher
  readonly events: EventHub
  readonly prefs: PreferencesService
  readonly updates: UpdateService
  readonly policy: ManagedPolicyResult
  /** Resolves once the keychain has been probed; the session has then restored itself (or not). */
  readonly session: Promise<SessionService>
  /** A `chatbot-portal://` link: single sign-on callbacks are completed here, in main, never in the page. */
  handleDeepLink(url: string): Promise<boolean>
  /** The normalised URL to open in the system browser, or null when the link is refused (SEC-3). */
  allowedExternalUrl(url: string): string | null
  /** Probes the network now instead of waiting for the next interval. */
  checkConnectivity(): Promise<void>
  /** Asks the page to save edits waiting for their debounced save before a close or quit (REL-6). */
  readonly flushBeforeClose: FlushBeforeClose
  /** The machine goes to sleep or wakes up: pollers pause, tokens are refreshed on waking. */
  setAsleep(asleep: boolean): void
  /** The portal window was shown or hidden: pollers that pause while hidden do (QUALITY REL-4). */
  setWindowVisible(visible: boolean): void
  dispose(): void
}

/**
 * Builds main from ports: a few services every module shares (events, HTTP, the network view), then the
 * modules, one per feature (ARCHITECTURE §8). Plain Node: the Electron entry (shell/desktop-app.ts) and the
 * browser harness both call this, so the harness exercises the real services.
 */
export function createPortalMain(ports: PortalMainPorts): PortalMain {
  const events = createEventHub()
  const http = createHttpClient()
  const policy = ports.managedPolicy ?? noManagedPolicy
  // Read per request: the policy is fixed for the run, and there is then one place it is read from.
  const trustedOrigins = () => policy.effective?.trustedChatbotServers?.value ?? []
  // Set once the session module exists; until then no server is chosen, so there is nothing to probe.
  let currentConnection: () => ServerConnection | null = () => null
  const connectivity = createConnectivityMonitor(
    ports.onlineProbe,
    globalThis,
    createServerProbe(http, () => currentConnection()),
  )
  // Set to the composition below; the session reports its first change only after the keychain was
  // probed (asynchronously), so by then it is.
  let sessionChanged: (info: SessionInfo) => void = () => {}

  // Modules other modules build on come first; a module's reactions run in list order.
  const session = createSessionModule({
    store: ports.store,
    policy: policy.effective,
    secrets: ports.secrets,
    http,
    launchSandbox: ports.launchSandbox,
    demoDataDir: ports.demoDataDir,
    demoSandboxSecret: ports.demoSandboxSecret,
    demoStartTimeoutMs: ports.demoStartTimeoutMs,
    templatesAccessKey: ports.templatesAccessKey,
    events,
    openExternal: ports.openExternal,
    onDemoStatus: () => void connectivity.check(),
    onChange: (info) => sessionChanged(info),
    log: ports.log,
  })
  currentConnection = session.connection
  const api = createApiModule({ session: session.session, http, trustedOrigins })
  const prefs = createPrefsModule({ store: ports.store, policy: ports.preferencePolicy, events })
  const updates = createUpdatesModule({
    updater: ports.updater,
    prefs: prefs.service,
    isOnline: () => connectivity.current().online,
    events,
    log: ports.log,
  })
  const flushBeforeClose = createFlushBeforeClose({
    emit: (request) => events.emit(appContract.onDidRequestFlush, request),
  })
  const app = createAppModule({
    app: ports.app,
    connectivity,
    session: session.session,
    chosenServer: () => session.servers.settings().choice,
    openExternal: ports.openExternal,
    flushBeforeClose,
    events,
  })

  // Whose exports: the selected chatbot of the signed-in session, when the role may export.
  let sessionService: SessionService | null = null
  void session.session.then((service) => (sessionService = service))
  const language = () => prefs.service.get().values.language
  const exports = createExportsModule({
    exportPorts: ports.exportPorts,
    store: ports.store,
    notifier: ports.notifier,
    events,
    language,
    projectId: () => sessionService?.selectedChatbot()?.name ?? null,
    exportAllowed: () => policy.effective?.allowCsvExport?.value !== false,
    exportPermitted: () => {
      const state = sessionService?.info().state
      return state?.status === 'signed-in' && mayExportInbox(state.user)
    },
    log: ports.log,
  })

  // The house's services every area is built from (ARCHITECTURE §8).
  const context: MainContext = {
    session: session.session,
    api: api.api,
    http,
    trustedOrigins,
    prefs: prefs.service,
    language,
    events,
    store: ports.store,
    notifier: ports.notifier,
    badge: ports.badge,
    exports: exports.jobs,
    focusWindow: ports.focusWindow,
    openExternal: ports.openExternal,
    chooseImageFile: ports.chooseImageFile,
    chooseFolder: ports.chooseFolder,
    ...(ports.captureWindow ? { captureWindow: ports.captureWindow } : {}),
    ...(ports.thumbnail ? { thumbnail: ports.thumbnail } : {}),
    secrets: ports.secrets,
    log: ports.log,
  }

  // The modules the house is made of, then the areas (modules/area-list.ts: a new area is one line
  // there). Reactions run in this order; a deep link goes to the session first (sign-in callbacks), then
  // to the inbox (conversation links).
  const modules = composeModules([
    session,
    api,
    app,
    prefs,
    createPolicyModule(policy),
    updates,
    exports,
    ...areaModules.map((create) => create(context)),
  ])
  sessionChanged = modules.sessionChanged

  const stopFollowingConnectivity = connectivity.onDidChange((state) =>
    modules.setOnline(state.online && state.server === 'reachable'),
  )
  const dispatcher = createDispatcher(portalContract, modules.handlers, {
    onUnexpectedError: (channel, error) => ports.log(`IPC handler for ${channel} failed`, error),
  })

  return {
    dispatcher,
    events,
    prefs: prefs.service,
    updates: updates.service,
    policy,
    session: session.session,
    // Single sign-on first; then conversation links (the inbox decides when it may open them).
    handleDeepLink: modules.handleDeepLink,
    allowedExternalUrl: app.allowedExternalUrl,
    flushBeforeClose,
    checkConnectivity: connectivity.check,
    setAsleep: modules.setAsleep,
    setWindowVisible: modules.setWindowVisible,
    dispose() {
      stopFollowingConnectivity()
      connectivity.stop()
      modules.dispose()
    },
  }
}
