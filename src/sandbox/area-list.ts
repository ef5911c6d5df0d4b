/**
 * Every area of the sandbox, one line each: a new area is its folder (with its area.ts) and one line here.
 * The order of these lines means nothing (areas.ts orders the areas by their manifests' `seedAfter`).
 */
export { analyticsArea } from './analytics/area'
export { atsArea } from './ats/area'
export { authArea } from './auth/area'
export { automationsArea } from './automations/area'
export { builderArea } from './builder/area'
export { calendarArea } from './calendar/area'
export { chatbotsArea } from './chatbots/area'
export { conversationEngineArea } from './conversation-engine/area'
export { deploymentsArea } from './deployments/area'
export { documentationArea } from './documentation/area'
export { inboxArea } from './inbox/area'
export { nlpArea } from './nlp/area'
export { realtimeArea } from './realtime/area'
export { settingsArea } from './settings/area'
export { uploadsArea } from './uploads/area'
export { usersArea } from './users/area'
export { validatorArea } from './validator/area'
export { whatsappArea } from './whatsapp/area'
export { wizardArea } from './wizard/area'
export { partnerArea } from './partner/area'
