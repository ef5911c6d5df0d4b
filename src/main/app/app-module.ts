import { appContract } from '@shared/ipc/app'
import { PortalError } from '@shared/ipc/errors'
import { sessionErrorCodes, type ServerChoice } from '@shared/ipc/session'
import type { ConnectivityMonitor } from '../connectivity/connectivity-monitor'
import type { EventHub } from '../ipc/event-hub'
import type { FlushBeforeClose } from '../lifecycle/flush-before-close'
import type { MainModule } from '../modules/main-module'
import { allowedExternalUrl, builtInExternalHosts } from '../security/external-links'
import type { SessionService } from '../session/session-service'
import { describeApp, type AppInfoSource } from './app-info'

export interface AppModuleDeps {
  readonly app: AppInfoSource
  readonly connectivity: ConnectivityMonitor
  readonly session: Promise<SessionService>
  /** The portal server the user chose: its own pages (help, single sign-on) may open too. */
  readonly chosenServer: () => ServerChoice | null
  /** Opens the system browser; only ever with a URL `allowedExternalUrl` returned. */
  readonly openExternal: (url: string) => Promise<void>
  /** The page's answer to "save what is waiting" before close or quit (QUALITY REL-6). */
  readonly flushBeforeClose: Pick<FlushBeforeClose, 'ready'>
  readonly events: EventHub
}

export interface AppModule extends MainModule {
  /** The normalised URL to open in the system browser, or null when the link is refused (SEC-3). */
  allowedExternalUrl(url: string): string | null
}

/**
 * The `app` channel: what the renderer may know of the app and the network, opening links in the system
 * browser, the page's answer before a close or quit (REL-6), and the user's "Restart demo workspace"
 * after the demo server crashed too often (REL-12).
 */
export function createAppModule(deps: AppModuleDeps): AppModule {
  const info = describeApp(deps.app)
  const allowedHosts = [...builtInExternalHosts]
  const checkExternalUrl = (url: string) => {
    const choice = deps.chosenServer()
    const serverHost = choice?.kind === 'remote' ? [new URL(choice.address).hostname] : []
    return allowedExternalUrl(url, [...allowedHosts, ...serverHost])
  }
  const unsubscribe = deps.connectivity.onDidChange((state) =>
    deps.events.emit(appContract.onDidChangeConnectivity, state),
  )

  return {
    name: 'app',
    allowedExternalUrl: checkExternalUrl,
    handlers: {
      app: {
        getInfo: () => info,
        getConnectivity: () => deps.connectivity.current(),
        restartDemoWorkspace: async () => {
          const workspace = (await deps.session).connection()?.demoWorkspace
          if (!workspace)
            throw new PortalError(sessionErrorCodes.functionalityUnavailable, 'No demo workspace is running.')
          await workspace.restart()
          await deps.connectivity.check()
        },
        readyToClose: ({ requestId }) => deps.flushBeforeClose.ready(requestId),
        // Only the checked, normalised URL is opened, never the raw input.
        openExternal: async ({ url }) => {
          const checked = checkExternalUrl(url)
          if (checked === null) throw new PortalError('external_url_refused', 'This link cannot be opened.')
          await deps.openExternal(checked)
        },
      },
    },
    dispose: unsubscribe,
  }
}
