import { request as httpRequest } from 'node:http'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { startTestServer, type TestServer } from '../test-support'
import { maxJsonBodyBytes } from './request-guard'

/** SEC-10: the local server answers only its own Host, only JSON bodies, only bodies up to 1 MB. */
let s: TestServer
// Real requests against a seeded server: seconds on a busy two-core machine.
vi.setConfig({ testTimeout: 30_000 })
let manager: string

beforeAll(async () => {
  s = await startTestServer()
  manager = (await s.signIn('manager@demo.nl')).access
}, 60_000)
afterAll(() => s.close())

/** A request with a Host header of our choosing (fetch sets its own). */
function withHost(host: string, path: string): Promise<{ status: number; body: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port: s.port, path, method: 'GET', headers: { host } },
      (res) => {
        let text = ''
        res.setEncoding('utf8')
        res.on('data', (chunk: string) => (text += chunk))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text || 'null') }))
      },
    )
    req.on('error', reject)
    req.end()
  })
}

const inboundMessages = async (text: string) =>
  (await s.pg.query<{ n: number }>('select count(*)::int as n from inbox_messages where text = $1', [text]))
    .rows[0]?.n

describe('Host header (DNS rebinding)', () => {
  it('refuses a foreign Host with 403 forbidden, reason foreign_host', async () => {
    for (const host of [`evil.example:${s.port}`, `127.0.0.1.evil.example:${s.port}`, '127.0.0.1', 'x']) {
      const answer = await withHost(host, '/api/v1/client-messages/?project_id=talentbrug-werving')
      expect({
        host,
        status: answer.status,
        code: answer.body['code'],
        reason: answer.body['reason'],
      }).toEqual({ host, status: 403, code: 'forbidden', reason: 'foreign_host' })
    }
    // Another port on loopback is another origin too.
    expect((await withHost(`127.0.0.1:${s.port + 1}`, '/nope')).status).toBe(403)
  })

  it('answers its own loopback address and localhost at its own port', async () => {
    expect((await withHost(`127.0.0.1:${s.port}`, '/nope')).body['code']).toBe('not_found')
    expect((await withHost(`localhost:${s.port}`, '/nope')).body['code']).toBe('not_found')
  })
})

describe('JSON bodies only', () => {
  const reply = JSON.stringify({ project_id: 'talentbrug-werving', client_id: 'client-0001', text: 'csrf-1' })

  it('refuses text/plain and form bodies with 415 unsupported_media_type, and nothing happens', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data', '']) {
      const answer = await s.request('POST', '/api/v1/whatsapp/', {
        raw: reply,
        headers: { authorization: `Bearer ${manager}`, ...(type ? { 'content-type': type } : {}) },
      })
      expect({ type, status: answer.status, code: answer.body.code }).toEqual({
        type,
        status: 415,
        code: 'unsupported_media_type',
      })
    }
    // The path a web page used to inject an inbound message into the inbox.
    const injected = await s.request('POST', '/__sandbox/inbound-message', {
      raw: JSON.stringify({ project_id: 'talentbrug-werving', client_id: 'client-0001', text: 'csrf-2' }),
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
    })
    expect(injected.status).toBe(415)
    expect(await inboundMessages('csrf-1')).toBe(0)
    expect(await inboundMessages('csrf-2')).toBe(0)
  })

  it('still takes application/json with a charset, and bodiless POSTs', async () => {
    const answer = await s.request('POST', '/api/v1/whatsapp/', {
      raw: reply,
      headers: { authorization: `Bearer ${manager}`, 'content-type': 'application/json; charset=utf-8' },
    })
    expect(answer.status).toBe(200)
    expect((await s.request('POST', '/api/logout/')).status).toBe(200)
  })
})

