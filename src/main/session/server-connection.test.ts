import { describe, expect, it } from 'vitest'
import type { HttpClient } from '../api/http-client'
import { fakeLauncher, requestedPort } from '../demo/fake-launcher'
import { createMemoryStore } from '../prefs/key-value-store'
import { createServerConnector } from './server-connection'

const noHttp: HttpClient = { request: () => Promise.reject(new Error('no HTTP in this test')) }

describe('demo connection', () => {
  it('reads codes from the server process, not over HTTP, and follows a restart to another port', async () => {
    const taken = new Set<number>()
    const { launch, launched } = fakeLauncher((child) => {
      const port = requestedPort(child.args)
      if (taken.has(port)) {
        child.emitError('Error: listen EADDRINUSE\n')
        return child.exit(1)
      }
      child.emit(`Sandbox listening on http://127.0.0.1:${port || 41000 + launched.length}\n`)
    })
    const connect = createServerConnector({
      http: noHttp,
      launchSandbox: launch,
      demoDataDir: '/demo',
      templatesAccessKey: { remote: 'r', demo: 'd' },
      log: () => undefined,
    })
    const connection = await connect({ kind: 'demo' })
    expect(launched[0]!.args).toContain('--no-sandbox-paths')
    expect(connection.origin).toBe('http://127.0.0.1:41001')

    const reading = connection.demoOutbox!('manager@demo.nl')
    launched[0]!.emit(
      `Sandbox outbox ${JSON.stringify({ id: 1, to: 'manager@demo.nl', body: 'Je code is 123456', kind: 'login-code', value: '123456' })}\n`,
    )
    expect(await reading).toEqual([{ kind: 'login-code', value: '123456', text: 'Je code is 123456' }])

    taken.add(41001)
    launched[0]!.exit(137)
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(connection.demoWorkspace?.status()).toBe('running')
    expect(connection.origin).toBe('http://127.0.0.1:41003')
    expect(connection.endpoints.routerGraphql).toBe('http://127.0.0.1:41003/router/graphql')
    await connection.close()
  })

  it('starts the next run on the port the store remembers, so the kept sign-in’s origin is the same', async () => {
    const { launch, launched } = fakeLauncher()
    const store = createMemoryStore()
    const connect = createServerConnector({
      http: noHttp,
      launchSandbox: launch,
      demoDataDir: '/demo',
      templatesAccessKey: { remote: 'r', demo: 'd' },
      log: () => undefined,
      store,
    })
    const first = await connect({ kind: 'demo' })
    expect(requestedPort(launched[0]!.args)).toBe(0)
    const origin = first.origin
    await first.close()
    const second = await connect({ kind: 'demo' })
    expect(requestedPort(launched[1]!.args)).toBe(41000)
    expect(second.origin).toBe(origin)
    await second.close()
  })
})
