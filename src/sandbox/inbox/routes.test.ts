import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import {
  clientMessagesParams,
  defaultInboxFilters,
  inboxExportPageSize,
  inboxPageSchema,
  isWhatsappSent,
  type InboxFilters,
  type InboxMessage,
} from '@shared/domain/inbox'
import * as v from 'valibot'
import * as t from './schema'
import { whatsappDefinitions, whatsappTemplates } from '../whatsapp/schema'
import { hostileCandidateTexts } from '../chatbots/seed-data'
import { inboxAgents, inboxTemplates } from './seed'
import { addDays, calendarDayOf, startOfDay } from './inbox-time'
import { startTestServer, type TestResponse, type TestServer } from '../test-support'

// Whole-seed oracles and exports over ~11,000 rows: seconds on a busy two-core machine.
vi.setConfig({ testTimeout: 30_000 })

let s: TestServer
const tokens: Record<string, string> = {}
const project = 'talentbrug-werving'
type Row = typeof t.inboxMessages.$inferSelect

beforeAll(async () => {
  s = await startTestServer()
  for (const who of ['manager', 'employee', 'partner', 'teamlead'])
    tokens[who] = (await s.signIn(`${who}@demo.nl`)).access
}, 60_000)
afterAll(() => s.close())

const auth = (who: string) => ({ authorization: `Bearer ${tokens[who]}` })
const today = () => calendarDayOf(s.clock.now())

function get(who: string, params: Record<string, string>): Promise<TestResponse> {
  return s.request('GET', `/api/v1/client-messages/?${new URLSearchParams(params).toString()}`, {
    headers: auth(who),
  })
}

/** The desktop's own parameters (the shared contract), page by page. */
function inboxPage(who: string, filters: InboxFilters, pageNum = 1, pageSize = 20, exportRows = false) {
  return get(who, clientMessagesParams(project, filters, { pageNum, pageSize, export: exportRows }))
}

function filters(changes: Partial<InboxFilters> = {}): InboxFilters {
  // Wide enough for the whole seed (60 days) whatever the clock.
  return {
    ...defaultInboxFilters(new Date(s.clock.now())),
    startDate: addDays(today(), -90),
    endDate: today(),
    ...changes,
  }
}

/**
 * Every row of a filter, through the export's pages, as the desktop fetches them. Users without the export
 * right (employees) read the same pages without `export`.
 */
async function exported(who: string, f: InboxFilters, exportRows = true): Promise<InboxMessage[]> {
  const rows: InboxMessage[] = []
  for (let pageNum = 1; ; pageNum++) {
    const { body } = await inboxPage(who, f, pageNum, inboxExportPageSize, exportRows)
    if (exportRows) expect(body.filter_options).toBeNull()
    rows.push(...(body.messages as InboxMessage[]))
    if (pageNum >= body.amount_of_pages) return rows
  }
}

/** The oracle: the database rows of the project, filtered here in plain code. */
async function dbRows(where: (row: Row) => boolean = () => true): Promise<Row[]> {
  const rows = await s.db.select().from(t.inboxMessages).where(eq(t.inboxMessages.chatbotId, 'cb-werving'))
  return rows.filter(where).sort((a, b) => b.createdAt - a.createdAt || (a.id < b.id ? 1 : -1))
}
const inRange = (row: Row, start: string, end: string) =>
  row.createdAt >= startOfDay(start) && row.createdAt < startOfDay(addDays(end, 1))

async function fireToken(who: string) {
  const { body } = await s.post(
    '/api/v1/fire-login/',
    { project_id: project, firebase_app: 'portal' },
    auth(who),
  )
  return body as { token: string; user_id: string }
}

describe('the seeded inbox', () => {
  it('holds thousands of messages over the last 60 days, every team, sender and hostile text', async () => {
    const rows = await dbRows()
    const sixtyDaysAgo = s.clock.now() - 60 * 86_400_000
    expect(rows.filter((r) => r.createdAt >= sixtyDaysAgo).length).toBeGreaterThanOrEqual(5000)
    expect(rows.every((r) => r.createdAt >= sixtyDaysAgo && r.createdAt <= s.clock.now())).toBe(true)
    expect(new Set(rows.map((r) => r.clientId)).size).toBeGreaterThanOrEqual(300)
    expect(new Set(rows.map((r) => r.teamName).filter(Boolean)).size).toBeGreaterThanOrEqual(3)
    expect(new Set(rows.map((r) => r.senderEntity))).toEqual(new Set(['recruiter', 'candidate', 'chatbot']))
    for (const text of hostileCandidateTexts) expect(rows.some((r) => r.text === text)).toBe(true)
    for (const agent of inboxAgents) expect(rows.some((r) => r.assignedAgentName === agent)).toBe(true)
    for (const template of inboxTemplates) expect(rows.some((r) => r.templateName === template)).toBe(true)
    expect(rows.some((r) => r.phoneNumber?.includes(','))).toBe(true)
    expect(rows.some((r) => r.phoneNumber?.startsWith('='))).toBe(true)
  })
})

