import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, type OpenedDatabase } from '../db/database'
import type { AuthenticatedUser } from '../auth/auth-service'
import { eq } from 'drizzle-orm'
import { ChatbotAccessService, requireActive } from './chatbot-access-service'
import { chatbotsOfUser } from './directory-service'
import * as t from './schema'
import { ApiError } from '../errors'

const user = (id: string, role: string, isSuperuser = false): AuthenticatedUser => ({
  id,
  username: `${id}@demo.nl`,
  role,
  isSuperuser,
  organizationId: 'org-talentbrug',
  familyId: 'f',
  accessExpiresAt: 0,
})
const superuser = user('u-superuser', 'ADMIN', true)
const manager = user('u-manager', 'MANAGER')
const employee = user('u-employee', 'EMPLOYEE')

async function code(promise: Promise<unknown>): Promise<string> {
  try {
    await promise
    return 'ok'
  } catch (error) {
    return error instanceof ApiError ? error.code : String(error)
  }
}

describe('ChatbotAccessService', () => {
  let opened: OpenedDatabase
  let access: ChatbotAccessService
  beforeAll(async () => {
    opened = await openDatabase({ seed: true, now: () => Date.UTC(2026, 0, 5) })
    access = new ChatbotAccessService(opened.db)
  }, 60_000)
  afterAll(() => opened?.close())

  it('answers the same codes as before, in the same order: not_found, not_assigned_to_chatbot, chatbot_suspended', async () => {
    expect(await code(access.forUser(manager, 'nope'))).toBe('not_found')
    // Deleted: not found, even for a user assigned to it and for superusers.
    expect(await code(access.forUser(manager, 'talentbrug-archief'))).toBe('not_found')
    expect(await code(access.forUser(superuser, 'talentbrug-archief'))).toBe('not_found')
    expect(await code(access.forUser(employee, 'talentbrug-techniek'))).toBe('not_assigned_to_chatbot')
    expect(await code(access.forUser(employee, 'talentbrug-zorg'))).toBe('not_assigned_to_chatbot')
    // Suspended: reachable (its own settings stay readable), refused for work.
    expect((await access.forUser(manager, 'talentbrug-zorg')).suspended).toBe(true)
    expect(await code(access.activeForUser(manager, 'talentbrug-zorg'))).toBe('chatbot_suspended')
    expect((await access.activeForUser(employee, 'talentbrug-werving')).id).toBe('cb-werving')
  })

  it('lets superusers reach every chatbot that is not deleted', async () => {
    expect((await access.forUser(superuser, 'talentbrug-techniek')).id).toBe('cb-techniek')
    expect(await code(access.activeForUser(superuser, 'talentbrug-zorg'))).toBe('chatbot_suspended')
  })

  it('finds any chatbot by project id for management, deleted ones included', async () => {
    expect((await access.byProjectId('talentbrug-archief'))?.deleted).toBe(true)
    expect(await access.byProjectId('nope')).toBeUndefined()
    const zorg = (await access.byProjectId('talentbrug-zorg'))!
    expect(() => requireActive(zorg)).toThrow(ApiError)
  })

  it("refuses a stale assignment to another organisation's chatbot; a superuser still reaches it", async () => {
    const [werving] = await opened.db.select().from(t.chatbots).where(eq(t.chatbots.id, 'cb-werving'))
    await opened.db.insert(t.organizations).values({ id: 'org-ander', name: 'Ander Bureau' })
    await opened.db.insert(t.chatbots).values({
      ...werving!,
      id: 'cb-ander',
      organizationId: 'org-ander',
      projectId: 'ander-werving',
      apiToken: 'ander-token',
    })
    await opened.db
      .insert(t.userChatbots)
      .values({ userId: 'u-employee', chatbotId: 'cb-ander', position: 9 })
    expect(await code(access.forUser(employee, 'ander-werving'))).toBe('not_assigned_to_chatbot')
    expect((await access.forUser(superuser, 'ander-werving')).id).toBe('cb-ander')
    // Nor is it listed among the user's chatbots.
    expect((await chatbotsOfUser(opened.db, 'u-employee')).map((c) => c.id)).not.toContain('cb-ander')
  })
})
