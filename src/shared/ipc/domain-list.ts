/**
 * The domains of the main <-> renderer contract, one line each, under the name they take on
 * `window.portal`: a new domain is its file (`ipc/<domain>.ts`) and one line here.
 */
export { apiContract as api } from './api'
export { appContract as app } from './app'
export { automationsContract as automations } from './automations'
export { calendarContract as calendar } from './calendar'
export { dashboardContract as dashboard } from './dashboard'
export { deploymentsContract as deployments } from './deployments'
export { documentationContract as documentation } from './documentation'
export { exportsContract as exports } from './exports'
export { inboxContract as inbox } from './inbox'
export { nlpContract as nlp } from './nlp'
export { policyContract as policy } from './policy'
export { prefsContract as prefs } from './prefs'
export { reportContract as report } from './report'
export { sessionContract as session } from './session'
export { settingsContract as settings } from './settings'
export { updatesContract as updates } from './updates'
export { whatsappContract as whatsapp } from './whatsapp'
