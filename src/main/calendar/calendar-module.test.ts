import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { calendarLinkCallbackUrl } from '@shared/domain/calendar-link'
import { calendarContract } from '@shared/ipc/calendar'
import type { SessionInfo } from '@shared/ipc/session'
import { deepLinkScheme, maxDeepLinkLength } from '../security/deep-link'
import type { NativeNotification } from '../notifications/notifier'
import { calendarLinkPollIntervalMs, createCalendarModule } from './calendar-module'

const employee = { id: 'u-employee', role: 'EMPLOYEE', isSuperuser: false, language: null }
const signedIn = {
  state: { status: 'signed-in', chatbotId: 'cb-werving', user: employee },
} as unknown as SessionInfo

interface Answer {
  ok: boolean
  code?: string | null
  errorMessage?: string | null
  errors?: { field: string; messages: string[] }[]
}

function setup() {
  let clock = 1_000_000
  const opened: string[] = []
  const logged: string[] = []
  const emitted: { channel: string; payload: unknown }[] = []
  const shown: NativeNotification[] = []
  const answers: Answer[] = []
  const people: Record<string, unknown>[][] = []
  const graphql = vi.fn(async (_service: string, document: string, variables: Record<string, unknown>) => {
    void variables
    if (document.includes('authenticateCalendar')) {
      const answer = answers.shift() ?? { ok: true }
      return { authenticateCalendar: { code: null, errorMessage: null, errors: [], ...answer } }
    }
    return { allCalendarUsers: people.shift() ?? [] }
  })
  const rest = vi.fn(async () => ({ calendarIsAuthenticated: true }))
  const focus = vi.fn()
  const module = createCalendarModule({
    session: Promise.resolve({
      connection: () => ({ endpoints: { api: 'http://127.0.0.1:4000' } }) as never,
    }),
    api: { graphql, rest: rest as never },
    events: { emit: (def, payload) => emitted.push({ channel: def.channel, payload }) },
    notifier: { show: (n) => shown.push(n), closeAll: () => undefined },
    focusWindow: focus,
    openExternal: async (url) => void opened.push(url),
    language: () => 'en-US',
    log: (message, detail) => logged.push(`${message} ${JSON.stringify(detail ?? '')}`),
    now: () => clock,
    timers: globalThis,
    random: () => 0.5,
  })
  const handlers = module.handlers.calendar as Required<NonNullable<typeof module.handlers.calendar>>
  const start = async () => {
    await handlers.startLink({ calendarUserId: 'cal-employee', userId: 'u-employee', calendarType: 'GOOGLE' })
    return new URL(opened.at(-1)!).searchParams.get('state')!
  }
  const callback = (params: Record<string, string>) =>
    `${calendarLinkCallbackUrl}?${new URLSearchParams(params).toString()}`
  const outcomes = () =>
    emitted.filter((e) => e.channel === calendarContract.onDidFinishLink.channel).map((e) => e.payload)
  return {
    module,
    handlers,
    graphql,
    rest,
    opened,
    logged,
    shown,
    emitted,
    answers,
    people,
    focus,
    start,
    callback,
    outcomes,
    later: (ms: number) => (clock += ms),
  }
}

