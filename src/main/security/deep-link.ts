/** The portal's own URL scheme, registered by the installers, used to return from single sign-on. */
export const deepLinkScheme = 'chatbot-portal'

/** Longer links are not ours: a refresh token or a one-time code plus a state fit in far less (QUALITY SEC-9). */
export const maxDeepLinkLength = 4096

/**
 * Finds our deep link among a launch's arguments (Windows and Linux pass it on the command line; a second
 * launch hands its argv to the first instance). Only well-formed `chatbot-portal://` URLs are accepted.
 */
export function findDeepLink(argv: readonly string[]): string | null {
  for (const arg of argv) {
    if (!arg.toLowerCase().startsWith(`${deepLinkScheme}://`)) continue
    try {
      const url = new URL(arg)
      // A bare scheme carries no route to act on.
      if (url.protocol === `${deepLinkScheme}:` && url.host !== '') return url.toString()
    } catch {
      // a malformed link is ignored, not passed on
    }
  }
  return null
}

/** A Smart Inbox conversation's id in a link: what the server's client ids are made of. */
const clientIdPattern = /^[A-Za-z0-9][A-Za-z0-9._:@+-]{0,199}$/

/**
 * `chatbot-portal://inbox/<client id>`: a link to one conversation of the Smart Inbox (in the selected
 * chatbot). Anything else, or a malformed id, is not a conversation link.
 */
export function parseConversationDeepLink(url: string): { readonly clientId: string } | null {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return null
  }
  if (parsed.protocol !== `${deepLinkScheme}:` || parsed.host.toLowerCase() !== 'inbox') return null
  const parts = parsed.pathname.split('/').filter((part) => part !== '')
  if (parts.length !== 1) return null
  let clientId: string
  try {
    clientId = decodeURIComponent(parts[0]!)
  } catch {
    return null
  }
  return clientIdPattern.test(clientId) ? { clientId } : null
}
