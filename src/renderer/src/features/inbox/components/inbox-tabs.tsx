import { Button, Group, Stack, Text, Title } from '@mantine/core'
import { Link, useRouterState } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { PermissionSubject } from '@shared/domain/permissions'
import { useAppAbility } from '../../../lib/ability'

/** Each tab shows only for a user who may read its subject (the route's `beforeLoad` checks the same). */
const tabs = [
  { to: '/inbox', key: 'management', subject: 'SmartInbox' },
  { to: '/inbox-analytics', key: 'analytics', subject: 'SmartInbox' },
  { to: '/inbox-configuration', key: 'configuration', subject: 'SettingsAts' },
] as const satisfies readonly { to: string; key: string; subject: PermissionSubject }[]

/** The Smart Inbox's three screens (spec 000 §2): one navigation entry, these links inside it. */
export function InboxHeader({
  screen,
  actions,
}: {
  screen: (typeof tabs)[number]['key']
  /** Shown at the right of the title row (the management screen's labels and export). */
  actions?: ReactNode
}) {
  const { t } = useTranslation('inbox')
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const ability = useAppAbility()
  const visible = tabs.filter((tab) => ability.can('read', tab.subject))
  return (
    <Stack gap={2}>
      <Group gap="md" wrap="nowrap" align="flex-start" justify="space-between">
        <Group gap="md" wrap="wrap" align="center">
          <Title order={1} fz="h3">
            {t(`screens.${screen}.title`)}
          </Title>
          <Group gap={4} component="nav" aria-label={t('screens.label')}>
            {visible.map((tab) => {
              const current =
                tab.key === 'management'
                  ? pathname === '/inbox' || pathname.startsWith('/inbox/')
                  : pathname === tab.to
              return (
                <Button
                  key={tab.key}
                  component={Link}
                  to={tab.to}
                  size="compact-sm"
                  variant={current ? 'filled' : 'default'}
                  aria-current={current ? 'page' : undefined}
                >
                  {t(`screens.${tab.key}.tab`)}
                </Button>
              )
            })}
          </Group>
        </Group>
        {actions}
      </Group>
      {/* The management screen explains itself; the others keep their one-line introduction. */}
      {screen !== 'management' && <Text c="dimmed">{t(`screens.${screen}.intro`)}</Text>}
    </Stack>
  )
}
