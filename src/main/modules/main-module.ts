import type { PortalHandlers } from '@shared/ipc'
import type { SessionInfo } from '@shared/ipc/session'
import type { Poller } from '../polling/poller'

/**
 * A module's share of the IPC contract: any channels of any domains. The composition merges the shares of
 * all modules into the full `PortalHandlers` and refuses to start when a channel is missing or taken twice
 * (ipc/register.ts).
 */
export type ModuleHandlers = {
  readonly [D in keyof PortalHandlers]?: Partial<PortalHandlers[D]>
}

/**
 * What the composition does to every poll loop of a module: pause it while offline, asleep or (when it
 * asks for that) while the window is hidden, and dispose of it. Whether a poller runs for the session is
 * the module's own call (in `onSessionChange`): "signed in" means something different per feature (the
 * inbox watcher needs a selected chatbot and the right to read the Smart Inbox). A `Poller` of
 * `main/polling` fits as it is; a feature wrapping one (the inbox watcher) may offer these itself.
 */
export type ModulePoller = Pick<Poller, 'name' | 'setOnline' | 'setAsleep' | 'setVisible' | 'dispose'>

/**
 * One feature of main (ARCHITECTURE §8): `createXModule(deps)` returns this. The composition
 * (modules/compose-modules.ts) registers its handlers, drives its pollers and tells it, in list order,
 * about every change of session, user, network and sleep; `dispose` runs in reverse list order.
 */
export interface MainModule {
  /** For error messages ("… handled by inbox and exports"). */
  readonly name: string
  readonly handlers: ModuleHandlers
  readonly pollers?: readonly ModulePoller[]
  /** The session changed: signed in or out, another chatbot, the password changed, … */
  onSessionChange?(info: SessionInfo): void
  /**
   * The signed-in user signed out or was replaced by another: drop everything held for them (QUALITY
   * SEC-11). Runs before `onSessionChange` of the same change.
   */
  forgetUser?(): void
  /** Main's network view changed: online and the chosen server answers, or not. */
  setOnline?(online: boolean): void
  /** The machine goes to sleep (true) or woke up (false). */
  setAsleep?(asleep: boolean): void
  /**
   * A `chatbot-portal://` link: true when this module took it. The composition asks the modules in list
   * order and stops at the first that takes it (sign-in callbacks before conversation links).
   */
  handleDeepLink?(url: string): boolean | Promise<boolean>
  dispose?(): void
}
