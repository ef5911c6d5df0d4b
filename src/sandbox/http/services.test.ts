import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { defaultManagementSecret, defaultTemplatesAccessKey } from '../server'
import { hostileCandidateTexts } from '../chatbots/seed-data'
import { startTestServer, type TestServer } from '../test-support'

let s: TestServer
let manager: string
let superuser: string

beforeAll(async () => {
  s = await startTestServer()
  manager = (await s.signIn('manager@demo.nl')).access
  superuser = (await s.signIn('superuser@demo.nl')).access
}, 60_000)
afterAll(() => s.close())

const fullUser = /* GraphQL */ `
  {
    user {
      id
      username
      firstName
      lastName
      email
      language
      isSuperuser
      role
      organization {
        id
        name
      }
      calendarAuthHandler
      calendarIsAuthenticated
      requiresPasswordReset
      employee {
        id
        name
        role
        email
        agentId
        calendarIsAuthenticated
        calendarUser {
          id
          email
          calendar {
            product
          }
          teams {
            id
            name
          }
        }
        chatbots {
          id
        }
      }
      agentId
      pagesVisited
      isInTkPortal
      chatbots {
        id
        name
        projectId
        projectName
        serverId
        serverAddress
        suspended
        useBetaPortal
        deleted
        token
        ats
        defaultLanguageTag
        allowedCategories
      }
    }
  }
`

describe('router user query', () => {
  it('returns the user with every field of spec 000 §3 and the chatbots with their server addresses', async () => {
    const response = await s.graphql('/router/graphql', fullUser, { token: manager })
    expect(response.status).toBe(200)
    const user = response.body.data.user
    expect(user).toMatchObject({
      username: 'manager@demo.nl',
      role: 'MANAGER',
      isSuperuser: false,
      organization: { name: 'Talentbrug Uitzendbureau B.V.' },
      requiresPasswordReset: false,
      pagesVisited: { dashboard: true, builder: true },
      isInTkPortal: false,
      employee: { role: 'MANAGER', calendarUser: { calendar: { product: 'GOOGLE' } } },
    })
    const chatbots = user.chatbots as {
      projectId: string
      serverAddress: string
      suspended: boolean
      deleted: boolean
      ats: string
    }[]
    expect(chatbots.map((c) => c.projectId)).toEqual([
      'talentbrug-werving',
      'talentbrug-techniek',
      'talentbrug-zorg',
      'talentbrug-archief',
    ])
    expect(chatbots.find((c) => c.projectId === 'talentbrug-zorg')?.suspended).toBe(true)
    expect(chatbots.find((c) => c.projectId === 'talentbrug-archief')?.deleted).toBe(true)
    expect(new Set(chatbots.map((c) => c.ats))).toEqual(new Set(['OTYS', 'BULLHORN']))
    expect(chatbots[0]?.serverAddress).toBe(`${s.url}/chatbot-server/talentbrug-werving/graphql`)
  })

  it('reaches each chatbot’s GraphQL service through its serverAddress; a suspended one only for mainChatbot', async () => {
    const { body } = await s.graphql(
      '/router/graphql',
      '{ user { chatbots { projectId serverAddress suspended deleted } } }',
      { token: manager },
    )
    for (const chatbot of body.data.user.chatbots as {
      projectId: string
      serverAddress: string
      suspended: boolean
      deleted: boolean
    }[]) {
      const main = await s.graphql(
        chatbot.serverAddress,
        '{ mainChatbot { name suspended defaultLanguageTag } }',
        { token: manager },
      )
      if (chatbot.deleted) {
        expect(main.status).toBe(404)
        continue
      }
      expect(main.body.data.mainChatbot).toMatchObject({
        name: chatbot.projectId,
        suspended: chatbot.suspended,
      })
      const teams = await s.graphql(chatbot.serverAddress, '{ allTeams { id name } }', { token: manager })
      if (chatbot.suspended) expect(teams.body.errors[0].extensions.code).toBe('chatbot_suspended')
      else expect(teams.body.data.allTeams.length).toBeGreaterThan(0)
    }
  })

  it('updateAgent answers ok, or not ok with errors per field and an errorMessage', async () => {
    const url = `${s.url}/chatbot-server/talentbrug-werving/graphql`
    const mutation =
      'mutation($id: ID!, $email: String, $teams: [AgentTeamInput!]) { updateAgent(id: $id, email: $email, teams: $teams) { ok errors { field messages } errorMessage agent { email teams { id hasAccess } } } }'
    const bad = await s.graphql(url, mutation, {
      token: manager,
      variables: { id: 'agent-employee', email: 'no-at-sign' },
    })
    expect(bad.body.data.updateAgent).toMatchObject({
      ok: false,
      errors: [{ field: 'email', messages: ['Please enter a valid email address.'] }],
      agent: null,
    })
    expect(bad.body.data.updateAgent.errorMessage).toBeTruthy()
    const good = await s.graphql(url, mutation, {
      token: manager,
      variables: {
        id: 'agent-employee',
        email: 'eva@demo.nl',
        teams: [{ id: 'team-werving-zuid', hasAccess: true }],
      },
    })
    expect(good.body.data.updateAgent).toEqual({
      ok: true,
      errors: [],
      errorMessage: null,
      agent: { email: 'eva@demo.nl', teams: [{ id: 'team-werving-zuid', hasAccess: true }] },
    })
  })

  it('serves the hostile seed data unchanged', async () => {
    const { body } = await s.request('GET', '/__sandbox/messages?project_id=talentbrug-werving')
    const texts = (body.messages as { text: string }[]).map((m) => m.text)
    for (const hostile of hostileCandidateTexts) expect(texts).toContain(hostile)
    expect(texts.some((t) => t.length === 5000)).toBe(true)
  })
})

