import { defaultInboxView, inboxViews, type InboxView } from '@shared/domain/inbox'
import type { KeyValueStore } from '../prefs/key-value-store'

/** Where the views are kept: one entry per user and server (`sessionOwnerOf`), next to the other preferences. */
const storeKey = 'inbox-view'
/** Enough for every account a shared computer sees; the oldest choice goes first. */
const maxOwners = 50

/**
 * Each user's Smart Inbox view. Keyed by the session's owner (server and user id), so a colleague signing in
 * on the same computer starts on the default view, not on the previous user's choice.
 */
export function createInboxViews(store: KeyValueStore, owner: () => string | null) {
  const saved = (): Record<string, InboxView> => {
    const raw = store.get(storeKey)
    if (typeof raw !== 'object' || raw === null) return {}
    return Object.fromEntries(
      Object.entries(raw).filter(([, view]) => (inboxViews as readonly unknown[]).includes(view)),
    ) as Record<string, InboxView>
  }
  return {
    get(): InboxView {
      const key = owner()
      return (key !== null && saved()[key]) || defaultInboxView
    },
    set(view: InboxView): InboxView {
      const key = owner()
      if (key === null) return defaultInboxView
      const { [key]: _previous, ...others } = saved()
      // Insertion order is age: the latest choice goes last, the oldest owner drops off first.
      const kept = Object.entries(others).slice(-(maxOwners - 1))
      store.set(storeKey, Object.fromEntries([...kept, [key, view]]))
      return view
    },
  }
}
