import { Hono } from 'hono'
import { widgetConfigSchema } from '@shared/domain/settings'
import type { SandboxServices } from '../services'
import { requirePermission, requireUser, type SandboxEnv } from '../http/request'
import { jsonBody } from '../http/validation'
import { getWidgetConfig, putWidgetConfig } from './widget-service'

/**
 * The web widget's configuration (spec 001 §7.2): GET and PUT `/api/v1/chatbots/{id}/config/`, `{id}` the
 * chatbot's project id. Team leads read it, managers and up change it (SettingsWidget).
 */
export function settingsRoutes(services: SandboxServices): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>()
  const path = '/api/v1/chatbots/:id/config/'
  app.get(path, requireUser(services), requirePermission('read', 'SettingsWidget'), async (c) => {
    const chatbot = await services.chatbots.forUser(c.get('user'), c.req.param('id'))
    return c.json(await getWidgetConfig(services, chatbot))
  })
  app.put(
    path,
    requireUser(services),
    requirePermission('update', 'SettingsWidget'),
    jsonBody(widgetConfigSchema),
    async (c) => {
      const chatbot = await services.chatbots.activeForUser(c.get('user'), c.req.param('id'))
      return c.json(await putWidgetConfig(services, chatbot, c.req.valid('json')))
    },
  )
  return app
}
