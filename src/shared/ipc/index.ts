/**
 * THE main <-> renderer contract: every domain of domain-list.ts (one line per domain). A domain listed
 * there appears on `window.portal`, in main's handler list (which must then implement it) and in the
 * contract tests.
 */
import type { BridgeOf, EmitterOf, HandlersOf } from './contract'
import * as domains from './domain-list'

export const portalContract = { ...domains } as const

export type PortalContract = typeof portalContract
/** `window.portal`: commands answer with a Result, events take a listener and return an unsubscribe. */
export type PortalBridge = BridgeOf<PortalContract>
export type PortalHandlers = HandlersOf<PortalContract>
export type PortalEmitter = EmitterOf<PortalContract>
