import { describe, expect, it, vi } from 'vitest'
import { portalContract } from '@shared/ipc'
import type { SessionInfo } from '@shared/ipc/session'
import { createDispatcher } from '../ipc/dispatcher'
import { createPoller } from '../polling/poller'
import { composeModules } from './compose-modules'
import type { MainModule, ModuleHandlers, ModulePoller } from './main-module'

type Channel = `${string}.${string}`

/** A module answering every command of the contract except `except` (domain.method), each with a stub. */
function restOfContract(except: readonly Channel[] = []): MainModule {
  const handlers: Record<string, Record<string, () => unknown>> = {}
  for (const [domainName, domain] of Object.entries(portalContract)) {
    for (const [methodName, def] of Object.entries(domain)) {
      if (def.kind !== 'command' || except.includes(`${domainName}.${methodName}`)) continue
      ;(handlers[domainName] ??= {})[methodName] = () => `stub ${def.channel}`
    }
  }
  return { name: 'rest of the contract', handlers: handlers as ModuleHandlers }
}

function policyModule(name = 'policy'): MainModule {
  return {
    name,
    handlers: {
      policy: { get: () => ({ status: 'none' as const, policy: {}, location: null, notice: null }) },
    },
  }
}

function signedIn(userId: number, chatbotId: string | null = 'bot-1'): SessionInfo {
  return {
    state: {
      status: 'signed-in',
      user: { id: userId } as never,
      chatbotId,
      chatbots: [],
      passwordResetRequired: false,
    } as never,
    server: { choice: { kind: 'demo' } } as never,
    tokenStorage: 'memory',
    demo: true,
  }
}

const signedOut = {
  state: { status: 'signed-out', reason: 'logged-out' },
  server: { choice: { kind: 'demo' } },
  tokenStorage: 'memory',
  demo: true,
} as unknown as SessionInfo

/** A module recording what reached it, in one shared log. */
function recording(name: string, log: string[], pollers: ModulePoller[] = []): MainModule {
  return {
    name,
    handlers: {},
    pollers,
    onSessionChange: (info) => void log.push(`${name}: session ${info.state.status}`),
    forgetUser: () => void log.push(`${name}: forget`),
    setOnline: (online) => void log.push(`${name}: online ${online}`),
    setAsleep: (asleep) => void log.push(`${name}: asleep ${asleep}`),
    dispose: () => void log.push(`${name}: dispose`),
  }
}

function fakePoller(name: string, log: string[]): ModulePoller {
  return {
    name,
    setOnline: (online) => void log.push(`${name}: poller online ${online}`),
    setAsleep: (asleep) => void log.push(`${name}: poller asleep ${asleep}`),
    setVisible: (visible) => void log.push(`${name}: poller visible ${visible}`),
    dispose: () => void log.push(`${name}: poller dispose`),
  }
}

describe('composing main modules: handlers', () => {
  it('merges the modules into one handler set the dispatcher answers from', async () => {
    const composed = composeModules([restOfContract(['policy.get']), policyModule()])
    const dispatcher = createDispatcher(portalContract, composed.handlers)
    await expect(dispatcher.dispatch('policy:get', {})).resolves.toEqual({
      ok: true,
      value: { status: 'none', policy: {}, location: null, notice: null },
    })
    await expect(dispatcher.dispatch('app:get-info', {})).resolves.toEqual({
      ok: true,
      value: 'stub app:get-info',
    })
  })

  it('refuses to start when two modules handle the same channel', () => {
    expect(() => composeModules([restOfContract(), policyModule('second policy')])).toThrow(
      'Channel policy:get is handled by two modules: rest of the contract and second policy',
    )
  })

  it('refuses to start when no module handles a channel', () => {
    expect(() => composeModules([restOfContract(['policy.get'])])).toThrow(
      'No module handles channel policy:get',
    )
  })

  it('refuses a handler for a method the contract does not have (a misspelt name is never called)', () => {
    const misspelt = { name: 'typo', handlers: { policy: { gett: () => null } } as unknown as ModuleHandlers }
    expect(() => composeModules([restOfContract(), misspelt])).toThrow(
      'Module typo handles policy.gett, which the contract lacks',
    )
  })
})

