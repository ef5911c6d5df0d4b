import { describe, expect, it, vi } from 'vitest'
import { createManualClock } from './clock'
import { createSandboxServer } from './server'

/** QUALITY P-9: the port is bound (and announced) before the database is open; requests wait for it. */
describe('createSandboxServer start-up', () => {
  it('announces its URL before it is ready, answers `/` at once and holds other requests until ready', async () => {
    let url = ''
    let ready = false
    const starting = createSandboxServer({ clock: createManualClock(), onListening: (u) => (url = u) })
    void starting.then(() => (ready = true))
    await vi.waitFor(() => expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/), { timeout: 30_000 })
    const login = fetch(`${url}/api/cookie-login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'manager@demo.nl', password: 'Welkom-Demo-2026!' }),
    })
    const probe = await fetch(`${url}/`)
    expect(probe.status).toBe(404)
    // Idle connections live 65 s, not Node's 5 s: main's fetch never reuses one the server is closing
    // when a code is typed a few seconds after the password (a network error in CI under load).
    expect(probe.headers.get('keep-alive')).toBe('timeout=65')
    const server = await starting
    expect(ready).toBe(true)
    expect(server.url).toBe(url)
    expect((await login).status).toBe(200)
    await server.close()
  }, 60_000)
})
