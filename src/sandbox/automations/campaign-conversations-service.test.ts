import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../test-support'

/**
 * GET campaign/conversations honours every parameter of spec 001 §7.2: paging, date range,
 * phone number, status, KPI and user data filters, sort field and direction, options, export and the
 * conversation data fields. Each filter is checked against the whole list filtered here.
 */
let s: TestServer
let token = ''
const project = 'talentbrug-werving'
const campaign = 'cmp-vacature-magazijn'

beforeAll(async () => {
  s = await startTestServer()
  token = (await s.signIn('manager@demo.nl')).access
}, 60_000)
afterAll(() => s.close())

interface Row {
  id: string
  phone_number: string
  status: string
  kpis: string[]
  conversation_start: string
  conversation_end: string | null
  conversation_data: Record<string, string>
}
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Body = any
const list = async (params: Record<string, string> = {}) => {
  const answer = await s.request(
    'GET',
    `/api/v1/campaign/conversations/?${new URLSearchParams({ project_id: project, campaign_id: campaign, ...params })}`,
    { headers: { authorization: `Bearer ${token}` } },
  )
  return { status: answer.status, body: answer.body as Body }
}
const everything = async () => (await list({ export: 'true' })).body.conversations as Row[]
const ids = (rows: Row[]) => rows.map((r) => r.id).sort()

describe('campaign/conversations parameters', () => {
  it('pages by page_num and page_size; export answers every row', async () => {
    const all = await everything()
    expect(all.length).toBeGreaterThan(25)
    const first = (await list({ page_size: '10' })).body
    const second = (await list({ page_size: '10', page_num: '2' })).body
    expect(first.conversations).toHaveLength(10)
    expect(second.conversations).toHaveLength(10)
    expect(first.conversation_count).toBe(all.length)
    expect(ids([...first.conversations, ...second.conversations])).toEqual(ids(all.slice(0, 20)))
    expect((await list()).body.conversations).toHaveLength(20)
    expect((await list({ page_size: '0' })).status).toBe(400)
  })

  it('filters on status, KPI, user data and phone number, all together too', async () => {
    const all = await everything()
    const finished = (await list({ status_filter: 'finished', export: 'true' })).body.conversations as Row[]
    expect(ids(finished)).toEqual(ids(all.filter((r) => r.status === 'finished')))
    expect(finished.length).toBeGreaterThan(0)
    const several = (await list({ status_filter: 'finished,error', export: 'true' })).body.conversations
    expect(ids(several)).toEqual(ids(all.filter((r) => ['finished', 'error'].includes(r.status))))

    const replied = (await list({ kpi_filter: 'replied', export: 'true' })).body.conversations as Row[]
    expect(ids(replied)).toEqual(ids(all.filter((r) => r.kpis.includes('replied'))))
    expect(replied.length).toBeGreaterThan(finished.length - 1)

    const someone = all[0]!.conversation_data['name']!
    const part = someone.split(' ')[0]!.toUpperCase()
    const byName = (await list({ user_data_filter: `name:${part}`, export: 'true' })).body.conversations
    expect(ids(byName)).toEqual(
      ids(all.filter((r) => (r.conversation_data['name'] ?? '').toUpperCase().includes(part))),
    )
    expect(byName.length).toBeGreaterThan(0)

    const phone = all[0]!.phone_number
    const byPhone = (await list({ phone_number: phone.slice(3, 9), export: 'true' })).body.conversations
    expect(ids(byPhone)).toEqual(ids(all.filter((r) => r.phone_number.includes(phone.slice(3, 9)))))

    const combined = (
      await list({ status_filter: 'finished', kpi_filter: 'finished', phone_number: phone, export: 'true' })
    ).body.conversations as Row[]
    expect(ids(combined)).toEqual(
      ids(
        all.filter((r) => r.status === 'finished' && r.kpis.includes('finished') && r.phone_number === phone),
      ),
    )
  })

  it('filters on the start day: from the start of start_date up to the end of end_date', async () => {
    const all = await everything()
    const days = [...new Set(all.map((r) => r.conversation_start.slice(0, 10)))].sort()
    expect(days.length).toBeGreaterThan(2)
    const [from, to] = [days[1]!, days[2]!]
    const ranged = (await list({ start_date: from, end_date: to, export: 'true' })).body
      .conversations as Row[]
    const inRange = (r: Row) => {
      const start = Date.parse(r.conversation_start)
      return (
        start >= Date.parse(`${from}T00:00:00+01:00`) &&
        start < Date.parse(`${to}T00:00:00+01:00`) + 86_400_000
      )
    }
    expect(ids(ranged)).toEqual(ids(all.filter(inRange)))
    expect(ranged.length).toBeGreaterThan(0)
    expect((await list({ start_date: '5-1-2026' })).status).toBe(400)
  })

  it('sorts by every field in both directions', async () => {
    for (const field of ['conversation_start', 'conversation_end', 'status', 'phone_number'] as const) {
      for (const direction of ['asc', 'desc'] as const) {
        const rows = (await list({ sort_field: field, sort_direction: direction, export: 'true' })).body
          .conversations as Row[]
        const keys = rows.map((r) => r[field] ?? '')
        const sorted = [...keys].sort((a, b) => a.localeCompare(b))
        expect(keys).toEqual(direction === 'asc' ? sorted : sorted.reverse())
      }
    }
    expect((await list({ sort_field: 'name' })).status).toBe(400)
    expect((await list({ sort_direction: 'up' })).status).toBe(400)
  })

  it('answers the options on the first page or when asked, and narrows the data fields', async () => {
    const all = await everything()
    const options = (await list({ page_num: '2', fetch_options: 'true' })).body
    expect(options.kpi_options).toEqual([...new Set(all.flatMap((r) => r.kpis))].sort())
    expect(options.status_options).toEqual([...new Set(all.map((r) => r.status))].sort())
    expect(options.user_data_options).toEqual(['language', 'message', 'name'])
    expect(options.min_date).toBe(all.map((r) => r.conversation_start).sort()[0])
    expect((await list({ page_num: '2' })).body.kpi_options).toBeUndefined()
    expect((await list()).body.user_data_options).toBeDefined()
    const narrowed = (await list({ conversation_data_fields: 'name' })).body.conversations as Row[]
    expect(narrowed.every((r) => Object.keys(r.conversation_data).join() === 'name')).toBe(true)
  })
})