describe('linking a calendar through the system browser', () => {
  it('opens the consent on the portal server and exchanges the answer once, then reports the state', async () => {
    const t = setup()
    const state = await t.start()
    expect(t.opened[0]).toMatch(/^http:\/\/127\.0\.0\.1:4000\/calendar-link\/google\/consent\?/)
    expect(new URL(t.opened[0]!).searchParams.get('redirect_uri')).toBe(calendarLinkCallbackUrl)
    expect(calendarLinkCallbackUrl.startsWith(`${deepLinkScheme}://`)).toBe(true)
    expect(await t.handlers.pendingLink({})).toMatchObject({
      calendarUserId: 'cal-employee',
      calendarType: 'GOOGLE',
    })

    const link = t.callback({ code: 'one-time-code', state })
    await expect(t.module.handleDeepLink!(link)).resolves.toBe(true)
    expect(t.graphql).toHaveBeenCalledWith('router', expect.stringContaining('authenticateCalendar'), {
      code: 'one-time-code',
      userId: 'u-employee',
      calendarType: 'GOOGLE',
      referer: calendarLinkCallbackUrl,
    })
    expect(t.rest).toHaveBeenCalledWith('isCalendarAuthenticated', {
      body: { calendarIsAuthenticated: true, userId: 'u-employee' },
    })
    expect(t.outcomes()).toEqual([
      { calendarUserId: 'cal-employee', outcome: 'linked', calendarType: 'GOOGLE' },
    ])
    expect(t.focus).toHaveBeenCalled()
    expect(await t.handlers.pendingLink({})).toBeNull()

    // Replayed: taken (no other module acts on it) and ignored.
    await expect(t.module.handleDeepLink!(link)).resolves.toBe(true)
    expect(t.graphql).toHaveBeenCalledTimes(1)
    // The code reached the server only: no event and no log line carries it.
    expect(JSON.stringify([t.emitted, t.logged])).not.toContain('one-time-code')
  })

  it('ignores an answer nobody waits for and one after 10 minutes; another state spends the wait, as single sign-on', async () => {
    const t = setup()
    // None started: taken, ignored, the page hears nothing.
    await expect(t.module.handleDeepLink!(t.callback({ code: 'c', state: 's' }))).resolves.toBe(true)
    expect(t.outcomes()).toEqual([])

    let state = await t.start()
    t.later(10 * 60_000)
    expect(await t.handlers.pendingLink({})).toBeNull()
    await t.module.handleDeepLink!(t.callback({ code: 'c', state }))
    expect(t.outcomes()).toEqual([])

    // While one waits, an answer with another state (or none) ends it: the right one is refused after it.
    state = await t.start()
    await t.module.handleDeepLink!(t.callback({ code: 'c', state: `${state}x` }))
    expect(await t.handlers.pendingLink({})).toBeNull()
    await t.module.handleDeepLink!(t.callback({ code: 'c', state }))
    state = await t.start()
    await t.module.handleDeepLink!(t.callback({ code: 'c' }))
    await t.module.handleDeepLink!(t.callback({ code: 'c', state }))
    expect(t.graphql).not.toHaveBeenCalled()
    const unknown = { calendarUserId: 'cal-employee', outcome: 'failed', reason: 'unknown', detail: null }
    expect(t.outcomes()).toEqual([unknown, unknown])

    // Other deep links are not the calendar's; an over-long one is no one's.
    await expect(t.module.handleDeepLink!(`${deepLinkScheme}://inbox/client-1`)).resolves.toBe(false)
    state = await t.start()
    const long = t.callback({ code: 'c'.repeat(maxDeepLinkLength), state })
    await expect(t.module.handleDeepLink!(long)).resolves.toBe(false)
    expect(await t.handlers.pendingLink({})).not.toBeNull()
  })

  it('reports a refusal at the provider and the server’s reason; a cancelled link takes no answer', async () => {
    const t = setup()
    let state = await t.start()
    await t.module.handleDeepLink!(t.callback({ error: 'access_denied', state }))
    state = await t.start()
    t.answers.push({
      ok: false,
      code: 'calendar_auth_failed',
      errors: [{ field: 'reason', messages: ['expired'] }],
    })
    await t.module.handleDeepLink!(t.callback({ code: 'late', state }))
    expect(t.outcomes()).toEqual([
      { calendarUserId: 'cal-employee', outcome: 'failed', reason: 'denied', detail: 'access_denied' },
      {
        calendarUserId: 'cal-employee',
        outcome: 'failed',
        reason: 'expired',
        detail: 'calendar_auth_failed',
      },
    ])
    expect(t.rest).not.toHaveBeenCalled()

    state = await t.start()
    expect(await t.handlers.cancelLink({})).toEqual({ cancelled: true })
    await t.module.handleDeepLink!(t.callback({ code: 'c', state }))
    expect(t.graphql).toHaveBeenCalledTimes(1)
  })

  it('forgets a waiting link when the user signs out', async () => {
    const t = setup()
    const state = await t.start()
    t.module.forgetUser!()
    await t.module.handleDeepLink!(t.callback({ code: 'c', state }))
    expect(t.graphql).not.toHaveBeenCalled()
  })
})

describe('watching calendar links', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  const person = (id: string, linked: boolean, mayEdit = true) => ({
    id,
    firstName: 'Eva',
    lastName: id,
    email: `${id}@demo.nl`,
    isCalendarAuthenticated: linked,
    calendar: { product: 'GOOGLE' },
    mayEdit,
  })

  it('notifies once when a link the user may fix stops working; the click opens that calendar user', async () => {
    const t = setup()
    t.people.push(
      [person('a', true), person('b', false), person('c', true, false)],
      [person('a', false), person('b', false), person('c', false, false)],
      [person('a', false), person('b', false), person('c', false, false)],
    )
    t.module.onSessionChange!(signedIn)
    await vi.advanceTimersByTimeAsync(0)
    // The first look only learns the states: 'b' was broken before, nothing changed.
    expect(t.shown).toEqual([])
    await vi.advanceTimersByTimeAsync(calendarLinkPollIntervalMs)
    expect(t.shown).toEqual([
      expect.objectContaining({
        title: 'Calendar link no longer works',
        body: expect.stringContaining('Eva a'),
      }),
    ])
    await vi.advanceTimersByTimeAsync(calendarLinkPollIntervalMs)
    expect(t.shown).toHaveLength(1)
    t.shown[0]!.onClick?.()
    expect(t.emitted).toContainEqual({
      channel: calendarContract.onDidRequestCalendarUser.channel,
      payload: { calendarUserId: 'a' },
    })
    t.module.dispose!()
  })
})
