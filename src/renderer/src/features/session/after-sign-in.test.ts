import { beforeEach, describe, expect, it, vi } from 'vitest'
import {
  firstShowingThisRun,
  forgetUsername,
  rememberAfterSignIn,
  rememberUsername,
  rememberedUsername,
  takeAfterSignIn,
} from './after-sign-in'

describe('after sign-in', () => {
  beforeEach(() => sessionStorage.clear())

  it('remembers a conversation link once, and nothing else', () => {
    rememberAfterSignIn('/inbox/client-42', { view: 'conversations' })
    expect(takeAfterSignIn()).toEqual({ pathname: '/inbox/client-42', search: { view: 'conversations' } })
    expect(takeAfterSignIn()).toBeNull()
    rememberAfterSignIn('/users', {})
    rememberAfterSignIn('/inbox', {})
    expect(takeAfterSignIn()).toBeNull()
  })

  it('refuses a tampered stored target', () => {
    sessionStorage.setItem('portal:after-sign-in', JSON.stringify({ pathname: '//evil.example/x' }))
    expect(takeAfterSignIn()).toBeNull()
    sessionStorage.setItem('portal:after-sign-in', '{not json')
    expect(takeAfterSignIn()).toBeNull()
  })

  it('keeps the typed username (never the password) until forgotten', () => {
    expect(rememberedUsername()).toBe('')
    rememberUsername('manager@demo.nl')
    expect(rememberedUsername()).toBe('manager@demo.nl')
    forgetUsername()
    expect(rememberedUsername()).toBe('')
  })

  it('lets a once-per-run notice show once, also across a reload of the window', async () => {
    expect(firstShowingThisRun('session-memory-only')).toBe(true)
    expect(firstShowingThisRun('session-memory-only')).toBe(false)
    expect(firstShowingThisRun('another-notice')).toBe(true)
    // A reload loads the module anew; only the window's sessionStorage remains.
    vi.resetModules()
    const reloaded = await import('./after-sign-in')
    expect(reloaded.firstShowingThisRun('session-memory-only')).toBe(false)
  })
})
