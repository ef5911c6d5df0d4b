/**
 * QUALITY REL-4: the inbox watcher over 20,000 poll cycles (a few weeks of 15-second polls) with messages
 * arriving, errors, sign-outs and sleeps: the heap after GC stays flat. Time is simulated; no waiting.
 */
import { createMemoryStore } from '../../src/main/prefs/key-value-store'
import { createInboxWatcher, type InboundMessage } from '../../src/main/inbox/inbox-watcher'

const cycles = 20_000

export async function soakInboxWatcher(): Promise<{ ok: boolean; lines: string[] }> {
  const gc = globalThis.gc
  if (!gc) throw new Error('run with --expose-gc')
  let now = Date.parse('2026-11-21T08:00:00Z')
  let pending: { at: number; fn: () => void } | null = null
  const timers = {
    setTimeout: (fn: () => void, ms: number) => (pending = { at: now + ms, fn }),
    clearTimeout: () => void (pending = null),
  }
  let nextId = 0
  const arrived: InboundMessage[] = []
  let notifications = 0
  const watcher = createInboxWatcher({
    fetchInbound: async (since) => {
      if (Math.random() < 0.02) throw new Error('503')
      return arrived.filter((message) => message.receivedAt >= since)
    },
    notifier: { show: () => void notifications++, closeAll: () => undefined },
    badge: { setUnreadCount: () => undefined },
    store: createMemoryStore(),
    now: () => now,
    timers,
    texts: () => ({
      showPreviews: false,
      oneTitle: (s) => s,
      hiddenBody: '',
      manyTitle: String,
      manyBody: '',
    }),
    onOpenConversation: () => undefined,
    onChange: () => undefined,
    log: () => undefined,
  })
  watcher.setSignedIn(true)

  const heapAt: number[] = []
  for (let cycle = 1; cycle <= cycles; cycle++) {
    if (cycle % 3 === 0) {
      arrived.push({
        id: String(++nextId),
        clientId: `client-${nextId % 400}`,
        receivedAt: now,
        candidateName: null,
        phoneNumber: null,
        text: 'Hoi',
      })
      if (arrived.length > 200) arrived.splice(0, arrived.length - 200)
    }
    if (cycle % 500 === 0) watcher.markOpened(`client-${cycle % 400}`)
    if (cycle % 2000 === 0) {
      watcher.setAsleep(true)
      watcher.setAsleep(false)
    }
    if (cycle % 5000 === 0) {
      watcher.setSignedIn(false)
      watcher.setSignedIn(true)
    }
    const due = pending as { at: number; fn: () => void } | null
    if (due) {
      now = due.at
      pending = null
      due.fn()
    }
    await watcher.pollNow()
    if (cycle === 2000 || cycle === cycles) {
      gc()
      heapAt.push(process.memoryUsage().heapUsed)
    }
  }
  watcher.dispose()
  const growthMb = (heapAt[1]! - heapAt[0]!) / 2 ** 20
  const ok = growthMb < 2
  return {
    ok,
    lines: [
      `REL-4 inbox watcher soak: ${cycles} cycles, ${notifications} notifications (information)`,
      `  ${ok ? 'ok  ' : 'FAIL'} heap after GC from cycle 2,000 to ${cycles}: ${growthMb >= 0 ? '+' : ''}${growthMb.toFixed(2)} MB (flat: < 2 MB)`,
    ],
  }
}
