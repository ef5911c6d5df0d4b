import { PortalError } from '@shared/ipc/errors'
import type { PortalHandlers } from '@shared/ipc'
import type { AppInfo } from '@shared/ipc/app'
import type { PolicyState } from '@shared/ipc/policy'
import type { ConnectivityMonitor } from '../connectivity/connectivity-monitor'
import type { PreferencesService } from '../prefs/preferences-service'
import type { UpdateService } from '../updater/update-service'
import type { SessionService } from '../session/session-service'
import { ssoErrorCodeFor } from '../session/sso'
import type { PortalApi } from '../api/portal-api'
import type { InboxModule } from '../inbox/inbox-module'
import type { InboxExporter } from '../exports/inbox-export'
import type { FlushBeforeClose } from '../lifecycle/flush-before-close'

export interface HandlerServices {
  readonly appInfo: AppInfo
  readonly connectivity: ConnectivityMonitor
  /** The user's "Restart demo workspace" after the demo server crashed too often (REL-12). */
  readonly restartDemoWorkspace: () => Promise<void>
  readonly prefs: PreferencesService
  readonly policy: PolicyState
  readonly updates: UpdateService
  /** `check` answers the normalised URL or null; only that URL is opened, never the raw input. */
  readonly externalLinks: { check(url: string): string | null; open(url: string): Promise<void> }
  /** Resolves once the keychain has been probed and the session service exists. */
  readonly session: () => Promise<SessionService>
  /** Opens single sign-on for a client in the system browser. */
  readonly startSso: (client: string) => Promise<void>
  readonly api: PortalApi
  readonly inbox: Pick<InboxModule, 'watcher' | 'markOpened' | 'markUnread'>
  readonly exporter: InboxExporter
  /** The page's answer to "save what is waiting" before close or quit (QUALITY REL-6). */
  readonly flushBeforeClose: Pick<FlushBeforeClose, 'ready'>
}

/** The one list of IPC handlers: every channel of the contract maps to exactly one service call here. */
export function createPortalHandlers(services: HandlerServices): PortalHandlers {
  return {
    app: {
      getInfo: () => services.appInfo,
      getConnectivity: () => services.connectivity.current(),
      restartDemoWorkspace: () => services.restartDemoWorkspace(),
      readyToClose: ({ requestId }) => services.flushBeforeClose.ready(requestId),
      openExternal: async ({ url }) => {
        const checked = services.externalLinks.check(url)
        if (checked === null) throw new PortalError('external_url_refused', 'This link cannot be opened.')
        await services.externalLinks.open(checked)
      },
    },
    prefs: {
      get: () => services.prefs.get(),
      set: (patch) => services.prefs.set(patch),
    },
    policy: {
      get: () => services.policy,
    },
    session: {
      getInfo: async () => (await services.session()).info(),
      chooseServer: async (choice) => (await services.session()).chooseServer(choice),
      login: async ({ username, password }) => (await services.session()).login(username, password),
      submitPhone: async ({ phoneNumber }) => (await services.session()).submitPhone(phoneNumber),
      submitCode: async ({ code }) => (await services.session()).submitCode(code),
      resendCode: async () => (await services.session()).resendCode(),
      cancelLogin: async () => (await services.session()).cancelLogin(),
      startSso: ({ client }) => services.startSso(client),
      // The callback routes complete only a single sign-on this app started (QUALITY SEC-9).
      completeSso: async (input) =>
        (await services.session()).completeSso(
          input.kind === 'error' ? { kind: 'error', code: ssoErrorCodeFor(input.error) } : input,
        ),
      forgotPassword: async ({ email }) => (await services.session()).forgotPassword(email),
      resetPassword: async ({ guid, password }) => (await services.session()).resetPassword(guid, password),
      setFirstPassword: async ({ password }) => (await services.session()).setFirstPassword(password),
      changePassword: async ({ oldPassword, newPassword }) =>
        (await services.session()).changePassword(oldPassword, newPassword),
      logout: async () => (await services.session()).logout(),
      selectChatbot: async ({ chatbotId }) => (await services.session()).selectChatbot(chatbotId),
    },
    api: {
      rest: ({ call, query, body, idempotencyKey }) =>
        services.api.rest(call, query, body, { idempotencyKey }),
      graphql: ({ service, document, variables, idempotencyKey }) =>
        services.api.graphql(service, document, variables, { idempotencyKey }),
    },
    inbox: {
      getWatchState: () => services.inbox.watcher.state(),
      markOpened: async ({ clientId }) => {
        await services.inbox.markOpened(clientId)
        return services.inbox.watcher.state()
      },
      markUnread: async ({ clientIds }) => {
        await services.inbox.markUnread(clientIds)
        return services.inbox.watcher.state()
      },
    },
    exports: {
      startInboxExport: ({ filters, headers }) => services.exporter.start(filters, headers),
      cancel: ({ jobId }) => services.exporter.cancel(jobId),
      showInFolder: ({ jobId }) => services.exporter.showInFolder(jobId),
    },
    updates: {
      getState: () => services.updates.current(),
      check: () => services.updates.check(),
      restartToUpdate: () => services.updates.restartToUpdate(),
    },
  }
}
