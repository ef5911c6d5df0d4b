import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { funnelStepsPerFlow } from '@shared/domain/analytics'
import { startTestServer, type TestServer } from '../test-support'

let server: TestServer
let manager: string
let teamlead: string
let employee: string
const project = 'talentbrug-werving'
let graphqlUrl: string

beforeAll(async () => {
  server = await startTestServer()
  manager = (await server.signIn('manager@demo.nl')).access
  teamlead = (await server.signIn('teamlead@demo.nl')).access
  employee = (await server.signIn('employee@demo.nl')).access
  graphqlUrl = `/chatbot-server/${project}/graphql`
}, 120_000)
afterAll(() => server?.close())

const auth = (token: string) => ({ authorization: `Bearer ${token}` })
const analytics = (fn: string, extra: Record<string, unknown> = {}, token = manager) =>
  server.post('/api/v1/analytics/', { analyticsFunction: fn, project_id: project, ...extra }, auth(token))
const portal = (fn: string, extra: Record<string, unknown> = {}, token = manager) =>
  server.post(
    '/api/v1/portal-analytics/',
    { analyticsFunction: fn, project_id: project, ...extra },
    auth(token),
  )
const gql = (query: string, variables: Record<string, unknown> = {}, token = manager) =>
  server.graphql(graphqlUrl, query, { token, variables })

const today = () => new Date(server.clock.now()).toISOString().slice(0, 10)
/** The day `days` before today: a year back covers the seeded 90 days within the analytics limit. */
const daysBack = (days: number) => new Date(server.clock.now() - days * 86_400_000).toISOString().slice(0, 10)

describe('POST /api/v1/analytics/', () => {
  it('defaults to the last 30 days to today and answers every function', async () => {
    const hours = await analytics('activeUsersPerHour')
    expect(hours.status).toBe(200)
    expect(hours.body.results).toHaveLength(24)
    const days = (Date.parse(hours.body.endDate) - Date.parse(hours.body.startDate)) / 86_400_000 + 1
    expect(days).toBe(30)
    const summary = await portal('webChatSummary')
    const perHour = (hours.body.results as { users: number }[]).reduce((s, h) => s + h.users, 0)
    expect(perHour).toBe(summary.body.results.conversations)
    const office = await analytics('usageOutsideOfficeHours')
    expect(office.body.results.inside + office.body.results.outside).toBe(perHour)
    // The story: a good share of candidates talk to the bot outside office hours.
    expect(office.body.results.outside).toBeGreaterThan(office.body.results.inside * 0.5)
    expect(office.body.results.officeHours).toEqual({ days: [1, 2, 3, 4, 5], start: '09:00', end: '17:00' })
  })

  it('keeps the first 5 funnel entries per flow, in the flow order', async () => {
    const { body } = await analytics('dropRateFunnel')
    const perFlow = new Map<string, number>()
    for (const e of body.results as { flowId: string; reached: number; dropped: number }[]) {
      perFlow.set(e.flowId, (perFlow.get(e.flowId) ?? 0) + 1)
      expect(e.dropped).toBeLessThanOrEqual(e.reached)
    }
    expect(Math.max(...perFlow.values())).toBe(funnelStepsPerFlow)
    expect(perFlow.get('fl-werving-chauffeur')).toBe(5)
    const chauffeur = (body.results as { flowId: string; stateId: string }[]).filter(
      (e) => e.flowId === 'fl-werving-chauffeur',
    )
    expect(chauffeur[0]?.stateId).toBe('st-werving-ch-intro')
  })

  it('answers top 10 intents, users per flow, and the first day', async () => {
    const intents = await analytics('top10Intents')
    expect(intents.body.results).toHaveLength(10)
    const counts = (intents.body.results as { count: number }[]).map((i) => i.count)
    expect([...counts].sort((a, b) => b - a)).toEqual(counts)
    const flows = await analytics('usersPerFlow', { flow_ids: ['fl-werving-chauffeur'] })
    expect(flows.body.results).toHaveLength(1)
    expect(flows.body.results[0].users).toBeGreaterThan(0)
    const first = await analytics('minDate')
    expect(first.body.results).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(Date.parse(today()) - Date.parse(first.body.results)).toBeGreaterThanOrEqual(88 * 86_400_000)
  })

  it('narrows to a range and flows', async () => {
    const all = await portal('webChatSummary', { start_date: daysBack(365), end_date: today() })
    const week = await portal('webChatSummary', {
      start_date: daysBack(365),
      end_date: today(),
      flow_ids: ['fl-werving-magazijn'],
    })
    expect(week.body.results.conversations).toBeLessThan(all.body.results.conversations)
    expect(all.body.results.conversations).toBeGreaterThan(1500)
    const periods = await portal('activeUsersPerPeriod', {
      period: 'week',
      start_date: '2026-01-05',
      end_date: '2026-01-18',
    })
    expect(periods.body.results.map((p: { period: string }) => p.period)).toEqual([
      '2026-01-05',
      '2026-01-12',
    ])
  })

  it('answers per-flow KPIs with processor descriptions', async () => {
    const { body } = await portal('kpiAnalytics', { flow_ids: ['fl-werving-chauffeur'] })
    expect(body.results).toHaveLength(1)
    const goal = body.results[0].kpis.find((k: { isImportantGoal: boolean }) => k.isImportantGoal)
    expect(goal.description).not.toBe('')
    expect(body.results[0].finished).toBeLessThanOrEqual(body.results[0].users)
  })

  it('refuses bad input and roles without analytics', async () => {
    const bad = await analytics('everything', { start_date: '2026-02-30', flow_ids: 'x' })
    expect(bad.status).toBe(400)
    expect(Object.keys(bad.body.fields).sort()).toEqual(['analyticsFunction', 'flow_ids', 'start_date'])
    const reversed = await analytics('top10Intents', { start_date: '2026-01-10', end_date: '2026-01-01' })
    expect(reversed.status).toBe(400)
    expect((await analytics('top10Intents', {}, employee)).status).toBe(403)
    expect((await portal('languageUse', {}, employee)).status).toBe(403)
    expect((await analytics('top10Intents', {}, teamlead)).status).toBe(200)
  })
})

