import { portalContract, type PortalHandlers } from '@shared/ipc'
import type { MainModule } from '../modules/main-module'

type AnyHandler = (input: never) => unknown

/**
 * Main's handler set: every command of the contract, answered by exactly one module. Throws at start when a
 * channel has no handler, two modules handle the same channel, or a module offers a method the contract
 * does not have (a misspelt name would otherwise never be called).
 */
export function mergeModuleHandlers(
  modules: readonly Pick<MainModule, 'name' | 'handlers'>[],
): PortalHandlers {
  const merged: Record<string, Record<string, AnyHandler>> = {}
  const owners = new Map<string, string>()
  for (const module of modules) {
    for (const [domainName, methods] of Object.entries(module.handlers)) {
      const domain = (portalContract as Record<string, Record<string, { kind: string; channel: string }>>)[
        domainName
      ]
      for (const [methodName, handler] of Object.entries(methods as Record<string, AnyHandler | undefined>)) {
        if (handler === undefined) continue
        const def = domain?.[methodName]
        if (def?.kind !== 'command')
          throw new Error(
            `Module ${module.name} handles ${domainName}.${methodName}, which the contract lacks`,
          )
        const owner = owners.get(def.channel)
        if (owner !== undefined)
          throw new Error(`Channel ${def.channel} is handled by two modules: ${owner} and ${module.name}`)
        owners.set(def.channel, module.name)
        ;(merged[domainName] ??= {})[methodName] = handler
      }
    }
  }
  for (const domain of Object.values(portalContract)) {
    for (const def of Object.values(domain)) {
      if (def.kind === 'command' && !owners.has(def.channel))
        throw new Error(`No module handles channel ${def.channel}`)
    }
  }
  return merged as unknown as PortalHandlers
}
