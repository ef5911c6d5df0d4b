import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { defaultManagementSecret } from '../server'
import { startTestServer, type TestServer } from '../test-support'
import * as chatbotTables from '../chatbots/schema'

let s: TestServer
let superuser: string
let admin: string
let employee: string
let partner: string

beforeAll(async () => {
  s = await startTestServer()
  const token = async (username: string) => (await s.signIn(username)).access
  superuser = await token('superuser@demo.nl')
  admin = await token('admin@demo.nl')
  employee = await token('employee@demo.nl')
  partner = await token('partner@demo.nl')
}, 180_000)
afterAll(() => s?.close())

const management = (token = superuser, secret = defaultManagementSecret) => ({
  authorization: `Bearer ${token}`,
  'x-management-secret': secret,
})
const template = { id: 'tpl-naam', name: 'Naam' }

describe('the chatbot-management service', () => {
  it('lists every chatbot of the organisation with server, template and state, deleted ones too', async () => {
    const listed = await s.request('GET', '/chatbot/list', { headers: management() })
    expect(listed.status).toBe(200)
    const byProject = new Map(listed.body.chatbots.map((c: { projectId: string }) => [c.projectId, c]))
    expect(byProject.get('talentbrug-archief')).toMatchObject({ state: 'deleted', template: null })
    expect(byProject.get('talentbrug-werving')).toMatchObject({
      state: 'active',
      serverId: 'sandbox-1',
      serverAddress: `${s.url}/chatbot-server/talentbrug-werving/graphql`,
    })
  })

  it("keeps to the caller's organisation: another one's chatbot is neither listed nor touched", async () => {
    await s.db.insert(chatbotTables.organizations).values({ id: 'org-other', name: 'Other B.V.' })
    await s.db.insert(chatbotTables.chatbots).values({
      id: 'cb-other',
      organizationId: 'org-other',
      projectId: 'other-bot',
      projectName: 'Other',
      serverId: 'sandbox-1',
      ats: 'OTYS',
      apiToken: 'other-token',
      createdAt: 1,
    })
    const listed = await s.request('GET', '/chatbot/list', { headers: management() })
    expect(listed.body.chatbots.map((c: { projectId: string }) => c.projectId)).not.toContain('other-bot')
    for (const path of ['/chatbot/delete', '/chatbot/fix', '/chatbot/recover'])
      expect((await s.post(path, { projectId: 'other-bot' }, management())).status).toBe(404)
    const ticket = await s.post(
      '/api/v1/support-ticket/',
      { subject: 'x', contactEmail: 'a@b.nl', projectId: 'other-bot' },
      { authorization: `Bearer ${employee}` },
    )
    expect(ticket.status).toBe(400)
    const [row] = await s.db
      .select()
      .from(chatbotTables.chatbots)
      .where(eq(chatbotTables.chatbots.id, 'cb-other'))
    expect(row?.deleted).toBe(false)
  })

  it('refuses a wrong or missing secret before anything else, and every non-superuser', async () => {
    for (const headers of [management(superuser, 'wrong-secret'), { authorization: `Bearer ${superuser}` }]) {
      const refused = await s.request('GET', '/chatbot/list', { headers })
      expect(refused.status).toBe(401)
      expect(refused.body.code).toBe('invalid_management_secret')
    }
    for (const token of [admin, employee, partner]) {
      const refused = await s.post('/chatbot/create', { projectId: 'nope-nope', template }, management(token))
      expect(refused.status).toBe(403)
      expect((await s.request('GET', '/chatbot/list', { headers: management(token) })).status).toBe(403)
    }
    const rows = await s.db.select().from(chatbotTables.chatbots)
    expect(rows.some((row) => row.projectId === 'nope-nope')).toBe(false)
  })

  it('creates from a template, refuses an existing project id with the spec text, and lists the new one', async () => {
    const created = await s.post(
      '/chatbot/create',
      { projectId: 'talentbrug-retail', template: { ...template, projectName: 'Retail', ats: 'BULLHORN' } },
      management(),
    )
    expect(created.status).toBe(201)
    const again = await s.post(
      '/chatbot/create',
      { projectId: 'talentbrug-retail', template: { ...template, projectName: 'Other' } },
      management(),
    )
    expect(again.status).toBe(409)
    expect(again.body).toMatchObject({
      code: 'already_exists',
      fields: { projectId: ['Key already exists'] },
    })
    const withoutTemplate = await s.post('/chatbot/create', { projectId: 'talentbrug-kaal' }, management())
    expect(withoutTemplate.status).toBe(400)
    const listed = await s.request('GET', '/chatbot/list', { headers: management() })
    const retail = listed.body.chatbots.filter(
      (c: { projectId: string }) => c.projectId === 'talentbrug-retail',
    )
    expect(retail).toEqual([expect.objectContaining({ projectName: 'Retail', template, state: 'active' })])
  })

  it('deletes and recovers; fix says what it changed, and nothing when nothing was missing', async () => {
    await s.post('/chatbot/create', { projectId: 'talentbrug-bouw', template }, management())
    const firstFix = await s.post('/chatbot/fix', { projectId: 'talentbrug-bouw' }, management())
    expect(firstFix.body.fixed).toEqual(['realtime_node'])
    const secondFix = await s.post('/chatbot/fix', { projectId: 'talentbrug-bouw' }, management())
    expect(secondFix.body.fixed).toEqual([])
    const stateOf = async () =>
      (await s.request('GET', '/chatbot/list', { headers: management() })).body.chatbots.find(
        (c: { projectId: string }) => c.projectId === 'talentbrug-bouw',
      ).state
    expect((await s.post('/chatbot/delete', { projectId: 'talentbrug-bouw' }, management())).status).toBe(200)
    expect(await stateOf()).toBe('deleted')
    expect((await s.post('/chatbot/recover', { projectId: 'talentbrug-bouw' }, management())).status).toBe(
      200,
    )
    expect(await stateOf()).toBe('active')
  })
})