describe('GET /api/v1/client-messages/', () => {
  it('answers the contract’s shape, newest first, with filter options on page 1 only', async () => {
    const first = await inboxPage('manager', filters())
    expect(first.status).toBe(200)
    const page = v.parse(inboxPageSchema, first.body)
    expect(page.messages).toHaveLength(20)
    expect(page.filter_options?.team_names).toEqual(['Team "Oost", Flex', 'Team Noord', 'Team Zuid'])
    expect(page.filter_options?.assignees.agents).toContain(inboxAgents[5])
    expect(page.filter_options?.assignees.flows).toContain('Sollicitatie')
    expect(page.messages[0]?.date).toMatch(/^\d{2}\/\d{2}\/\d{2} \d{2}:\d{2}$/)
    const second = await inboxPage('manager', filters(), 2)
    expect(second.body.filter_options).toBeNull()
    const expected = await dbRows((r) => inRange(r, filters().startDate, today()))
    expect([...page.messages, ...second.body.messages].map((m: InboxMessage) => m.id)).toEqual(
      expected.slice(0, 40).map((r) => r.id),
    )
    expect(page.amount_of_pages).toBe(Math.ceil(expected.length / 20))
    const beyond = await inboxPage('manager', filters(), page.amount_of_pages + 1)
    expect(beyond.body.messages).toEqual([])
    expect(beyond.body.message_count).toBe(expected.length)
  })

  it('defaults to the last 30 days up to the end of today', async () => {
    const { body } = await get('manager', { project_id: project, page_size: '20', page_num: '1' })
    const expected = await dbRows((r) => inRange(r, addDays(today(), -30), today()))
    expect(body.message_count).toBe(expected.length)
    expect(body.message_count).toBeLessThan((await dbRows()).length)
  })

  it('counts every total over the whole filter', async () => {
    const f = filters({ startDate: addDays(today(), -30) })
    const { body } = await inboxPage('manager', f)
    const rows = await dbRows((r) => inRange(r, f.startDate, f.endDate))
    const opened = new Set(
      Object.keys(
        (s.services.realtime.get(['projects', project, 'openedConversations', 'u-manager']) ?? {}) as object,
      ),
    )
    const average = (list: number[]) =>
      list.length ? Math.round(list.reduce((a, b) => a + b, 0) / list.length) : null
    expect(body).toMatchObject({
      message_count: rows.length,
      inbound_messages: rows.filter((r) => r.isInbound).length,
      outbound_messages: rows.filter((r) => !r.isInbound).length,
      read_messages: rows.filter((r) => opened.has(r.clientId)).length,
      unique_conversations: new Set(rows.map((r) => r.clientId)).size,
    })
    const recruiter = average(
      rows.filter((r) => r.isInbound && r.repliedBy === 'recruiter').map((r) => r.responseTime!),
    )
    const candidate = average(
      rows.filter((r) => !r.isInbound && r.responseTime !== null).map((r) => r.responseTime!),
    )
    expect(Math.abs(body.average_response_time_recruiter - recruiter!)).toBeLessThanOrEqual(1)
    expect(Math.abs(body.average_response_time_candidate - candidate!)).toBeLessThanOrEqual(1)
    expect(read(body)).toBeGreaterThan(0)
  })
  const read = (body: { read_messages: number }) => body.read_messages

  it('filters inbound messages of one team in the last 7 days', async () => {
    const f = filters({ startDate: addDays(today(), -7), isInbound: true, teamNames: ['Team Noord'] })
    const rows = await exported('manager', f)
    const expected = await dbRows(
      (r) => inRange(r, f.startDate, f.endDate) && r.isInbound && r.teamName === 'Team Noord',
    )
    expect(expected.length).toBeGreaterThan(0)
    expect(rows.map((r) => r.id)).toEqual(expected.map((r) => r.id))
  })

  it('filters on sender entities, templates, types, assignees (names with commas and line breaks) and candidate', async () => {
    const cases: [Partial<InboxFilters>, (r: Row) => boolean][] = [
      [{ senderEntities: ['recruiter', 'chatbot'] }, (r) => r.senderEntity !== 'candidate'],
      [
        { templateNames: ['@welkom_terug', '-follow_up_7d'] },
        (r) => r.templateName === '@welkom_terug' || r.templateName === '-follow_up_7d',
      ],
      [{ humanReadableTypes: ['Document'] }, (r) => r.humanReadableType === 'Document'],
      [
        { teamNames: ['Team "Oost", Flex', 'Team Zuid'] },
        (r) => r.teamName === 'Team "Oost", Flex' || r.teamName === 'Team Zuid',
      ],
      [
        { assignedTo: [inboxAgents[5], 'Start'] },
        (r) =>
          r.assignedAgentName === inboxAgents[5] ||
          (r.assignedAgentName === null && r.stateMachine === 'Start'),
      ],
      [
        { isReplied: false, isSent: true },
        (r) => r.responseTime === null && r.statusHistory.some((h) => h.status === 'sent'),
      ],
      [{ candidateId: 'client-0003' }, (r) => r.clientId === 'client-0003'],
    ]
    const all = await dbRows()
    for (const [change, where] of cases) {
      const f = filters(change)
      const expected = all.filter((r) => inRange(r, f.startDate, f.endDate) && where(r))
      expect(expected.length, JSON.stringify(change)).toBeGreaterThan(0)
      expect(
        (await exported('manager', f)).map((r) => r.id),
        JSON.stringify(change),
      ).toEqual(expected.map((r) => r.id))
    }
  })

  it('reflects the user’s own opened conversations in is_read, and a new inbound message unreads', async () => {
    const fire = await fireToken('employee')
    expect(fire.user_id).toBe('u-employee')
    const base = `/realtime/projects/${project}/openedConversations/${fire.user_id}`
    const f = filters({ candidateId: 'client-0001' })
    await s.request('DELETE', `${base}/client-0001.json?auth=${fire.token}`)
    expect((await inboxPage('employee', { ...f, isRead: true })).body.message_count).toBe(0)
    const unread = await inboxPage('employee', { ...f, isRead: false })
    expect(unread.body.message_count).toBeGreaterThan(0)
    expect(
      (await s.request('PUT', `${base}/client-0001.json?auth=${fire.token}`, { body: true })).status,
    ).toBe(200)
    const opened = await inboxPage('employee', { ...f, isRead: true })
    expect(opened.body.message_count).toBe(unread.body.message_count)
    expect(opened.body.read_messages).toBe(unread.body.message_count)
    expect(opened.body.messages.every((m: InboxMessage) => m.isRead)).toBe(true)
    // Only for that user: the same conversation for the manager follows the manager's own node.
    const managerOpened = s.services.realtime.get([
      'projects',
      project,
      'openedConversations',
      'u-manager',
      'client-0001',
    ])
    expect((await inboxPage('manager', f)).body.messages[0].isRead).toBe(managerOpened === true)
    // Another user's node is not yours to write.
    expect(
      (
        await s.request(
          'PUT',
          `/realtime/projects/${project}/openedConversations/u-manager/x.json?auth=${fire.token}`,
          { body: true },
        )
      ).status,
    ).toBe(403)
    await s.post('/__sandbox/inbound-message', {
      project_id: project,
      client_id: 'client-0001',
      text: 'Nog een vraag',
    })
    expect((await inboxPage('employee', { ...f, isRead: true })).body.message_count).toBe(0)
  })

  it('shows a user with selected teams only those teams’ conversations', async () => {
    const { body } = await inboxPage('employee', filters(), 1)
    expect(body.filter_options.team_names).toEqual(['Team Noord'])
    const rows = await exported('employee', filters(), false)
    expect(rows.length).toBe(
      (await dbRows((r) => inRange(r, filters().startDate, today()) && r.teamName === 'Team Noord')).length,
    )
    expect(rows.every((r) => r.teamNames.join() === 'Team Noord')).toBe(true)
    expect((await inboxPage('employee', filters({ teamNames: ['Team Zuid'] }))).body.message_count).toBe(0)
  })

  it('refuses partners and users of other chatbots, and bad parameters with the fields', async () => {
    expect((await inboxPage('partner', filters())).status).toBe(403)
    expect((await get('employee', { project_id: 'talentbrug-techniek' })).body.code).toBe(
      'not_assigned_to_chatbot',
    )
    expect((await get('manager', { project_id: 'talentbrug-zorg' })).body.code).toBe('chatbot_suspended')
    expect((await get('manager', { project_id: 'nope' })).status).toBe(404)
    expect((await s.request('GET', `/api/v1/client-messages/?project_id=${project}`)).status).toBe(401)
    const bad = await get('manager', {
      page_num: '0',
      page_size: '1001',
      start_date: '2026-02-30',
      end_date: '05/01/2026',
      is_read: 'yes',
      sender_entities: 'candidate,bot',
    })
    expect(bad.status).toBe(400)
    expect(bad.body.code).toBe('invalid_input')
    expect(Object.keys(bad.body.fields).sort()).toEqual(
      ['end_date', 'is_read', 'page_num', 'page_size', 'project_id', 'sender_entities', 'start_date'].sort(),
    )
    const reversed = await get('manager', {
      project_id: project,
      start_date: today(),
      end_date: addDays(today(), -1),
    })
    expect(reversed.body.fields.start_date).toBeDefined()
  })

  it('exports every filtered row across pages, the same rows as the table', async () => {
    const f = filters({ senderEntities: ['candidate'] })
    const all = await exported('manager', f)
    expect(all.length).toBeGreaterThan(inboxExportPageSize)
    expect(new Set(all.map((r) => r.id)).size).toBe(all.length)
    const table = await inboxPage('manager', f, 3)
    expect(table.body.messages.map((m: InboxMessage) => m.id)).toEqual(all.slice(40, 60).map((r) => r.id))
    expect(table.body.message_count).toBe(all.length)
  })

  it('keeps a page of 20 under 16 KiB (P-8), hostile texts included', async () => {
    const f = filters({ senderEntities: ['candidate'] })
    const { body } = await inboxPage('manager', f)
    for (let pageNum = 1; pageNum <= Math.min(body.amount_of_pages, 40); pageNum++) {
      const page = await inboxPage('manager', f, pageNum)
      expect(Buffer.byteLength(JSON.stringify(page.body))).toBeLessThanOrEqual(16 * 1024)
    }
  })

  it('shows a simulated inbound message first, for the watcher', async () => {
    const sent = await s.post('/__sandbox/inbound-message', {
      project_id: project,
      text: '=1+1 nieuw',
      team_name: 'Team Noord',
    })
    const { body } = await inboxPage('employee', filters({ startDate: today() }))
    expect(body.messages[0]).toMatchObject({
      id: sent.body.message.id,
      text: '=1+1 nieuw',
      isInbound: true,
      senderEntity: 'candidate',
      isRead: false,
    })
    expect(
      (await s.post('/__sandbox/inbound-message', { project_id: project, text: 'x', client_id: 'a.b' })).body
        .code,
    ).toBe('invalid_input')
  })
})