describe('action results', () => {
  let s: TestServer
  const tokens: Record<string, string> = {}
  const project = 'talentbrug-werving'
  const url = () => `${s.url}/chatbot-server/${project}/graphql`

  beforeAll(async () => {
    s = await startTestServer()
    for (const who of ['manager', 'employee']) tokens[who] = (await s.signIn(`${who}@demo.nl`)).access
  }, 60_000)
  afterAll(() => s.close())

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  type Body = { data: any; errors?: { extensions: { code: string } }[] }
  const gql = async (query: string, variables?: Record<string, unknown>, who = 'manager') =>
    (await s.graphql(url(), query, { token: tokens[who] ?? who, variables })).body as Body
  const rest = async (path: string, params: Record<string, string>, who = 'manager') =>
    s.request('GET', `${path}?${new URLSearchParams({ project_id: project, ...params })}`, {
      headers: { authorization: `Bearer ${tokens[who]}` },
    })

  it('counts results per processor and replays a failed one as a new result', async () => {
    const counts = (await rest('/api/v1/actions/get-successful', { campaign_id: 'cmp-vacature-magazijn' }))
      .body.results
    expect(counts.length).toBeGreaterThan(0)
    const list = async () =>
      (await rest('/api/v1/actions/', { campaign_id: 'cmp-vacature-magazijn', page_size: '1000' })).body
    const before = await list()
    const failed = before.results.find((r: { successful: boolean }) => !r.successful)
    expect(failed).toBeDefined()
    const replay = (
      await gql(
        `mutation { replayAction(actionResultId: "${failed.id}") { ok errorMessage result { id successful replayOf } } }`,
      )
    ).data.replayAction
    expect(replay.ok).toBe(true)
    expect(replay.result).toMatchObject({ successful: true, replayOf: failed.id })
    const after = await list()
    expect(after.count).toBe(before.count + 1)
    expect(after.results[0].id).toBe(replay.result.id)
  })
})
