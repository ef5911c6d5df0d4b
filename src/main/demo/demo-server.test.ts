import { describe, expect, it } from 'vitest'
import {
  maxOutputLineBytes,
  retainedOutputBytes,
  startDemoServer,
  type DemoOutboxMessage,
} from './demo-server'
import { fakeLauncher } from './fake-launcher'

const ready = 'Sandbox listening on http://127.0.0.1:41000\n'
const outboxLine = (id: number, to: string, value: string) =>
  `Sandbox outbox ${JSON.stringify({ id, to, channel: 'sms', address: '+31', subject: null, body: `Je code is ${value}`, kind: 'login-code', value, created_at: '' })}\n`

describe('startDemoServer', () => {
  it('runs the desktop way without development paths; a secret travels in the environment, never argv', async () => {
    const { launch, launched } = fakeLauncher()
    const closed = await startDemoServer(launch, { dataDir: '/data' })
    expect(launched[0]!.args).toEqual([
      '--port',
      '0',
      '--data',
      '/data',
      '--outbox-stdout',
      '--no-sandbox-paths',
    ])
    expect(launched[0]!.env).toEqual({})
    await closed.stop()

    const open = await startDemoServer(launch, { dataDir: '/data', sandboxSecret: 's3cret', port: 4321 })
    expect(launched[1]!.args).toEqual(['--port', '4321', '--data', '/data', '--outbox-stdout'])
    expect(launched[1]!.args.join(' ')).not.toContain('s3cret')
    expect(launched[1]!.env).toEqual({ SANDBOX_SECRET: 's3cret' })
    expect(open.url).toBe('http://127.0.0.1:4321')
    await open.stop()
  })

  it('hands outbox lines to the caller, also when a line arrives in pieces between error output', async () => {
    const heard: DemoOutboxMessage[] = []
    const { launch, launched } = fakeLauncher()
    const server = await startDemoServer(launch, { dataDir: '/d', onOutboxMessage: (m) => heard.push(m) })
    const line = outboxLine(7, 'manager@demo.nl', '123456')
    launched[0]!.emit(`noise\n${line.slice(0, 20)}`)
    launched[0]!.emitError('(node:1) Warning: something\n')
    launched[0]!.emit(line.slice(20))
    launched[0]!.emit('Sandbox outbox {not json}\n')
    expect(heard).toEqual([
      { id: 7, to: 'manager@demo.nl', kind: 'login-code', value: '123456', text: 'Je code is 123456' },
    ])
    await server.stop()
  })

  it('keeps main small however much the server prints: 100 MB in chunks, before and after ready (B)', async () => {
    const megabyte = `${'x'.repeat(1023)}\n`.repeat(1024)
    const heard: DemoOutboxMessage[] = []
    const { launch, launched } = fakeLauncher((child) => {
      for (let i = 0; i < 50; i++) child.emit(megabyte)
      child.emit(ready)
    })
    const server = await startDemoServer(launch, { dataDir: '/d', onOutboxMessage: (m) => heard.push(m) })
    // Per stream: the tail and at most one partial line.
    const bound = 2 * (retainedOutputBytes + maxOutputLineBytes)
    expect(server.retainedOutputSize()).toBeLessThanOrEqual(bound)
    for (let i = 0; i < 50; i++) {
      launched[0]!.emit(megabyte)
      expect(server.retainedOutputSize()).toBeLessThanOrEqual(bound)
    }
    // One enormous line without a newline (a 10 MB request body logged, say) is skipped, not buffered.
    for (let i = 0; i < 10; i++) {
      launched[0]!.emit('y'.repeat(1024 * 1024))
      launched[0]!.emitError('z'.repeat(1024 * 1024))
      expect(server.retainedOutputSize()).toBeLessThanOrEqual(bound)
    }
    launched[0]!.emit(`\n${outboxLine(1, 'a@b.nl', '654321')}`)
    expect(heard.map((m) => m.value)).toEqual(['654321'])
    expect(server.retainedOutputSize()).toBeLessThanOrEqual(bound)
    await server.stop()
  })

  it('reports an exit after ready as unexpected, but not one it asked for', async () => {
    const exits: (number | null)[] = []
    const { launch, launched } = fakeLauncher()
    const server = await startDemoServer(launch, {
      dataDir: '/d',
      onUnexpectedExit: (code) => exits.push(code),
    })
    launched[0]!.exit(137)
    expect(exits).toEqual([137])
    const second = await startDemoServer(launch, {
      dataDir: '/d',
      onUnexpectedExit: (code) => exits.push(code),
    })
    await second.stop()
    expect(exits).toEqual([137])
    await server.stop()
  })

  it('keeps codes out of the output it reports for a crash (logs must not hold them)', async () => {
    const tails: string[] = []
    const { launch, launched } = fakeLauncher()
    await startDemoServer(launch, { dataDir: '/d', onUnexpectedExit: (_, tail) => tails.push(tail) })
    launched[0]!.emit(outboxLine(3, 'a@b.nl', '987654'))
    launched[0]!.emitError('Error: out of memory\n')
    launched[0]!.exit(134)
    expect(tails[0]).toContain('Error: out of memory')
    expect(tails[0]).not.toContain('987654')
  })

  it('tells a restart that its port is taken', async () => {
    const { launch } = fakeLauncher((child) => {
      child.emit('Sandbox failed to start: listen EADDRINUSE: address already in use 127.0.0.1:4321\n')
      child.exit(1)
    })
    await expect(startDemoServer(launch, { dataDir: '/d', port: 4321 })).rejects.toMatchObject({
      portInUse: true,
    })
  })
})