describe('analytics conversations (chatbot GraphQL)', () => {
  const page = /* GraphQL */ `
    query ($page: Int, $startDate: String, $search: String) {
      analyticsConversations(page: $page, startDate: $startDate, search: $search) {
        conversationCount
        amountOfPages
        pageSize
        conversations {
          clientId
          steps
          stateMachines
          contactDetails {
            name
            phoneNumber
          }
          isRead
          finished
        }
      }
    }
  `

  it('pages by 100, with steps, flows and contact details; one conversation has steps and messages', async () => {
    const { body } = await gql(page, { page: 1 })
    const result = body.data.analyticsConversations
    expect(result.pageSize).toBe(100)
    expect(result.conversations).toHaveLength(100)
    expect(result.amountOfPages).toBe(Math.ceil(result.conversationCount / 100))
    const first = result.conversations[0]
    expect(first.stateMachines.length).toBeGreaterThan(0)
    const detail = await gql(
      `query ($id: ID!) { analyticsConversation(clientId: $id) { stepList { stateName flowName answer } messages { senderEntity text } }
        allGoogleLogsClient(clientId: $id) { stateId } }`,
      { id: first.clientId },
    )
    expect(detail.body.data.analyticsConversation.stepList).toHaveLength(first.steps)
    expect(detail.body.data.allGoogleLogsClient).toHaveLength(first.steps)
    expect(detail.body.data.analyticsConversation.messages[0].senderEntity).toBe('chatbot')
  })

  it('refuses a page size over 100 and an employee', async () => {
    const big = await gql(`{ analyticsConversations(pageSize: 101) { page } }`)
    expect(big.body.errors[0].extensions.code).toBe('invalid_input')
    const refused = await gql(`{ analyticsConversations { page } }`, {}, employee)
    expect(refused.body.errors[0].extensions.code).toBe('forbidden')
  })

  it('deletes a conversation: gone from the list, the detail and the analytics; a team lead may not', async () => {
    const before = (await gql(page, { startDate: daysBack(365) })).body.data.analyticsConversations
    const id = before.conversations[0].clientId
    const del = `mutation ($id: ID!) { deleteClientStateByClientId(clientId: $id) { ok errorMessage } }`
    const denied = await gql(del, { id }, teamlead)
    expect(denied.body.errors[0].extensions.code).toBe('forbidden')
    expect((await gql(del, { id })).body.data.deleteClientStateByClientId).toEqual({
      ok: true,
      errorMessage: null,
    })
    expect((await gql(del, { id })).body.data.deleteClientStateByClientId.ok).toBe(false)
    const after = (await gql(page, { startDate: daysBack(365) })).body.data.analyticsConversations
    expect(after.conversationCount).toBe(before.conversationCount - 1)
    expect(after.conversations.map((c: { clientId: string }) => c.clientId)).not.toContain(id)
    const all = await portal('webChatSummary', { start_date: daysBack(365) })
    expect(all.body.results.conversations).toBe(before.conversationCount - 1)
  })

  it('finds conversations by name, phone or id', async () => {
    const { body } = await gql(page, { search: 'an-00010', startDate: daysBack(365) })
    expect(
      body.data.analyticsConversations.conversations.map((c: { clientId: string }) => c.clientId),
    ).toContain('an-00010')
  })
})

