/**
 * The window may only ever show our own renderer (QUALITY SEC-3): in-page navigation to another
 * document, new windows, webviews and permission prompts are all refused.
 */
export function isAllowedNavigation(targetUrl: string, rendererEntryUrl: string): boolean {
  try {
    const target = new URL(targetUrl)
    const entry = new URL(rendererEntryUrl)
    // Hash routing changes only the fragment; anything else would load a different document.
    return (
      target.protocol === entry.protocol && target.host === entry.host && target.pathname === entry.pathname
    )
  } catch {
    return false
  }
}

/** Camera, microphone, notifications through the web API, geolocation…: the portal needs none of them. */
export function decidePermission(_permission: string): false {
  return false
}
