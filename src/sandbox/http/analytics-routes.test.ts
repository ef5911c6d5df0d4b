import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../test-support'

let server: TestServer
let manager: string
const project = 'talentbrug-werving'

beforeAll(async () => {
  const started = performance.now()
  server = await startTestServer()
  console.log('start ms', performance.now() - started)
  manager = (await server.signIn('manager@demo.nl')).access
}, 120_000)
afterAll(() => server?.close())

const analytics = (fn: string, extra: Record<string, unknown> = {}, token = manager) =>
  server.post('/api/v1/analytics/', { analyticsFunction: fn, project_id: project, ...extra }, { authorization: `Bearer ${token}` })
const portal = (fn: string, extra: Record<string, unknown> = {}, token = manager) =>
  server.post('/api/v1/portal-analytics/', { analyticsFunction: fn, project_id: project, ...extra }, { authorization: `Bearer ${token}` })

describe('analytics', () => {
  it('dumps', async () => {
    for (const fn of ['activeUsersPerHour', 'usageOutsideOfficeHours', 'top10Intents', 'usersPerFlow', 'dropRateFunnel', 'minDate'])
      console.log(fn, JSON.stringify((await analytics(fn)).body).slice(0, 1500))
    for (const fn of ['activeUsersPerPeriod', 'kpiAnalytics', 'languageUse', 'webChatSummary'])
      console.log(fn, JSON.stringify((await portal(fn)).body).slice(0, 1500))
    const { rows } = await server.pg.query<{ n: number; size: string }>("select count(*)::int as n, pg_size_pretty(pg_total_relation_size('analytics_conversations')) as size from analytics_conversations")
    console.log(rows)
    expect(1).toBe(1)
  })
})
