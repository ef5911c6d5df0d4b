import type { KeyValueStore } from '../prefs/key-value-store'
import type { Notifier, UnreadBadge } from '../notifications/notifier'

/**
 * Watches the Smart Inbox for new inbound candidate messages while the user is signed in (QUALITY REL-4):
 * - polls every `pollIntervalMs`; on errors backs off exponentially up to `maxBackoffMs`;
 * - pauses while offline, signed out or asleep, and resumes by itself; unlike other pollers it keeps
 *   running while the window is hidden, because recruiters rely on its notifications;
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
  readonly timers: { setTimeout(fn: () => void, ms: number): unknown; clearTimeout(handle: unknown): void }
  /** Notification texts in the user's language; previews only when the user allowed them. */
  readonly texts: () => NotificationTexts
  readonly onOpenConversation: (clientId: string) => void
  readonly onChange: (state: {
    unreadConversations: number
    status: 'watching' | 'paused' | 'stopped'
  }) => void
  readonly log: (message: string, detail?: unknown) => void
}

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

export interface InboxWatcher {
  /** Signed in (with a chatbot selected): start watching; signed out: stop. */
  setSignedIn(signedIn: boolean): void
  setOnline(online: boolean): void
  setAsleep(asleep: boolean): void
  markOpened(clientId: string): void
  /**
   * Another user (or nobody) takes over: what was seen, the high-water mark and the unread conversations
   * belonged to the previous user and are dropped, here and in the store (QUALITY SEC-11).
   */
  forgetUser(): void
  state(): { unreadConversations: number; status: 'watching' | 'paused' | 'stopped' }
  /** For tests and the simulator: poll now instead of waiting. */
  pollNow(): Promise<void>
  dispose(): void
}

export function createInboxWatcher(deps: InboxWatcherDeps): InboxWatcher {
  const saved = (deps.store.get(storeKey) as Persisted | undefined) ?? { highWater: 0, seen: [], unread: [] }
  let highWater = saved.highWater
  const seen = new Set(saved.seen)
  const unread = new Set(saved.unread)
  let signedIn = false
  let online = true
  let asleep = false
  let timer: unknown = null
  let failures = 0
  let polling: Promise<void> | null = null
  /** Bumped when the user changes: a poll started for the previous user must not count for the next. */
  let generation = 0

  const active = () => signedIn && online && !asleep
  const status = () =>
    (!signedIn ? 'stopped' : active() ? 'watching' : 'paused') as 'watching' | 'paused' | 'stopped'
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

  function schedule(): void {
    if (timer !== null) deps.timers.clearTimeout(timer)
    timer = null
    if (!active()) return
    const delay = failures === 0 ? pollIntervalMs : Math.min(maxBackoffMs, pollIntervalMs * 2 ** failures)
    timer = deps.timers.setTimeout(() => {
      timer = null
      void poll()
    }, delay)
  }

  async function poll(): Promise<void> {
    if (!active()) return
    polling ??= (async () => {
      const startedFor = generation
      try {
        // A first start looks back only a little: no flood of notifications for yesterday's messages.
        const since = highWater || deps.now() - pollIntervalMs
        const messages = await deps.fetchInbound(since)
        failures = 0
        if (!signedIn || startedFor !== generation) return
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
        } else {
          persist()
        }
      } catch (error) {
        failures++
        deps.log(
          `Inbox poll failed (${failures} in a row); next try in ${Math.min(maxBackoffMs, pollIntervalMs * 2 ** failures)} ms`,
          error,
        )
      } finally {
        polling = null
        schedule()
      }
    })()
    return polling
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
    const wasActive = active()
    const before = status()
    change()
    if (active() && !wasActive) {
      failures = 0
      void poll()
    } else if (!active()) {
      if (timer !== null) deps.timers.clearTimeout(timer)
      timer = null
    }
    if (status() !== before) publish()
  }

  return {
    setSignedIn: (value) =>
      update(() => {
        signedIn = value
        if (!value) {
          unread.clear()
          persist()
        }
      }),
    setOnline: (value) => update(() => (online = value)),
    setAsleep: (value) => update(() => (asleep = value)),
    markOpened(clientId) {
      if (unread.delete(clientId)) {
        persist()
        publish()
      }
    },
    forgetUser() {
      generation++
      polling = null
      seen.clear()
      unread.clear()
      highWater = 0
      persist()
      publish()
    },
    state,
    pollNow: () => poll(),
    dispose() {
      signedIn = false
      if (timer !== null) deps.timers.clearTimeout(timer)
      timer = null
    },
  }
}

function truncate(text: string, max: number): string {
  const chars = [...text.replace(/\s+/g, ' ').trim()]
  return chars.length <= max ? chars.join('') : `${chars.slice(0, max - 1).join('')}…`
}
