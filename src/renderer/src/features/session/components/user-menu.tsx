import { Avatar, Badge, Group, Menu, Text, UnstyledButton } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { signedInState, useLogout, useSession } from '../../../lib/session'

/** The signed-in user's menu in the frame header: change password and sign out. */
export function UserMenu() {
  const { t } = useTranslation('session')
  const session = useSession()
  const logout = useLogout()
  const state = signedInState(session.data)
  if (!state) return null
  const { user } = state
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.username
  const initials = name
    .split(/\s+/)
    .map((part) => part[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase()
  // No initial-focus placeholder: that focusable role=presentation element inside role=menu fails axe
  // (aria-required-children); keyboard users still reach the items with the arrow keys.
  return (
    <Menu position="bottom-end" width={220} withinPortal withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <UnstyledButton aria-label={t('userMenu.label', { name })} data-testid="user-menu">
          <Group gap={8} wrap="nowrap">
            <Avatar size={30} radius="xl" color="indigo" aria-hidden>
              {initials}
            </Avatar>
            <Text fz="sm" fw={500} visibleFrom="md" component="span">
              {name}
            </Text>
            {session.data?.demo && (
              <Badge size="sm" variant="light" color="indigo">
                {t('userMenu.demoBadge')}
              </Badge>
            )}
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to="/change-password">
          {t('userMenu.changePassword')}
        </Menu.Item>
        <Menu.Item color="red.8" onClick={() => logout.mutate()} data-testid="sign-out">
          {t('userMenu.signOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  )
}
