import { PortalError } from '@shared/ipc/errors'
import { parseStrictUrl } from '../security/strict-url'

/**
 * Where main may send a token (QUALITY SEC-8, ARCHITECTURE §3). A bearer token is as good as the user's
 * password for its lifetime, and some addresses come from servers (a chatbot's `serverAddress`), so one
 * rule decides for every URL a token is attached to:
 *
 * - https only; plain http only to a loopback address of the demo workspace (its sandbox runs on this
 *   machine without a certificate);
 * - never with user info (`https://portal.example@evil.example` goes to evil.example);
 * - only to the portal server's own origin or an origin IT lists in the managed policy
 *   (`trustedChatbotServers`). What a server answers never widens that list.
 *
 * Origins are compared after URL parsing (scheme and host lower-cased, IDN hosts in punycode, default
 * ports dropped), never as string prefixes: `https://portal.example.nl.evil.example` starts with the
 * portal's address. A trailing dot or an IDN look-alike is another origin and is refused.
 */
export interface TokenTrust {
  /** The portal server's own origin: the chosen server, or the demo workspace's loopback sandbox. */
  readonly portalOrigin: string
  /** Origins IT lists in the managed policy (`trustedChatbotServers`). */
  readonly listedOrigins: readonly string[]
  /** The embedded demo workspace: the only case where http (on loopback) is accepted. */
  readonly demoWorkspace: boolean
}

const loopbackHosts: ReadonlySet<string> = new Set(['127.0.0.1', '[::1]', 'localhost'])

/** The normalised URL (`href`) when a token may be sent to `address`, else null. */
export function trustedTokenUrl(address: string, trust: TokenTrust): string | null {
  const url = parseStrictUrl(address)
  if (!url) return null
  const loopback = loopbackHosts.has(url.hostname)
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && loopback && trust.demoWorkspace)) return null
  const trusted = [trust.portalOrigin, ...trust.listedOrigins].some(
    (origin) => parseStrictUrl(origin)?.origin === url.origin,
  )
  return trusted ? url.href : null
}

/** The trust of a live connection: its own origin, the policy's list, demo or not. */
export function tokenTrustOf(
  connection: { readonly origin: string; readonly demo: boolean },
  listedOrigins: readonly string[],
): TokenTrust {
  // A portal server the user chose on this machine over http (`npm run sandbox`) is a local workspace too:
  // its traffic never leaves the loopback interface, and refusing its API calls would leave a signed-in
  // user with nothing that works. Any other http address still gets nothing.
  const localServer = parseStrictUrl(connection.origin)
  const loopbackPortal =
    localServer !== null && localServer.protocol === 'http:' && loopbackHosts.has(localServer.hostname)
  return { portalOrigin: connection.origin, listedOrigins, demoWorkspace: connection.demo || loopbackPortal }
}

/** `trustedTokenUrl` for callers about to send: refused addresses become a typed error, never a request. */
export function requireTrustedTokenUrl(address: string, trust: TokenTrust, code: string): string {
  const url = trustedTokenUrl(address, trust)
  if (url === null) {
    throw new PortalError(
      code,
      'This server is not trusted with your sign-in; ask IT to list it in the policy.',
    )
  }
  return url
}
