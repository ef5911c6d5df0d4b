import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { contentSecurityPolicy, loadRendererResponse, resolveRendererFile } from './renderer-files'

let base: string
let rendererRoot: string

beforeAll(() => {
  base = mkdtempSync(path.join(tmpdir(), 'renderer-files-'))
  rendererRoot = path.join(base, 'renderer')
  mkdirSync(path.join(rendererRoot, 'assets'), { recursive: true })
  writeFileSync(path.join(rendererRoot, 'index.html'), '<!doctype html><html><head></head></html>')
  writeFileSync(path.join(rendererRoot, 'assets', 'app.js'), 'console.log(1)')
  // Neighbours a traversal would reach: a secret beside the build and one in a sibling folder with a
  // name that starts like the renderer folder ("renderer-secrets" vs "renderer").
  writeFileSync(path.join(base, 'secret.txt'), 'top secret')
  mkdirSync(path.join(base, 'renderer-secrets'))
  writeFileSync(path.join(base, 'renderer-secrets', 'key.txt'), 'top secret')
})

describe('resolveRendererFile (QUALITY SEC-2)', () => {
  it('serves index.html for the root and files below the build', () => {
    expect(resolveRendererFile(rendererRoot, '/')).toBe(path.join(rendererRoot, 'index.html'))
    expect(resolveRendererFile(rendererRoot, '/assets/app.js')).toBe(
      path.join(rendererRoot, 'assets', 'app.js'),
    )
  })

  const traversalCorpus = [
    '/../secret.txt',
    '/assets/../../secret.txt',
    '/%2e%2e/secret.txt',
    '/%2E%2E/secret.txt',
    '/assets/%2e%2e/%2e%2e/secret.txt',
    '/..%2fsecret.txt',
    '/%2e%2e%2fsecret.txt',
    '/..%5csecret.txt',
    '/%5c..%5csecret.txt',
    '/assets\\..\\..\\secret.txt',
    '/../renderer-secrets/key.txt',
    '/%252e%252e/secret.txt',
    '/etc/passwd%00.html',
    '/index.html%00',
    '/C:/Windows/win.ini',
    '/c:%5cwindows%5cwin.ini',
    '//server/share/file.txt',
    '/%5c%5cserver%5cshare%5cfile.txt',
    '/\\\\server\\share\\file.txt',
    '/./index.html',
    '/%',
  ]

  it.each(traversalCorpus)('serves nothing outside the build for %s', async (requestPath) => {
    const resolved = resolveRendererFile(rendererRoot, requestPath)
    if (resolved !== null) expect(resolved.startsWith(rendererRoot + path.sep)).toBe(true)
    const answer = await loadRendererResponse(rendererRoot, requestPath)
    expect(String(answer.body)).not.toContain('top secret')
  })

  it('rejects absolute paths that happen to exist', async () => {
    const answer = await loadRendererResponse(rendererRoot, path.join(base, 'secret.txt'))
    expect(answer.status).toBe(404)
  })
})

describe('loadRendererResponse', () => {
  it('puts the CSP on every HTML response and only there', async () => {
    const html = await loadRendererResponse(rendererRoot, '/index.html')
    expect(html.status).toBe(200)
    expect(html.headers['Content-Security-Policy']).toBe(contentSecurityPolicy)
    const root = await loadRendererResponse(rendererRoot, '/')
    expect(root.headers['Content-Security-Policy']).toBe(contentSecurityPolicy)
    const js = await loadRendererResponse(rendererRoot, '/assets/app.js')
    expect(js.headers['Content-Type']).toMatch(/^text\/javascript/)
    expect(js.headers['Content-Security-Policy']).toBeUndefined()
  })

  it('lets images come over plain http from loopback only (the demo workspace), and scripts never', () => {
    const directives = new Map(
      contentSecurityPolicy.split('; ').map((directive) => {
        const [name, ...sources] = directive.split(' ')
        return [name, sources] as const
      }),
    )
    const http = (name: string) => (directives.get(name) ?? []).filter((source) => source.startsWith('http:'))
    expect(http('img-src')).toEqual(['http://127.0.0.1:*'])
    expect(directives.get('script-src')).toEqual(["'self'"])
    expect(directives.get('connect-src')).toEqual(["'self'"])
  })

  it('answers 404 for missing files', async () => {
    expect((await loadRendererResponse(rendererRoot, '/missing.js')).status).toBe(404)
  })

  it('has a CSP that allows only our own scripts and forbids plugins and <base>', () => {
    const directives = Object.fromEntries(
      contentSecurityPolicy.split(';').map((d) => {
        const [name, ...values] = d.trim().split(/\s+/)
        return [name, values]
      }),
    )
    expect(directives['default-src']).toEqual(["'self'"])
    expect(directives['script-src']).toEqual(["'self'"])
    expect(directives['object-src']).toEqual(["'none'"])
    expect(directives['base-uri']).toEqual(["'none'"])
    expect(contentSecurityPolicy).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/)
  })
})