describe('templates service', () => {
  it('serves state group templates behind the access key, beta ones on request', async () => {
    const headers = { 'x-access-key': defaultTemplatesAccessKey }
    const plain = await s.graphql('/templates/graphql', '{ allTemplates { id name } }', {
      token: manager,
      headers,
    })
    const beta = await s.graphql('/templates/graphql', '{ allTemplates(isBetaTemplate: true) { id name } }', {
      token: manager,
      headers,
    })
    expect(beta.body.data.allTemplates.length).toBe(plain.body.data.allTemplates.length + 1)
  })
})

describe('realtime store', () => {
  async function fireToken(project = 'talentbrug-werving') {
    const response = await s.post(
      '/api/v1/fire-login/',
      { project_id: project, firebase_app: 'portal' },
      { authorization: `Bearer ${manager}` },
    )
    expect(response.status).toBe(200)
    return response.body.token as string
  }

  it('reads documentation, getting-started and release notes; refuses writing them', async () => {
    const token = await fireToken()
    expect((await s.request('GET', `/realtime/releaseNotes.json?auth=${token}`)).body[0].release).toBe(
      '2026.1',
    )
    expect((await s.request('GET', `/realtime/documentation/nl/title.json?auth=${token}`)).body).toBe(
      'Documentatie',
    )
    expect(
      (
        await s.request('GET', '/realtime/gettingStarted/en.json', {
          headers: { authorization: `Bearer ${token}` },
        })
      ).body.steps,
    ).toHaveLength(3)
    expect((await s.request('PUT', `/realtime/releaseNotes.json?auth=${token}`, { body: [] })).status).toBe(
      403,
    )
    expect((await s.request('GET', '/realtime/releaseNotes.json')).status).toBe(401)
  })

  it('reads and writes the user’s own opened conversations of its own project only, and streams changes', async () => {
    const token = await fireToken()
    // Read state is per user: projects/<projectId>/openedConversations/<userId>/<clientId>.
    const base = `/realtime/projects/talentbrug-werving/openedConversations/u-manager`
    const stream = await fetch(`${s.url}${base}.json?auth=${token}`, {
      headers: { accept: 'text/event-stream' },
    })
    const reader = stream.body!.pipeThrough(new TextDecoderStream()).getReader()
    let seen = ''
    const next = async (until: string) => {
      while (!seen.includes(until)) seen += (await reader.read()).value ?? ''
    }
    await next('event: put')
    const before = (await s.request('GET', `${base}.json?auth=${token}`)).body as Record<string, boolean>
    expect((await s.request('PUT', `${base}/client-9042.json?auth=${token}`, { body: true })).status).toBe(
      200,
    )
    await next('"path":"/client-9042","data":true')
    expect((await s.request('GET', `${base}.json?auth=${token}`)).body).toEqual({
      ...before,
      'client-9042': true,
    })
    expect((await s.request('DELETE', `${base}/client-9042.json?auth=${token}`)).status).toBe(200)
    await next('"path":"/client-9042","data":null')
    await reader.cancel()
    // Not another user's node, not the whole project, not another project.
    for (const path of [
      'projects/talentbrug-werving/openedConversations/u-employee',
      'projects/talentbrug-werving/openedConversations',
      'projects/talentbrug-werving',
      'projects/talentbrug-techniek/openedConversations/u-manager',
    ])
      expect((await s.request('GET', `/realtime/${path}.json?auth=${token}`)).status, path).toBe(403)
    expect(
      (
        await s.request('PUT', `${base}/x.json?auth=${token}`, {
          raw: '{nope',
          headers: { 'content-type': 'application/json' },
        })
      ).status,
    ).toBe(400)
    // A user not assigned to a project gets no token for it.
    const employee = (await s.signIn('employee@demo.nl')).access
    const refused = await s.post(
      '/api/v1/fire-login/',
      { project_id: 'talentbrug-techniek', firebase_app: 'portal' },
      { authorization: `Bearer ${employee}` },
    )
    expect(refused.body.code).toBe('not_assigned_to_chatbot')
    expect(
      (
        await s.post(
          '/api/v1/fire-login/',
          { project_id: 'talentbrug-werving', firebase_app: 'nope' },
          { authorization: `Bearer ${manager}` },
        )
      ).body.code,
    ).toBe('invalid_input')
  })
})

