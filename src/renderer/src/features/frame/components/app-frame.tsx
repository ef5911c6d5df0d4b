import { AppShell, Burger, Group, NavLink, Text } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { Link, useRouterState } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { navItems } from '../nav-items'
import { LanguageSwitcher } from './language-switcher'

/**
 * The signed-in frame: header with product name and language, navigation for the portal's areas.
 * `headerActions` (chatbot switcher, user menu) come from the route, since features do not import each other.
 */
export function AppFrame({ children, headerActions }: { children: ReactNode; headerActions?: ReactNode }) {
  const { t } = useTranslation('frame')
  const [opened, { toggle }] = useDisclosure()
  const pathname = useRouterState({ select: (state) => state.location.pathname })

  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: 232, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding="lg"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between">
          <Group gap="sm">
            <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label={t('nav.toggle')} />
            <Text fw={700} fz="lg" component="span">
              {t('productName')}
            </Text>
          </Group>
          <Group gap="sm" wrap="nowrap">
            {headerActions}
            <LanguageSwitcher />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" aria-label={t('nav.label')}>
        {navItems.map((item) => (
          <NavLink
            key={item.to}
            component={Link}
            to={item.to}
            label={t(item.labelKey)}
            active={pathname.startsWith(item.to)}
          />
        ))}
      </AppShell.Navbar>
      <AppShell.Main>{children}</AppShell.Main>
    </AppShell>
  )
}
