import { Button, Group, Stack, Text, Title } from '@mantine/core'
import { Link, useRouterState } from '@tanstack/react-router'
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
export function InboxHeader({ screen }: { screen: (typeof tabs)[number]['key'] }) {
  const { t } = useTranslation('inbox')
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const ability = useAppAbility()
  const visible = tabs.filter((tab) => ability.can('read', tab.subject))
  return (
    <Stack gap="xs">
      <Title order={1}>{t(`screens.${screen}.title`)}</Title>
      <Text c="dimmed">{t(`screens.${screen}.intro`)}</Text>
      <Group gap="xs" component="nav" aria-label={t('screens.label')}>
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
              size="xs"
              variant={current ? 'filled' : 'default'}
              aria-current={current ? 'page' : undefined}
            >
              {t(`screens.${tab.key}.tab`)}
            </Button>
          )
        })}
      </Group>
    </Stack>
  )
}
