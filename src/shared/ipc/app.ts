import * as v from 'valibot'
import { command, event } from './contract'
import type { InterfaceLanguage } from '../domain/languages'

export interface AppInfo {
  readonly version: string
  readonly platform: 'darwin' | 'win32' | 'linux' | 'browser'
  /** The operating system's locale mapped onto an interface language. */
  readonly locale: InterfaceLanguage
  /** True in the desktop app; false in the browser harness. */
  readonly isDesktop: boolean
}

/** The embedded demo workspace's server, as its supervisor in main sees it (REL-12). */
export type DemoWorkspaceStatus = 'running' | 'restarting' | 'failed'

/**
 * Whether the chosen server answers: `unreachable` while it does not (a dead demo server being restarted,
 * or a remote server down); `demo-failed` once the demo server crashed too often and waits for the user.
 */
export type ServerReachability = 'reachable' | 'unreachable' | 'demo-failed'

export interface Connectivity {
  readonly online: boolean
  readonly server: ServerReachability
}

/** Why main asks the page to save its waiting edits now. */
export type FlushReason = 'close' | 'quit'

export interface FlushRequest {
  readonly requestId: string
  readonly reason: FlushReason
}

const flushRequestId = v.pipe(v.string(), v.regex(/^[\w-]{1,64}$/))

export const appContract = {
  /** Version, platform and locale of the running app. */
  getInfo: command<AppInfo>()('app:get-info', v.strictObject({})),
  /** Whether main can currently reach the network and the chosen server. */
  getConnectivity: command<Connectivity>()('app:get-connectivity', v.strictObject({})),
  /** Opens an https link from the allow-list in the system browser; anything else is refused. */
  openExternal: command<void>()(
    'app:open-external',
    v.strictObject({ url: v.pipe(v.string(), v.url(), v.maxLength(2048)) }),
  ),
  /**
   * Starts the demo workspace's server again after it crashed too often (connectivity `demo-failed`);
   * its data is kept. Refused outside demo mode.
   */
  restartDemoWorkspace: command<void>()('app:restart-demo-workspace', v.strictObject({})),
  /** A `chatbot-portal://` link was opened (e.g. the single sign-on callback), also from a second launch. */
  onDidOpenDeepLink: event<{ readonly url: string }>('app:did-open-deep-link'),
  /** Main's view of the network changed (online/offline). */
  onDidChangeConnectivity: event<Connectivity>('app:did-change-connectivity'),
  /**
   * The window is about to close or the app to quit: save every edit still waiting for its debounced save,
   * then answer with `readyToClose` and the same `requestId` (QUALITY REL-6). Main closes anyway after a
   * short timeout, so a hung page never blocks quitting.
   */
  onDidRequestFlush: event<FlushRequest>('app:did-request-flush'),
  /** The answer to `onDidRequestFlush`: every waiting edit has been saved (or has failed). */
  readyToClose: command<void>()('app:ready-to-close', v.strictObject({ requestId: flushRequestId })),
} as const