describe('composing main modules: reactions', () => {
  function composed() {
    const log: string[] = []
    const modules = composeModules([
      restOfContract(),
      recording('first', log),
      recording('second', log, [fakePoller('watcher', log)]),
    ])
    return { log, modules }
  }

  it('tells every module of a session change, in list order', () => {
    const { log, modules } = composed()
    modules.sessionChanged(signedIn(1))
    expect(log).toEqual(['first: session signed-in', 'second: session signed-in'])
  })

  it('makes every module forget the user who signs out, before any module hears of the change (SEC-11)', () => {
    const { log, modules } = composed()
    modules.sessionChanged(signedIn(1))
    log.length = 0
    modules.sessionChanged(signedOut)
    expect(log).toEqual([
      'first: forget',
      'second: forget',
      'first: session signed-out',
      'second: session signed-out',
    ])
  })

  it('makes every module forget a user replaced by another, but not the same user switching chatbot', () => {
    const { log, modules } = composed()
    modules.sessionChanged(signedIn(1, 'bot-1'))
    modules.sessionChanged(signedIn(1, 'bot-2'))
    expect(log.filter((line) => line.endsWith('forget'))).toEqual([])
    modules.sessionChanged(signedIn(2, 'bot-2'))
    expect(log.filter((line) => line.endsWith('forget'))).toEqual(['first: forget', 'second: forget'])
  })

  it('has nobody to forget before anyone signed in', () => {
    const { log, modules } = composed()
    modules.sessionChanged(signedOut)
    modules.sessionChanged(signedIn(1))
    expect(log.filter((line) => line.endsWith('forget'))).toEqual([])
  })

  it('passes network, sleep and window visibility to every module and poller', () => {
    const { log, modules } = composed()
    modules.setOnline(false)
    modules.setAsleep(true)
    modules.setWindowVisible(false)
    expect(log).toEqual([
      'first: online false',
      'second: online false',
      'watcher: poller online false',
      'first: asleep true',
      'second: asleep true',
      'watcher: poller asleep true',
      'watcher: poller visible false',
    ])
    expect(modules.pollers.map((poller) => poller.name)).toEqual(['watcher'])
  })

  it('disposes of every module and its pollers, in reverse list order', () => {
    const { log, modules } = composed()
    modules.dispose()
    expect(log).toEqual(['second: dispose', 'watcher: poller dispose', 'first: dispose'])
  })

  it('still reaches the other modules when one fails, then reports the failure', () => {
    const log: string[] = []
    const failing: MainModule = {
      name: 'failing',
      handlers: {},
      forgetUser: () => {
        throw new Error('could not forget')
      },
    }
    const modules = composeModules([restOfContract(), failing, recording('after', log)])
    modules.sessionChanged(signedIn(1))
    log.length = 0
    expect(() => modules.sessionChanged(signedOut)).toThrow('could not forget')
    expect(log).toEqual(['after: forget'])
  })

  it('offers a deep link to the modules in list order, and stops at the first that takes it', async () => {
    const asked: string[] = []
    const taker = (name: string, takes: boolean): MainModule => ({
      name,
      handlers: {},
      handleDeepLink: async (url) => {
        asked.push(`${name}: ${url}`)
        return takes
      },
    })
    const modules = composeModules([
      restOfContract(),
      taker('session', false),
      taker('inbox', true),
      taker('later', true),
    ])
    await expect(modules.handleDeepLink('chatbot-portal://inbox/c-1')).resolves.toBe(true)
    expect(asked).toEqual(['session: chatbot-portal://inbox/c-1', 'inbox: chatbot-portal://inbox/c-1'])
    const none = composeModules([restOfContract(), taker('session', false)])
    await expect(none.handleDeepLink('chatbot-portal://elsewhere')).resolves.toBe(false)
  })

  it('takes a poller of main/polling as it is', () => {
    const poller = createPoller({
      name: 'publish',
      intervalMs: 5000,
      maxBackoffMs: 60_000,
      pauseWhileHidden: true,
      task: vi.fn(async () => ({ done: false })),
      timers: { setTimeout: () => 0, clearTimeout: () => {} },
    })
    const module: MainModule = {
      name: 'publish',
      handlers: {},
      pollers: [poller],
      onSessionChange: (info) => poller.setSignedIn(info.state.status === 'signed-in'),
    }
    const modules = composeModules([restOfContract(), module])
    modules.sessionChanged(signedIn(1))
    expect(poller.status()).toBe('active')
    modules.setWindowVisible(false)
    expect(poller.status()).toBe('paused')
    modules.setWindowVisible(true)
    modules.setOnline(false)
    expect(poller.status()).toBe('paused')
    modules.dispose()
    expect(poller.status()).toBe('stopped')
  })
})
