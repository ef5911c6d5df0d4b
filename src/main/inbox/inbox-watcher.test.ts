import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createMemoryStore } from '../prefs/key-value-store'
import type { NativeNotification } from '../notifications/notifier'
import {
  createInboxWatcher,
  groupThreshold,
  maxBackoffMs,
  pollIntervalMs,
  type InboundMessage,
} from './inbox-watcher'

function setup(
  options: {
    store?: ReturnType<typeof createMemoryStore>
    previews?: boolean
    random?: () => number
  } = {},
) {
  const store = options.store ?? createMemoryStore()
  const server: InboundMessage[] = []
  let failing = false
  const fetchInbound = vi.fn(async (since: number) => {
    if (failing) throw new Error('503')
    return server.filter((message) => message.receivedAt >= since)
  })
  const shown: NativeNotification[] = []
  const opened: string[] = []
  const badge: number[] = []
  const arrivals: string[][] = []
  const watcher = createInboxWatcher({
    fetchInbound,
    notifier: { show: (n) => shown.push(n), closeAll: () => undefined },
    badge: { setUnreadCount: (n) => badge.push(n) },
    store,
    now: () => Date.now(),
    timers: globalThis,
    ...(options.random ? { random: options.random } : {}),
    texts: () => ({
      showPreviews: options.previews ?? false,
      oneTitle: (sender) => `New message from ${sender}`,
      hiddenBody: 'Open the Smart Inbox to read it.',
      manyTitle: (count) => `${count} new conversations`,
      manyBody: 'Open the Smart Inbox to read them.',
    }),
    onOpenConversation: (clientId) => opened.push(clientId),
    onChange: () => undefined,
    onArrivals: (fresh) => arrivals.push(fresh.map((message) => message.id)),
    log: () => undefined,
  })
  let id = 0
  const arrive = (clientId: string, text = 'Hoi, ik heb een vraag') => {
    server.push({
      id: String(++id),
      clientId,
      receivedAt: Date.now(),
      candidateName: null,
      phoneNumber: `+316000000${clientId.slice(-2)}`,
      text,
    })
  }
  return {
    store,
    server,
    fetchInbound,
    shown,
    opened,
    badge,
    arrivals,
    watcher,
    arrive,
    setFailing: (v: boolean) => (failing = v),
  }
}