describe('analytics events and custom reports', () => {
  const create = `mutation ($label: String!, $action: String!) {
    createAnalyticsEvent(eventLabel: $label, eventAction: $action) { ok errors { field messages } analyticsEvent { id eventLabel } } }`

  it('creates, updates and deletes an event; a label starting with a digit is refused with the spec message', async () => {
    const refused = await gql(create, { label: '1_sollicitatie', action: 'submit' })
    expect(refused.body.data.createAnalyticsEvent).toMatchObject({
      ok: false,
      errors: [{ field: 'eventLabel', messages: ['The event label must start with a letter.'] }],
    })
    const long = await gql(create, { label: 'a'.repeat(41), action: '' })
    expect(long.body.data.createAnalyticsEvent.errors.map((e: { field: string }) => e.field)).toEqual([
      'eventLabel',
      'eventAction',
    ])
    const made = (await gql(create, { label: 'gesprek_gestart', action: 'start' })).body.data
      .createAnalyticsEvent
    expect(made.ok).toBe(true)
    const updated = await gql(
      `mutation ($id: ID!) { updateAnalyticsEvent(id: $id, eventLabel: "gesprek_begonnen", eventAction: "start") { ok analyticsEvent { eventLabel } } }`,
      { id: made.analyticsEvent.id },
    )
    expect(updated.body.data.updateAnalyticsEvent.analyticsEvent.eventLabel).toBe('gesprek_begonnen')
    const list = await gql(`{ allAnalyticsEvents { eventLabel } }`)
    expect(list.body.data.allAnalyticsEvents.map((e: { eventLabel: string }) => e.eventLabel)).toContain(
      'gesprek_begonnen',
    )
    const gone = await gql(`mutation ($id: ID!) { deleteAnalyticsEvent(id: $id) { ok } }`, {
      id: made.analyticsEvent.id,
    })
    expect(gone.body.data.deleteAnalyticsEvent.ok).toBe(true)
  })

  it('generates a custom report only with valid fields', async () => {
    const reports = (await gql(`{ allCustomReports { id title url } }`)).body.data.allCustomReports
    expect(reports.length).toBeGreaterThan(0)
    const generate = `mutation ($id: ID!, $emails: [String!]!) {
      generateCustomReport(id: $id, emails: $emails, startDate: "2026-01-01", endDate: "2026-01-07") { ok errorMessage errors { field } } }`
    const bad = await gql(generate, { id: reports[0].id, emails: ['ok@demo.nl', 'not-an-email'] })
    expect(bad.body.data.generateCustomReport).toMatchObject({
      ok: false,
      errorMessage: 'Something went wrong, check the fields and try again',
      errors: [{ field: 'emails' }],
    })
    const good = await gql(generate, { id: reports[0].id, emails: ['ok@demo.nl'] })
    expect(good.body.data.generateCustomReport.ok).toBe(true)
    const { rows } = await server.pg.query<{ url: string }>('select url from custom_report_runs')
    expect(rows).toEqual([{ url: reports[0].url }])
  })
})

