import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { startTestServer, type TestServer } from '../test-support'

/** SEC-12: the realtime store takes only its known paths and bounded values, and never walks a prototype. */
let s: TestServer
// Real requests against a seeded server: seconds on a busy two-core machine.
vi.setConfig({ testTimeout: 30_000 })
let fire: { token: string; user_id: string }
const project = 'talentbrug-werving'

beforeAll(async () => {
  s = await startTestServer()
  const manager = (await s.signIn('manager@demo.nl')).access
  const answer = await s.post(
    '/api/v1/fire-login/',
    { project_id: project, firebase_app: 'portal' },
    { authorization: `Bearer ${manager}` },
  )
  fire = answer.body
}, 60_000)
afterAll(() => s.close())

const own = () => `projects/${project}/openedConversations/${fire.user_id}`
const at = (path: string) => `/realtime/${path}.json?auth=${fire.token}`

describe('realtime store paths and values', () => {
  it('refuses __proto__, constructor and prototype segments with 400, reading or writing', async () => {
    for (const segment of ['__proto__', 'constructor', 'prototype', '%5F%5Fproto%5F%5F']) {
      for (const path of [`${own()}/${segment}`, `${segment}/polluted`, `releaseNotes/${segment}`]) {
        const put = await s.request('PUT', at(path), { body: true })
        const get = await s.request('GET', at(path))
        expect({ path, put: put.status, get: get.status, code: get.body.code }).toEqual({
          path,
          put: 400,
          get: 400,
          code: 'invalid_input',
        })
      }
    }
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined()
  })

  it('refuses prototype keys inside a written value, and nothing is polluted', async () => {
    for (const raw of [
      '{"__proto__": {"polluted": true}}',
      '{"constructor": {"prototype": {"polluted": true}}}',
      '{"__proto__/polluted": true}',
    ]) {
      for (const method of ['PUT', 'PATCH']) {
        const answer = await s.request(method, at(own()), {
          raw,
          headers: { 'content-type': 'application/json' },
        })
        expect({ raw, method, status: answer.status }).toEqual({ raw, method, status: 400 })
      }
    }
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined()
    expect(
      s.services.realtime.get(['projects', project, 'openedConversations', fire.user_id, '__proto__']),
    ).toBe(null)
    expect(s.services.realtime.get(['toString'])).toBe(null)
  })

  it('takes only true (or null) per conversation, no other shapes or paths', async () => {
    expect((await s.request('PUT', at(`${own()}/client-7001`), { body: true })).status).toBe(200)
    expect(
      (await s.request('PATCH', at(own()), { body: { 'client-7002': true, 'client-7001': null } })).status,
    ).toBe(200)
    expect(
      s.services.realtime.get(['projects', project, 'openedConversations', fire.user_id, 'client-7002']),
    ).toBe(true)
    for (const [path, value] of [
      [`${own()}/client-7003`, 'yes'],
      [`${own()}/client-7003`, { nested: true }],
      [own(), { 'client-7004': { deep: { deeper: true } } }],
      [own(), ['client-7005']],
      [own(), Object.fromEntries(Array.from({ length: 10_001 }, (_, i) => [`c${i}`, true]))],
    ] as const) {
      const answer = await s.request('PUT', at(path), { body: value })
      expect({ path, status: answer.status, fields: Object.keys(answer.body.fields ?? {}) }).toEqual({
        path,
        status: 400,
        fields: ['value'],
      })
    }
    // Unknown shapes under the own project are not the store's.
    for (const path of [`projects/${project}/settings/x`, `${own()}/client-7001/deeper`])
      expect((await s.request('PUT', at(path), { body: true })).status, path).toBe(403)
  })
})
