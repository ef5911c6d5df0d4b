import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import {
  clientMessagesParams,
  defaultInboxFilters,
  isWhatsappSent,
  type InboxFilters,
} from '@shared/domain/inbox'
import * as t from './schema'
import { whatsappDefinitions, whatsappTemplates } from '../whatsapp/schema'
import { addDays, calendarDayOf } from './inbox-time'
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
