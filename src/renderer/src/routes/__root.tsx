import type { QueryClient } from '@tanstack/react-query'
import type { i18n } from 'i18next'
import { Outlet, createRootRouteWithContext, redirect } from '@tanstack/react-router'
import { CrashFallback } from '../features/frame/components/crash-fallback'
import { NotFoundPage } from '../features/frame/components/not-found-page'
import { OfflineWarning } from '../features/frame/components/offline-warning'
import { SessionNotices } from '../features/session/components/session-notices'
import { rememberAfterSignIn, takeAfterSignIn } from '../features/session/after-sign-in'
import { decideRoute, loginPath, serverChoicePath } from '../features/session/route-guard'
import { sessionQuery } from '../lib/session'

export interface RouterContext {
  readonly queryClient: QueryClient
  /** For the `_app` guard, which fetches the texts of the screens it opens (`loadTexts`). */
  readonly i18n: i18n
}

export const Route = createRootRouteWithContext<RouterContext>()({
  // Session-aware routing (spec 000 §2): runs for every path, also unknown ones. Boot re-runs it
  // (router.invalidate) whenever the session changes, so signing in or out moves the user by itself.
  beforeLoad: async ({ context, location }) => {
    const info = await context.queryClient.ensureQueryData(sessionQuery)
    const decision = decideRoute(info, location.pathname)
    if (decision.kind !== 'redirect') return
    // A conversation link opened while signed out is where the sign-in ends.
    if (decision.to === loginPath || decision.to === serverChoicePath)
      rememberAfterSignIn(location.pathname, location.search as Record<string, unknown>)
    else if (info.state.status === 'signed-in' && !info.state.passwordResetRequired) {
      const target = takeAfterSignIn()
      if (target) throw redirect({ to: target.pathname, search: target.search as never, replace: true })
    }
    throw redirect({ to: decision.to, replace: true })
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
