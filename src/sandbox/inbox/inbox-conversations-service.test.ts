import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import {
  clientMessagesParams,
  defaultInboxFilters,
  type InboxFilters,
  type InboxMessage,
} from '@shared/domain/inbox'
import * as t from './schema'
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

/** The oracle: the database rows of the project, filtered here in plain code. */
async function dbRows(where: (row: Row) => boolean = () => true): Promise<Row[]> {
  const rows = await s.db.select().from(t.inboxMessages).where(eq(t.inboxMessages.chatbotId, 'cb-werving'))
  return rows.filter(where).sort((a, b) => b.createdAt - a.createdAt || (a.id < b.id ? 1 : -1))
}
const inRange = (row: Row, start: string, end: string) =>
  row.createdAt >= startOfDay(start) && row.createdAt < startOfDay(addDays(end, 1))

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

describe('Smart Inbox redesign: conversation filters, labels, "aan mij", phone search', () => {
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
