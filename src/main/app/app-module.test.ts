import { describe, expect, it, vi } from 'vitest'
import { createConnectivityMonitor } from '../connectivity/connectivity-monitor'
import { createEventHub } from '../ipc/event-hub'
import type { SessionService } from '../session/session-service'
import { createAppModule } from './app-module'

function handlers() {
  const open = vi.fn(async (_url: string) => undefined)
  const ready = vi.fn((_requestId: string) => undefined)
  const module = createAppModule({
    app: { version: '1.0.0', platform: 'linux', osLocale: 'nl-NL', isDesktop: true },
    connectivity: createConnectivityMonitor(() => true, { setInterval: () => 0, clearInterval: () => {} }),
    session: new Promise<SessionService>(() => {}),
    // The chosen portal server's own pages may open too.
    chosenServer: () => ({ kind: 'remote', address: 'https://portal.example.nl' }),
    openExternal: open,
    flushBeforeClose: { ready },
    events: createEventHub(),
  })
  return { open, ready, app: module.handlers.app! }
}

describe('app:open-external (QUALITY SEC-3)', () => {
  it('opens the normalised URL it checked, not the raw string', async () => {
    const { open, app } = handlers()
    await app.openExternal!({ url: 'HTTPS://Portal.Example.NL/help' })
    expect(open).toHaveBeenCalledWith('https://portal.example.nl/help')
  })

  it('opens nothing for a link the OS could read as another host', async () => {
    const { open, app } = handlers()
    await expect(
      app.openExternal!({ url: 'https://portal.example.nl\\@evil.example' }),
    ).rejects.toMatchObject({ code: 'external_url_refused' })
    expect(open).not.toHaveBeenCalled()
  })
})

describe('app:ready-to-close (QUALITY REL-6)', () => {
  it("hands the page's answer to the gate that holds the close", async () => {
    const { ready, app } = handlers()
    await app.readyToClose!({ requestId: 'flush-1' })
    expect(ready).toHaveBeenCalledWith('flush-1')
  })
})
