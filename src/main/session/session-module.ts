import { PortalError } from '@shared/ipc/errors'
import type { ManagedPolicy } from '@shared/domain/managed-policy'
import { sessionContract, sessionErrorCodes, type SessionInfo } from '@shared/ipc/session'
import type { EventHub } from '../ipc/event-hub'
import type { MainModule } from '../modules/main-module'
import type { KeyValueStore } from '../prefs/key-value-store'
import { createServerChoiceStore, type ServerChoiceStore } from './server-choice'
import { createServerConnector, type ConnectionDeps } from './server-connection'
import { createSessionService, type ServerConnection, type SessionService } from './session-service'
import { parseSsoDeepLink, ssoErrorCodeFor, ssoStartUrl } from './sso'
import { chooseTokenVault, type SecretStore } from './token-vault'

export interface SessionModuleDeps extends Omit<ConnectionDeps, 'onDemoStatus'> {
  readonly store: KeyValueStore
  /** The machine's managed policy: it may fix the server or switch the demo workspace off. */
  readonly policy: ManagedPolicy | null
  /** The OS keychain; null where none can be used (the session then lives in memory). */
  readonly secrets: SecretStore | null
  readonly events: EventHub
  /** Opens the system browser (single sign-on). */
  readonly openExternal: (url: string) => Promise<void>
  /** The demo server crashed or finished a restart: main's network view should look again (REL-12). */
  readonly onDemoStatus: () => void
  /** Every change of the session; the composition tells every module (modules/compose-modules.ts). */
  readonly onChange: (info: SessionInfo) => void
}

export interface SessionModule extends MainModule {
  /** Resolves once the keychain has been probed; the session has then restored itself (or not). */
  readonly session: Promise<SessionService>
  /** The server the user chose (its own pages may open in the system browser). */
  readonly servers: ServerChoiceStore
  /** The connection in use, as soon as the session service exists (also while it restores itself). */
  connection(): ServerConnection | null
  /** A `chatbot-portal://` link: single sign-on callbacks are completed here, in main, never in the page. */
  handleDeepLink(url: string): Promise<boolean>
}

/** Sign-in, the session's tokens and the chosen server: the `session` channels and their events. */
export function createSessionModule(deps: SessionModuleDeps): SessionModule {
  const servers = createServerChoiceStore(deps.store, deps.policy)
  let created: SessionService | null = null
  const session: Promise<SessionService> = chooseTokenVault(deps.secrets, deps.log).then(async (vault) => {
    const service = createSessionService({
      store: deps.store,
      servers,
      vault,
      connect: createServerConnector({
        http: deps.http,
        launchSandbox: deps.launchSandbox,
        demoDataDir: deps.demoDataDir,
        demoSandboxSecret: deps.demoSandboxSecret,
        demoStartTimeoutMs: deps.demoStartTimeoutMs,
        templatesAccessKey: deps.templatesAccessKey,
        log: deps.log,
        store: deps.store,
        // A crash or a finished restart shows at once, not at the next probe (REL-12).
        onDemoStatus: () => deps.onDemoStatus(),
      }),
      now: Date.now,
      timers: globalThis,
      onChange: deps.onChange,
      onDemoMessage: (message) => deps.events.emit(sessionContract.onDidReceiveDemoMessage, message),
      log: deps.log,
    })
    created = service
    // Told once per run; the renderer shows it as a notice.
    if (vault.storage === 'memory') deps.events.emit(sessionContract.onDidFallBackToMemory, {})
    await service.start()
    return service
  })

  const startSso = async (client: string) => {
    const service = await session
    const choice = servers.settings().choice
    if (!choice) {
      throw new PortalError(
        sessionErrorCodes.ssoNotEnabled,
        'Single sign-on is not enabled for this chatbot.',
      )
    }
    // The demo workspace has its own start page (sandbox auth/sso-pages.ts) on its loopback address.
    const base = choice.kind === 'remote' ? choice.address : await service.serverOrigin()
    const state = service.beginSso()
    await deps.openExternal(ssoStartUrl(base, client, state))
  }

  return {
    name: 'session',
    session,
    servers,
    connection: () => created?.connection() ?? null,
    handlers: {
      session: {
        getInfo: async () => (await session).info(),
        chooseServer: async (choice) => (await session).chooseServer(choice),
        login: async ({ username, password }) => (await session).login(username, password),
        submitPhone: async ({ phoneNumber }) => (await session).submitPhone(phoneNumber),
        submitCode: async ({ code }) => (await session).submitCode(code),
        resendCode: async () => (await session).resendCode(),
        cancelLogin: async () => (await session).cancelLogin(),
        startSso: ({ client }) => startSso(client),
        // The callback routes complete only a single sign-on this app started (QUALITY SEC-9).
        completeSso: async (input) =>
          (await session).completeSso(
            input.kind === 'error' ? { kind: 'error', code: ssoErrorCodeFor(input.error) } : input,
          ),
        forgotPassword: async ({ email }) => (await session).forgotPassword(email),
        resetPassword: async ({ guid, password }) => (await session).resetPassword(guid, password),
        setFirstPassword: async ({ password }) => (await session).setFirstPassword(password),
        changePassword: async ({ oldPassword, newPassword }) =>
          (await session).changePassword(oldPassword, newPassword),
        logout: async () => (await session).logout(),
        selectChatbot: async ({ chatbotId }) => (await session).selectChatbot(chatbotId),
      },
    },
    // First in the module list: the renderer hears of the change before the other modules react to it.
    onSessionChange: (info) => deps.events.emit(sessionContract.onDidChange, info),
    setAsleep(asleep) {
      // Tokens are refreshed on waking (QUALITY REL-2).
      if (!asleep) void session.then((service) => service.onResume())
    },
    async handleDeepLink(url) {
      const sso = parseSsoDeepLink(url)
      if (!sso) return false
      try {
        const service = await session
        // A callback nobody asked for (none started, expired, already used, or while signed in) is
        // ignored: a link must never sign anyone in or switch the account by itself (QUALITY SEC-9).
        if (!service.isSsoPending()) {
          deps.log('Ignored a single sign-on link: no sign-on started by this app is waiting')
          return true
        }
        await service.completeSso(sso)
      } catch (error) {
        deps.log('Single sign-on could not be completed', error)
        deps.events.emit(sessionContract.onDidFailSso, {
          code: error instanceof PortalError ? error.code : sessionErrorCodes.ssoUnexpected,
        })
      }
      return true
    },
    dispose: () => void session.then((service) => service.dispose()),
  }
}
