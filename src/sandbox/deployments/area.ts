import type { SandboxArea } from '../area'
import { Hono } from 'hono'
import type { SandboxEnv } from '../http/request'
import { managementRoutes, supportTicketRoutes } from './routes'
import * as schema from './schema'

/**
 * Deployments: the chatbot-management service (create, delete, recover, fix and list an organisation's
 * chatbots, behind its header secret) and the support tickets users send from the portal.
 */
export const deploymentsArea: SandboxArea = {
  name: 'deployments',
  schema,
  runtimeTables: [schema.deployments, schema.supportTickets],
  routes: (services) =>
    new Hono<SandboxEnv>().route('/', managementRoutes(services)).route('/', supportTicketRoutes(services)),
}
