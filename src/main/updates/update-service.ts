import { PortalError } from '@shared/ipc/errors'
import { updatesErrorCodes, type UpdateState } from '@shared/ipc/updates'
import type { UpdatesAvailability } from './update-availability'
import type { Scheduler, UpdaterEvent, UpdaterPort } from './updater-port'

/** Spec: check at start and every 4 hours. */
export const updateCheckIntervalMs = 4 * 60 * 60 * 1000

export interface UpdateService {
  current(): UpdateState
  /** Turns the schedule on or off (preference or policy changed). Idempotent. */
  apply(availability: UpdatesAvailability): void
  /** A check now; ignored while one is running or an update is waiting to be installed. */
  check(): Promise<UpdateState>
  /** Quits and installs; only when an update has been downloaded. */
  restartToUpdate(): void
  onDidChange(listener: (state: UpdateState) => void): () => void
  dispose(): void
}

export interface UpdateServiceDeps {
  /** Null where no updater exists (browser harness, tests of other services). */
  readonly port: UpdaterPort | null
  readonly scheduler: Scheduler
  /** Main's network view; without a network the check is skipped and the state says offline. */
  readonly isOnline: () => boolean
  readonly log: (message: string, detail?: unknown) => void
}

/**
 * The update state machine:
 *   disabled ⇄ idle → checking → (idle | offline | error | available → downloading → downloaded)
 * `downloaded` is final until the user restarts: the app never restarts by itself, and no further checks
 * run (a second download of the same or a newer version would only waste bandwidth).
 */
export function createUpdateService(deps: UpdateServiceDeps): UpdateService {
  const listeners = new Set<(state: UpdateState) => void>()
  let state: UpdateState = { status: 'disabled', reason: 'unsupported' }
  let lastCheckedAt: string | null = null
  let cancelSchedule: (() => void) | null = null
  let inFlight: Promise<void> | null = null

  const set = (next: UpdateState) => {
    state = next
    for (const listener of listeners) listener(state)
  }
  const isBusy = () =>
    state.status === 'checking' || state.status === 'available' || state.status === 'downloading'

  const unsubscribe = deps.port?.onEvent((event) => {
    // Events that arrive while disabled (a download finishing after the user switched updates off) are
    // still honoured for `downloaded`: the file is there, and installing stays the user's choice.
    if (state.status === 'disabled' && event.type !== 'downloaded') return
    handle(event)
  })

  function handle(event: UpdaterEvent): void {
    switch (event.type) {
      case 'checking':
        if (state.status !== 'checking') set({ status: 'checking' })
        return
      case 'not-available':
        lastCheckedAt = deps.scheduler.now().toISOString()
        set({ status: 'idle', lastCheckedAt })
        return
      case 'available':
        lastCheckedAt = deps.scheduler.now().toISOString()
        set({ status: 'available', version: event.version })
        return
      case 'progress': {
        const version = 'version' in state ? state.version : ''
        set({ status: 'downloading', version, percent: clampPercent(event.percent) })
        return
      }
      case 'downloaded':
        stopSchedule()
        set({ status: 'downloaded', version: event.version })
        return
      case 'error':
        fail(event.error)
        return
    }
  }

  function fail(error: unknown): void {
    if (state.status === 'downloaded') return
    if (isNetworkError(error) || !deps.isOnline()) {
      set({ status: 'offline', lastCheckedAt })
      return
    }
    deps.log('Update check failed', error)
    set({ status: 'error', message: errorMessage(error) })
  }

  async function runCheck(): Promise<void> {
    if (!deps.port || state.status === 'disabled' || state.status === 'downloaded' || isBusy()) return
    if (!deps.isOnline()) {
      set({ status: 'offline', lastCheckedAt })
      return
    }
    if (inFlight) return inFlight
    set({ status: 'checking' })
    inFlight = deps.port
      .check()
      .then(() => {
        // Some feeds answer without a not-available event (e.g. an equal version); leave `checking` behind.
        if (state.status === 'checking') {
          lastCheckedAt = deps.scheduler.now().toISOString()
          set({ status: 'idle', lastCheckedAt })
        }
      })
      .catch(fail)
      .finally(() => (inFlight = null))
    return inFlight
  }

  function stopSchedule(): void {
    cancelSchedule?.()
    cancelSchedule = null
  }

  return {
    current: () => state,
    apply(availability) {
      if (!availability.enabled || !deps.port) {
        stopSchedule()
        if (state.status !== 'downloaded') {
          const reason = availability.enabled ? 'unsupported' : availability.reason
          if (state.status !== 'disabled' || state.reason !== reason) set({ status: 'disabled', reason })
        }
        return
      }
      if (cancelSchedule || state.status === 'downloaded') return
      set({ status: 'idle', lastCheckedAt })
      cancelSchedule = deps.scheduler.every(updateCheckIntervalMs, () => void runCheck())
      void runCheck()
    },
    async check() {
      if (state.status === 'disabled')
        throw new PortalError(updatesErrorCodes.disabled, 'Automatic updates are off.')
      await runCheck()
      return state
    },
    restartToUpdate() {
      if (state.status !== 'downloaded' || !deps.port) {
        throw new PortalError(updatesErrorCodes.notReady, 'No update has been downloaded yet.')
      }
      deps.port.quitAndInstall()
    },
    onDidChange(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    dispose() {
      stopSchedule()
      unsubscribe?.()
      listeners.clear()
    },
  }
}

function clampPercent(percent: number): number {
  if (!Number.isFinite(percent)) return 0
  return Math.min(100, Math.max(0, Math.round(percent)))
}

/** Codes Node and Chromium's net stack use when there is no route to the update server. */
const networkErrorPattern =
  /\b(ENOTFOUND|EAI_AGAIN|ECONNREFUSED|ECONNRESET|ETIMEDOUT|ENETUNREACH|EHOSTUNREACH|net::ERR_(INTERNET_DISCONNECTED|NAME_NOT_RESOLVED|NETWORK_CHANGED|CONNECTION_(REFUSED|RESET|TIMED_OUT|CLOSED)|ADDRESS_UNREACHABLE|TIMED_OUT|PROXY_CONNECTION_FAILED))\b/

export function isNetworkError(error: unknown): boolean {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined
  const text = `${typeof code === 'string' ? code : ''} ${errorMessage(error)}`
  return networkErrorPattern.test(text)
}

function errorMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error)
  // Feed errors can echo long HTML bodies; the renderer needs a line, not a page.
  return message.split('\n')[0]!.slice(0, 300)
}
