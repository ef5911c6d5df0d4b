import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import * as t from './schema'
import type { AuthenticatedUser } from '../auth/auth-service'
import type { ChatbotRow } from './chatbot-access-service'
import { ApiError } from '../errors'
import { chatbotServerAddress, type SandboxServices } from '../services'

/** A new chatbot as the management service's create call names it (checked by the route). */
export interface NewChatbot {
  readonly projectId: string
  readonly projectName: string
  readonly ats: string
  readonly defaultLanguageTag: string
}

/**
 * The chatbot-management service (deployments, spec 001 §7.1/§7.2): create, delete, recover and repair a
 * chatbot. Only superusers reach it (the route checks); deleted chatbots stay reachable here.
 */
export async function createChatbot(services: SandboxServices, user: AuthenticatedUser, input: NewChatbot) {
  const { db, clock } = services
  if (await services.chatbots.byProjectId(input.projectId))
    throw new ApiError('already_exists', { fields: { projectId: ['Key already exists'] } })
  const id = `cb-${randomBytes(6).toString('hex')}`
  await db.transaction(async (tx) => {
    await tx.insert(t.chatbots).values({
      id,
      organizationId: user.organizationId,
      projectId: input.projectId,
      projectName: input.projectName,
      serverId: 'sandbox-1',
      ats: input.ats,
      defaultLanguageTag: input.defaultLanguageTag,
      apiToken: randomBytes(18).toString('base64url'),
      createdAt: clock.now(),
    })
    await tx.insert(t.userChatbots).values({ userId: user.id, chatbotId: id, position: 99 })
    await tx.insert(t.teams).values({ id: `team-${id}`, chatbotId: id, name: 'Team' })
  })
  return {
    ok: true,
    projectId: input.projectId,
    serverAddress: chatbotServerAddress(services.baseUrl(), input.projectId),
  }
}

/** The chatbot of a management call, deleted or not; `not_found` when there is none. */
async function managedChatbot(services: SandboxServices, projectId: string): Promise<ChatbotRow> {
  const row = await services.chatbots.byProjectId(projectId)
  if (!row) throw new ApiError('not_found')
  return row
}

/** Deletes (soft) or recovers a chatbot. */
export async function setChatbotDeleted(services: SandboxServices, projectId: string, deleted: boolean) {
  const row = await managedChatbot(services, projectId)
  await services.db.update(t.chatbots).set({ deleted }).where(eq(t.chatbots.id, row.id))
  return { ok: true, projectId: row.projectId, deleted }
}

/** Repairs what a deployment needs to work: a team to route conversations to, and its realtime node. */
export async function fixChatbot(services: SandboxServices, projectId: string) {
  const { db, realtime, clock } = services
  const row = await managedChatbot(services, projectId)
  const fixed: string[] = []
  const teams = await db.select({ id: t.teams.id }).from(t.teams).where(eq(t.teams.chatbotId, row.id))
  if (teams.length === 0) {
    await db.insert(t.teams).values({ id: `team-${row.id}`, chatbotId: row.id, name: 'Team' })
    fixed.push('default_team')
  }
  if (realtime.get(['projects', row.projectId, 'openedConversations']) === null) {
    await realtime.set(['projects', row.projectId, 'createdAt'], clock.now())
    fixed.push('realtime_node')
  }
  return { ok: true, projectId: row.projectId, fixed }
}
