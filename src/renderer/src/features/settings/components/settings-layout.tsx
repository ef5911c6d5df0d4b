import { Button, Group, Stack, Text, Title } from '@mantine/core'
import { Link, Navigate, Outlet, useRouter, useRouterState } from '@tanstack/react-router'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { useAppAbility } from '../../../lib/ability'
import { mayOpen, screensOf, type Screen, type ScreenRoute } from '../../../lib/screens'

/** The settings tabs: the screens under /settings/ this user may open, by their order. */
export function settingsTabsOf(screens: readonly Screen[], may: (screen: Screen) => boolean): Screen[] {
  return screens.filter((screen) => screen.to.startsWith('/settings/') && may(screen))
}

/**
 * Settings (spec 000 §2): one navigation entry whose tabs are its child routes (each tab is its own route
 * file `settings.<tab>.tsx` with a `nav` entry and no group), shown as the Smart Inbox shows its screens.
 * `/settings` alone opens the first tab the user may open.
 */
export function SettingsLayout() {
  const { t } = useTranslation('settings')
  const { t: navText } = useTranslation('nav')
  const router = useRouter()
  const ability = useAppAbility()
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const tabs = useMemo(
    () =>
      settingsTabsOf(screensOf(Object.values(router.routesById) as ScreenRoute[]), (screen) =>
        mayOpen(ability, screen),
      ),
    [router, ability],
  )
  const path = pathname.replace(/\/$/, '')
  if (path === '/settings') {
    const first = tabs[0]
    return first ? <Navigate to={first.to} replace /> : <Text>{t('page.noTabs')}</Text>
  }
  return (
    <Stack gap="md">
      <Group gap="md" wrap="wrap" align="center">
        <Title order={1} fz="h3">
          {t('page.title')}
        </Title>
        <Group gap={4} component="nav" aria-label={t('page.tabs')}>
          {tabs.map((tab) => {
            const current = path === tab.to
            return (
              <Button
                key={tab.to}
                component={Link}
                to={tab.to}
                size="compact-sm"
                variant={current ? 'filled' : 'default'}
                aria-current={current ? 'page' : undefined}
                data-testid={`settings-tab-${tab.id.slice('settings/'.length)}`}
              >
                {navText(tab.label)}
              </Button>
            )
          })}
        </Group>
      </Group>
      <Outlet />
    </Stack>
  )
}
