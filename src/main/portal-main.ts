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
import {
  createPreferencesService,
  type PreferencePolicy,
  type PreferencesService,
} from './prefs/preferences-service'
import { allowedExternalUrl, builtInExternalHosts } from './security/external-links'
import { decideUpdatesAvailability, type InstallFacts } from './updater/update-availability'
import { createUpdateService, type UpdateService } from './updater/update-service'
import { realScheduler, type Scheduler, type UpdaterPort } from './updater/updater-port'
import { sessionContract, sessionErrorCodes, sessionOwnerOf } from '@shared/ipc/session'
import { PortalError } from '@shared/ipc/errors'
import { createHttpClient } from './api/http-client'
import type { ProcessLauncher } from './demo/demo-server'
import { createServerChoiceStore } from './session/server-choice'
import { createServerConnector } from './session/server-connection'
import { createSessionService, type ServerConnection, type SessionService } from './session/session-service'
import { createServerProbe } from './connectivity/server-probe'
import { chooseTokenVault, type SecretStore } from './session/token-vault'
import { parseSsoDeepLink, ssoStartUrl } from './session/sso'
import { createPortalApi } from './api/portal-api'
import { createInboxModule } from './inbox/inbox-module'
import type { ExportPorts } from './exports/inbox-export'
import type { Notifier, UnreadBadge } from './notifications/notifier'
import { fill, notificationStrings } from './inbox/inbox-strings'
import { defaultLanguage } from '@shared/domain/languages'
import { createFlushBeforeClose, type FlushBeforeClose } from './lifecycle/flush-before-close'

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
  /** The templates service's fixed access key for a real server, and the sandbox's in demo mode. */
  readonly templatesAccessKey: { readonly remote: string; readonly demo: string }
  /** Native notifications (kept referenced until closed) and the unread badge. */
  readonly notifier: Notifier
  readonly badge: UnreadBadge
  /** Save dialog, file manager and default folder for CSV exports. */
  readonly exportPorts: Omit<ExportPorts, 'notifyDone'>
  /** Brings the portal window to the front (a notification was clicked). */
  readonly focusWindow: () => void
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
  dispose(): void
}

/**
 * Builds main's services from ports and wires them to the contract. Plain Node: the Electron entry
 * (index.ts) and the browser harness both call this, so the harness exercises the real services.
 */
