import { describe, expect, it, vi } from 'vitest'
import type { UpdateState } from '@shared/ipc/updates'
import { decideUpdatesAvailability, isPerMachineInstall, type InstallFacts } from './update-availability'
import { createUpdateService, isNetworkError, updateCheckIntervalMs } from './update-service'
import type { Scheduler, UpdaterEvent, UpdaterPort } from './updater-port'

/** A scheduler whose clock only moves when the test says so. */
function fakeScheduler() {
  let now = Date.parse('2025-03-01T09:00:00Z')
  const tasks = new Set<{ every: number; next: number; run: () => void }>()
  const scheduler: Scheduler = {
    every(intervalMs, run) {
      const task = { every: intervalMs, next: now + intervalMs, run }
      tasks.add(task)
      return () => tasks.delete(task)
    },
    now: () => new Date(now),
  }
  return {
    scheduler,
    get pending() {
      return tasks.size
    },
    advance(ms: number) {
      const end = now + ms
      for (;;) {
        const due = [...tasks].filter((task) => task.next <= end).sort((a, b) => a.next - b.next)[0]
        if (!due) break
        now = due.next
        due.next += due.every
        due.run()
      }
      now = end
    },
  }
}

/** An updater whose checks answer with scripted events. */
function fakeUpdater() {
  const listeners = new Set<(event: UpdaterEvent) => void>()
  const script: Array<UpdaterEvent[] | Error> = []
  const port: UpdaterPort & { checks: number; installs: number } = {
    checks: 0,
    installs: 0,
    async check() {
      port.checks++
      const next = script.shift() ?? [{ type: 'checking' }, { type: 'not-available' }]
      if (next instanceof Error) throw next
      for (const event of next) emit(event)
    },
    quitAndInstall() {
      port.installs++
    },
    onEvent(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
  const emit = (event: UpdaterEvent) => {
    for (const listener of listeners) listener(event)
  }
  return { port, script, emit }
}

function setup(options: { online?: () => boolean } = {}) {
  const clock = fakeScheduler()
  const updater = fakeUpdater()
  const log = vi.fn()
  const service = createUpdateService({
    port: updater.port,
    scheduler: clock.scheduler,
    isOnline: options.online ?? (() => true),
    log,
  })
  const states: UpdateState[] = []
  service.onDidChange((state) => states.push(state))
  return { clock, updater, service, states, log }
}

const flush = () => new Promise((resolve) => setImmediate(resolve))

describe('update service', () => {
  it('starts disabled and does nothing until enabled', async () => {
    const { service, updater, clock } = setup()
    expect(service.current()).toEqual({ status: 'disabled', reason: 'unsupported' })
    clock.advance(updateCheckIntervalMs * 3)
    await flush()
    expect(updater.port.checks).toBe(0)
  })

  it('checks at start and then every 4 hours', async () => {
    const { service, updater, clock } = setup()
    service.apply({ enabled: true })
    await flush()
    expect(updater.port.checks).toBe(1)
    expect(service.current()).toEqual({ status: 'idle', lastCheckedAt: '2025-03-01T09:00:00.000Z' })

    clock.advance(updateCheckIntervalMs - 1)
    await flush()
    expect(updater.port.checks).toBe(1)
    clock.advance(1)
    await flush()
    expect(updater.port.checks).toBe(2)
    for (let tick = 0; tick < 2; tick++) {
      clock.advance(updateCheckIntervalMs)
      await flush()
    }
    expect(updater.port.checks).toBe(4)
    expect(service.current()).toEqual({ status: 'idle', lastCheckedAt: '2025-03-01T21:00:00.000Z' })
  })

  it('goes checking → available → downloading → downloaded, then waits for the user', async () => {
    const { service, updater, states, clock } = setup()
    updater.script.push([{ type: 'checking' }, { type: 'available', version: '1.2.0' }])
    service.apply({ enabled: true })
    await flush()
    updater.emit({ type: 'progress', percent: 41.6 })
    updater.emit({ type: 'progress', percent: 100.2 })
    updater.emit({ type: 'downloaded', version: '1.2.0' })
    expect(states.map((state) => state.status)).toEqual([
      'idle',
      'checking',
      'available',
      'downloading',
      'downloading',
      'downloaded',
    ])
    expect(states[3]).toEqual({ status: 'downloading', version: '1.2.0', percent: 42 })
    expect(states[4]).toEqual({ status: 'downloading', version: '1.2.0', percent: 100 })
    expect(service.current()).toEqual({ status: 'downloaded', version: '1.2.0' })

    // Never a restart by itself, and no more checks once an update waits.
    clock.advance(updateCheckIntervalMs * 10)
    await flush()
    expect(updater.port.installs).toBe(0)
    expect(updater.port.checks).toBe(1)
    expect(clock.pending).toBe(0)

    service.restartToUpdate()
    expect(updater.port.installs).toBe(1)
  })

  it('refuses to restart when nothing has been downloaded', () => {
    const { service, updater } = setup()
    service.apply({ enabled: true })
    expect(() => service.restartToUpdate()).toThrow(expect.objectContaining({ code: 'update_not_ready' }))
    expect(updater.port.installs).toBe(0)
  })

  it('skips the check and reports offline when main has no network, then recovers', async () => {
    let online = false
    const { service, updater, clock } = setup({ online: () => online })
    service.apply({ enabled: true })
    await flush()
    expect(updater.port.checks).toBe(0)
    expect(service.current()).toEqual({ status: 'offline', lastCheckedAt: null })

    online = true
    clock.advance(updateCheckIntervalMs)
    await flush()
    expect(updater.port.checks).toBe(1)
    expect(service.current().status).toBe('idle')
  })

  it.each([
    [
      'a DNS failure',
      Object.assign(new Error('getaddrinfo ENOTFOUND updates.example.nl'), { code: 'ENOTFOUND' }),
    ],
    ["Chromium's offline error", new Error('net::ERR_INTERNET_DISCONNECTED')],
    ['a refused connection', new Error('connect ECONNREFUSED 10.0.0.1:443')],
  ])('treats %s as offline, not as an error', async (_label, error) => {
    const { service, updater, log } = setup()
    updater.script.push(error)
    service.apply({ enabled: true })
    await flush()
    expect(service.current()).toEqual({ status: 'offline', lastCheckedAt: null })
    expect(log).not.toHaveBeenCalled()
  })

  it('reports other failures as an error with a one-line message and retries at the next interval', async () => {
    const { service, updater, clock, log } = setup()
    updater.script.push(new Error('HttpError: 404 Not Found\n<html>…</html>'))
    service.apply({ enabled: true })
    await flush()
    expect(service.current()).toEqual({ status: 'error', message: 'HttpError: 404 Not Found' })
    expect(log).toHaveBeenCalledOnce()

    clock.advance(updateCheckIntervalMs)
    await flush()
    expect(updater.port.checks).toBe(2)
    expect(service.current().status).toBe('idle')
  })

  it('reports an error event during the download (e.g. a signature that does not verify)', async () => {
    const { service, updater } = setup()
    updater.script.push([{ type: 'available', version: '2.0.0' }])
    service.apply({ enabled: true })
    await flush()
    updater.emit({ type: 'progress', percent: 10 })
    updater.emit({
      type: 'error',
      error: new Error('New version 2.0.0 is not signed by the application owner'),
    })
    expect(service.current()).toEqual({
      status: 'error',
      message: 'New version 2.0.0 is not signed by the application owner',
    })
  })

  it('does not start a second check while one is running', async () => {
    const { service, updater } = setup()
    updater.script.push([{ type: 'checking' }, { type: 'available', version: '1.1.0' }])
    service.apply({ enabled: true })
    await flush()
    await service.check()
    expect(updater.port.checks).toBe(1)
    expect(service.current()).toEqual({ status: 'available', version: '1.1.0' })
  })

  it('checks on request', async () => {
    const { service, updater } = setup()
    service.apply({ enabled: true })
    await flush()
    updater.script.push([{ type: 'checking' }, { type: 'available', version: '1.3.0' }])
    expect(await service.check()).toEqual({ status: 'available', version: '1.3.0' })
  })

  it('refuses a check on request while disabled', async () => {
    const { service } = setup()
    service.apply({ enabled: false, reason: 'policy' })
    await expect(service.check()).rejects.toMatchObject({ code: 'updates_disabled' })
  })

  it('stops the schedule when switched off and restarts it when switched on', async () => {
    const { service, updater, clock } = setup()
    service.apply({ enabled: true })
    await flush()
    service.apply({ enabled: false, reason: 'preference' })
    expect(service.current()).toEqual({ status: 'disabled', reason: 'preference' })
    clock.advance(updateCheckIntervalMs * 5)
    await flush()
    expect(updater.port.checks).toBe(1)

    service.apply({ enabled: true })
    await flush()
    expect(updater.port.checks).toBe(2)
    service.apply({ enabled: true }) // idempotent: no second schedule, no extra check
    clock.advance(updateCheckIntervalMs)
    await flush()
    expect(updater.port.checks).toBe(3)
  })

  it('ignores late events while disabled, except a finished download', async () => {
    const { service, updater } = setup()
    service.apply({ enabled: false, reason: 'policy' })
    updater.emit({ type: 'available', version: '9.0.0' })
    expect(service.current()).toEqual({ status: 'disabled', reason: 'policy' })
    updater.emit({ type: 'downloaded', version: '9.0.0' })
    expect(service.current()).toEqual({ status: 'downloaded', version: '9.0.0' })
  })

  it('is disabled with reason unsupported without an updater port', () => {
    const service = createUpdateService({
      port: null,
      scheduler: fakeScheduler().scheduler,
      isOnline: () => true,
      log: () => {},
    })
    service.apply({ enabled: true })
    expect(service.current()).toEqual({ status: 'disabled', reason: 'unsupported' })
  })

  it('stops its timer on dispose', async () => {
    const { service, clock } = setup()
    service.apply({ enabled: true })
    await flush()
    service.dispose()
    expect(clock.pending).toBe(0)
  })
})

describe('isNetworkError', () => {
  it('does not mistake a server error for a network error', () => {
    expect(isNetworkError(new Error('HttpError: 500'))).toBe(false)
    expect(isNetworkError({ code: 'ETIMEDOUT' })).toBe(true)
  })
})

describe('decideUpdatesAvailability', () => {
  const updatable: InstallFacts = { isPackaged: true, hasUpdateFeed: true, installedPerMachine: false }

  it('enables updates on an updatable install with the preference on', () => {
    expect(
      decideUpdatesAvailability({ install: updatable, autoUpdate: true, autoUpdateLocked: false }),
    ).toEqual({ enabled: true })
  })

  it('is off by policy when the policy enforces autoUpdate false, whatever the install', () => {
    for (const install of [updatable, { ...updatable, isPackaged: false }]) {
      expect(decideUpdatesAvailability({ install, autoUpdate: false, autoUpdateLocked: true })).toEqual({
        enabled: false,
        reason: 'policy',
      })
    }
  })

  it('is off by preference when the user switched it off', () => {
    expect(
      decideUpdatesAvailability({ install: updatable, autoUpdate: false, autoUpdateLocked: false }),
    ).toEqual({
      enabled: false,
      reason: 'preference',
    })
  })

  it.each([
    ['a development build', { ...updatable, isPackaged: false }],
    ['an MSI build without an update feed', { ...updatable, hasUpdateFeed: false }],
    ['a per-machine install', { ...updatable, installedPerMachine: true }],
  ])('is unsupported on %s', (_label, install) => {
    expect(decideUpdatesAvailability({ install, autoUpdate: true, autoUpdateLocked: true })).toEqual({
      enabled: false,
      reason: 'unsupported',
    })
  })
})

describe('isPerMachineInstall', () => {
  const env = { ProgramFiles: 'C:\\Program Files', 'ProgramFiles(x86)': 'C:\\Program Files (x86)' }
  it('recognises Program Files installs on Windows only', () => {
    expect(isPerMachineInstall('win32', 'C:\\Program Files\\Chatbot Portal\\Chatbot Portal.exe', env)).toBe(
      true,
    )
    expect(
      isPerMachineInstall('win32', 'c:/program files (x86)/Chatbot Portal/Chatbot Portal.exe', env),
    ).toBe(true)
    expect(
      isPerMachineInstall(
        'win32',
        'C:\\Users\\anna\\AppData\\Local\\Programs\\chatbot-portal\\Chatbot Portal.exe',
        env,
      ),
    ).toBe(false)
    expect(isPerMachineInstall('win32', 'C:\\Program Files Evil\\x.exe', env)).toBe(false)
    expect(isPerMachineInstall('linux', '/opt/Chatbot Portal/chatbot-portal', env)).toBe(false)
  })
})