describe('POST /api/v1/conversations/', () => {
  it('returns one conversation’s messages oldest first with sender, full text, date and delivery status', async () => {
    const { status, body } = await s.post(
      '/api/v1/conversations/',
      { conversation: { conversation_id: 'client-0012' } },
      auth('manager'),
    )
    expect(status).toBe(200)
    const expected = (await dbRows((r) => r.clientId === 'client-0012')).reverse()
    const c = body.conversation
    expect(c.project_id).toBe(project)
    expect(c.messages.map((m: { id: string }) => m.id)).toEqual(expected.map((r) => r.id))
    expect(c.messages.map((m: { text: string }) => m.text)).toEqual(expected.map((r) => r.text))
    expect(
      new Set(c.messages.map((m: { sender_entity: string }) => m.sender_entity)).size,
    ).toBeGreaterThanOrEqual(2)
    const outbound = c.messages.find((m: { is_inbound: boolean }) => !m.is_inbound)
    expect(['sent', 'delivered', 'read', 'error']).toContain(outbound.status)
    // The 5,000-character message comes whole here (the table has a preview).
    const long = await dbRows((r) => r.text.length === 5000)
    const withLong = await s.post(
      '/api/v1/conversations/',
      { conversation: { conversation_id: long[0]!.clientId, project_id: project } },
      auth('manager'),
    )
    expect(withLong.body.conversation.messages.some((m: { text: string }) => m.text.length === 5000)).toBe(
      true,
    )
  })

  it('hides conversations of other teams and answers a page of conversations', async () => {
    const zuid = (await dbRows((r) => r.teamName === 'Team Zuid'))[0]!.clientId
    expect(
      (await s.post('/api/v1/conversations/', { conversation: { conversation_id: zuid } }, auth('employee')))
        .status,
    ).toBe(404)
    expect(
      (await s.post('/api/v1/conversations/', { conversation: { conversation_id: zuid } }, auth('partner')))
        .status,
    ).toBe(403)
    const { body } = await s.post(
      '/api/v1/conversations/',
      { brief: { page: 2, page_size: 10 }, contacts_info: { users: [], project_id: project } },
      auth('employee'),
    )
    expect(body.conversations).toHaveLength(10)
    expect(
      body.conversations.every((c: { team_names: string[] }) => c.team_names.join() === 'Team Noord'),
    ).toBe(true)
    const noord = new Set((await dbRows((r) => r.teamName === 'Team Noord')).map((r) => r.clientId))
    expect(body.conversation_count).toBe(noord.size)
    expect(body.amount_of_pages).toBe(Math.ceil(noord.size / 10))
    const some = await s.post(
      '/api/v1/conversations/',
      {
        brief: { page: 1, page_size: 5 },
        contacts_info: { users: ['client-0002', 'client-0003'], project_id: project },
      },
      auth('manager'),
    )
    expect(some.body.conversations.map((c: { client_id: string }) => c.client_id).sort()).toEqual([
      'client-0002',
      'client-0003',
    ])
    expect((await s.post('/api/v1/conversations/', { brief: { page: 0 } }, auth('manager'))).body.code).toBe(
      'invalid_input',
    )
  })
})