describe('body size', () => {
  const tenMegabytes = 'x'.repeat(10 * 1024 * 1024)

  it('refuses a 10 MB body with 413 payload_too_large from its Content-Length', async () => {
    const started = performance.now()
    const answer = await s.request('POST', '/api/cookie-login/', {
      raw: JSON.stringify({ username: tenMegabytes, password: 'x' }),
      headers: { 'content-type': 'application/json' },
    })
    const ms = performance.now() - started
    expect(answer.status).toBe(413)
    expect(answer.body).toMatchObject({ code: 'payload_too_large', max_bytes: maxJsonBodyBytes })
    // Refused from the header, not after parsing 10 MB (generous: this includes sending it over loopback).
    expect(ms).toBeLessThan(1000)
  })

  it('refuses a streamed body (no Content-Length) once it passes 1 MB', async () => {
    const chunk = new TextEncoder().encode('x'.repeat(64 * 1024))
    let sent = 0
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 10 * 1024 * 1024) return controller.close()
        sent += chunk.length
        controller.enqueue(chunk)
      },
    })
    const response = await fetch(`${s.url}/api/cookie-login/`, {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json' },
      duplex: 'half',
    } as RequestInit)
    expect(response.status).toBe(413)
    expect(((await response.json()) as { code: string }).code).toBe('payload_too_large')
  })

  it('passes a body just under 1 MB on to the route, which checks its fields', async () => {
    const answer = await s.post(
      '/api/v1/whatsapp/',
      {
        project_id: 'talentbrug-werving',
        client_id: 'client-0001',
        text: 'x'.repeat(maxJsonBodyBytes - 200),
      },
      { authorization: `Bearer ${manager}` },
    )
    expect([answer.status, Object.keys(answer.body.fields)]).toEqual([400, ['text']])
    // A username of a megabyte used to reach the attempts table's index and fail there with a 500.
    const login = await s.post('/api/cookie-login/', {
      username: 'x'.repeat(maxJsonBodyBytes - 100),
      password: 'x',
    })
    expect([login.status, login.body.code, Object.keys(login.body.fields)]).toEqual([
      400,
      'invalid_input',
      ['username'],
    ])
  })
})

describe('NUL bytes (SEC-12)', () => {
  const auth = () => ({ authorization: `Bearer ${manager}` })

  it('answers 400 invalid_input naming the query parameter', async () => {
    for (const name of ['project_id', 'candidate_id', 'template_names', 'team_names', 'assigned_to']) {
      const extra = name === 'project_id' ? '' : '&project_id=talentbrug-werving'
      const answer = await s.request('GET', `/api/v1/client-messages/?${name}=a%00b${extra}`, {
        headers: auth(),
      })
      expect({
        name,
        status: answer.status,
        code: answer.body.code,
        fields: Object.keys(answer.body.fields),
      }).toEqual({ name, status: 400, code: 'invalid_input', fields: [name] })
    }
  })

  it('answers 400 invalid_input naming the body field, also nested and in GraphQL variables', async () => {
    const login = await s.post('/api/cookie-login/', { username: 'manager@demo.nl\u0000', password: 'x' })
    expect([login.status, login.body.code, login.body.fields]).toEqual([
      400,
      'invalid_input',
      { username: ['NUL characters are not allowed.'] },
    ])
    const nested = await s.post(
      '/api/v1/conversations/',
      { conversation: { conversation_id: 'client\u00000001', project_id: 'talentbrug-werving' } },
      auth(),
    )
    expect(Object.keys(nested.body.fields)).toEqual(['conversation.conversation_id'])
    const gql = await s.graphql(
      '/chatbot-server/talentbrug-werving/graphql',
      'mutation ($name: String!) { createInboxLabel(name: $name) { ok } }',
      { token: manager, variables: { name: 'a\u0000' } },
    )
    expect([gql.status, gql.body.code, Object.keys(gql.body.fields)]).toEqual([
      400,
      'invalid_input',
      ['variables.name'],
    ])
  })

  it('answers 400 for a NUL in the path', async () => {
    const answer = await s.graphql('/chatbot-server/talentbrug%00werving/graphql', '{ mainChatbot { id } }', {
      token: manager,
    })
    expect([answer.status, answer.body.code, Object.keys(answer.body.fields)]).toEqual([
      400,
      'invalid_input',
      ['path'],
    ])
  })
})
