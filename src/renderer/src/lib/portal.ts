import { useEffect, useEffectEvent } from 'react'
import type { PortalBridge } from '@shared/ipc'
import type { Result, Unsubscribe } from '@shared/ipc/contract'
import type { PortalErrorData } from '@shared/ipc/errors'

/** A failed portal call in the renderer: carries the stable code the UI maps to a translated message. */
export class PortalCallError extends Error implements PortalErrorData {
  readonly code: string
  readonly fields?: Readonly<Record<string, string>>
  constructor(data: PortalErrorData) {
    super(data.message)
    this.name = 'PortalCallError'
    this.code = data.code
    if (data.fields) this.fields = data.fields
  }
}

type Unwrapped<F> = F extends (input: infer I) => Promise<Result<infer O>>
  ? (input: I) => Promise<O>
  : F extends (listener: infer L) => Unsubscribe
    ? (listener: L) => Unsubscribe
    : never

/** `window.portal` with commands that resolve to their value and reject with PortalCallError. */
export type PortalClient = {
  readonly [D in keyof PortalBridge]: { readonly [K in keyof PortalBridge[D]]: Unwrapped<PortalBridge[D][K]> }
}

function unwrap(bridge: PortalBridge): PortalClient {
  const client: Record<string, Record<string, unknown>> = {}
  for (const [domainName, domain] of Object.entries(bridge)) {
    const methods: Record<string, unknown> = {}
    for (const [methodName, method] of Object.entries(domain as Record<string, (arg: unknown) => unknown>)) {
      // Events are recognised by name (onDid…): their methods take a listener and return an unsubscribe.
      methods[methodName] = methodName.startsWith('onDid')
        ? method
        : async (input: unknown) => {
            const result = (await method(input)) as Result<unknown>
            if (!result.ok) throw new PortalCallError(result.error)
            return result.value
          }
    }
    client[domainName] = methods
  }
  return client as PortalClient
}

let client: PortalClient | undefined

/** The portal client; created lazily so tests can install a fake `window.portal` first. */
export function portal(): PortalClient {
  client ??= unwrap(window.portal)
  return client
}

/** For tests: forget the cached client after replacing `window.portal`. */
export function resetPortalClient(): void {
  client = undefined
}

/** Subscribes to a main-process event for the lifetime of the component. */
export function usePortalEvent<P>(
  subscribe: (listener: (payload: P) => void) => Unsubscribe,
  listener: (payload: P) => void,
): void {
  const onEvent = useEffectEvent(listener)
  useEffect(() => subscribe((payload) => onEvent(payload)), [subscribe])
}
