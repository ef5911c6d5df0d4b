import { useEffect, useState } from 'react'
import { portal, usePortalEvent } from '../../lib/portal'

/**
 * Offline when either side says so: the page's own network state (what Chromium sees) or main's probe
 * (what the process that actually talks to the servers sees).
 */
export function useIsOnline(): boolean {
  const [pageOnline, setPageOnline] = useState(() => navigator.onLine)
  const [mainOnline, setMainOnline] = useState(true)

  useEffect(() => {
    const update = () => setPageOnline(navigator.onLine)
    window.addEventListener('online', update)
    window.addEventListener('offline', update)
    return () => {
      window.removeEventListener('online', update)
      window.removeEventListener('offline', update)
    }
  }, [])

  useEffect(() => {
    let live = true
    portal()
      .app.getConnectivity({})
      .then((state) => live && setMainOnline(state.online))
      .catch(() => undefined)
    return () => {
      live = false
    }
  }, [])
  usePortalEvent(portal().app.onDidChangeConnectivity, (state) => setMainOnline(state.online))

  return pageOnline && mainOnline
}
