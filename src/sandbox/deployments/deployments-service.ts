import { randomBytes } from 'node:crypto'
import { asc, eq } from 'drizzle-orm'
import { deploymentStateOf, type DeploymentFix, type ManagedChatbot } from '@shared/domain/deployments'
import * as t from '../chatbots/schema'
import type { AuthenticatedUser } from '../auth/auth-service'
import type { ChatbotRow } from '../chatbots/chatbot-access-service'
import { ApiError } from '../errors'
import { chatbotServerAddress, type SandboxServices } from '../services'
import { deployments } from './schema'

/** A new chatbot as the management service's create call names it (checked by the route). */
export interface NewChatbot {
  readonly projectId: string
  readonly projectName: string
  readonly ats: string
  readonly defaultLanguageTag: string
  /** The template of the templates service it is made from (`allTemplates`). */
  readonly template: { readonly id: string; readonly name: string }
}

/**
 * The chatbot-management service (deployments, spec 001 §7.1/§7.2): list, create, delete, recover and
 * repair a chatbot. Only superusers reach it (the route checks), and only their own organisation's
 * chatbots: a project id of another organisation is `not_found`, as if it did not exist.
 */
export async function listChatbots(
  services: SandboxServices,
  user: AuthenticatedUser,
): Promise<ManagedChatbot[]> {
  const rows = await services.db
    .select({ chatbot: t.chatbots, deployment: deployments })
    .from(t.chatbots)
    .leftJoin(deployments, eq(deployments.chatbotId, t.chatbots.id))
    .where(eq(t.chatbots.organizationId, user.organizationId))
    .orderBy(asc(t.chatbots.projectName), asc(t.chatbots.projectId))
  return rows.map(({ chatbot, deployment }) => ({
    projectId: chatbot.projectId,
    projectName: chatbot.projectName,
    serverId: chatbot.serverId,
    serverAddress: chatbotServerAddress(services.baseUrl(), chatbot.projectId),
    template: deployment ? { id: deployment.templateId, name: deployment.templateName } : null,
    state: deploymentStateOf(chatbot),
    createdAt: chatbot.createdAt,
  }))
}

export async function createChatbot(services: SandboxServices, user: AuthenticatedUser, input: NewChatbot) {
  const { db, clock } = services
  // Project ids are unique across organisations: the key exists whoever owns it.
  if (await services.chatbots.byProjectId(input.projectId))
    throw new ApiError('already_exists', { fields: { projectId: ['Key already exists'] } })
  const id = `cb-${randomBytes(6).toString('hex')}`
  const now = clock.now()
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
      createdAt: now,
    })
    await tx.insert(t.userChatbots).values({ userId: user.id, chatbotId: id, position: 99 })
    await tx.insert(t.teams).values({ id: `team-${id}`, chatbotId: id, name: 'Team' })
    await tx.insert(deployments).values({
      chatbotId: id,
      templateId: input.template.id,
      templateName: input.template.name,
      createdBy: user.id,
      createdAt: now,
    })
  })
  return {
    ok: true,
    projectId: input.projectId,
    serverAddress: chatbotServerAddress(services.baseUrl(), input.projectId),
  }
}

/** The organisation's chatbot of a management call, deleted or not; `not_found` when there is none. */
async function managedChatbot(
  services: SandboxServices,
  user: AuthenticatedUser,
  projectId: string,
): Promise<ChatbotRow> {
  const row = await services.chatbots.byProjectId(projectId)
  if (!row || row.organizationId !== user.organizationId) throw new ApiError('not_found')
  return row
}

/** Deletes (soft) or recovers a chatbot. */
export async function setChatbotDeleted(
  services: SandboxServices,
  user: AuthenticatedUser,
  projectId: string,
  deleted: boolean,
) {
  const row = await managedChatbot(services, user, projectId)
  await services.db.update(t.chatbots).set({ deleted }).where(eq(t.chatbots.id, row.id))
  return { ok: true, projectId: row.projectId, deleted }
}

/**
 * Repairs what a deployment needs to work without touching its content: a team to route conversations
 * to, and its realtime node. Answers what it changed (empty: nothing was missing).
 */
export async function fixChatbot(services: SandboxServices, user: AuthenticatedUser, projectId: string) {
  const { db, realtime, clock } = services
  const row = await managedChatbot(services, user, projectId)
  const fixed: DeploymentFix[] = []
  const teams = await db.select({ id: t.teams.id }).from(t.teams).where(eq(t.teams.chatbotId, row.id))
  if (teams.length === 0) {
    await db.insert(t.teams).values({ id: `team-${row.id}`, chatbotId: row.id, name: 'Team' })
    fixed.push('default_team')
  }
  // The project's node, whatever it holds: a chatbot with conversations or a creation time has one.
  if (realtime.get(['projects', row.projectId]) === null) {
    await realtime.set(['projects', row.projectId, 'createdAt'], clock.now())
    fixed.push('realtime_node')
  }
  return { ok: true, projectId: row.projectId, fixed }
}