describe('processors(ids) with their analyticsDescription', () => {
  const query = `query ($ids: [ID!]!) { processors(ids: $ids) { id humanReadableName analyticsDescription isImportantGoal } }`

  it('answers the processors the KPIs count, in the order asked, with the text that says what they mean', async () => {
    const flows = (await portal('kpiAnalytics', { start_date: daysBack(365) })).body.results as {
      kpis: { processorId: string; name: string }[]
    }[]
    const counted = [...new Set(flows.flatMap((f) => f.kpis.map((k) => k.processorId)))]
    expect(counted.length).toBeGreaterThan(1)
    const asked = [...counted].reverse()
    const { body } = await gql(query, { ids: [...asked, 'no-such-processor'] }, teamlead)
    const answered = body.data.processors as { id: string; analyticsDescription: string }[]
    expect(answered.map((p) => p.id)).toEqual(asked)
    for (const p of answered) expect(p.analyticsDescription.length).toBeGreaterThan(0)
  })

  it('refuses an employee and a list over 200 ids', async () => {
    const refused = await gql(query, { ids: ['x'] }, employee)
    expect(refused.body.errors[0].extensions.code).toBe('forbidden')
    const long = await gql(query, { ids: Array.from({ length: 201 }, (_, i) => `p${i}`) })
    expect(long.body.errors[0].extensions.code).toBe('invalid_input')
  })
})

describe('freetext messages and the blog feed', () => {
  it('lists what candidates typed at a state', async () => {
    const res = await server.request(
      'GET',
      `/api/v1/freetext-messages/?project_id=${project}&state_id=st-werving-ch-email`,
      {
        headers: auth(manager),
      },
    )
    expect(res.status).toBe(200)
    expect(res.body.messages.length).toBeGreaterThan(0)
    expect(res.body.messages[0].text).toMatch(/@example\.nl$/)
    // Newest first, each typed answer naming its conversation and a date in the Smart Inbox's format.
    const first = res.body.messages[0]
    expect(first.date).toMatch(/^\d{2}\/\d{2}\/\d{2} \d{2}:\d{2}$/)
    const logs = await gql(
      `query ($id: ID!) { allGoogleLogsClient(clientId: $id) { stateId answer typed } }`,
      {
        id: first.clientId,
      },
    )
    expect(logs.body.data.allGoogleLogsClient).toContainEqual({
      stateId: 'st-werving-ch-email',
      answer: first.text,
      typed: true,
    })
  })

  it('answers the typed answers only to who may read the conversations, and needs both parameters', async () => {
    const path = `/api/v1/freetext-messages/?project_id=${project}&state_id=st-werving-ch-email`
    const employeeAnswer = await server.request('GET', path, { headers: auth(employee) })
    expect(employeeAnswer.status).toBe(403)
    const teamleadAnswer = await server.request('GET', path, { headers: auth(teamlead) })
    expect(teamleadAnswer.status).toBe(200)
    const missing = await server.request('GET', `/api/v1/freetext-messages/?project_id=${project}`, {
      headers: auth(manager),
    })
    expect(missing.status).toBe(400)
    const none = await server.request(
      'GET',
      `/api/v1/freetext-messages/?project_id=${project}&state_id=no-such-state`,
      { headers: auth(manager) },
    )
    expect(none.body.messages).toEqual([])
  })

  it('serves an RSS feed of seven articles', async () => {
    const res = await server.request('GET', '/blog/feed.xml')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('application/rss+xml')
    expect((res.body as string).match(/<item>/g)).toHaveLength(7)
  })

  it('draws the feed’s thumbnails itself: every image address is on the sandbox, nothing on the internet', async () => {
    const feed = (await server.request('GET', '/blog/feed.xml')).body as string
    const urls = [...feed.matchAll(/<enclosure url="([^"]+)"/g)].map((m) => m[1]!)
    const served = urls.filter((url) => !url.startsWith('data:'))
    expect(served.length).toBe(6)
    for (const url of served) {
      expect(url.startsWith(`${server.url}/blog/images/`)).toBe(true)
      const image = await server.request('GET', url)
      expect(image.status).toBe(200)
      expect(image.headers.get('content-type')).toBe('image/svg+xml')
      expect(image.body as string).not.toMatch(/<script|href=|on[a-z]+=/i)
    }
    expect((await server.request('GET', '/blog/images/nope.svg')).status).toBe(404)
  })
})
