import { timingSafeEqual } from 'node:crypto'
import { Hono } from 'hono'
import * as v from 'valibot'
import { atsKinds } from '@shared/domain/chatbot'
import { createChatbot, fixChatbot, setChatbotDeleted } from './chatbot-management-service'
import { ApiError } from '../errors'
import type { SandboxServices } from '../services'
import { requirePermission, requireUser, type SandboxEnv } from '../http/request'
import { isObject, jsonBody, requiredText, trimmedText } from '../http/validation'

const projectIdPattern = /^[a-z0-9][a-z0-9-]{2,62}$/

/** create: the project id, and the template's settings (in `template`, or the body itself). */
const createBody = v.pipe(
  v.record(v.string(), v.unknown()),
  v.transform((body) => {
    const template = isObject(body['template']) ? body['template'] : body
    return {
      projectId: body['projectId'],
      ats: template['ats'] ?? 'OTYS',
      defaultLanguageTag: template['defaultLanguageTag'] ?? 'nl',
      projectName: template['projectName'],
    }
  }),
  v.object({
    projectId: v.pipe(
      trimmedText,
      v.regex(projectIdPattern, '3 to 63 lowercase letters, digits or hyphens.'),
    ),
    ats: v.picklist(atsKinds, `One of: ${atsKinds.join(', ')}.`),
    defaultLanguageTag: v.pipe(
      v.unknown(),
      v.check(
        (language) => typeof language === 'string' && /^[a-z]{2}(-[A-Z]{2})?$/.test(language),
        'A language tag such as nl or en.',
      ),
      v.transform((language) => language as string),
    ),
    projectName: trimmedText,
  }),
)

const projectBody = v.object({ projectId: requiredText() })

/**
 * The chatbot-management service (deployments): a fixed header secret plus token authorization, as spec
 * 001 §7.1/§7.2 describe. Deployments reach beyond one organisation's configuration, so only superusers.
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

  app.post('/chatbot/create', jsonBody(createBody), async (c) => {
    const body = c.req.valid('json')
    const created = await createChatbot(services, c.get('user'), {
      ...body,
      projectName: body.projectName || body.projectId,
    })
    return c.json(created, 201)
  })

  app.post('/chatbot/delete', jsonBody(projectBody), async (c) =>
    c.json(await setChatbotDeleted(services, c.req.valid('json').projectId, true)),
  )

  app.post('/chatbot/recover', jsonBody(projectBody), async (c) =>
    c.json(await setChatbotDeleted(services, c.req.valid('json').projectId, false)),
  )

  app.post('/chatbot/fix', jsonBody(projectBody), async (c) =>
    c.json(await fixChatbot(services, c.req.valid('json').projectId)),
  )

  return app
}
