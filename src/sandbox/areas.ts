import type { SandboxArea } from './area'
import { analyticsArea } from './analytics/area'
import { authArea } from './auth/area'
import { automationsArea } from './automations/area'
import { builderArea } from './builder/area'
import { calendarArea } from './calendar/area'
import { chatbotsArea } from './chatbots/area'
import { conversationEngineArea } from './conversation-engine/area'
import { inboxArea } from './inbox/area'
import { nlpArea } from './nlp/area'
import { realtimeArea } from './realtime/area'
import { uploadsArea } from './uploads/area'
import { usersArea } from './users/area'
import { validatorArea } from './validator/area'
import { whatsappArea } from './whatsapp/area'

/**
 * THE list of the sandbox's areas (ARCHITECTURE §8): a new area is its folder (with its area.ts) and one
 * line here. The server's routes, development routes and start-up recovery, the GraphQL services'
 * resolvers, the seed and its snapshot's time shifts, and the migration test's tables all come from it;
 * db/drizzle.config.ts finds the same schema.ts files by a glob. The order is the seed's: an area's
 * seeders may use the rows of the areas before it.
 */
export const sandboxAreas: readonly SandboxArea[] = [
  chatbotsArea,
  authArea,
  usersArea,
  calendarArea,
  realtimeArea,
  uploadsArea,
  inboxArea,
  builderArea,
  whatsappArea,
  nlpArea,
  conversationEngineArea,
  analyticsArea,
  automationsArea,
  validatorArea,
]
