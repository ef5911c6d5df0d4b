import { useEffect, useState } from 'react'
import { registerPendingSave } from './pending-saves'

/**
 * idle: nothing edited yet · pending: an edit waits for the debounce · saving: sent, no answer yet ·
 * saved: the last edit is stored · failed: the last save failed; the edit is kept and sent again by
 * `retry`, the next edit, or a flush (close, quit, sign-out).
 */
export type SaveStatus = 'idle' | 'pending' | 'saving' | 'saved' | 'failed'

export interface SaverState {
  readonly status: SaveStatus
  readonly error: unknown
}

export interface DebouncedSaver<T> {
  /** A new edit: replaces any waiting one and starts the delay again. */
  schedule(value: T): void
  /** Saves a waiting (or failed) edit now; resolves once every save so far has answered. */
  flush(): Promise<void>
  /** Forgets a waiting edit without saving it (e.g. the form was reset to the server's values). */
  cancel(): void
  /** Whether an edit is waiting or failed (not yet stored). */
  hasUnsaved(): boolean
  /** Replaces the save function for the saves that start from now on. */
  setSave(save: (value: T) => Promise<unknown>): void
  dispose(): void
}

interface SaverOptions<T> {
  readonly delayMs: number
  readonly save: (value: T) => Promise<unknown>
  readonly onState: (state: SaverState) => void
  readonly timers?: Pick<typeof globalThis, 'setTimeout' | 'clearTimeout'>
  /** Registers the flush while an edit is unsaved (lib/pending-saves.ts); injectable for tests. */
  readonly register?: (flush: () => Promise<void>) => () => void
}

const none = Symbol('none')

/**
 * The debounced save without React: one save at a time, in order, always of the latest edit. A failed
 * edit stays as the value to send until a newer edit replaces it, so the user's text is never dropped.
 */
export function createDebouncedSaver<T>(options: SaverOptions<T>): DebouncedSaver<T> {
  const timers = options.timers ?? globalThis
  const register = options.register ?? registerPendingSave
  let waiting: T | typeof none = none
  let timer: ReturnType<typeof setTimeout> | undefined
  let chain: Promise<void> = Promise.resolve()
  let unregister: (() => void) | null = null
  let disposed = false
  let save = options.save

  let reported: SaverState = { status: 'idle', error: null }
  // The same status again (each keystroke reschedules a pending save) is not told: no render for it.
  const set = (status: SaveStatus, error: unknown = null) => {
    if (disposed || (status === reported.status && error === reported.error)) return
    reported = { status, error }
    options.onState(reported)
  }
  const stopTimer = () => {
    if (timer !== undefined) timers.clearTimeout(timer)
    timer = undefined
  }
  const markUnsaved = () => {
    unregister ??= register(() => saver.flush())
  }
  const markSaved = () => {
    unregister?.()
    unregister = null
  }

  const sendWaiting = (): Promise<void> => {
    chain = chain.then(async () => {
      if (waiting === none) return
      const value = waiting
      waiting = none
      set('saving')
      try {
        await save(value)
        if (waiting === none) {
          markSaved()
          set('saved')
        }
      } catch (error) {
        // Keep the edit unless a newer one replaced it meanwhile.
        if (waiting === none) waiting = value
        set('failed', error)
      }
    })
    return chain
  }

  const saver: DebouncedSaver<T> = {
    schedule(value) {
      waiting = value
      markUnsaved()
      stopTimer()
      set('pending')
      timer = timers.setTimeout(() => {
        timer = undefined
        void sendWaiting()
      }, options.delayMs)
    },
    flush() {
      stopTimer()
      return sendWaiting()
    },
    cancel() {
      stopTimer()
      waiting = none
      markSaved()
    },
    hasUnsaved: () => waiting !== none,
    setSave(next) {
      save = next
    },
    dispose() {
      disposed = true
    },
  }
  return saver
}

/**
 * Saves as the user edits, after the spec's debounce time (`lib/debounce-times.ts`): `schedule(value)` on
 * every change; `status` drives `<SaveStatus>` ("Saving… / Saved", or the failure message). Waiting edits
 * are saved before the window closes, the app quits or the user signs out (QUALITY REL-6), and when the
 * component unmounts (the user navigates away).
 */
export function useDebouncedSave<T>({
  delayMs,
  save,
}: {
  delayMs: number
  save: (value: T) => Promise<unknown>
}): Omit<DebouncedSaver<T>, 'dispose' | 'setSave'> & SaverState {
  const [state, setState] = useState<SaverState>({ status: 'idle', error: null })
  const [current] = useState(() => createDebouncedSaver<T>({ delayMs, save, onState: setState }))
  // A save started later uses the latest `save` (it may close over newer props).
  useEffect(() => current.setSave(save))
  // Leaving the screen saves what is waiting (the answer then has no screen to go to, which is fine).
  useEffect(() => () => void current.flush(), [current])
  return {
    ...state,
    schedule: current.schedule,
    flush: current.flush,
    cancel: current.cancel,
    hasUnsaved: current.hasUnsaved,
  }
}
