import { AbilityProvider } from '@casl/react'
import { MantineProvider } from '@mantine/core'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import {
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
} from '@tanstack/react-router'
import { render } from '@testing-library/react'
import type { ReactElement } from 'react'
import { I18nextProvider } from 'react-i18next'
import { portalContract, type PortalBridge } from '@shared/ipc'
import { createBridge, type Result } from '@shared/ipc/contract'
import type { InterfaceLanguage } from '@shared/domain/languages'
import { defineAbilityFor, type AppAbility } from '@shared/domain/permissions'
import type { SessionInfo, SessionUser } from '@shared/ipc/session'
import { bundledResources } from './lib/all-locales'
import { createI18n } from './lib/i18n'
import { resetPortalClient } from './lib/portal'
import type { ScreenRoute } from './lib/screens'

type Answers = Record<string, (input: unknown) => unknown>

/**
 * Installs a `window.portal` built from the real contract whose commands answer from `answers` (by
 * channel) and whose events the test can fire with `emit`.
 */
export function installFakePortal(answers: Answers = {}) {
  const listeners = new Map<string, Set<(payload: unknown) => void>>()
  const calls: { channel: string; input: unknown }[] = []
  const bridge: PortalBridge = createBridge(portalContract, {
    async invoke(channel, input): Promise<Result<unknown>> {
      calls.push({ channel, input })
      const answer = answers[channel]
      if (!answer) return { ok: false, error: { code: 'internal', message: `no fake for ${channel}` } }
      try {
        return { ok: true, value: await answer(input) }
      } catch (error) {
        return { ok: false, error: error as { code: string; message: string } }
      }
    },
    subscribe(channel, listener) {
      const set = listeners.get(channel) ?? new Set()
      set.add(listener)
      listeners.set(channel, set)
      return () => void set.delete(listener)
    },
  })
  Object.defineProperty(window, 'portal', { value: bridge, configurable: true })
  resetPortalClient()
  return {
    calls,
    emit(channel: string, payload: unknown) {
      for (const listener of listeners.get(channel) ?? []) listener(payload)
    },
  }
}

/** Components not about permissions render as a superuser; pass another ability to test hiding. */
const everything = defineAbilityFor({ role: 'ADMIN', isSuperuser: true })

export function renderWithProviders(
  ui: ReactElement,
  language: InterfaceLanguage = 'nl-NL',
  ability: AppAbility = everything,
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const i18n = createI18n(language, bundledResources())
  return {
    i18n,
    ...render(
      <I18nextProvider i18n={i18n}>
        <MantineProvider env="test">
          <QueryClientProvider client={queryClient}>
            <AbilityProvider value={ability}>{ui}</AbilityProvider>
          </QueryClientProvider>
        </MantineProvider>
      </I18nextProvider>,
    ),
  }
}

/**
 * Like renderWithProviders, inside a memory router whose every path renders `ui`, for components that
 * use links or navigation. Returns the router so tests can see where a component navigated to.
 * `screens`: routes (path and staticData) the router also knows, e.g. the app's, for the navigation.
 */
export function renderWithRouter(
  ui: ReactElement,
  language: InterfaceLanguage = 'nl-NL',
  path = '/',
  screens: readonly ScreenRoute[] = [],
  ability: AppAbility = everything,
) {
  // The router restores scroll positions; jsdom has no layout and only logs "not implemented".
  window.scrollTo = () => undefined
  const rootRoute = createRootRoute({ component: () => ui, notFoundComponent: () => ui })
  const children = screens.map((screen) =>
    createRoute({
      getParentRoute: () => rootRoute,
      path: screen.fullPath,
      staticData: screen.options.staticData,
      component: () => ui,
    }),
  )
  const router = createRouter({
    routeTree: rootRoute.addChildren(children),
    history: createMemoryHistory({ initialEntries: [path] }),
  })
  return { router, ...renderWithProviders(<RouterProvider router={router as never} />, language, ability) }
}

/** A signed-in user with two chatbots (the second suspended), for session-aware tests. */
export function testUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: 'u1',
    username: 'manager@demo.nl',
    firstName: 'Marieke',
    lastName: 'de Vries',
    email: 'manager@demo.nl',
    role: 'MANAGER',
    isSuperuser: false,
    language: null,
    organization: { id: 'o1', name: 'Demo Uitzendbureau' },
    chatbots: [
      {
        id: 'c1',
        name: 'werving-zorg',
        projectName: 'Werving Zorg',
        suspended: false,
        defaultLanguageTag: 'nl',
        serverAddress: null,
      },
      {
        id: 'c2',
        name: 'logistiek-en',
        projectName: 'Logistics EN',
        suspended: true,
        defaultLanguageTag: 'en',
        serverAddress: null,
      },
    ],
    ...overrides,
  }
}

/** A SessionInfo in the given state; defaults to signed out against the demo workspace. */
export function testSessionInfo(overrides: Partial<SessionInfo> = {}): SessionInfo {
  return {
    state: { status: 'signed-out', reason: null },
    server: { choice: { kind: 'demo' }, serverLocked: false, demoAllowed: true },
    tokenStorage: 'os',
    demo: true,
    ...overrides,
  }
}
