import * as v from 'valibot'
import { describe, expect, it, vi } from 'vitest'
import { portalContract } from './index'
import { command, createBridge, event, listChannels, type RendererTransport } from './contract'

describe('the IPC contract', () => {
  it('names every channel once, as domain:action', () => {
    const { commands, events } = listChannels(portalContract)
    const channels = [...commands, ...events].map((def) => def.channel)
    expect(new Set(channels).size).toBe(channels.length)
    for (const channel of channels) expect(channel).toMatch(/^[a-z]+(-[a-z]+)*:[a-z]+(-[a-z]+)*$/)
  })

  it('names events onDid… and commands anything else', () => {
    for (const domain of Object.values(portalContract)) {
      for (const [name, def] of Object.entries(domain))
        expect(name.startsWith('onDid')).toBe(def.kind === 'event')
    }
  })
})

describe('every command input is a strict object (QUALITY SEC-4)', () => {
  const { commands } = listChannels(portalContract)
  // True when some issue, however deep in a union, is about the extra key.
  const mentions = (issues: readonly v.BaseIssue<unknown>[] | undefined, key: string): boolean =>
    (issues ?? []).some(
      (issue) => issue.path?.some((item) => item.key === key) || mentions(issue.issues, key),
    )

  // A variant checks its discriminator before its keys: these channels need a valid `kind` to get there.
  const validInputs: Record<string, object> = {
    'session:choose-server': { kind: 'demo' },
    'session:complete-sso': { kind: 'error', error: 'access_denied' },
  }

  it.each(commands.map((def) => [def.channel, def] as const))('%s refuses an extra key', (channel, def) => {
    const result = v.safeParse(def.input, { ...validInputs[channel], unexpectedKey: true })
    expect(result.success).toBe(false)
    expect(mentions(result.issues, 'unexpectedKey')).toBe(true)
  })
})

describe('createBridge', () => {
  const contract = {
    demo: {
      greet: command<string>()('demo:greet', v.object({ name: v.string() })),
      onDidWave: event<{ hand: string }>('demo:did-wave'),
    },
  } as const

  it('sends each command on its fixed channel and hands events to listeners until unsubscribed', async () => {
    const listeners = new Map<string, (payload: unknown) => void>()
    const transport: RendererTransport = {
      invoke: vi.fn(async () => ({ ok: true as const, value: 'hi' })),
      subscribe: vi.fn((channel, listener) => {
        listeners.set(channel, listener)
        return () => listeners.delete(channel)
      }),
    }
    const bridge = createBridge(contract, transport)

    await expect(bridge.demo.greet({ name: 'Ada' })).resolves.toEqual({ ok: true, value: 'hi' })
    expect(transport.invoke).toHaveBeenCalledWith('demo:greet', { name: 'Ada' })

    const seen: unknown[] = []
    const unsubscribe = bridge.demo.onDidWave((payload) => seen.push(payload))
    listeners.get('demo:did-wave')?.({ hand: 'left' })
    unsubscribe()
    expect(seen).toEqual([{ hand: 'left' }])
    expect(listeners.has('demo:did-wave')).toBe(false)
  })

  it('is frozen: the page cannot swap a method for one that names another channel', () => {
    const bridge = createBridge(contract, { invoke: vi.fn(), subscribe: vi.fn() })
    expect(Object.isFrozen(bridge)).toBe(true)
    expect(Object.isFrozen(bridge.demo)).toBe(true)
  })
})
