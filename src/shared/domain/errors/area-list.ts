/**
 * The error codes of every area (`errors/<area>.ts`), one line each, under the area's name: a new area adds
 * its file and one line here. index.ts merges them into the catalogue and `ErrorCode`.
 */
export { atsErrors as ats } from './ats'
export { automationErrors as automations } from './automations'
export { availabilityErrors as availabilities } from './availabilities'
export { authErrors as auth } from './auth'
export { builderErrors as builder } from './builder'
export { calendarErrors as calendar } from './calendar'
export { facebookLeadsErrors as facebookLeads } from './facebook-leads'
export { commonErrors as common } from './common'
export { groupAppointmentErrors as groupAppointments } from './group-appointments'
export { inboxErrors as inbox } from './inbox'
export { nlpErrors as nlp } from './nlp'
export { settingsErrors as settings } from './settings'
export { userRuleErrors as users } from './users'
export { validatorErrors as validator } from './validator'
export { whatsappErrors as whatsapp } from './whatsapp'
