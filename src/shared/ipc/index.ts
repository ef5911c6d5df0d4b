/**
 * THE main <-> renderer contract: one entry per domain. Adding a domain here makes it appear on
 * `window.portal`, in main's handler list (which must then implement it) and in the contract tests.
 */
import { appContract } from './app'
import type { BridgeOf, EmitterOf, HandlersOf } from './contract'
import { policyContract } from './policy'
import { prefsContract } from './prefs'
import { sessionContract } from './session'
import { apiContract } from './api'
import { inboxContract } from './inbox'
import { nlpContract } from './nlp'
import { exportsContract } from './exports'
import { updatesContract } from './updates'
import { whatsappContract } from './whatsapp'
import { dashboardContract } from './dashboard'
import { automationsContract } from './automations'

export const portalContract = {
  app: appContract,
  prefs: prefsContract,
  policy: policyContract,
  updates: updatesContract,
  session: sessionContract,
  api: apiContract,
  inbox: inboxContract,
  exports: exportsContract,
  whatsapp: whatsappContract,
  nlp: nlpContract,
  dashboard: dashboardContract,
  automations: automationsContract,
} as const

export type PortalContract = typeof portalContract
/** `window.portal`: commands answer with a Result, events take a listener and return an unsubscribe. */
export type PortalBridge = BridgeOf<PortalContract>
export type PortalHandlers = HandlersOf<PortalContract>
export type PortalEmitter = EmitterOf<PortalContract>
