import {
  ActionIcon,
  AppShell,
  Badge,
  Burger,
  Group,
  Image,
  Indicator,
  NavLink,
  ScrollArea,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { Link, useRouterState } from '@tanstack/react-router'
import { Suspense, lazy, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import appIcon from '../../../../../../resources/icon.png'
import { useAppAbility } from '../../../lib/ability'
import { visibleNavGroups, type Screen } from '../../../lib/screens'
import { useInboxUnread } from '../../../lib/inbox-watch'
import { usePreferences, useSetPreferences } from '../../../lib/preferences'
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand } from '../../../ui/icons'
import { useScreens } from '../use-screens'
import { HelpButton } from './help-button'
import { LanguageSwitcher } from './language-switcher'
import { LauncherButton } from './launcher-button'

// Mantine's spotlight and the launcher's list arrive after the frame has shown.
const Launcher = lazy(() => import('./launcher').then(({ Launcher }) => ({ default: Launcher })))

const navWidth = { expanded: 240, collapsed: 68 } as const

/**
 * The signed-in frame: header with the app icon, product name, launcher and language; the navigation by
 * area, showing only what the signed-in role may use. `headerActions` (chatbot switcher, user menu) come
 * from the route, since features do not import each other.
 */
export function AppFrame({ children, headerActions }: { children: ReactNode; headerActions?: ReactNode }) {
  const { t } = useTranslation('frame')
  // Every screen's label, without its area's other texts (lib/i18n.ts).
  const { t: navText } = useTranslation('nav')
  const [opened, { toggle }] = useDisclosure()
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const ability = useAppAbility()
  const groups = visibleNavGroups(useScreens(), ability)
  const unread = useInboxUnread(ability.can('read', 'SmartInbox'))
  const preferences = usePreferences().data
  const setPreferences = useSetPreferences()
  const collapsed = preferences?.values.navCollapsed ?? false
  const toggleCollapsed = () => setPreferences.mutate({ navCollapsed: !collapsed })

  const isActive = (item: Screen) =>
    item.to === '/inbox'
      ? pathname === '/inbox' || pathname.startsWith('/inbox')
      : pathname.startsWith(item.to)

  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{
        width: collapsed ? navWidth.collapsed : navWidth.expanded,
        breakpoint: 'sm',
        collapsed: { mobile: !opened },
      }}
      padding="lg"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label={t('nav.toggle')} />
            <Tooltip label={collapsed ? t('nav.expand') : t('nav.collapse')} openDelay={400}>
              <ActionIcon
                variant="subtle"
                color="gray"
                size="lg"
                visibleFrom="sm"
                onClick={toggleCollapsed}
                aria-label={collapsed ? t('nav.expand') : t('nav.collapse')}
                aria-expanded={!collapsed}
                data-testid="nav-collapse"
              >
                {collapsed ? (
                  <IconLayoutSidebarLeftExpand size={20} stroke={1.6} />
                ) : (
                  <IconLayoutSidebarLeftCollapse size={20} stroke={1.6} />
                )}
              </ActionIcon>
            </Tooltip>
            <Image src={appIcon} alt="" w={28} h={28} radius="sm" />
            <Text fw={700} fz="lg" component="span" style={{ whiteSpace: 'nowrap' }}>
              {t('productName')}
            </Text>
          </Group>
          <Group gap="sm" wrap="nowrap">
            <LauncherButton />
            <HelpButton />
            {headerActions}
            <LanguageSwitcher />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" aria-label={t('nav.label')} data-collapsed={collapsed || undefined}>
        <AppShell.Section grow component={ScrollArea}>
          <Stack gap="sm">
            {groups.map((group) => (
              <Stack key={group.label} gap={2} role="group" aria-label={navText(group.label)}>
                {collapsed ? null : (
                  <Text
                    fz={11}
                    fw={700}
                    tt="uppercase"
                    c="dimmed"
                    px="sm"
                    pt={4}
                    style={{ letterSpacing: '0.04em' }}
                    aria-hidden
                  >
                    {navText(group.label)}
                  </Text>
                )}
                {group.items.map((item) => {
                  const label = navText(item.label)
                  const count = item.badge === 'inboxUnread' ? unread : 0
                  const shown = count > 99 ? '99+' : String(count)
                  const badge =
                    count > 0 && !collapsed ? (
                      <Badge
                        size="sm"
                        variant="filled"
                        color="red.8"
                        aria-label={t('nav.unread', { count })}
                        data-testid={`nav-badge-${item.id}`}
                      >
                        {shown}
                      </Badge>
                    ) : null
                  const Icon = item.icon
                  const icon = <Icon size={20} stroke={1.6} aria-hidden />
                  const link = (
                    <NavLink
                      key={item.id}
                      component={Link}
                      to={item.to}
                      label={collapsed ? undefined : label}
                      aria-label={
                        collapsed
                          ? count > 0
                            ? `${label}, ${t('nav.unread', { count })}`
                            : label
                          : undefined
                      }
                      leftSection={
                        collapsed && count > 0 ? (
                          <Indicator
                            label={shown}
                            size={16}
                            color="red.8"
                            offset={2}
                            data-testid={`nav-badge-${item.id}`}
                          >
                            {icon}
                          </Indicator>
                        ) : (
                          icon
                        )
                      }
                      rightSection={badge}
                      active={isActive(item)}
                      data-nav-id={item.id}
                      styles={
                        collapsed
                          ? { root: { justifyContent: 'center' }, section: { marginInlineEnd: 0 } }
                          : undefined
                      }
                    />
                  )
                  return collapsed ? (
                    <Tooltip key={item.id} label={label} position="right" withArrow>
                      {link}
                    </Tooltip>
                  ) : (
                    link
                  )
                })}
              </Stack>
            ))}
          </Stack>
        </AppShell.Section>
      </AppShell.Navbar>
      <AppShell.Main>{children}</AppShell.Main>
      <Suspense fallback={null}>
        <Launcher />
      </Suspense>
    </AppShell>
  )
}