export function createPortalMain(ports: PortalMainPorts): PortalMain {
  const events = createEventHub()
  const http = createHttpClient()
  // Set once the session service exists; until then no server is chosen, so there is nothing to probe.
  let currentConnection: () => ServerConnection | null = () => null
  const connectivity = createConnectivityMonitor(
    ports.onlineProbe,
    globalThis,
    createServerProbe(http, () => currentConnection()),
  )
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
        install: ports.updater?.install ?? {
          isPackaged: false,
          hasUpdateFeed: false,
          installedPerMachine: false,
        },
        autoUpdate: state.values.autoUpdate,
        autoUpdateLocked: state.locked.includes('autoUpdate'),
      }),
    )
  }
  const allowedHosts = [...builtInExternalHosts]
  const servers = createServerChoiceStore(ports.store, policy.effective)
  // Set once the inbox module exists; the session may change before (restore at start).
  let onSessionChange = () => {}
  let forgetUser = () => {}
  // Whose data main holds: every per-user cache is dropped when this changes (QUALITY SEC-11).
  let sessionOwner: string | null = null
  const session: Promise<SessionService> = chooseTokenVault(ports.secrets, ports.log).then(async (vault) => {
    const service = createSessionService({
      store: ports.store,
      servers,
      vault,
      connect: createServerConnector({
        http,
        launchSandbox: ports.launchSandbox,
        demoDataDir: ports.demoDataDir,
        demoSandboxSecret: ports.demoSandboxSecret,
        templatesAccessKey: ports.templatesAccessKey,
        log: ports.log,
        // A crash or a finished restart shows at once, not at the next probe (REL-12).
        onDemoStatus: () => void connectivity.check(),
      }),
      now: Date.now,
      timers: globalThis,
      onChange: (info) => {
        const owner = sessionOwnerOf(info)
        if (sessionOwner !== null && owner !== sessionOwner) forgetUser()
        sessionOwner = owner
        events.emit(sessionContract.onDidChange, info)
        onSessionChange()
      },
      onDemoMessage: (message) => events.emit(sessionContract.onDidReceiveDemoMessage, message),
      log: ports.log,
    })
    currentConnection = () => service.connection()
    // Told once per run; the renderer shows it as a notice.
    if (vault.storage === 'memory') events.emit(sessionContract.onDidFallBackToMemory, {})
    await service.start()
    return service
  })
  const startSso = async (client: string) => {
    const choice = servers.settings().choice
    if (choice?.kind !== 'remote') {
      throw new PortalError(
        sessionErrorCodes.ssoNotEnabled,
        'Single sign-on is not enabled for this chatbot.',
      )
    }
    const state = (await session).beginSso()
    await ports.openExternal(ssoStartUrl(choice.address, client, state))
  }
  const externalLinks = {
    // The chosen portal server's own pages (help, single sign-on) may open in the system browser too.
    check: (url: string) => {
      const choice = servers.settings().choice
      const serverHost = choice?.kind === 'remote' ? [new URL(choice.address).hostname] : []
      return allowedExternalUrl(url, [...allowedHosts, ...serverHost])
    },
    open: ports.openExternal,
  }

  // Read per request: the policy is fixed for the run, and there is then one place it is read from.
  const trustedOrigins = () => policy.effective?.trustedChatbotServers?.value ?? []
  const api = createPortalApi(() => session, http, { trustedOrigins })
  const inbox = createInboxModule({
    session,
    api,
    http,
    trustedOrigins,
    prefs,
    events,
    store: ports.store,
    notifier: ports.notifier,
    badge: ports.badge,
    exportPorts: {
      ...ports.exportPorts,
      notifyDone: (fileName, rowsWritten, openFolder) => {
        const strings = notificationStrings(prefs.get().values.language ?? defaultLanguage)
        ports.notifier.show({
          title: strings.exportDoneTitle,
          body: fill(strings.exportDoneBody, { rows: rowsWritten, file: fileName }),
          onClick: openFolder,
        })
      },
    },
    exportAllowed: () => policy.effective?.allowCsvExport?.value !== false,
    focusWindow: ports.focusWindow,
    log: ports.log,
  })

  onSessionChange = () => {
    // Results kept for idempotency keys are the previous user's or chatbot's (QUALITY SEC-11).
    api.forgetCalls()
    inbox.onSessionChange()
  }
  forgetUser = inbox.forgetUser

  const unsubscribers = [
    connectivity.onDidChange((state) => events.emit(appContract.onDidChangeConnectivity, state)),
    connectivity.onDidChange((state) =>
      inbox.watcher.setOnline(state.online && state.server === 'reachable'),
    ),
    prefs.onDidChange((state) => events.emit(prefsContract.onDidChange, state)),
    prefs.onDidChange(applyUpdatePreference),
    updates.onDidChange((state) => events.emit(updatesContract.onDidChange, state)),
  ]
  applyUpdatePreference()

  const flushBeforeClose = createFlushBeforeClose({
    emit: (request) => events.emit(appContract.onDidRequestFlush, request),
  })
  const dispatcher = createDispatcher(
    portalContract,
    createPortalHandlers({
      appInfo: describeApp(ports.app),
      connectivity,
      restartDemoWorkspace: async () => {
        const workspace = (await session).connection()?.demoWorkspace
        if (!workspace)
          throw new PortalError(sessionErrorCodes.functionalityUnavailable, 'No demo workspace is running.')
        await workspace.restart()
        await connectivity.check()
      },
      prefs,
      externalLinks,
      policy: {
        status: policy.status,
        policy: policy.policy,
        location: policy.location,
        notice: policy.notice,
      },
      updates,
      session: () => session,
      startSso,
      api,
      inbox,
      exporter: inbox.exporter,
      flushBeforeClose,
    }),
    { onUnexpectedError: (channel, error) => ports.log(`IPC handler for ${channel} failed`, error) },
  )

  return {
    dispatcher,
    events,
    prefs,
    updates,
    policy,
    session,
    async handleDeepLink(url) {
      const sso = parseSsoDeepLink(url)
      if (!sso) return false
      try {
        const service = await session
        // A callback nobody asked for (none started, expired, already used, or while signed in) is
        // ignored: a link must never sign anyone in or switch the account by itself (QUALITY SEC-9).
        if (!service.isSsoPending()) {
          ports.log('Ignored a single sign-on link: no sign-on started by this app is waiting')
          return true
        }
        await service.completeSso(sso)
      } catch (error) {
        ports.log('Single sign-on could not be completed', error)
        events.emit(sessionContract.onDidFailSso, {
          code: error instanceof PortalError ? error.code : sessionErrorCodes.ssoUnexpected,
        })
      }
      return true
    },
    allowedExternalUrl: externalLinks.check,
    flushBeforeClose,
    checkConnectivity: connectivity.check,
    setAsleep(asleep) {
      inbox.watcher.setAsleep(asleep)
      if (!asleep) void session.then((service) => service.onResume())
    },
    dispose() {
      inbox.dispose()
      for (const unsubscribe of unsubscribers) unsubscribe()
      connectivity.stop()
      updates.dispose()
      void session.then((service) => service.dispose())
    },
  }
}