describe('support tickets', () => {
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

  it('refuses a ticket without subject or contact e-mail, or with an invalid e-mail, with the form wording', async () => {
    const empty = await s.post(
      '/api/v1/support-ticket/',
      { subject: ' ', contactEmail: '' },
      bearer(employee),
    )
    expect(empty.status).toBe(400)
    expect(empty.body.fields).toMatchObject({
      subject: ['This field is required.'],
      contactEmail: ['This field is required.'],
    })
    const badEmail = await s.post(
      '/api/v1/support-ticket/',
      { subject: 'Help', contactEmail: 'jan@' },
      bearer(employee),
    )
    expect(badEmail.body.fields).toMatchObject({ contactEmail: ['Please enter a valid email address.'] })
  })

  it('stores a report from a conversation for the superusers, and only they read the list', async () => {
    const sent = await s.post(
      '/api/v1/support-ticket/',
      {
        subject: 'Bot answered wrongly',
        contactEmail: 'employee@demo.nl',
        message: 'See the third answer.',
        projectId: 'talentbrug-werving',
        clientId: 'client-123',
        screen: '/inbox/client-123',
      },
      bearer(employee),
    )
    expect(sent.status).toBe(201)
    const foreign = await s.post(
      '/api/v1/support-ticket/',
      { subject: 'x', contactEmail: 'a@b.nl', projectId: 'not-ours' },
      bearer(employee),
    )
    expect(foreign.status).toBe(400)
    expect(
      (await s.post('/api/v1/support-ticket/', { subject: 'x', contactEmail: 'a@b.nl' }, bearer(partner)))
        .status,
    ).toBe(403)
    expect((await s.request('GET', '/api/v1/support-ticket/', { headers: bearer(admin) })).status).toBe(403)
    const listed = await s.request('GET', '/api/v1/support-ticket/', { headers: bearer(superuser) })
    expect(listed.body.tickets).toEqual([
      expect.objectContaining({
        id: sent.body.id,
        username: 'employee@demo.nl',
        subject: 'Bot answered wrongly',
        projectId: 'talentbrug-werving',
        clientId: 'client-123',
        imageUrl: null,
      }),
    ])
  })
})

// The report's image upload (cloud-storage area) is tested here, on this file's server: a server start
// costs more than these tests.
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)

async function upload(bytes: Uint8Array<ArrayBuffer>, token = employee, name = 'screenshot.png') {
  const form = new FormData()
  // The declared type says PNG whatever the bytes are: the route reads the bytes.
  form.set('file', new Blob([bytes], { type: 'image/png' }), name)
  const response = await fetch(`${s.url}/api/v1/cloud-storage/upload/`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${token}` },
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

describe('the cloud-storage upload (a report image)', () => {
  it('stores a PNG from anyone with the dashboard and answers its location, which a ticket then names', async () => {
    const { status, body } = await upload(new Uint8Array(png))
    expect(status).toBe(201)
    expect(body).toMatchObject({ content_type: 'image/png', bytes: png.length })
    const stored = await fetch(body['url'] as string)
    expect(Buffer.from(await stored.arrayBuffer()).equals(png)).toBe(true)

    const ticket = await s.post(
      '/api/v1/support-ticket/',
      { subject: 'Schermafdruk', contactEmail: 'jan@demo.nl', imageUrl: body['url'] },
      { authorization: `Bearer ${employee}` },
    )
    expect(ticket.status).toBe(201)
    const list = await s.request('GET', '/api/v1/support-ticket/', {
      headers: { authorization: `Bearer ${superuser}` },
    })
    // Found by its subject, not its place: the test clock stands still, so tickets of this file tie on time.
    const sent = (list.body.tickets as { subject: string }[]).find((t) => t.subject === 'Schermafdruk')
    expect(sent).toMatchObject({ imageUrl: body['url'] })
  })

  it('refuses what is not a PNG or JPG by its bytes, files over 5 MB, a missing file and partners', async () => {
    const gif = new TextEncoder().encode('GIF89a\x01\x00\x01\x00')
    expect(await upload(gif)).toMatchObject({ status: 415, body: { code: 'unsupported_media_type' } })
    const big = new Uint8Array(5 * 1024 * 1024 + 1)
    big.set(png)
    expect((await upload(big)).status).toBe(413)
    const empty = await fetch(`${s.url}/api/v1/cloud-storage/upload/`, {
      method: 'POST',
      body: new FormData(),
      headers: { authorization: `Bearer ${employee}` },
    })
    expect(empty.status).toBe(400)
    expect((await upload(new Uint8Array(png), partner)).status).toBe(403)
  })
})
