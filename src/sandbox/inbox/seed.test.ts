import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import * as t from './schema'
import { hostileCandidateTexts } from '../chatbots/seed-data'
import { inboxAgents, inboxTemplates } from './seed'
import { startTestServer, type TestServer } from '../test-support'

// Whole-seed oracles and exports over ~11,000 rows: seconds on a busy two-core machine.
vi.setConfig({ testTimeout: 30_000 })

let s: TestServer
const tokens: Record<string, string> = {}
type Row = typeof t.inboxMessages.$inferSelect

beforeAll(async () => {
  s = await startTestServer()
  for (const who of ['manager', 'employee', 'partner', 'teamlead'])
    tokens[who] = (await s.signIn(`${who}@demo.nl`)).access
}, 60_000)
afterAll(() => s.close())

/** The oracle: the database rows of the project, filtered here in plain code. */
async function dbRows(where: (row: Row) => boolean = () => true): Promise<Row[]> {
  const rows = await s.db.select().from(t.inboxMessages).where(eq(t.inboxMessages.chatbotId, 'cb-werving'))
  return rows.filter(where).sort((a, b) => b.createdAt - a.createdAt || (a.id < b.id ? 1 : -1))
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