describe('inbox watcher', () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date('2026-11-21T08:00:00Z') }))
  afterEach(() => vi.useRealTimers())

  it('notifies once per new message within one poll interval, and never twice', async () => {
    const { watcher, arrive, shown, badge } = setup()
    watcher.setSignedIn(true)
    await vi.advanceTimersByTimeAsync(1000)
    arrive('client-01')
    await vi.advanceTimersByTimeAsync(pollIntervalMs)
    expect(shown.map((n) => n.title)).toEqual(['New message from +31600000001'])
    await vi.advanceTimersByTimeAsync(pollIntervalMs * 10)
    expect(shown).toHaveLength(1)
    expect(badge.at(-1)).toBe(1)
    watcher.dispose()
  })

  it('announces each new message once to the open inbox, and a marked-unread conversation counts again', async () => {
    const { watcher, arrive, arrivals, badge } = setup()
    watcher.setSignedIn(true)
    await vi.advanceTimersByTimeAsync(1000)
    arrive('client-01')
    arrive('client-02')
    await vi.advanceTimersByTimeAsync(pollIntervalMs)
    expect(arrivals).toEqual([['1', '2']])
    await vi.advanceTimersByTimeAsync(pollIntervalMs * 3)
    expect(arrivals).toHaveLength(1)
    watcher.markOpened('client-01')
    expect(badge.at(-1)).toBe(1)
    watcher.markUnread(['client-01'])
    expect(badge.at(-1)).toBe(2)
    expect(watcher.state().unreadConversations).toBe(2)
    watcher.dispose()
  })

  it('keeps candidate text out of notifications unless previews are on', async () => {
    const hidden = setup()
    hidden.watcher.setSignedIn(true)
    hidden.arrive('client-01', 'Mijn BSN is 123456789')
    await vi.advanceTimersByTimeAsync(pollIntervalMs)
    expect(hidden.shown[0]?.body).toBe('Open the Smart Inbox to read it.')
    hidden.watcher.dispose()

    const shown = setup({ previews: true })
    shown.watcher.setSignedIn(true)
    shown.arrive('client-02', 'Hoi, ik kom graag langs')
    await vi.advanceTimersByTimeAsync(pollIntervalMs)
    expect(shown.shown[0]?.body).toBe('Hoi, ik kom graag langs')
    shown.watcher.dispose()
  })

  it('one notification per conversation, grouped when many arrive at once', async () => {
    const { watcher, arrive, shown } = setup()
    watcher.setSignedIn(true)
    arrive('client-01')
    arrive('client-01')
    arrive('client-02')
    await vi.advanceTimersByTimeAsync(pollIntervalMs)
    expect(shown).toHaveLength(2)
    for (let i = 10; i < 10 + groupThreshold + 2; i++) arrive(`client-${i}`)
    await vi.advanceTimersByTimeAsync(pollIntervalMs)
    expect(shown).toHaveLength(3)
    expect(shown[2]?.title).toBe(`${groupThreshold + 2} new conversations`)
    watcher.dispose()
  })

  it('a click opens that conversation', async () => {
    const { watcher, arrive, shown, opened } = setup()
    watcher.setSignedIn(true)
    arrive('client-07')
    await vi.advanceTimersByTimeAsync(pollIntervalMs)
    shown[0]?.onClick()
    expect(opened).toEqual(['client-07'])
    watcher.dispose()
  })

  it('does not notify again after a restart for messages already seen', async () => {
    const first = setup()
    first.watcher.setSignedIn(true)
    first.arrive('client-01')
    await vi.advanceTimersByTimeAsync(pollIntervalMs)
    first.watcher.dispose()
    expect(first.shown).toHaveLength(1)

    const second = setup({ store: first.store })
    second.server.push(...first.server)
    second.watcher.setSignedIn(true)
    await vi.advanceTimersByTimeAsync(pollIntervalMs * 3)
    expect(second.shown).toHaveLength(0)
    second.watcher.dispose()
  })

  it('stops on sign-out and clears the badge; does not poll while offline or asleep, resumes after', async () => {
    const { watcher, fetchInbound, badge, arrive } = setup()
    watcher.setSignedIn(true)
    arrive('client-01')
    await vi.advanceTimersByTimeAsync(pollIntervalMs)
    watcher.setSignedIn(false)
    expect(badge.at(-1)).toBe(0)
    const calls = fetchInbound.mock.calls.length
    await vi.advanceTimersByTimeAsync(pollIntervalMs * 20)
    expect(fetchInbound.mock.calls.length).toBe(calls)

    watcher.setSignedIn(true)
    watcher.setOnline(false)
    const offlineCalls = fetchInbound.mock.calls.length
    await vi.advanceTimersByTimeAsync(pollIntervalMs * 20)
    expect(fetchInbound.mock.calls.length).toBe(offlineCalls)
    watcher.setOnline(true)
    await vi.advanceTimersByTimeAsync(0)
    expect(fetchInbound.mock.calls.length).toBe(offlineCalls + 1)

    watcher.setAsleep(true)
    const asleepCalls = fetchInbound.mock.calls.length
    await vi.advanceTimersByTimeAsync(pollIntervalMs * 20)
    expect(fetchInbound.mock.calls.length).toBe(asleepCalls)
    watcher.setAsleep(false)
    await vi.advanceTimersByTimeAsync(0)
    expect(fetchInbound.mock.calls.length).toBe(asleepCalls + 1)
    watcher.dispose()
  })

  it('backs off exponentially on errors, up to the maximum, and recovers', async () => {
    // The backoff has full jitter (main/polling); at random = 1 it waits its ceiling, the plain exponential.
    const { watcher, fetchInbound, setFailing } = setup({ random: () => 1 })
    setFailing(true)
    watcher.setSignedIn(true)
    await vi.advanceTimersByTimeAsync(0)
    const times: number[] = []
    fetchInbound.mockImplementation(async () => {
      times.push(Date.now())
      throw new Error('503')
    })
    await vi.advanceTimersByTimeAsync(60 * 60_000)
    const gaps = times.slice(1).map((t, i) => t - times[i]!)
    expect(gaps.slice(0, 3)).toEqual([pollIntervalMs * 4, pollIntervalMs * 8, pollIntervalMs * 16])
    expect(Math.max(...gaps)).toBe(maxBackoffMs)
    fetchInbound.mockImplementation(async () => [])
    await vi.advanceTimersByTimeAsync(maxBackoffMs)
    const recovered = fetchInbound.mock.calls.length
    await vi.advanceTimersByTimeAsync(pollIntervalMs)
    expect(fetchInbound.mock.calls.length).toBe(recovered + 1)
    watcher.dispose()
  })

  it('with jitter, each wait after failures lies between 1 s and min(5 min, 15 s × 2^failures)', async () => {
    const { watcher, fetchInbound } = setup()
    const times: number[] = []
    fetchInbound.mockImplementation(async () => {
      times.push(Date.now())
      throw new Error('503')
    })
    watcher.setSignedIn(true)
    await vi.advanceTimersByTimeAsync(2 * 60 * 60_000)
    const gaps = times.slice(1).map((t, i) => t - times[i]!)
    expect(gaps.length).toBeGreaterThan(20)
    gaps.forEach((gap, i) => {
      expect(gap).toBeGreaterThanOrEqual(1000)
      expect(gap).toBeLessThanOrEqual(Math.min(maxBackoffMs, pollIntervalMs * 2 ** (i + 1)))
    })
    watcher.dispose()
  })

  it('opening a conversation removes it from the unread count', async () => {
    const { watcher, arrive, badge } = setup()
    watcher.setSignedIn(true)
    arrive('client-01')
    arrive('client-02')
    await vi.advanceTimersByTimeAsync(pollIntervalMs)
    expect(watcher.state().unreadConversations).toBe(2)
    watcher.markOpened('client-01')
    expect(badge.at(-1)).toBe(1)
  })
})