describe('POST /api/v1/whatsapp/', () => {
  it('sends a recruiter reply within the 24-hour window: OK, first in the inbox, delivered later', async () => {
    await s.post('/__sandbox/inbound-message', {
      project_id: project,
      client_id: 'client-wa',
      text: 'Hallo?',
      phone_number: '+31699990000',
      team_name: 'Team Noord',
    })
    const answer = await s.post(
      '/api/v1/whatsapp/',
      { project_id: project, client_id: 'client-wa', text: 'Hoi! "Welkom", =1+1' },
      auth('employee'),
    )
    expect(answer.status).toBe(200)
    expect(isWhatsappSent(answer.body)).toBe(true)
    const f = filters({ candidateId: 'client-wa' })
    const { body } = await inboxPage('employee', f)
    expect(body.messages[0]).toMatchObject({
      senderEntity: 'recruiter',
      isInbound: false,
      text: 'Hoi! "Welkom", =1+1',
      assignedAgentName: "Eva O'Brien-de Vries",
    })
    expect(body.messages[1].responseTime).not.toBeNull()
    await s.post('/__sandbox/clock', { advance_ms: 61_000 })
    const later = await inboxPage('employee', f)
    expect(later.body.messages[0].statusHistory.map((h: { status: string }) => h.status)).toEqual([
      'sent',
      'delivered',
      'read',
    ])
  })

  it('answers a message other than OK when it cannot send, and 400 for empty text', async () => {
    const old = (
      await dbRows(
        (r) =>
          r.isInbound &&
          r.teamName === 'Team Noord' &&
          r.phoneNumber !== null &&
          r.createdAt < s.clock.now() - 40 * 86_400_000,
      )
    )[0]!
    const lastInbound = (await dbRows((r) => r.clientId === old.clientId && r.isInbound))[0]!
    expect(lastInbound.createdAt).toBeLessThan(s.clock.now() - 86_400_000)
    const closed = await s.post(
      '/api/v1/whatsapp/',
      { project_id: project, client_id: old.clientId, text: 'Hoi' },
      auth('manager'),
    )
    expect(closed.status).toBe(200)
    expect(closed.body).toMatchObject({ reason: 'window_closed' })
    expect(isWhatsappSent(closed.body)).toBe(false)
    const unknown = await s.post(
      '/api/v1/whatsapp/',
      { project_id: project, client_id: 'nobody', text: 'Hoi' },
      auth('manager'),
    )
    expect(unknown.body.reason).toBe('unknown_conversation')
    expect(isWhatsappSent(unknown.body)).toBe(false)
    const empty = await s.post(
      '/api/v1/whatsapp/',
      { project_id: project, client_id: 'client-wa', text: '  ' },
      auth('manager'),
    )
    expect(empty.status).toBe(400)
    expect(isWhatsappSent(empty.body)).toBe(false)
    const noChannel = await s.post(
      '/api/v1/whatsapp/',
      { project_id: 'talentbrug-techniek', client_id: 'tech-0001', text: 'Hoi' },
      auth('manager'),
    )
    expect(noChannel.body.reason).toBe('no_whatsapp_channel')
    expect(
      (
        await s.post(
          '/api/v1/whatsapp/',
          { project_id: project, client_id: 'client-wa', text: 'x' },
          auth('partner'),
        )
      ).status,
    ).toBe(403)
  })
})

