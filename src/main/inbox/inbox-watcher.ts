import type { KeyValueStore } from '../prefs/key-value-store'
import type { Notifier, UnreadBadge } from '../notifications/notifier'
import { createPoller, type PollerTimers } from '../polling/poller'

/**
 * Watches the Smart Inbox for new inbound candidate messages while the user is signed in (QUALITY REL-4):
 * - built on the shared poller (`main/polling`): polls every `pollIntervalMs`; on errors backs off with full
 *   jitter up to `maxBackoffMs`; pauses while offline, signed out or asleep and polls at once when that ends;
 *   unlike other pollers it keeps running while the window is hidden, because recruiters rely on its
 *   notifications; a poll started for a previous user does not count (`forgetUser`);
 * - one notification per new conversation, one summary when many arrive at once;
 * - never notifies twice for the same message, also across restarts (seen ids are persisted).
 */
export const pollIntervalMs = 15_000
export const maxBackoffMs = 5 * 60_000
/** More new conversations than this in one poll become one summary notification. */
export const groupThreshold = 3
/** Seen message ids kept across restarts; older ones fall below the high-water mark anyway. */
const seenLimit = 2000
const storeKey = 'inbox-watcher'

export interface InboundMessage {
  readonly id: string
  readonly clientId: string
  /** Epoch ms the message arrived. */
  readonly receivedAt: number
  readonly candidateName: string | null
  readonly phoneNumber: string | null
  readonly text: string | null
}

export interface InboxWatcherDeps {
  /** Newest inbound messages of the selected chatbot that arrived at or after `since` (epoch ms). */
  readonly fetchInbound: (since: number) => Promise<readonly InboundMessage[]>
  readonly notifier: Notifier
  readonly badge: UnreadBadge
  readonly store: KeyValueStore
  readonly now: () => number
  readonly timers: PollerTimers
  /** For the backoff's jitter; `Math.random` by default. */
  readonly random?: () => number
  /** Notification texts in the user's language; previews only when the user allowed them. */
  readonly texts: () => NotificationTexts
  readonly onOpenConversation: (clientId: string) => void
  readonly onChange: (state: { unreadConversations: number; status: WatchStatus }) => void
  /** New inbound messages of this poll (after the unread count was updated): the open inbox refreshes. */
  readonly onArrivals?: (fresh: readonly InboundMessage[]) => void
  readonly log: (message: string, detail?: unknown) => void
}

export type WatchStatus = 'watching' | 'paused' | 'stopped'

export interface NotificationTexts {
  readonly showPreviews: boolean
  /** Title for one conversation, e.g. "New message from +31 6 …". */
  oneTitle(sender: string): string
  /** Body when previews are off (candidate privacy). */
  readonly hiddenBody: string
  /** Title and body for a group. */
  manyTitle(count: number): string
  readonly manyBody: string
}

interface Persisted {
  readonly highWater: number
  readonly seen: readonly string[]
  readonly unread: readonly string[]
}

/** The watcher is its module's poller (main/modules): the composition pauses it while offline or asleep. */
export interface InboxWatcher {
  readonly name: string
  /** Signed in (with a chatbot selected): start watching; signed out: stop. */
  setSignedIn(signedIn: boolean): void
  setOnline(online: boolean): void
  setAsleep(asleep: boolean): void
  /** Accepted for the common poller shape; the watcher keeps running while the window is hidden. */
  setVisible(visible: boolean): void
  markOpened(clientId: string): void
  /** Single or bulk 'unread': these conversations count as unread again (badge and navigation). */
  markUnread(clientIds: readonly string[]): void
  /**
   * Another user (or nobody) takes over: what was seen, the high-water mark and the unread conversations
   * belonged to the previous user and are dropped, here and in the store (QUALITY SEC-11).
   */
  forgetUser(): void
  state(): { unreadConversations: number; status: WatchStatus }
  /** For tests and the simulator: poll now instead of waiting. */
  pollNow(): Promise<void>
  dispose(): void
}

