import type { FlushReason, FlushRequest } from '@shared/ipc/app'

/**
 * "Save what is waiting, then close" (QUALITY REL-6): before the window closes or the app quits, main
 * asks the page (`app:did-request-flush`) to save every edit still waiting for its debounced save and
 * waits for its `app:ready-to-close`, at most `timeoutMs`, so a hung or busy page never blocks quitting.
 * Plain Node: the desktop shell and the browser harness use the same gate.
 */
export interface FlushBeforeClose {
  /** Asks the page to flush; resolves 'flushed' on its answer, 'timed-out' after the timeout. */
  request(reason: FlushReason): Promise<'flushed' | 'timed-out'>
  /** The page's `app:ready-to-close`; an unknown or late id is ignored. */
  ready(requestId: string): void
}

/** Long enough for a save over a slow network, short enough that quitting still feels immediate. */
export const flushTimeoutMs = 4000

export function createFlushBeforeClose(deps: {
  readonly emit: (request: FlushRequest) => void
  readonly timers?: Pick<typeof globalThis, 'setTimeout' | 'clearTimeout'>
  readonly timeoutMs?: number
  readonly newId?: () => string
}): FlushBeforeClose {
  const timers = deps.timers ?? globalThis
  const timeoutMs = deps.timeoutMs ?? flushTimeoutMs
  let counter = 0
  const newId = deps.newId ?? (() => `flush-${Date.now().toString(36)}-${++counter}`)
  const waiting = new Map<string, () => void>()
  return {
    request(reason) {
      const requestId = newId()
      return new Promise((resolve) => {
        const timer = timers.setTimeout(() => {
          waiting.delete(requestId)
          resolve('timed-out')
        }, timeoutMs)
        waiting.set(requestId, () => {
          timers.clearTimeout(timer)
          waiting.delete(requestId)
          resolve('flushed')
        })
        deps.emit({ requestId, reason })
      })
    },
    ready(requestId) {
      waiting.get(requestId)?.()
    },
  }
}