describe('POST /api/v1/whatsapp/ with a template (the 24-hour window has closed)', () => {
  const templates = (who: string, clientId: string) =>
    s.request('GET', `/api/v1/whatsapp/templates/?project_id=${project}&client_id=${clientId}`, {
      headers: auth(who),
    })
  const closedConversation = async () => {
    const old = (
      await dbRows(
        (r) =>
          r.isInbound &&
          r.teamName === 'Team Noord' &&
          r.phoneNumber !== null &&
          r.createdAt < s.clock.now() - 40 * 86_400_000,
      )
    )[0]!
    return old.clientId
  }

  it('lists only active versions with an approved variant in the conversation language, for employees too', async () => {
    const clientId = await closedConversation()
    const { status, body } = await templates('employee', clientId)
    expect(status).toBe(200)
    expect(body.language_tag).toBe('nl')
    expect(body.templates.length).toBeGreaterThan(0)
    for (const tpl of body.templates) expect(tpl.languageTag).toBe('nl-NL')
    const names = body.templates.map((tpl: { definitionId: string }) => tpl.definitionId)
    expect(names).toContain('wa-def-sollicitatie')
    expect(names).toContain('wa-def-uitnodiging')
    // The submitted, rejected and concept definitions have no active version.
    const defs = await s.db.select().from(whatsappDefinitions)
    for (const def of defs.filter((d) => d.activeTemplateId === null)) expect(names).not.toContain(def.id)
    expect((await templates('partner', clientId)).status).toBe(403)
    expect((await templates('employee', 'nobody')).status).toBe(404)
  })

  it('sends the filled-in template outside the window, and refuses unknown templates or missing values', async () => {
    const clientId = await closedConversation()
    const { body } = await templates('manager', clientId)
    const tpl = body.templates.find((x: { definitionId: string }) => x.definitionId === 'wa-def-sollicitatie')
    const send = (template: unknown) =>
      s.post('/api/v1/whatsapp/', { project_id: project, client_id: clientId, template }, auth('manager'))
    const missing = await send({
      template_id: tpl.templateId,
      language_tag: tpl.languageTag,
      parameters: ['Sanne'],
    })
    expect(missing.body.reason).toBe('template_parameters')
    const broken = await send({
      template_id: tpl.templateId,
      language_tag: tpl.languageTag,
      parameters: ['Sanne', 'order\npicker'],
    })
    expect(broken.body.reason).toBe('template_parameters')
    const english = await send({ template_id: tpl.templateId, language_tag: 'en-US', parameters: ['a', 'b'] })
    expect(english.body.reason).toBe('template_unavailable')
    const inactive = (await s.db.select().from(whatsappTemplates)).find(
      (x) => x.definitionId === 'wa-def-sollicitatie' && x.status === 'ACCEPTED',
    )!
    expect(
      (await send({ template_id: inactive.id, language_tag: 'nl-NL', parameters: ['a', 'b'] })).body.reason,
    ).toBe('template_unavailable')
    const sent = await send({
      template_id: tpl.templateId,
      language_tag: tpl.languageTag,
      parameters: ['Sanne', 'orderpicker'],
    })
    expect(isWhatsappSent(sent.body)).toBe(true)
    const [row] = await dbRows((r) => r.id === sent.body.id)
    expect(row).toMatchObject({
      senderEntity: 'recruiter',
      templateName: tpl.templateName,
      text: expect.stringContaining('Hoi Sanne, bedankt voor je sollicitatie als orderpicker!'),
    })
    // Free text stays refused: the window is still closed.
    expect(
      (
        await s.post(
          '/api/v1/whatsapp/',
          { project_id: project, client_id: clientId, text: 'Hoi' },
          auth('manager'),
        )
      ).body.reason,
    ).toBe('window_closed')
  })
})

