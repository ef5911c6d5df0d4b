import { randomBytes, timingSafeEqual } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { atsKinds } from '@shared/domain/chatbot'
import * as t from '../db/schema'
import type { SandboxServices } from '../services/services'
import { chatbotServerAddress } from '../services/services'
import { ApiError } from '../services/errors'
import { readBody, requirePermission, requireUser, type SandboxEnv } from './request'

const projectIdPattern = /^[a-z0-9][a-z0-9-]{2,62}$/

/**
 * The chatbot-management service (deployments): a fixed header secret plus token authorization, as spec
 * 001 §7.1/§7.2 describe. Deployments reach beyond one organisation's configuration, so only superusers.
 */
export function managementRoutes(services: SandboxServices): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>()
  const { db, clock, realtime } = services

  app.use('/chatbot/*', async (c, next) => {
    const given = Buffer.from(c.req.header('x-management-secret') ?? '')
    const expected = Buffer.from(services.config.managementSecret)
    if (given.length !== expected.length || !timingSafeEqual(given, expected))
      throw new ApiError('invalid_management_secret')
    await next()
  })
  app.use('/chatbot/*', requireUser(services), requirePermission('manage', 'ChatbotManagement'))

  async function findChatbot(projectId: unknown) {
    if (typeof projectId !== 'string' || !projectId.trim()) {
      throw new ApiError('invalid_input', { fields: { projectId: ['This field is required.'] } })
    }
    const [row] = await db.select().from(t.chatbots).where(eq(t.chatbots.projectId, projectId.trim()))
    if (!row) throw new ApiError('not_found')
    return row
  }

  app.post('/chatbot/create', async (c) => {
    const user = c.get('user')
    const body = await readBody(c)
    const projectId = typeof body['projectId'] === 'string' ? body['projectId'].trim() : ''
    const template = (
      typeof body['template'] === 'object' && body['template'] !== null ? body['template'] : body
    ) as Record<string, unknown>
    const fields: Record<string, string[]> = {}
    if (!projectIdPattern.test(projectId))
      fields['projectId'] = ['3 to 63 lowercase letters, digits or hyphens.']
    const ats = template['ats'] ?? 'OTYS'
    if (!atsKinds.includes(ats as never)) fields['ats'] = [`One of: ${atsKinds.join(', ')}.`]
    const language = template['defaultLanguageTag'] ?? 'nl'
    if (typeof language !== 'string' || !/^[a-z]{2}(-[A-Z]{2})?$/.test(language))
      fields['defaultLanguageTag'] = ['A language tag such as nl or en.']
    if (Object.keys(fields).length > 0) throw new ApiError('invalid_input', { fields })
    const [existing] = await db
      .select({ id: t.chatbots.id })
      .from(t.chatbots)
      .where(eq(t.chatbots.projectId, projectId))
    if (existing) throw new ApiError('already_exists', { fields: { projectId: ['Key already exists'] } })
    const id = `cb-${randomBytes(6).toString('hex')}`
    const projectName =
      typeof template['projectName'] === 'string' && template['projectName'].trim()
        ? template['projectName'].trim()
        : projectId
    await db.transaction(async (tx) => {
      await tx.insert(t.chatbots).values({
        id,
        organizationId: user.organizationId,
        projectId,
        projectName,
        serverId: 'sandbox-1',
        ats: String(ats),
        defaultLanguageTag: String(language),
        apiToken: randomBytes(18).toString('base64url'),
        createdAt: clock.now(),
      })
      await tx.insert(t.userChatbots).values({ userId: user.id, chatbotId: id, position: 99 })
      await tx.insert(t.teams).values({ id: `team-${id}`, chatbotId: id, name: 'Team' })
    })
    return c.json(
      { ok: true, projectId, serverAddress: chatbotServerAddress(services.baseUrl(), projectId) },
      201,
    )
  })

  app.post('/chatbot/delete', async (c) => {
    const row = await findChatbot((await readBody(c))['projectId'])
    await db.update(t.chatbots).set({ deleted: true }).where(eq(t.chatbots.id, row.id))
    return c.json({ ok: true, projectId: row.projectId, deleted: true })
  })

  app.post('/chatbot/recover', async (c) => {
    const row = await findChatbot((await readBody(c))['projectId'])
    await db.update(t.chatbots).set({ deleted: false }).where(eq(t.chatbots.id, row.id))
    return c.json({ ok: true, projectId: row.projectId, deleted: false })
  })

  /** Repairs what a deployment needs to work: a team to route conversations to, and its realtime node. */
  app.post('/chatbot/fix', async (c) => {
    const row = await findChatbot((await readBody(c))['projectId'])
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
    return c.json({ ok: true, projectId: row.projectId, fixed })
  })

  return app
}
