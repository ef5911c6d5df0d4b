import type { QueryClient } from '@tanstack/react-query'
import { Outlet, createRootRouteWithContext, redirect } from '@tanstack/react-router'
import { CrashFallback } from '../features/frame/components/crash-fallback'
import { NotFoundPage } from '../features/frame/components/not-found-page'
import { OfflineWarning } from '../features/frame/components/offline-warning'
import { SessionNotices } from '../features/session/components/session-notices'
import { decideRoute } from '../features/session/route-guard'
import { sessionQuery } from '../lib/session'

export interface RouterContext {
  readonly queryClient: QueryClient
}

export const Route = createRootRouteWithContext<RouterContext>()({
  // Session-aware routing (spec 000 §2): runs for every path, also unknown ones. Boot re-runs it
  // (router.invalidate) whenever the session changes, so signing in or out moves the user by itself.
  beforeLoad: async ({ context, location }) => {
    const info = await context.queryClient.ensureQueryData(sessionQuery)
    const decision = decideRoute(info, location.pathname)
    if (decision.kind === 'redirect') throw redirect({ to: decision.to, replace: true })
  },
  component: RootLayout,
  notFoundComponent: NotFoundPage,
  errorComponent: CrashFallback,
})

function RootLayout() {
  return (
    <>
      <OfflineWarning />
      <SessionNotices />
      <Outlet />
    </>
  )
}
