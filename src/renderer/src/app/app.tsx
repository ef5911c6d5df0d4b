import { MantineProvider } from '@mantine/core'
import { useColorScheme } from '@mantine/hooks'
import { notifications } from '@mantine/notifications'
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import type { i18n } from 'i18next'
import { Component, Suspense, lazy, useEffect, useMemo, useState, type ReactNode } from 'react'
import { I18nextProvider, useTranslation } from 'react-i18next'
import type { ColorSchemePreference } from '@shared/domain/preferences'
import { CrashFallback } from '../features/frame/components/crash-fallback'
import { LoadingScreen } from '../features/frame/components/loading-screen'
import { SessionAbilityProvider } from '../lib/ability'
import { useFlushBeforeClose } from '../lib/flush-before-close'
import { applyDocumentLanguage } from '../lib/i18n'
import { usePreferences } from '../lib/preferences'
import { interfaceLanguageFor, useSession } from '../lib/session'
import { sessionOwnerOf } from '@shared/ipc/session'
import { cssVariablesResolver, themeWithTexts } from '../ui/theme'
import { createPortalRouter } from './router'

/**
 * The notices' container (with its transitions and scroll handling) arrives after the first screen
 * (QUALITY P-1); a notice shown before it is kept by Mantine's store and appears when it mounts.
 */
const NoticesHost = lazy(() => import('./notices-host').then(({ NoticesHost }) => ({ default: NoticesHost })))

export function App({ queryClient, i18n }: { queryClient: QueryClient; i18n: i18n }) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ThemedApp>
          <Suspense fallback={null}>
            <NoticesHost />
          </Suspense>
          <CrashBoundary>
            <SessionAbilityProvider>
              <Boot queryClient={queryClient} i18n={i18n} />
            </SessionAbilityProvider>
          </CrashBoundary>
        </ThemedApp>
      </QueryClientProvider>
    </I18nextProvider>
  )
}

/** The light or dark scheme to paint: the preference, or the operating system's when it says 'auto'. */
export function effectiveColorScheme(
  preference: ColorSchemePreference | undefined,
  system: 'light' | 'dark',
) {
  return preference === 'light' || preference === 'dark' ? preference : system
}

/**
 * The colour scheme is a preference kept in main (like the language), so Mantine does not store its own:
 * the scheme is forced from the preference, following the system's setting live when it is 'auto'.
 */
function ThemedApp({ children }: { children: ReactNode }) {
  const system = useColorScheme('light', { getInitialValueInEffect: false })
  const preference = usePreferences().data?.values.colorScheme
  const scheme = effectiveColorScheme(preference, system)
  const { t } = useTranslation('common')
  const togglePasswordVisibility = t('actions.togglePasswordVisibility')
  const localTheme = useMemo(() => themeWithTexts({ togglePasswordVisibility }), [togglePasswordVisibility])
  return (
    <MantineProvider theme={localTheme} cssVariablesResolver={cssVariablesResolver} forceColorScheme={scheme}>
      {children}
    </MantineProvider>
  )
}

/**
 * Waits for the preferences (language) and the session before the first screen, so it never flashes in
 * the wrong language or on the wrong side of the sign-in.
 */
function Boot({ queryClient, i18n }: { queryClient: QueryClient; i18n: i18n }) {
  const [router] = useState(() => createPortalRouter(queryClient, i18n))
  // Before the window closes or the app quits, debounced edits are saved (QUALITY REL-6).
  useFlushBeforeClose()
  const preferences = usePreferences()
  const session = useSession()
  const language = interfaceLanguageFor(preferences.data?.values.language, session.data)
  const starting = session.isPending || session.data?.state.status === 'starting'
  // Every screen is mounted afresh for another user, so no component shows what it held for the previous one.
  const owner = sessionOwnerOf(session.data)

  // English may still be on its way (lib/i18n.ts loads it on demand): the first screen waits for it once;
  // later switches keep the screen and change its texts when they have arrived.
  const [firstLanguageShown, setFirstLanguageShown] = useState(false)
  useEffect(() => {
    if (preferences.isPending) return
    const shown = () => setFirstLanguageShown(true)
    i18n.changeLanguage(language).then(shown, shown)
  }, [i18n, language, preferences.isPending])
  // Signed in or out, chatbot chosen: the root route's guard decides again where the user may be.
  useEffect(() => {
    if (session.data) void router.invalidate()
  }, [router, session.data])
  // Notices (demo codes, errors) belong to the user they were shown to.
  useEffect(() => () => notifications.clean(), [owner])
  useEffect(() => {
    const sync = (lng: string) => applyDocumentLanguage(lng === 'en-US' ? 'en-US' : 'nl-NL')
    sync(i18n.language)
    i18n.on('languageChanged', sync)
    return () => i18n.off('languageChanged', sync)
  }, [i18n])

  if (preferences.isPending || starting || !firstLanguageShown) return <LoadingScreen />
  return <RouterProvider key={owner ?? 'signed-out'} router={router} />
}

/** Last line of defence outside the router (whose own errorComponent handles route errors). */
class CrashBoundary extends Component<{ children: ReactNode }, { crashed: boolean }> {
  override state = { crashed: false }
  static getDerivedStateFromError() {
    return { crashed: true }
  }
  override render() {
    return this.state.crashed ? <CrashFallback /> : this.props.children
  }
}
