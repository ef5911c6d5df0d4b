import { describe, expect, it } from 'vitest'
import type { DemoWorkspaceStatus } from '@shared/ipc/app'
import { demoCrashWindowMs, superviseDemoServer } from './demo-supervisor'
import { fakeLauncher, requestedPort, type FakeProcess } from './fake-launcher'

/** A launcher whose OS hands out 41000 for "any port" and can be told that a port is taken. */
function launcherWithPorts() {
  const taken = new Set<number>()
  let nextFree = 41000
  const fake = fakeLauncher((child: FakeProcess) => {
    const asked = requestedPort(child.args)
    if (taken.has(asked)) {
      child.emitError(
        `Sandbox failed to start: listen EADDRINUSE: address already in use 127.0.0.1:${asked}\n`,
      )
      return child.exit(1)
    }
    child.emit(`Sandbox listening on http://127.0.0.1:${asked || nextFree++}\n`)
  })
  return { ...fake, taken }
}

async function settle(): Promise<void> {
  for (let i = 0; i < 20; i++) await Promise.resolve()
  await new Promise((resolve) => setTimeout(resolve, 0))
}

function setup() {
  let now = 1_000_000
  const ports = launcherWithPorts()
  const statuses: DemoWorkspaceStatus[] = []
  const start = async () => {
    const supervisor = await superviseDemoServer({
      launch: ports.launch,
      dataDir: '/demo-data',
      now: () => now,
      log: () => undefined,
    })
    supervisor.onDidChange((status) => statuses.push(status))
    return supervisor
  }
  return { ports, statuses, start, advance: (ms: number) => (now += ms) }
}

describe('demo server supervisor (REL-12)', () => {
  it('restarts a crashed server on the same data folder and the same port', async () => {
    const { ports, statuses, start } = setup()
    const supervisor = await start()
    expect(supervisor.url()).toBe('http://127.0.0.1:41000')
    ports.launched[0]!.exit(137)
    await settle()
    expect(ports.launched).toHaveLength(2)
    expect(ports.launched[1]!.args).toEqual(
      expect.arrayContaining(['--port', '41000', '--data', '/demo-data']),
    )
    expect(supervisor.url()).toBe('http://127.0.0.1:41000')
    expect(supervisor.status()).toBe('running')
    expect(supervisor.pid()).toBe(ports.launched[1]!.pid)
    expect(statuses).toEqual(['restarting', 'running'])
    await supervisor.stop()
  })

  it('takes another port when its own was taken meanwhile, and says so through url()', async () => {
    const { ports, start } = setup()
    const supervisor = await start()
    ports.taken.add(41000)
    ports.launched[0]!.exit(1)
    await settle()
    expect(ports.launched.map((p) => requestedPort(p.args))).toEqual([0, 41000, 0])
    expect(supervisor.url()).toBe('http://127.0.0.1:41001')
    expect(supervisor.status()).toBe('running')
    await supervisor.stop()
  })

  it('asks for the last run’s port first, so a kept demo sign-in (its origin names the port) still matches', async () => {
    const ports = launcherWithPorts()
    const remembered: number[] = []
    const supervisor = await superviseDemoServer({
      launch: ports.launch,
      dataDir: '/demo-data',
      now: () => 0,
      log: () => undefined,
      preferredPort: 45123,
      onPort: (port) => remembered.push(port),
    })
    expect(requestedPort(ports.launched[0]!.args)).toBe(45123)
    expect(supervisor.url()).toBe('http://127.0.0.1:45123')
    expect(remembered).toEqual([45123])
    await supervisor.stop()
  })

  it('takes any free port when the last run’s port is taken, and remembers the new one', async () => {
    const ports = launcherWithPorts()
    ports.taken.add(45123)
    const remembered: number[] = []
    const supervisor = await superviseDemoServer({
      launch: ports.launch,
      dataDir: '/demo-data',
      now: () => 0,
      log: () => undefined,
      preferredPort: 45123,
      onPort: (port) => remembered.push(port),
    })
    expect(ports.launched.map((p) => requestedPort(p.args))).toEqual([45123, 0])
    expect(supervisor.url()).toBe('http://127.0.0.1:41000')
    expect(remembered).toEqual([41000])
    await supervisor.stop()
  })

  it('gives up after three crashes within a minute; the restart action starts it again', async () => {
    const { ports, statuses, start, advance } = setup()
    const supervisor = await start()
    for (let crash = 0; crash < 3; crash++) {
      advance(10_000)
      ports.launched.at(-1)!.exit(137)
      await settle()
    }
    expect(supervisor.status()).toBe('failed')
    expect(ports.launched).toHaveLength(3)
    expect(statuses.at(-1)).toBe('failed')

    await supervisor.restart()
    expect(supervisor.status()).toBe('running')
    expect(ports.launched).toHaveLength(4)
    expect(requestedPort(ports.launched[3]!.args)).toBe(41000)
    // The user's restart forgets the earlier crashes: the next crash is restarted again.
    ports.launched[3]!.exit(137)
    await settle()
    expect(supervisor.status()).toBe('running')
    await supervisor.stop()
  })

  it('keeps restarting crashes that are more than a minute apart', async () => {
    const { ports, start, advance } = setup()
    const supervisor = await start()
    for (let crash = 0; crash < 6; crash++) {
      advance(demoCrashWindowMs / 2 + 1)
      ports.launched.at(-1)!.exit(137)
      await settle()
      expect(supervisor.status()).toBe('running')
    }
    expect(ports.launched).toHaveLength(7)
    await supervisor.stop()
  })

  it('does not restart a server it stopped itself', async () => {
    const { ports, start } = setup()
    const supervisor = await start()
    await supervisor.stop()
    await settle()
    expect(ports.launched).toHaveLength(1)
    expect(ports.launched[0]!.killed).toBe(true)
  })
})

describe('demo workspace start timeout', () => {
  it('keeps the product default unless the harness sets its own', async () => {
    const asked: (number | undefined)[] = []
    const start: NonNullable<Parameters<typeof superviseDemoServer>[0]['start']> = async (
      _launch,
      options,
    ) => {
      asked.push(options.timeoutMs)
      return {
        url: 'http://127.0.0.1:1',
        port: 1,
        pid: 1,
        retainedOutputSize: () => 0,
        stop: async () => undefined,
      }
    }
    const base = {
      launch: fakeLauncher().launch,
      dataDir: '/tmp/demo',
      now: Date.now,
      log: () => undefined,
      start,
    }
    await superviseDemoServer(base)
    await superviseDemoServer({ ...base, demoStartTimeoutMs: 90_000 })
    expect(asked).toEqual([undefined, 90_000])
  })
})