describe('Smart Inbox redesign (issue 11): conversation filters, labels, "aan mij", phone search', () => {
  const url = () => `${s.url}/chatbot-server/${project}/graphql`
  const briefs = (who: string, f: InboxFilters, page = 1) => {
    const {
      page_num: _n,
      page_size: _s,
      fetch_options: _o,
      ...params
    } = clientMessagesParams(project, f, {
      pageNum: 1,
      pageSize: 1,
    })
    return s.post(
      '/api/v1/conversations/',
      { brief: { page, page_size: 100 }, contacts_info: { project_id: project }, filters: params },
      auth(who),
    )
  }

  it('answers conversations with a matching message, with preview, unread, window and labels', async () => {
    const f = filters({ isInbound: true, isReplied: false, teamNames: ['Team Noord'] })
    const { body } = await briefs('manager', f)
    const expected = new Set(
      (
        await dbRows(
          (r) =>
            inRange(r, f.startDate, f.endDate) &&
            r.isInbound &&
            r.responseTime === null &&
            r.teamName === 'Team Noord',
        )
      ).map((r) => r.clientId),
    )
    expect(body.conversation_count).toBe(expected.size)
    expect(body.conversations.length).toBe(Math.min(100, expected.size))
    for (const c of body.conversations) {
      expect(expected.has(c.client_id)).toBe(true)
      expect(typeof c.window_open).toBe('boolean')
      expect(Array.isArray(c.labels)).toBe(true)
    }
    const bad = await s.post(
      '/api/v1/conversations/',
      { brief: { page: 1 }, contacts_info: { project_id: project }, filters: { is_read: 'maybe' } },
      auth('manager'),
    )
    expect(bad.status).toBe(400)
    expect(Object.keys(bad.body.fields)).toEqual(['filters.is_read'])
  })

  it('finds a candidate by phone number in any notation, and by ATS id', async () => {
    const row = (await dbRows((r) => r.phoneNumber !== null && r.atsEntityId !== null))[0]!
    const spaced = row.phoneNumber!.replace(/^\+31/, '+31 ').replace(/(\d{4})$/, ' $1')
    const byPhone = await inboxPage('manager', filters({ candidateId: spaced }))
    expect(byPhone.body.message_count).toBeGreaterThan(0)
    expect(byPhone.body.messages.every((m: InboxMessage) => m.phoneNumber === row.phoneNumber)).toBe(true)
    const byAts = await inboxPage('manager', filters({ candidateId: row.atsEntityId }))
    expect(byAts.body.messages.every((m: InboxMessage) => m.atsEntityId === row.atsEntityId)).toBe(true)
    // A short number is not a phone number: no match on digits alone.
    expect((await inboxPage('manager', filters({ candidateId: '31' }))).body.message_count).toBe(0)
  })

  it('"aan mij" is the conversations assigned to the asking user', async () => {
    const mine = await inboxPage('manager', filters({ assignedToMe: true }), 1, 1000)
    const names = new Set(mine.body.messages.map((m: InboxMessage) => m.assignedAgentName))
    // The demo manager is Mark Jansen, one of the seeded agents.
    expect(mine.body.message_count).toBeGreaterThan(0)
    expect([...names]).toEqual(['Mark Jansen'])
    const employee = await inboxPage('employee', filters({ assignedToMe: true }), 1, 1000)
    for (const m of employee.body.messages as InboxMessage[])
      expect(names.has(m.assignedAgentName)).toBe(false)
  })

  it('applies and removes labels on a conversation the user may see; the list filters by them', async () => {
    const labels = await s.graphql(url(), '{ allLabels { id name } }', { token: tokens['employee']! })
    const label = labels.body.data.allLabels[0] as { id: string }
    const noord = (await dbRows((r) => r.teamName === 'Team Noord'))[0]!.clientId
    const zuid = (await dbRows((r) => r.teamName === 'Team Zuid'))[0]!.clientId
    const set = `mutation ($c: ID!, $l: ID!, $a: Boolean!) { setConversationLabel(clientId: $c, labelId: $l, applied: $a) { ok labelIds } }`
    const applied = await s.graphql(url(), set, {
      token: tokens['employee']!,
      variables: { c: noord, l: label.id, a: true },
    })
    expect(applied.body.data.setConversationLabel).toEqual({ ok: true, labelIds: [label.id] })
    // Another team's conversation does not exist for this employee; partners may not label at all.
    const hidden = await s.graphql(url(), set, {
      token: tokens['employee']!,
      variables: { c: zuid, l: label.id, a: true },
    })
    expect(hidden.body.errors[0].extensions.code).toBe('not_found')
    const filtered = await briefs('employee', filters({ labelIds: [label.id] }))
    expect(filtered.body.conversations.map((c: { client_id: string }) => c.client_id)).toEqual([noord])
    expect(filtered.body.conversations[0].labels).toEqual([label.id])
    const detail = await s.post(
      '/api/v1/conversations/',
      { conversation: { conversation_id: noord } },
      auth('manager'),
    )
    expect(detail.body.conversation.labels).toEqual([label.id])
    expect((await inboxPage('employee', filters({ labelIds: [label.id] }))).body.unique_conversations).toBe(1)
    const removed = await s.graphql(url(), set, {
      token: tokens['employee']!,
      variables: { c: noord, l: label.id, a: false },
    })
    expect(removed.body.data.setConversationLabel.labelIds).toEqual([])
    expect((await briefs('employee', filters({ labelIds: [label.id] }))).body.conversation_count).toBe(0)
  })

  it('renames a label everywhere, and a deleted label leaves its conversations and the label filter', async () => {
    const manager = { token: tokens['manager']! }
    const made = await s.graphql(
      url(),
      'mutation { createInboxLabel(name: "Wacht op cv") { ok label { id } } }',
      manager,
    )
    const id = made.body.data.createInboxLabel.label.id as string
    const noord = (await dbRows((r) => r.teamName === 'Team Noord'))[1]!.clientId
    await s.graphql(
      url(),
      `mutation { setConversationLabel(clientId: "${noord}", labelId: "${id}", applied: true) { ok } }`,
      manager,
    )
    const renamed = await s.graphql(
      url(),
      `mutation { updateInboxLabel(id: "${id}", name: "Cv ontbreekt") { ok label { name color } } }`,
      manager,
    )
    expect(renamed.body.data.updateInboxLabel.label.name).toBe('Cv ontbreekt')
    const all = async () => (await s.graphql(url(), '{ allLabels { id name } }', manager)).body.data.allLabels
    expect(await all()).toContainEqual({ id, name: 'Cv ontbreekt' })
    const detail = () =>
      s.post('/api/v1/conversations/', { conversation: { conversation_id: noord } }, auth('manager'))
    expect((await detail()).body.conversation.labels).toContain(id)
    expect((await briefs('manager', filters({ labelIds: [id] }))).body.conversation_count).toBe(1)

    await s.graphql(url(), `mutation { deleteInboxLabel(id: "${id}") { ok } }`, manager)
    expect((await all()).map((label: { id: string }) => label.id)).not.toContain(id)
    expect((await detail()).body.conversation.labels).not.toContain(id)
    const briefsAfter = await briefs('manager', filters({ labelIds: [id] }))
    expect(briefsAfter.body.conversation_count).toBe(0)
  })
})

