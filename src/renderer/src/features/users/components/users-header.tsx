import { Button, Group, Stack, Text, Title } from '@mantine/core'
import { Link, useRouterState } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'

const tabs = [
  { to: '/users', key: 'users' },
  { to: '/users-employees', key: 'employees' },
  { to: '/users-agents', key: 'agents' },
  { to: '/users-permissions', key: 'permissions' },
] as const

/**
 * Users management's screens (spec 000 §2: the list, 'All employees'; agents; the permissions page): one
 * navigation entry, these links inside it. All need `read UsersManagement`, as the navigation entry does.
 */
export function UsersHeader({
  title,
  intro,
  actions,
}: {
  title: string
  intro: string
  actions?: React.ReactNode
}) {
  const { t } = useTranslation('users')
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  return (
    <Stack gap="xs">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={4}>
          <Title order={1}>{title}</Title>
          <Text c="dimmed">{intro}</Text>
        </Stack>
        {actions}
      </Group>
      <Group gap="xs" component="nav" aria-label={t('tabs.label')}>
        {tabs.map((tab) => {
          const current = pathname === tab.to
          return (
            <Button
              key={tab.key}
              component={Link}
              to={tab.to}
              size="xs"
              variant={current ? 'filled' : 'default'}
              aria-current={current ? 'page' : undefined}
            >
              {t(`tabs.${tab.key}`)}
            </Button>
          )
        })}
      </Group>
    </Stack>
  )
}
