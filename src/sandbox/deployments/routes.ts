import { timingSafeEqual } from 'node:crypto'
import { Hono } from 'hono'
import * as v from 'valibot'
import { newDeploymentSchema } from '@shared/domain/deployments'
import { supportTicketSchema } from '@shared/domain/support-tickets'
import { createChatbot, fixChatbot, listChatbots, setChatbotDeleted } from './deployments-service'
import { createSupportTicket, listSupportTickets } from './support-tickets-service'
import { ApiError } from '../errors'
import type { SandboxServices } from '../services'
import { requirePermission, requireUser, type SandboxEnv } from '../http/request'
import { isObject, jsonBody, requiredText } from '../http/validation'

/**
 * create: the project id, and the template's payload (in `template`, or the body itself): the template's
 * id and name, the ATS and the default language; the project name defaults to the project id.
 */
const createBody = v.pipe(
  v.record(v.string(), v.unknown()),
  v.transform((body) => {
    const template = isObject(body['template']) ? body['template'] : body
    const projectId = typeof body['projectId'] === 'string' ? body['projectId'] : ''
    const projectName = template['projectName'] ?? body['projectName']
    return {
      projectId,
      projectName: typeof projectName === 'string' && projectName.trim() !== '' ? projectName : projectId,
      template: { id: template['id'], name: template['name'] },
      ats: template['ats'] ?? 'OTYS',
      defaultLanguageTag: template['defaultLanguageTag'] ?? 'nl',
    }
  }),
  newDeploymentSchema,
)

const projectBody = v.object({ projectId: requiredText() })

/**
 * The chatbot-management service (deployments): a fixed header secret plus token authorization, as spec
 * 001 §7.1/§7.2 describe. Deployments reach beyond one organisation's configuration, so only superusers.
 * `GET /chatbot/list` is ours (docs/sandbox-api.md): the spec's portal reads the user's chatbots, and a
 * superuser managing deployments needs every one of the organisation, deleted ones too.
 */
export function managementRoutes(services: SandboxServices): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>()

  app.use('/chatbot/*', async (c, next) => {
    const given = Buffer.from(c.req.header('x-management-secret') ?? '')
    const expected = Buffer.from(services.config.managementSecret)
    if (given.length !== expected.length || !timingSafeEqual(given, expected))
      throw new ApiError('invalid_management_secret')
    await next()
  })
  app.use('/chatbot/*', requireUser(services), requirePermission('manage', 'ChatbotManagement'))

  app.get('/chatbot/list', async (c) => c.json({ chatbots: await listChatbots(services, c.get('user')) }))

  app.post('/chatbot/create', jsonBody(createBody), async (c) =>
    c.json(await createChatbot(services, c.get('user'), c.req.valid('json')), 201),
  )

  app.post('/chatbot/delete', jsonBody(projectBody), async (c) =>
    c.json(await setChatbotDeleted(services, c.get('user'), c.req.valid('json').projectId, true)),
  )

  app.post('/chatbot/recover', jsonBody(projectBody), async (c) =>
    c.json(await setChatbotDeleted(services, c.get('user'), c.req.valid('json').projectId, false)),
  )

  app.post('/chatbot/fix', jsonBody(projectBody), async (c) =>
    c.json(await fixChatbot(services, c.get('user'), c.req.valid('json').projectId)),
  )

  return app
}

/**
 * Support tickets (ours, docs/sandbox-api.md): any user of the portal (not a partner) sends one; the
 * organisation's superusers read them in Deployments.
 */
export function supportTicketRoutes(services: SandboxServices): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>()
  app.post(
    '/api/v1/support-ticket/',
    requireUser(services),
    requirePermission('read', 'Dashboard'),
    jsonBody(supportTicketSchema),
    async (c) => c.json(await createSupportTicket(services, c.get('user'), c.req.valid('json')), 201),
  )
  app.get(
    '/api/v1/support-ticket/',
    requireUser(services),
    requirePermission('manage', 'ChatbotManagement'),
    async (c) => c.json({ tickets: await listSupportTickets(services, c.get('user')) }),
  )
  return app
}
