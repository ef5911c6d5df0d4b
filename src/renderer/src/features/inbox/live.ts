import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useState, useSyncExternalStore } from 'react'
import type { InboxArrivals } from '@shared/ipc/inbox'
import { portal, usePortalEvent } from '../../lib/portal'
import { inboxKeys } from './scope'

/**
 * The open inbox follows the watcher in main: main pushes the ids of new inbound messages
 * over the typed IPC (`inbox.onDidReceiveMessages`); the lists, totals and the conversations they touch are
 * invalidated (react-query refetches what is on screen, keeping the old data until the new arrives: no
 * skeleton, no flicker), and the new rows are highlighted for `freshForMs`.
 */
export const freshForMs = 4_000

type Listener = () => void

/** The ids (messages and conversations) that arrived in the last `freshForMs`; one store per window. */
function createFreshStore(now: () => number = Date.now) {
  let fresh = new Map<string, number>()
  let snapshot: ReadonlySet<string> = new Set()
  const listeners = new Set<Listener>()
  let timer: ReturnType<typeof setTimeout> | null = null
  const emit = () => {
    snapshot = new Set(fresh.keys())
    for (const listener of listeners) listener()
  }
  const sweep = () => {
    timer = null
    const at = now()
    fresh = new Map([...fresh].filter(([, until]) => until > at))
    emit()
    if (fresh.size > 0) schedule()
  }
  const schedule = () => {
    if (timer !== null) return
    const next = Math.min(...fresh.values()) - now()
    timer = setTimeout(sweep, Math.max(50, next))
  }
  return {
    add(ids: readonly string[]) {
      const until = now() + freshForMs
      for (const id of ids) fresh.set(id, until)
      emit()
      schedule()
    },
    subscribe(listener: Listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    snapshot: () => snapshot,
    clear() {
      fresh.clear()
      emit()
    },
  }
}

export const freshArrivals = createFreshStore()

/** The ids that just arrived (message ids and client ids alike): rows with one of them are highlighted. */
export function useFreshIds(): ReadonlySet<string> {
  return useSyncExternalStore(freshArrivals.subscribe, freshArrivals.snapshot)
}

/** Which queries an arrival makes stale: the lists and totals, and the conversations it belongs to. */
export function arrivalInvalidates(arrivals: InboxArrivals, queryKey: readonly unknown[]): boolean {
  if (queryKey[0] !== 'chatbot' || queryKey[2] !== inboxKeys.area) return false
  const part = queryKey[3]
  if (part === 'page' || part === 'conversations' || part === 'breakdown') return true
  if (part === 'conversation') return arrivals.clientIds.includes(String(queryKey[4]))
  return false
}

/** Mounted once by the inbox screen: new messages refresh what is on screen and light up for a moment. */
export function useInboxLive(): void {
  const client = useQueryClient()
  usePortalEvent(portal().inbox.onDidReceiveMessages, (arrivals: InboxArrivals) => {
    freshArrivals.add([...arrivals.messageIds, ...arrivals.clientIds])
    void client.invalidateQueries({ predicate: (query) => arrivalInvalidates(arrivals, query.queryKey) })
  })
  // react-query refetches on `visibilitychange`; a desktop window that stays visible behind another app
  // only gets `focus`: the lists on screen catch up then too (stale ones only, so a click is not a fetch).
  useEffect(() => {
    const onFocus = () =>
      void client.refetchQueries({
        type: 'active',
        stale: true,
        predicate: (query) => arrivalInvalidates({ messageIds: [], clientIds: [] }, query.queryKey),
      })
    window.addEventListener('focus', onFocus)
    return () => window.removeEventListener('focus', onFocus)
  }, [client])
}

/**
 * The list as shown: while the pointer rests on the list (`held`), new data does not reorder the rows
 * under it; the newest data shows as soon as the pointer leaves. Rows that are already shown keep their
 * latest values (read state, preview) so nothing stale stays visible, only their order and the new ones wait.
 */
export function useHeldList<T>(
  items: readonly T[],
  keyOf: (item: T) => string,
  held: boolean,
): { items: readonly T[]; waiting: number } {
  // The order on screen when the pointer arrived (React's "adjust state while rendering" pattern).
  const [heldKeys, setHeldKeys] = useState<readonly string[] | null>(null)
  if (held && heldKeys === null) setHeldKeys(items.map(keyOf))
  if (!held && heldKeys !== null) setHeldKeys(null)
  if (!held || heldKeys === null) return { items, waiting: 0 }
  const latest = new Map(items.map((item) => [keyOf(item), item]))
  const kept = heldKeys.flatMap((key) => {
    const item = latest.get(key)
    return item === undefined ? [] : [item]
  })
  // If the list changed beyond new arrivals (another page or filter), show it at once.
  if (kept.length === 0) return { items, waiting: 0 }
  const keptKeys = new Set(heldKeys)
  return { items: kept, waiting: items.filter((item) => !keptKeys.has(keyOf(item))).length }
}
