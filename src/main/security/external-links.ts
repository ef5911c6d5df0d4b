import { parseStrictUrl } from './strict-url'

/**
 * `openExternal` only for https links to hosts we trust (QUALITY SEC-3). Anything else — other schemes
 * (file:, javascript:, smb:), credentials in the URL, unknown hosts — is refused, because a compromised
 * renderer could otherwise make the OS open arbitrary programs or documents.
 *
 * Answers the normalised URL to open, or null. Callers open exactly that string: the OS's URL handler may
 * read the raw one differently (`https://dev.okta.com\@evil.example`) from the check here.
 */
export function allowedExternalUrl(rawUrl: string, allowedHosts: readonly string[]): string | null {
  const url = parseStrictUrl(rawUrl)
  if (!url || url.protocol !== 'https:') return null
  const host = url.hostname.toLowerCase()
  const allowed = allowedHosts.some((allowed) => {
    const entry = allowed.toLowerCase()
    // "*.example.com" admits sub-domains only; a bare entry admits exactly that host.
    return entry.startsWith('*.')
      ? host.endsWith(entry.slice(1)) && host.length > entry.length - 1
      : host === entry
  })
  return allowed ? url.href : null
}

/** Hosts the product itself links to; the configured portal server's host is added at run time. */
export const builtInExternalHosts: readonly string[] = ['*.okta.com', '*.oktapreview.com']
