import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase } from './db/database'
import { countRows } from './dev-reset'
import { createSandboxServer } from './server'
import { demoPassword } from './chatbots/seed-data'
import { startTestServer, type TestServer } from './test-support'

const secret = 'dev-reset-test-secret'
const headers = { 'X-Sandbox-Secret': secret }

/**
 * The development reset the end-to-end tests run between tests on one demo workspace: the guard that what a
 * test changed never reaches the next one.
 */
describe('POST /__sandbox/reset', () => {
  let server: TestServer
  let dataDir: string

  /** Password, then the newest code from the outbox (which answers only with the secret). */
  async function signIn(username: string): Promise<void> {
    const first = await server.post('/api/cookie-login/', { username, password: demoPassword })
    expect(first.status).toBe(200)
    const outbox = await server.request('GET', `/__sandbox/outbox?to=${username}`, { headers })
    const code = (outbox.body.messages as { kind: string; value: string }[])
      .filter((m) => m.kind === 'login-code')
      .at(-1)?.value
    const done = await server.post(
      '/api/login-with-code/',
      { login_code: code },
      { authorization: `Token ${first.body.token as string}` },
    )
    expect(done.status).toBe(200)
  }

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'sandbox-dev-reset-'))
    // As the demo workspace runs: a data folder from the snapshot, the wall clock, a secret.
    server = await startTestServer({
      dataDir: path.join(dataDir, 'data'),
      clock: undefined,
      sandboxSecret: secret,
    })
  }, 120_000)

  afterAll(async () => {
    await server?.close()
    // The folders resets opened databases in are gone with the server.
    expect(readdirSync(dataDir)).toEqual([])
    rmSync(dataDir, { recursive: true, force: true })
  }, 120_000)

  it('refuses a second server on the same data folder, naming the process that holds it', async () => {
    const second = await createSandboxServer({ dataDir: path.join(dataDir, 'data') }).catch(
      (error: unknown) => error,
    )
    // (Were it to start, it must not outlive the test.)
    if (!(second instanceof Error)) await (second as { close(): Promise<void> }).close()
    expect(second).toBeInstanceOf(Error)
    expect((second as Error).message).toContain(`is in use by process ${process.pid}`)
    // The first keeps serving.
    expect((await server.post('/api/validate-token/', {})).status).toBe(401)
  })

  it('is behind the secret like every development path', async () => {
    expect((await server.post('/__sandbox/reset')).status).toBe(404)
  })

  it('restores every table to the snapshot row counts and the in-memory state to a start', async () => {
    // A test's traces: a sign-in (challenges, outbox, sessions), a candidate's message, a moved clock, a
    // job on the scheduler and simulator settings held in memory.
    await signIn('manager@demo.nl')
    const inbound = await server.post(
      '/__sandbox/inbound-message',
      { project_id: 'talentbrug-werving', text: 'Hallo, is de vacature nog open?' },
      headers,
    )
    expect(inbound.status).toBe(201)
    await server.post('/__sandbox/clock', { advance_ms: 3 * 86_400_000 }, headers)
    await server.post('/__sandbox/whatsapp', { review_delay_ms: 1 }, headers)
    const changed = await countRows(server.pg)

    const reset = await server.post('/__sandbox/reset', {}, headers)
    expect(reset.status).toBe(200)
    const { tables } = reset.body as { tables: Record<string, number> }
    // Every table holds as many rows as in the seeded snapshot a new demo workspace starts from.
    const fresh = await openDatabase({ seed: true, now: () => Date.now() })
    let snapshot: Record<string, number>
    try {
      snapshot = await countRows(fresh.pg)
    } finally {
      await fresh.close()
    }
    expect(Object.keys(snapshot).length).toBeGreaterThan(20)
    expect(tables).toEqual(snapshot)
    expect(changed).not.toEqual(snapshot)
    // Ids go on where they were (main orders the demo outbox by them): the next code has a new one.
    await signIn('manager@demo.nl')
    const outbox = await server.request('GET', '/__sandbox/outbox?to=manager@demo.nl', { headers })
    expect(outbox.body.messages).toHaveLength(1)
    expect(outbox.body.messages[0].id).toBeGreaterThan(1)

    // The clock is the wall clock again; simulator settings are the defaults of a start.
    const clockAnswer = await server.request('GET', '/__sandbox/clock', { headers })
    expect(Math.abs(clockAnswer.body.now_ms - Date.now())).toBeLessThan(60_000)
    const whatsapp = await server.request('GET', '/__sandbox/whatsapp', { headers })
    expect(whatsapp.body.review_delay_ms).not.toBe(1)
    // And it still serves: the seeded users sign in.
    await signIn('admin@demo.nl')
  }, 120_000)

  it('keeps working when reset twice in a row', async () => {
    const first = await server.post('/__sandbox/reset', {}, headers)
    const second = await server.post('/__sandbox/reset', {}, headers)
    expect(first.status).toBe(200)
    expect(second.body.tables).toEqual(first.body.tables)
  }, 120_000)
})
