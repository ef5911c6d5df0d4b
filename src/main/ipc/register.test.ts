import { describe, expect, it, vi } from 'vitest'
import { allowedExternalUrl } from '../security/external-links'
import { createPortalHandlers, type HandlerServices } from './register'

describe('app:open-external (QUALITY SEC-3)', () => {
  function handlers() {
    const open = vi.fn(async (_url: string) => undefined)
    const services = {
      externalLinks: { check: (url: string) => allowedExternalUrl(url, ['*.okta.com']), open },
    } as unknown as HandlerServices
    return { open, app: createPortalHandlers(services).app }
  }

  it('opens the normalised URL it checked, not the raw string', async () => {
    const { open, app } = handlers()
    await app.openExternal({ url: 'HTTPS://Dev.Okta.COM/sso' })
    expect(open).toHaveBeenCalledWith('https://dev.okta.com/sso')
  })

  it('opens nothing for a link the OS could read as another host', async () => {
    const { open, app } = handlers()
    await expect(app.openExternal({ url: 'https://dev.okta.com\\@evil.example' })).rejects.toMatchObject({
      code: 'external_url_refused',
    })
    expect(open).not.toHaveBeenCalled()
  })
})
