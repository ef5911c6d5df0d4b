/**
 * `openExternal` only for https links to hosts we trust (QUALITY SEC-3). Anything else — other schemes
 * (file:, javascript:, smb:), credentials in the URL, unknown hosts — is refused, because a compromised
 * renderer could otherwise make the OS open arbitrary programs or documents.
 */
export function isAllowedExternalUrl(rawUrl: string, allowedHosts: readonly string[]): boolean {
  let url: URL
  try {
    url = new URL(rawUrl)
  } catch {
    return false
  }
  if (url.protocol !== 'https:') return false
  if (url.username || url.password) return false
  const host = url.hostname.toLowerCase()
  return allowedHosts.some((allowed) => {
    const entry = allowed.toLowerCase()
    // "*.example.com" admits sub-domains only; a bare entry admits exactly that host.
    return entry.startsWith('*.')
      ? host.endsWith(entry.slice(1)) && host.length > entry.length - 1
      : host === entry
  })
}

/** Hosts the product itself links to; the configured portal server's host is added at run time. */
export const builtInExternalHosts: readonly string[] = ['*.okta.com', '*.oktapreview.com']
