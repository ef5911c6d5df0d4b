import { afterEach, describe, expect, it } from 'vitest'
import type { SessionInfo, SessionUser } from '@shared/ipc/session'
import type { PortalApi } from '../api/portal-api'
import type { HttpClient } from '../api/http-client'
import { createEventHub } from '../ipc/event-hub'
import { createMemoryStore } from '../prefs/key-value-store'
import type { PreferencesService } from '../prefs/preferences-service'
import type { SessionService } from '../session/session-service'
import { createInboxModule, requestedConversationTtlMs, type InboxModule } from './inbox-module'

const user = (role: string): SessionUser =>
  ({
    id: 'u1',
    username: 'employee@demo.nl',
    firstName: 'Eva',
    lastName: 'de Vries',
    email: 'employee@demo.nl',
    role,
    isSuperuser: false,
    language: null,
    organization: { id: 'o1', name: 'Demo' },
    chatbots: [],
  }) as unknown as SessionUser

const signedIn = (role = 'EMPLOYEE'): SessionInfo['state'] =>
  ({
    status: 'signed-in',
    user: user(role),
    chatbotId: 'c1',
    passwordResetRequired: false,
  }) as SessionInfo['state']
const signedOut = { status: 'signed-out', reason: null } as SessionInfo['state']

describe('conversation deep links (chatbot-portal://inbox/<client id>)', () => {
  let module: InboxModule | null = null
  afterEach(() => {
    module?.forgetUser()
    module?.dispose?.()
    module = null
  })

  async function setUp(initial: SessionInfo['state']) {
    let state = initial
    let clock = 1_000_000
    const focused: number[] = []
    const requests: unknown[] = []
    const events = createEventHub()
    events.attach((channel, payload) => {
      if (channel === 'inbox:did-request-conversation') requests.push(payload)
    })
    const session = {
      info: () => ({ state }) as SessionInfo,
      selectedChatbot: () => null,
    } as unknown as SessionService
    module = createInboxModule({
      session: Promise.resolve(session),
      // The watcher's polls never answer here: these tests are about links.
      api: { rest: () => new Promise(() => undefined) } as unknown as PortalApi,
      http: {} as HttpClient,
      trustedOrigins: () => [],
      prefs: {
        get: () => ({ values: { language: null, notificationPreviews: false } }),
      } as unknown as PreferencesService,
      events,
      store: createMemoryStore(),
      notifier: { show: () => undefined, closeAll: () => undefined },
      badge: { setUnreadCount: () => undefined },
      exports: { start: async () => null },
      focusWindow: () => focused.push(clock),
      log: () => undefined,
      now: () => clock,
    })
    await Promise.resolve()
    await Promise.resolve()
    const take = () =>
      (
        module!.handlers.inbox as { takeRequestedConversation: () => { clientId: string | null } }
      ).takeRequestedConversation()
    return {
      module,
      take,
      focused,
      requests,
      setState: (next: SessionInfo['state']) => (state = next),
      advance: (ms: number) => (clock += ms),
    }
  }

  it('signed in: focuses the window and asks the renderer to open the conversation, once', async () => {
    const t = await setUp(signedIn())
    expect(t.module.handleDeepLink('chatbot-portal://inbox/client-0042')).toBe(true)
    expect(t.focused).toHaveLength(1)
    expect(t.requests).toEqual([{ clientId: 'client-0042' }])
    expect(t.take()).toEqual({ clientId: 'client-0042' })
    expect(t.take()).toEqual({ clientId: null })
  })

  it('signed out: waits for the sign-in, then opens that conversation; it never signs in by itself', async () => {
    const t = await setUp(signedOut)
    expect(t.module.handleDeepLink('chatbot-portal://inbox/client-0042')).toBe(true)
    expect(t.focused).toHaveLength(0)
    expect(t.requests).toEqual([])
    expect(t.take()).toEqual({ clientId: null })
    // The user signs in themselves; the signed-in frame then takes the waiting request.
    t.setState(signedIn())
    expect(t.take()).toEqual({ clientId: 'client-0042' })
    expect(t.take()).toEqual({ clientId: null })
  })

  it('drops a waiting link after 10 minutes, on sign-out of a user, and for users without the Smart Inbox', async () => {
    const t = await setUp(signedOut)
    t.module.handleDeepLink('chatbot-portal://inbox/client-1')
    t.advance(requestedConversationTtlMs + 1)
    t.setState(signedIn())
    expect(t.take()).toEqual({ clientId: null })

    t.module.handleDeepLink('chatbot-portal://inbox/client-2')
    t.module.forgetUser()
    expect(t.take()).toEqual({ clientId: null })

    t.setState(signedIn('PARTNER'))
    t.module.handleDeepLink('chatbot-portal://inbox/client-3')
    expect(t.requests).toEqual([{ clientId: 'client-2' }])
    expect(t.take()).toEqual({ clientId: null })
  })

  it('leaves other and malformed links alone', async () => {
    const t = await setUp(signedIn())
    for (const url of [
      'chatbot-portal://auth/callback?code=1',
      'chatbot-portal://inbox/',
      'chatbot-portal://inbox/a/b',
      'chatbot-portal://inbox/%E0%A4%A',
      'chatbot-portal://inbox/..',
      'chatbot-portal://inbox/%3Cscript%3E',
      'https://inbox/client-1',
    ])
      expect(t.module.handleDeepLink(url)).toBe(false)
    expect(t.requests).toEqual([])
    expect(t.module.handleDeepLink('chatbot-portal://INBOX/client%2D7')).toBe(true)
    expect(t.take()).toEqual({ clientId: 'client-7' })
  })
})
