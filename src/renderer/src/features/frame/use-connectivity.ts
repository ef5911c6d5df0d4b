import { useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import type { ServerReachability } from '@shared/ipc/app'
import { portal, usePortalEvent } from '../../lib/portal'

/**
 * What the offline warning shows: `offline` when either side says so — the page's own network state (what
 * Chromium sees) or main's probe (what the process that talks to the servers sees) — else whether the
 * chosen server answers (main probes it, REL-5/REL-12), else `ok`.
 */
export type ConnectionProblem = 'ok' | 'offline' | Exclude<ServerReachability, 'reachable'>

export function useConnectionProblem(): ConnectionProblem {
  const [pageOnline, setPageOnline] = useState(() => navigator.onLine)
  const [mainOnline, setMainOnline] = useState(true)
  const [server, setServer] = useState<ServerReachability>('reachable')

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
      .then((state) => {
        if (!live) return
        setMainOnline(state.online)
        setServer(state.server)
      })
      .catch(() => undefined)
    return () => {
      live = false
    }
  }, [])
  usePortalEvent(portal().app.onDidChangeConnectivity, (state) => {
    setMainOnline(state.online)
    setServer(state.server)
  })

  if (!pageOnline || !mainOnline) return 'offline'
  return server === 'reachable' ? 'ok' : server
}

/**
 * Screens recover without a click (REL-5, REL-12): when the server answers again after an outage, every
 * query is refetched and the routes' loaders run again, so a screen that failed meanwhile fills itself.
 * Queries are not paused during the outage: a probe that is wrong for a moment must not block the user.
 */
export function useRecoverWhenReachable(problem: ConnectionProblem): void {
  const queryClient = useQueryClient()
  const router = useRouter()
  const previous = useRef(problem)

  useEffect(() => {
    const wasDown = previous.current !== 'ok'
    previous.current = problem
    if (problem === 'ok' && wasDown) {
      void queryClient.invalidateQueries()
      void router.invalidate()
    }
  }, [problem, queryClient, router])
}
