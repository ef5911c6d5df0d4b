import type { PortalHandlers } from '@shared/ipc'
import { sessionOwnerOf, type SessionInfo } from '@shared/ipc/session'
import { mergeModuleHandlers } from '../ipc/register'
import type { MainModule, ModulePoller } from './main-module'

export interface ComposedModules {
  /** Every channel of the contract, each from exactly one module (throws at start otherwise). */
  readonly handlers: PortalHandlers
  readonly pollers: readonly ModulePoller[]
  /** The session service reports every change here. */
  sessionChanged(info: SessionInfo): void
  setOnline(online: boolean): void
  setAsleep(asleep: boolean): void
  /** The portal window was shown or hidden; pollers made with `pauseWhileHidden` pause while hidden. */
  setWindowVisible(visible: boolean): void
  /** A `chatbot-portal://` link, offered to the modules in list order: true when one took it. */
  handleDeepLink(url: string): Promise<boolean>
  /** Disposes the modules in reverse list order (a module may use the ones listed before it). */
  dispose(): void
}

/**
 * Puts main's modules together: one handler set, and every change of session, user, network, sleep and
 * window visibility reaches every module and poller, in list order.
 */
export function composeModules(modules: readonly MainModule[]): ComposedModules {
  const handlers = mergeModuleHandlers(modules)
  const pollers = modules.flatMap((module) => module.pollers ?? [])
  // Whose data main holds: every per-user cache is dropped when this changes (QUALITY SEC-11).
  let sessionOwner: string | null = null

  return {
    handlers,
    pollers,
    sessionChanged(info) {
      const owner = sessionOwnerOf(info)
      // Forgetting comes first, so no module reacts to the new session while holding the old user's data.
      if (sessionOwner !== null && owner !== sessionOwner)
        reachAll(modules, (module) => module.forgetUser?.())
      sessionOwner = owner
      reachAll(modules, (module) => module.onSessionChange?.(info))
    },
    setOnline(online) {
      reachAll(modules, (module) => module.setOnline?.(online))
      reachAll(pollers, (poller) => poller.setOnline(online))
    },
    setAsleep(asleep) {
      reachAll(modules, (module) => module.setAsleep?.(asleep))
      reachAll(pollers, (poller) => poller.setAsleep(asleep))
    },
    setWindowVisible(visible) {
      reachAll(pollers, (poller) => poller.setVisible(visible))
    },
    async handleDeepLink(url) {
      for (const module of modules) if (await module.handleDeepLink?.(url)) return true
      return false
    },
    dispose() {
      const steps = [...modules]
        .reverse()
        .flatMap((module) => [
          () => module.dispose?.(),
          ...(module.pollers ?? []).map((poller) => () => poller.dispose()),
        ])
      reachAll(steps, (step) => step())
    },
  }
}

/**
 * Calls `reach` for every item even when one throws (one module's failure must not keep the next from
 * forgetting a user or stopping its work), then rethrows the first failure.
 */
function reachAll<T>(items: readonly T[], reach: (item: T) => void): void {
  const failures: unknown[] = []
  for (const item of items) {
    try {
      reach(item)
    } catch (error) {
      failures.push(error)
    }
  }
  if (failures.length > 0) throw failures[0]
}