describe('chatbot management', () => {
  const headers = () => ({
    authorization: `Bearer ${superuser}`,
    'x-management-secret': defaultManagementSecret,
  })

  it('creates, deletes, recovers and fixes a deployment', async () => {
    const created = await s.post(
      '/chatbot/create',
      {
        projectId: 'talentbrug-logistiek',
        template: { id: 'tpl-naam', name: 'Naam', projectName: 'Logistiek', ats: 'BULLHORN' },
      },
      headers(),
    )
    expect(created.status).toBe(201)
    expect(created.body).toEqual({
      ok: true,
      projectId: 'talentbrug-logistiek',
      serverAddress: `${s.url}/chatbot-server/talentbrug-logistiek/graphql`,
    })
    expect(
      (
        await s.post(
          '/chatbot/create',
          { projectId: 'talentbrug-logistiek', template: { id: 'tpl-naam', name: 'Naam' } },
          headers(),
        )
      ).body.code,
    ).toBe('already_exists')
    expect((await s.post('/chatbot/create', { projectId: 'X!' }, headers())).body.code).toBe('invalid_input')
    const main = await s.graphql(created.body.serverAddress, '{ mainChatbot { projectName ats } }', {
      token: superuser,
    })
    expect(main.body.data.mainChatbot).toEqual({ projectName: 'Logistiek', ats: 'BULLHORN' })
    expect((await s.post('/chatbot/fix', { projectId: 'talentbrug-logistiek' }, headers())).body).toEqual({
      ok: true,
      projectId: 'talentbrug-logistiek',
      fixed: ['realtime_node'],
    })
    expect(
      (await s.post('/chatbot/delete', { projectId: 'talentbrug-logistiek' }, headers())).body.deleted,
    ).toBe(true)
    expect(
      (await s.graphql(created.body.serverAddress, '{ mainChatbot { id } }', { token: superuser })).status,
    ).toBe(404)
    expect(
      (await s.post('/chatbot/recover', { projectId: 'talentbrug-logistiek' }, headers())).body.deleted,
    ).toBe(false)
    expect((await s.post('/chatbot/delete', { projectId: 'nope' }, headers())).status).toBe(404)
  })
})

