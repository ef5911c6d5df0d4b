import { beforeEach, describe, expect, it } from 'vitest'
import {
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
})
