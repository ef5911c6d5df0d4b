import type { QueryClient } from '@tanstack/react-query'
import type { i18n } from 'i18next'
import { createHashHistory, createRouter } from '@tanstack/react-router'
import { routeTree } from './route-tree.gen'

/** Hash history: the renderer is a file-like app:// origin with a single document. */
export function createPortalRouter(queryClient: QueryClient, i18n: i18n) {
  return createRouter({
    routeTree,
    history: createHashHistory(),
    context: { queryClient, i18n },
    defaultPreload: 'intent',
    scrollRestoration: true,
  })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createPortalRouter>
  }
}
