/** The portal's own URL scheme, registered by the installers, used to return from single sign-on. */
export const deepLinkScheme = 'chatbot-portal'

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
