import * as v from 'valibot'
import { describe, expect, it, vi } from 'vitest'
import { portalContract, type PortalHandlers } from '@shared/ipc'
import { command, listChannels } from '@shared/ipc/contract'
import { PortalError } from '@shared/ipc/errors'
import { createDispatcher } from './dispatcher'
import { guardDispatch } from './sender-check'

const contract = {
  demo: {
    add: command<number>()('demo:add', v.object({ a: v.number(), b: v.number() })),
    fail: command<void>()('demo:fail', v.object({ kind: v.picklist(['expected', 'unexpected']) })),
  },
} as const

function demoDispatcher(onUnexpectedError = vi.fn()) {
  const add = vi.fn(({ a, b }: { a: number; b: number }) => a + b)
  const fail = vi.fn(({ kind }: { kind: 'expected' | 'unexpected' }) => {
    if (kind === 'expected') throw new PortalError('quota_exceeded', 'Too many', { name: 'too long' })
    throw new Error('database password is hunter2')
  })
  return { add, fail, dispatcher: createDispatcher(contract, { demo: { add, fail } }, { onUnexpectedError }) }
}

describe('dispatcher', () => {
  it('runs the handler with validated input and answers with its value', async () => {
    const { dispatcher, add } = demoDispatcher()
    await expect(dispatcher.dispatch('demo:add', { a: 2, b: 3 })).resolves.toEqual({ ok: true, value: 5 })
    expect(add).toHaveBeenCalledOnce()
  })

  it('rejects invalid input with field errors before any business code runs', async () => {
    const { dispatcher, add } = demoDispatcher()
    const result = await dispatcher.dispatch('demo:add', { a: 'two', b: 3 })
    expect(result).toMatchObject({
      ok: false,
      error: { code: 'invalid_input', fields: { a: expect.any(String) } },
    })
    expect(add).not.toHaveBeenCalled()
  })

  it('answers unknown channels with a typed error', async () => {
    const { dispatcher } = demoDispatcher()
    await expect(dispatcher.dispatch('demo:nope', {})).resolves.toMatchObject({
      ok: false,
      error: { code: 'unknown_channel' },
    })
  })

  it('passes expected domain errors through as data', async () => {
    const { dispatcher } = demoDispatcher()
    await expect(dispatcher.dispatch('demo:fail', { kind: 'expected' })).resolves.toEqual({
      ok: false,
      error: { code: 'quota_exceeded', message: 'Too many', fields: { name: 'too long' } },
    })
  })

  it('hides unexpected failures behind "internal" and reports them to main only', async () => {
    const onUnexpectedError = vi.fn()
    const { dispatcher } = demoDispatcher(onUnexpectedError)
    const result = await dispatcher.dispatch('demo:fail', { kind: 'unexpected' })
    expect(result).toEqual({ ok: false, error: { code: 'internal', message: 'Something went wrong.' } })
    expect(JSON.stringify(result)).not.toContain('hunter2')
    expect(onUnexpectedError).toHaveBeenCalledWith('demo:fail', expect.any(Error))
  })

  it('never sends an answer over 64 KiB across IPC (QUALITY P-8)', async () => {
    const big = createDispatcher(
      { demo: { dump: command<string>()('demo:dump', v.object({ size: v.number() })) } },
      { demo: { dump: ({ size }: { size: number }) => 'x'.repeat(size) } },
    )
    await expect(big.dispatch('demo:dump', { size: 60 * 1024 })).resolves.toMatchObject({ ok: true })
    await expect(big.dispatch('demo:dump', { size: 65 * 1024 })).resolves.toEqual({
      ok: false,
      error: { code: 'answer_too_large', message: 'The answer is too large to show.' },
    })
  })

  it('refuses to start when a command has no handler', () => {
    expect(() => createDispatcher(contract, { demo: { add: vi.fn() } } as never)).toThrow(/demo:fail/)
  })
})

describe('every channel of the portal contract (QUALITY SEC-4)', () => {
  // Handlers that record a call: none may run for invalid input or an untrusted sender.
  const called: string[] = []
  const handlers = Object.fromEntries(
    Object.entries(portalContract).map(([domain, defs]) => [
      domain,
      Object.fromEntries(
        Object.entries(defs)
          .filter(([, def]) => def.kind === 'command')
          .map(([name]) => [name, () => void called.push(`${domain}.${name}`)]),
      ),
    ]),
  ) as unknown as PortalHandlers
  const dispatcher = createDispatcher(portalContract, handlers)
  const trusted = { app: { scheme: 'app:', host: 'renderer' } }
  const guarded = guardDispatch(dispatcher.dispatch, trusted)

  for (const def of listChannels(portalContract).commands) {
    it(`${def.channel}: invalid input and untrusted senders are rejected before business code`, async () => {
      called.length = 0
      for (const input of [42, 'text', null, [], { __proto__: { polluted: true }, unexpected: () => 1 }]) {
        const result = await dispatcher.dispatch(def.channel, input)
        expect(result).toMatchObject({ ok: false, error: { code: 'invalid_input' } })
      }
      expect(called).toEqual([])
      for (const frame of [
        'https://evil.example/',
        'file:///etc/passwd',
        'app://other/index.html',
        undefined,
      ]) {
        await expect(guarded(frame, def.channel, {})).resolves.toMatchObject({
          ok: false,
          error: { code: 'untrusted_sender' },
        })
      }
      expect(called).toEqual([])
    })
  }
})