describe('Smart Inbox GraphQL (labels, companies, configuration)', () => {
  const url = () => `${s.url}/chatbot-server/${project}/graphql`

  it('lists labels and companies, and lets a manager manage labels in palette colours', async () => {
    const list = await s.graphql(
      url(),
      '{ allLabels { id name color } allInboxLabels { id } allInboxCompanies { id identifier companyName } }',
      { token: tokens['employee']! },
    )
    // The spec's allLabels (spec 001 §7.3); allInboxLabels is its deprecated alias with the same answer.
    expect(list.body.data.allLabels.map((l: { name: string }) => l.name)).toContain('=Urgent')
    expect(list.body.data.allInboxLabels.map((l: { id: string }) => l.id)).toEqual(
      list.body.data.allLabels.map((l: { id: string }) => l.id),
    )
    expect(list.body.data.allInboxCompanies).toHaveLength(4)
    const create = `mutation ($name: String!, $color: String) { createInboxLabel(name: $name, color: $color) { ok errors { field messages } label { id name color } } }`
    const made = await s.graphql(url(), create, {
      token: tokens['manager']!,
      variables: { name: 'Teruggebeld' },
    })
    // Five seeded labels: the sixth gets the palette's sixth colour.
    expect(made.body.data.createInboxLabel).toMatchObject({
      ok: true,
      label: { name: 'Teruggebeld', color: '#0c8599' },
    })
    const duplicate = await s.graphql(url(), create, {
      token: tokens['manager']!,
      variables: { name: 'teruggebeld' },
    })
    expect(duplicate.body.data.createInboxLabel.errors[0].field).toBe('name')
    const badColour = await s.graphql(url(), create, {
      token: tokens['manager']!,
      variables: { name: 'X', color: '#000000' },
    })
    expect(badColour.body.data.createInboxLabel.errors[0].field).toBe('color')
    const id = made.body.data.createInboxLabel.label.id
    const updated = await s.graphql(
      url(),
      `mutation { updateInboxLabel(id: "${id}", color: "#495057") { ok label { color } } }`,
      { token: tokens['manager']! },
    )
    expect(updated.body.data.updateInboxLabel).toEqual({ ok: true, label: { color: '#495057' } })
    expect(
      (
        await s.graphql(url(), `mutation { deleteInboxLabel(id: "${id}") { ok } }`, {
          token: tokens['manager']!,
        })
      ).body.data.deleteInboxLabel.ok,
    ).toBe(true)
    const denied = await s.graphql(url(), create, { token: tokens['employee']!, variables: { name: 'Nope' } })
    expect(denied.body.errors[0].extensions.code).toBe('forbidden')
  })

  it('configures, and auto-configures with ATS credentials (missing ones: missing_ats_credentials)', async () => {
    const auto = `mutation ($u: String, $p: String) { autoConfigureSmartInbox(username: $u, password: $p) { ok errors { field } errorMessage errorCode configuration { configured autoConfigured atsUsername companies { id linked } } } }`
    const missing = await s.graphql(url(), auto, { token: tokens['manager']!, variables: { u: 'api-user' } })
    expect(missing.body.data.autoConfigureSmartInbox).toMatchObject({
      ok: false,
      errorCode: 'missing_ats_credentials',
      errors: [{ field: 'password' }],
    })
    const failed = await s.graphql(url(), auto, {
      token: tokens['manager']!,
      variables: { u: 'invalid-user', p: 'x' },
    })
    expect(failed.body.data.autoConfigureSmartInbox.errorCode).toBe('smart_inbox_configuration_failed')
    const done = await s.graphql(url(), auto, {
      token: tokens['manager']!,
      variables: { u: 'api-user', p: 'geheim' },
    })
    expect(done.body.data.autoConfigureSmartInbox.configuration).toMatchObject({
      configured: true,
      autoConfigured: true,
      atsUsername: 'api-user',
    })
    expect(
      done.body.data.autoConfigureSmartInbox.configuration.companies.every(
        (c: { linked: boolean }) => c.linked,
      ),
    ).toBe(true)
    const configure = await s.graphql(
      url(),
      `mutation { configureSmartInbox(enabled: false, companyIds: ["company-1001"], teamNames: ["Team Noord"]) { ok configuration { enabled teamNames companies { id linked } } } }`,
      { token: tokens['manager']! },
    )
    expect(configure.body.data.configureSmartInbox.configuration).toMatchObject({
      enabled: false,
      teamNames: ['Team Noord'],
    })
    expect(
      configure.body.data.configureSmartInbox.configuration.companies.filter(
        (c: { linked: boolean }) => c.linked,
      ),
    ).toEqual([{ id: 'company-1001', linked: true }])
    const denied = await s.graphql(url(), auto, { token: tokens['teamlead']!, variables: { u: 'a', p: 'b' } })
    expect(denied.body.errors[0].extensions.code).toBe('forbidden')
  })
})
