import type { DemoMessage } from '@shared/ipc/session'
import type { DemoOutboxMessage } from './demo-server'

/** Enough for any sign-in; older messages are dropped so a long demo session does not grow main. */
export const demoOutboxLimit = 100
/**
 * How long a read waits for the message the server has just "sent". The server prints it before the
 * request that caused it answers, but its output pipe and the HTTP socket are read in either order.
 */
export const demoOutboxWaitMs = 1000

export interface DemoOutbox {
  add(message: DemoOutboxMessage): void
  /** Everything held for this recipient, after waiting (up to `waitMs`) for one not returned before. */
  read(recipient: string, waitMs?: number): Promise<DemoMessage[]>
}

/** The demo workspace's codes and reset links, as read from the server's output (not over HTTP, SEC-10). */
export function createDemoOutbox(limit = demoOutboxLimit): DemoOutbox {
  const messages: DemoOutboxMessage[] = []
  const returnedUpTo = new Map<string, number>()
  const waiters = new Set<() => void>()
  const newest = (to: string) => messages.findLast((m) => m.to === to)?.id ?? 0

  return {
    add(message) {
      messages.push(message)
      if (messages.length > limit) messages.shift()
      for (const wake of waiters) wake()
    },
    async read(recipient, waitMs = demoOutboxWaitMs) {
      const to = recipient.trim().toLowerCase()
      const seen = returnedUpTo.get(to) ?? 0
      if (newest(to) <= seen) {
        await new Promise<void>((resolve) => {
          const done = () => {
            clearTimeout(timer)
            waiters.delete(wake)
            resolve()
          }
          const wake = () => newest(to) > seen && done()
          const timer = setTimeout(done, waitMs)
          waiters.add(wake)
        })
      }
      returnedUpTo.set(to, Math.max(seen, newest(to)))
      return messages
        .filter((m) => m.to === to)
        .map(({ kind, value, text }): DemoMessage => ({ kind, value, text }))
    },
  }
}