export function createInboxWatcher(deps: InboxWatcherDeps): InboxWatcher {
  const saved = (deps.store.get(storeKey) as Persisted | undefined) ?? { highWater: 0, seen: [], unread: [] }
  let highWater = saved.highWater
  const seen = new Set(saved.seen)
  const unread = new Set(saved.unread)

  // The loop (interval, backoff, single flight, pauses, user generations) is the shared poller's; what a
  // poll means (notifications, unread, persistence) stays here.
  const poller = createPoller<{ since: number; messages: readonly InboundMessage[] }>({
    name: 'inbox watcher',
    intervalMs: pollIntervalMs,
    maxBackoffMs,
    // Recruiters rely on its notifications while the window is hidden.
    pauseWhileHidden: false,
    timers: deps.timers,
    ...(deps.random ? { random: deps.random } : {}),
    task: async () => {
      // A first start looks back only a little: no flood of notifications for yesterday's messages.
      const since = highWater || deps.now() - pollIntervalMs
      return { since, messages: await deps.fetchInbound(since) }
    },
    onResult: ({ since, messages }) => received(since, messages),
    onError: (error, { failures, nextDelayMs }) =>
      deps.log(`Inbox poll failed (${failures} in a row); next try in ${nextDelayMs} ms`, error),
  })

  const status = (): WatchStatus => {
    const polling = poller.status()
    return polling === 'stopped' ? 'stopped' : polling === 'active' ? 'watching' : 'paused'
  }
  const state = () => ({ unreadConversations: unread.size, status: status() })
  const publish = () => {
    deps.badge.setUnreadCount(unread.size)
    deps.onChange(state())
  }

  function persist(): void {
    // Bounded in memory too: older ids are below the high-water mark and cannot come back.
    if (seen.size > seenLimit * 2) {
      const keep = [...seen].slice(-seenLimit)
      seen.clear()
      for (const id of keep) seen.add(id)
    }
    const recent = [...seen].slice(-seenLimit)
    deps.store.set(storeKey, { highWater, seen: recent, unread: [...unread] } satisfies Persisted)
  }

  /** A poll of the current user came back (the poller drops answers of polls made for a previous one). */
  function received(since: number, messages: readonly InboundMessage[]): void {
    const fresh = messages.filter((message) => !seen.has(message.id))
    for (const message of fresh) {
      seen.add(message.id)
      highWater = Math.max(highWater, message.receivedAt)
    }
    if (highWater === 0) highWater = since
    if (fresh.length > 0) {
      notify(fresh)
      for (const message of fresh) unread.add(message.clientId)
      persist()
      publish()
      deps.onArrivals?.(fresh)
    } else {
      persist()
    }
  }

  function notify(fresh: readonly InboundMessage[]): void {
    const texts = deps.texts()
    // Newest message per conversation: one notification per conversation.
    const byConversation = new Map<string, InboundMessage>()
    for (const message of [...fresh].sort((a, b) => a.receivedAt - b.receivedAt))
      byConversation.set(message.clientId, message)
    const conversations = [...byConversation.values()]
    if (conversations.length > groupThreshold) {
      const newest = conversations.at(-1)!
      deps.notifier.show({
        title: texts.manyTitle(conversations.length),
        body: texts.manyBody,
        onClick: () => deps.onOpenConversation(newest.clientId),
      })
      return
    }
    for (const message of conversations) {
      deps.notifier.show({
        title: texts.oneTitle(message.candidateName ?? message.phoneNumber ?? ''),
        body: texts.showPreviews && message.text ? truncate(message.text, 120) : texts.hiddenBody,
        onClick: () => deps.onOpenConversation(message.clientId),
      })
    }
  }

  function update(change: () => void): void {
    const before = status()
    change()
    if (status() !== before) publish()
  }

  return {
    name: poller.name,
    setSignedIn: (value) =>
      update(() => {
        if (!value) {
          unread.clear()
          persist()
        }
        poller.setSignedIn(value)
      }),
    setOnline: (value) => update(() => poller.setOnline(value)),
    setAsleep: (value) => update(() => poller.setAsleep(value)),
    setVisible: (value) => update(() => poller.setVisible(value)),
    markOpened(clientId) {
      if (unread.delete(clientId)) {
        persist()
        publish()
      }
    },
    markUnread(clientIds) {
      const before = unread.size
      for (const clientId of clientIds) unread.add(clientId)
      if (unread.size !== before) {
        persist()
        publish()
      }
    },
    forgetUser() {
      // A new generation: the answer of a poll still on its way for the previous user is dropped.
      poller.reset()
      seen.clear()
      unread.clear()
      highWater = 0
      persist()
      publish()
    },
    state,
    pollNow: () => poller.runNow(),
    dispose: () => poller.dispose(),
  }
}

function truncate(text: string, max: number): string {
  const chars = [...text.replace(/\s+/g, ' ').trim()]
  return chars.length <= max ? chars.join('') : `${chars.slice(0, max - 1).join('')}…`
}
