import type { QueryClient } from '@tanstack/react-query'
import { Outlet, createRootRouteWithContext } from '@tanstack/react-router'
import { CrashFallback } from '../features/frame/components/crash-fallback'
import { NotFoundPage } from '../features/frame/components/not-found-page'
import { OfflineWarning } from '../features/frame/components/offline-warning'

export interface RouterContext {
  readonly queryClient: QueryClient
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
  errorComponent: CrashFallback,
})

function RootLayout() {
  return (
    <>
      <OfflineWarning />
      <Outlet />
    </>
  )
}
