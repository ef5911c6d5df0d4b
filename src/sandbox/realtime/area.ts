import { Hono } from 'hono'
import type { SandboxArea } from '../area'
import type { SandboxEnv } from '../http/request'
import { realtimeRoutes } from './routes'
import * as schema from './schema'

/** The realtime store (Firebase's REST API): its tree and the session tokens that reach it. */
export const realtimeArea: SandboxArea = {
  name: 'realtime',
  schema,
  runtimeTables: [schema.fireTokens],
  // Its routes keep the path they parsed in their own context variable; mounted like every other area's.
  routes: (services) => new Hono<SandboxEnv>().route('/', realtimeRoutes(services)),
}
