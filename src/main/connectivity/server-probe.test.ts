import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { createHttpClient } from '../api/http-client'
import { probeServer } from './server-probe'

describe('server probe', () => {
  let server: Server | null = null
  afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())))

  it('counts any answer as reachable and a refused connection as unreachable', async () => {
    server = createServer((_, response) => response.writeHead(404).end())
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    const http = createHttpClient()
    expect(await probeServer(http, { origin })).toBe('reachable')
    await new Promise<void>((resolve) => server!.close(() => resolve()))
    server = null
    expect(await probeServer(http, { origin })).toBe('unreachable')
    expect(await probeServer(http, null)).toBe('reachable')
  })

  it('believes the demo supervisor before the network', async () => {
    const http = createHttpClient()
    const demo = (status: 'running' | 'restarting' | 'failed') => ({
      origin: 'http://127.0.0.1:1',
      demoWorkspace: { status: () => status },
    })
    expect(await probeServer(http, demo('failed'))).toBe('demo-failed')
    expect(await probeServer(http, demo('restarting'))).toBe('unreachable')
  })
})
