import { describe, expect, it } from 'vitest'
import { findDeepLink } from './deep-link'
import { allowedExternalUrl, builtInExternalHosts } from './external-links'
import { decidePermission, isAllowedNavigation } from './navigation'
import { restoreWindowState } from './window-bounds'
import { mainWindowOptions } from './window-options'

describe('window options (QUALITY SEC-1)', () => {
  const options = mainWindowOptions({
    preloadPath: '/app/preload/index.cjs',
    bounds: { width: 1200, height: 800 },
    maximized: false,
    title: 'Chatbot Portal',
  })

  it('sets every security switch explicitly', () => {
    expect(options.webPreferences).toMatchObject({
      sandbox: true,
      contextIsolation: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      preload: '/app/preload/index.cjs',
    })
    for (const key of ['sandbox', 'contextIsolation', 'nodeIntegration', 'webSecurity'] as const) {
      expect(Object.hasOwn(options.webPreferences ?? {}, key)).toBe(true)
    }
  })

  it('enables spell check in text fields', () => {
    expect(options.webPreferences?.spellcheck).toBe(true)
  })
})

describe('navigation guard (QUALITY SEC-3)', () => {
  const entry = 'app://renderer/index.html'
  it('allows hash navigation within our document', () => {
    expect(isAllowedNavigation('app://renderer/index.html#/inbox', entry)).toBe(true)
  })
  it.each([
    'https://evil.example/',
    'app://renderer/other.html',
    'file:///etc/passwd',
    'app://evil/index.html',
    'javascript:alert(1)',
    '',
  ])('refuses %s', (url) => expect(isAllowedNavigation(url, entry)).toBe(false))
  it('denies every permission request', () => {
    for (const permission of [
      'media',
      'geolocation',
      'notifications',
      'openExternal',
      'clipboard-read',
      'unknown',
    ]) {
      expect(decidePermission(permission)).toBe(false)
    }
  })
})

describe('openExternal allow-list (QUALITY SEC-3)', () => {
  const hosts = ['portal.example.nl', '*.okta.com']
  it('opens https links to allow-listed hosts, as the normalised URL', () => {
    expect(allowedExternalUrl('https://portal.example.nl/help', hosts)).toBe('https://portal.example.nl/help')
    expect(allowedExternalUrl('https://acme.okta.com/app/sso', hosts)).toBe('https://acme.okta.com/app/sso')
    expect(allowedExternalUrl('HTTPS://ACME.Okta.COM/App', hosts)).toBe('https://acme.okta.com/App')
  })
  it.each([
    ['plain http', 'http://portal.example.nl/'],
    ['another host', 'https://evil.example/'],
    ['a look-alike suffix', 'https://portal.example.nl.evil.example/'],
    ['the bare wildcard domain', 'https://okta.com/'],
    ['a look-alike of the wildcard', 'https://evilokta.com/'],
    ['credentials in the URL', 'https://user:pw@portal.example.nl/'],
    ['a user name that looks like the host', 'https://portal.example.nl@evil.example/'],
    ['a user name on an allowed host', 'https://evil.example@acme.okta.com/'],
    ['a backslash before user info', 'https://dev.okta.com\\@evil.example'],
    ['a backslash as the path', 'https://dev.okta.com\\evil'],
    ['a tab inside the host', 'https://dev.ok\tta.com/'],
    ['a newline inside', 'https://dev.okta.com/\n@evil.example'],
    ['an uppercase other scheme', 'HTTP://portal.example.nl/'],
    ['an uppercase file scheme', 'FILE:///C:/Windows/System32/calc.exe'],
    ['file URLs', 'file:///C:/Windows/System32/calc.exe'],
    ['custom schemes', 'ms-msdt:/id PCWDiagnostic'],
    ['javascript', 'javascript:alert(1)'],
    ['garbage', 'not a url'],
  ])('refuses %s', (_label, url) => expect(allowedExternalUrl(url, hosts)).toBeNull())
  it('ships a built-in list that contains only wildcard or exact https hosts', () => {
    for (const host of builtInExternalHosts) expect(host).toMatch(/^(\*\.)?[a-z0-9.-]+$/)
  })
})

describe('deep links', () => {
  it('finds our link among launch arguments', () => {
    expect(findDeepLink(['/usr/bin/portal', '--flag', 'chatbot-portal://auth/callback?code=1'])).toBe(
      'chatbot-portal://auth/callback?code=1',
    )
  })
  it('ignores other schemes and malformed links', () => {
    expect(findDeepLink(['https://example.com', 'chatbot-portalx://a', 'chatbot-portal://'])).toBeNull()
  })
})

describe('remembered window size and position', () => {
  const display = { x: 0, y: 0, width: 1920, height: 1080 }
  it('restores a window that is still on a display', () => {
    expect(
      restoreWindowState({ bounds: { x: 100, y: 80, width: 1300, height: 900 }, maximized: true }, [display]),
    ).toEqual({
      bounds: { x: 100, y: 80, width: 1300, height: 900 },
      maximized: true,
    })
  })
  it('keeps the size but lets the OS place a window whose monitor is gone', () => {
    expect(
      restoreWindowState({ bounds: { x: 2500, y: 80, width: 1300, height: 900 }, maximized: false }, [
        display,
      ]),
    ).toEqual({
      bounds: { width: 1300, height: 900 },
      maximized: false,
    })
  })
  it('falls back to defaults for a damaged file and enforces a usable minimum', () => {
    expect(restoreWindowState('garbage', [display]).bounds).toEqual({ width: 1280, height: 800 })
    expect(
      restoreWindowState({ bounds: { width: 10, height: 10 }, maximized: false }, [display]).bounds,
    ).toEqual({ width: 960, height: 600 })
  })
})
