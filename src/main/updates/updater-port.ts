/**
 * The port the update service drives. The desktop app implements it with electron-updater
 * (src/main/shell/updater.ts); tests use a fake. The port only reports what happened; every decision
 * (when to check, when not to, what the user sees) is in update-service.ts.
 */
export type UpdaterEvent =
  | { readonly type: 'checking' }
  | { readonly type: 'available'; readonly version: string }
  | { readonly type: 'not-available' }
  | { readonly type: 'progress'; readonly percent: number }
  | { readonly type: 'downloaded'; readonly version: string }
  | { readonly type: 'error'; readonly error: unknown }

export interface UpdaterPort {
  /** Asks the feed for a newer version; an available one downloads in the background. Reports via events. */
  check(): Promise<void>
  /** Quits the app and runs the downloaded installer. Only ever called on the user's request. */
  quitAndInstall(): void
  onEvent(listener: (event: UpdaterEvent) => void): () => void
}

/** Timers, injectable so tests run hours of schedule in microseconds. */
export interface Scheduler {
  every(intervalMs: number, task: () => void): () => void
  now(): Date
}

export const realScheduler: Scheduler = {
  every(intervalMs, task) {
    const handle = setInterval(task, intervalMs)
    // A pending update check must never keep the process alive on quit.
    handle.unref?.()
    return () => clearInterval(handle)
  },
  now: () => new Date(),
}
