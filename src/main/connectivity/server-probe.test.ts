import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { createHttpClient } from '../api/http-client'
import { createServerProbe, type ProbedConnection } from './server-probe'

describe('server probe', () => {
  let server: Server | null = null
  afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())))

  it('counts any answer as reachable; two misses in a row (refused) as unreachable', async () => {
    server = createServer((_, response) => response.writeHead(404).end())
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    const probe = createServerProbe(createHttpClient(), () => ({ origin }))
    expect(await probe()).toBe('reachable')
    await new Promise<void>((resolve) => server!.close(() => resolve()))
    server = null
    // One miss may be a busy moment; the second says so.
    expect(await probe()).toBe('reachable')
    expect(await probe()).toBe('unreachable')
  })

  it('has nothing to probe before a server is chosen', async () => {
    expect(await createServerProbe(createHttpClient(), () => null)()).toBe('reachable')
  })

  it('believes the demo supervisor at once', async () => {
    let status: 'running' | 'restarting' | 'failed' = 'failed'
    const connection: ProbedConnection = {
      origin: 'http://127.0.0.1:1',
      demoWorkspace: { status: () => status },
    }
    const probe = createServerProbe(createHttpClient(), () => connection)
    expect(await probe()).toBe('demo-failed')
    status = 'restarting'
    expect(await probe()).toBe('unreachable')
  })
})
