import { describe, expect, it } from 'vitest'
import { isTrustedSender } from './sender-check'

const packaged = { app: { scheme: 'app:', host: 'renderer' } }
const development = { ...packaged, devServerUrl: 'http://localhost:5173/' }

describe('isTrustedSender', () => {
  it('accepts our app:// renderer, any route', () => {
    expect(isTrustedSender('app://renderer/index.html#/chatbots', packaged)).toBe(true)
  })

  it.each([
    ['another app:// host', 'app://evil/index.html'],
    ['a file URL', 'file:///work/out/renderer/index.html'],
    ['a web page', 'https://renderer/index.html'],
    ['the dev server outside development', 'http://localhost:5173/'],
    ['about:blank (a frame with no document of ours)', 'about:blank'],
    ['garbage', 'not a url'],
    ['nothing', undefined],
  ])('refuses %s', (_label, url) => {
    expect(isTrustedSender(url, packaged)).toBe(false)
  })

  it('accepts the dev server only in development, and only its exact origin', () => {
    expect(isTrustedSender('http://localhost:5173/#/chatbots', development)).toBe(true)
    expect(isTrustedSender('http://localhost:5174/', development)).toBe(false)
    expect(isTrustedSender('http://127.0.0.1:5173/', development)).toBe(false)
  })
})
