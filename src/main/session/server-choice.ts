import type { ManagedPolicy } from '@shared/domain/managed-policy'
import { PortalError } from '@shared/ipc/errors'
import { sessionErrorCodes, type ServerChoice, type ServerSettings } from '@shared/ipc/session'
import type { KeyValueStore } from '../prefs/key-value-store'

const storeKey = 'server-choice'

/**
 * A portal server address: https, or http only on this machine (a local test install). Credentials,
 * queries and fragments are refused; the result is the base without a trailing slash.
 */
export function normaliseServerAddress(address: string): string {
  let url: URL
  try {
    url = new URL(address.trim())
  } catch {
    throw invalidAddress()
  }
  const loopback = ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname)
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && loopback)) throw invalidAddress()
  if (url.username || url.password || url.search || url.hash) throw invalidAddress()
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`
}

function invalidAddress(): PortalError {
  return new PortalError(
    sessionErrorCodes.invalidServerAddress,
    'Enter the address of your portal server, starting with https://',
  )
}

export interface ServerChoiceStore {
  settings(): ServerSettings
  choose(choice: ServerChoice): ServerChoice
}

/**
 * The user's choice of server, within what the managed policy allows: an enforced server address fixes
 * the choice (the sign-in screen hides the field); the demo workspace can be switched off.
 */
export function createServerChoiceStore(
  store: KeyValueStore,
  policy: ManagedPolicy | null,
): ServerChoiceStore {
  const policyServer = policy?.serverAddress
  const serverLocked = policyServer?.mode === 'enforced'
  const demoAllowed = policy?.allowDemoWorkspace?.value ?? true

  function stored(): ServerChoice | null {
    const raw = store.get(storeKey) as { kind?: unknown; address?: unknown } | undefined
    if (raw?.kind === 'demo') return { kind: 'demo' }
    if (raw?.kind === 'remote' && typeof raw.address === 'string') {
      try {
        return { kind: 'remote', address: normaliseServerAddress(raw.address) }
      } catch {
        return null
      }
    }
    return null
  }

  function effective(): ServerChoice | null {
    if (policyServer && serverLocked)
      return { kind: 'remote', address: normaliseServerAddress(policyServer.value) }
    const choice = stored()
    if (choice?.kind === 'demo' && !demoAllowed) return null
    if (choice) return choice
    if (policyServer) return { kind: 'remote', address: normaliseServerAddress(policyServer.value) }
    return null
  }

  return {
    settings: () => ({ choice: effective(), serverLocked, demoAllowed }),
    choose(choice) {
      if (serverLocked) {
        throw new PortalError(
          sessionErrorCodes.functionalityUnavailable,
          'Your organisation has fixed the portal server.',
        )
      }
      if (choice.kind === 'demo' && !demoAllowed) {
        throw new PortalError(
          sessionErrorCodes.functionalityUnavailable,
          'The demo workspace is switched off by your organisation.',
        )
      }
      const next: ServerChoice =
        choice.kind === 'demo' ? choice : { kind: 'remote', address: normaliseServerAddress(choice.address) }
      store.set(storeKey, next)
      return next
    },
  }
}