describe('image upload', () => {
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  )
  async function upload(bytes: Uint8Array<ArrayBuffer>, preset = 'widget', kind?: string) {
    const form = new FormData()
    form.set('file', new Blob([bytes]), 'avatar')
    form.set('upload_preset', preset)
    if (kind) form.set('kind', kind)
    form.set('folder', 'avatars')
    const response = await fetch(`${s.url}/image-hosting/v1_1/demo/image/upload`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${manager}` },
    })
    return { status: response.status, body: (await response.json()) as Record<string, unknown> }
  }

  it('stores a PNG and serves it at the returned location', async () => {
    const { status, body } = await upload(new Uint8Array(png))
    expect(status).toBe(200)
    expect(body).toMatchObject({ format: 'png', width: 1, height: 1, bytes: png.length })
    const image = await fetch(body['secure_url'] as string)
    expect(image.headers.get('content-type')).toBe('image/png')
    expect(Buffer.from(await image.arrayBuffer()).equals(png)).toBe(true)
  })

  it('refuses other formats and files over 5 MB', async () => {
    expect((await upload(new TextEncoder().encode('<svg onload="alert(1)"/>'))).body['code']).toBe(
      'unsupported_media_type',
    )
    const big = new Uint8Array(5 * 1024 * 1024 + 1)
    big.set(png)
    expect((await upload(big)).status).toBe(413)
  })

  /** The test PNG, padded to `bytes`, with the width and height its header claims. */
  function pngOf(bytes: number, width = 1, height = 1): Uint8Array<ArrayBuffer> {
    const data = new Uint8Array(Math.max(bytes, png.length))
    data.set(png)
    const view = new DataView(data.buffer)
    view.setUint32(16, width)
    view.setUint32(20, height)
    return data
  }
  const mb = 1024 * 1024

  it("applies the spec's limits per kind: widget image 2 MB, profile picture 640x640 and 5 MB, document 8 MB", async () => {
    // Widget image (the default kind): 2 MB.
    expect((await upload(pngOf(2 * mb))).status).toBe(200)
    expect((await upload(pngOf(2 * mb + 1))).body).toMatchObject({
      code: 'payload_too_large',
      max_bytes: 2 * mb,
    })
    // Profile picture: exactly 640x640, up to 5 MB.
    expect((await upload(pngOf(5 * mb, 640, 640), 'profile', 'profile_picture')).status).toBe(200)
    expect((await upload(pngOf(1000, 640, 639), 'profile', 'profile_picture')).body).toMatchObject({
      code: 'wrong_resolution',
    })
    expect((await upload(pngOf(5 * mb + 1, 640, 640), 'profile', 'profile_picture')).status).toBe(413)
    // Document: PDF, docx or doc, up to 8 MB; an image is not a document.
    const pdf = new Uint8Array(8 * mb)
    pdf.set(new TextEncoder().encode('%PDF-1.7\n'))
    const stored = await upload(pdf, 'documents', 'document')
    expect(stored.status).toBe(200)
    expect(stored.body).toMatchObject({ format: 'pdf', bytes: 8 * mb })
    const tooBig = new Uint8Array(8 * mb + 1)
    tooBig.set(pdf.subarray(0, 16))
    expect((await upload(tooBig, 'documents', 'document')).status).toBe(413)
    expect((await upload(pngOf(100), 'documents', 'document')).body['code']).toBe('unsupported_media_type')
    expect((await upload(pdf.subarray(0, 100), 'widget', 'widget_image')).body['code']).toBe(
      'unsupported_media_type',
    )
    expect((await upload(pngOf(100), 'widget', 'banner')).body['code']).toBe('invalid_input')
  }, 60_000)
})

describe('simulator, clock and errors', () => {
  it('makes an inbound candidate message arrive and announces it in the realtime store', async () => {
    const text = '=1+1\n👋🏽 مرحبا'
    const response = await s.post('/__sandbox/inbound-message', {
      project_id: 'talentbrug-werving',
      client_id: 'client-0099',
      text,
    })
    expect(response.status).toBe(201)
    expect(response.body.message).toMatchObject({
      client_id: 'client-0099',
      text,
      is_inbound: true,
      sender_entity: 'candidate',
    })
    expect(
      s.services.realtime.get(['projects', 'talentbrug-werving', 'lastInboundMessage', 'clientId']),
    ).toBe('client-0099')
    expect((await s.post('/__sandbox/inbound-message', { project_id: 'nope', text: 'x' })).status).toBe(404)
    expect((await s.post('/__sandbox/inbound-message', { project_id: 'talentbrug-werving' })).body.code).toBe(
      'invalid_input',
    )
  })

  it('moves the clock and runs the jobs that fall due', async () => {
    let ran = 0
    s.services.scheduler.after(60_000, 'test-job', () => {
      ran++
    })
    const before = s.clock.now()
    const response = await s.post('/__sandbox/clock', { advance_ms: 60_000 })
    expect(response.body.now_ms).toBe(before + 60_000)
    expect(ran).toBe(1)
    expect((await s.post('/__sandbox/clock', { advance_ms: -1 })).body.code).toBe('invalid_input')
  })

  it('answers unknown paths with a JSON 404 and every error with a code', async () => {
    const response = await s.request('GET', '/api/nope/')
    expect(response.status).toBe(404)
    expect(response.body).toEqual({ code: 'not_found', error_code: 'not_found', message: 'Not found.' })
    expect((await s.request('GET', '/api/cookie-login/')).status).toBe(404)
  })

  it('switches /__sandbox/* off', async () => {
    const closed = await startTestServer({ sandboxPaths: false })
    try {
      expect((await closed.request('GET', '/__sandbox/outbox?to=manager@demo.nl')).status).toBe(404)
      expect(
        (await closed.post('/api/cookie-login/', { username: 'manager@demo.nl', password: 'x' })).body.code,
      ).toBe('incorrect_credentials')
    } finally {
      await closed.close()
    }
  }, 60_000)
})