describe('inbox watcher when the user changes (QUALITY SEC-11)', () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date('2026-11-21T08:00:00Z') }))
  afterEach(() => vi.useRealTimers())

  it('forgets the previous user: unread badge 0, nothing of theirs left in the store', async () => {
    const { watcher, arrive, badge, store } = setup()
    watcher.setSignedIn(true)
    await vi.advanceTimersByTimeAsync(1000)
    arrive('client-01')
    await vi.advanceTimersByTimeAsync(pollIntervalMs)
    expect(watcher.state().unreadConversations).toBe(1)
    watcher.forgetUser()
    expect(badge.at(-1)).toBe(0)
    expect(store.get('inbox-watcher')).toEqual({ highWater: 0, seen: [], unread: [] })
  })

  it('drops the answer of a poll that was started for the previous user', async () => {
    const { watcher, arrive, shown, fetchInbound } = setup()
    let answer: (messages: InboundMessage[]) => void = () => undefined
    watcher.setSignedIn(true)
    await vi.advanceTimersByTimeAsync(1000)
    arrive('client-01')
    fetchInbound.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)))
    void vi.advanceTimersByTimeAsync(pollIntervalMs)
    await vi.waitFor(() => expect(fetchInbound).toHaveBeenCalledTimes(2))
    // The next user signs in while the previous user's poll is still on its way.
    watcher.setSignedIn(false)
    watcher.forgetUser()
    watcher.setSignedIn(true)
    answer([
      {
        id: 'a-secret',
        clientId: 'previous-users-candidate',
        receivedAt: Date.now(),
        candidateName: 'Kandidaat van A',
        phoneNumber: null,
        text: 'niet voor B',
      },
    ])
    await vi.advanceTimersByTimeAsync(10)
    expect(shown.map((n) => n.title)).not.toContain('New message from Kandidaat van A')
    expect(watcher.state().unreadConversations).toBe(0)
  })
})
