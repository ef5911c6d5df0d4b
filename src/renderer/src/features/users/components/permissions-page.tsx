import { Group, Stack, Table, Text, Tooltip } from '@mantine/core'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import {
  matrixActions,
  permissionMatrix,
  permissionProfiles,
  profileOf,
  type AreaAccess,
  type PermissionProfile,
} from '@shared/domain/permission-matrix'
import { signedInState, useSession } from '../../../lib/session'
import { levelColor } from './permission-level'
import { StatusBadge } from './status-badge'
import { UsersHeader } from './users-header'

/**
 * The permissions page: per role what it may do per area, computed from the one
 * permission table the server enforces (shared/domain/permission-matrix.ts). The signed-in user's column
 * and the one the user form asked about (`profile`) are marked.
 */
export function PermissionsPage({ highlight }: { highlight?: PermissionProfile | undefined }) {
  const { t } = useTranslation('users')
  const user = signedInState(useSession().data)?.user
  const own = user ? profileOf(user) : null
  const rows = useMemo(() => permissionMatrix(), [])
  return (
    <Stack gap="md">
      <UsersHeader title={t('permissions.title')} intro={t('permissions.intro')} />
      <Group gap="xs" aria-hidden>
        {(['manage', 'edit', 'read', 'partial', 'none'] as const).map((level) => (
          <StatusBadge key={level} size="sm" color={levelColor[level]}>
            {t(`permissions.levels.${level}`)}
          </StatusBadge>
        ))}
      </Group>
      <Table.ScrollContainer minWidth={980}>
        <Table withTableBorder withColumnBorders data-testid="permissions-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('permissions.area')}</Table.Th>
              {permissionProfiles.map((profile) => (
                <Table.Th
                  key={profile}
                  scope="col"
                  data-profile={profile}
                  data-highlight={profile === highlight || undefined}
                  style={
                    profile === highlight ? { background: 'var(--mantine-primary-color-light)' } : undefined
                  }
                >
                  <Stack gap={0}>
                    <Text fz="sm" fw={600}>
                      {t(`permissions.profiles.${profile}`)}
                    </Text>
                    {profile === own && (
                      <Text fz="xs" c="dimmed">
                        ({t('permissions.yourRole')})
                      </Text>
                    )}
                  </Stack>
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.area} data-area={row.area}>
                <Table.Th scope="row">
                  <Text fz="sm" fw={500}>
                    {t(`permissions.areas.${row.area}`)}
                  </Text>
                </Table.Th>
                {permissionProfiles.map((profile) => (
                  <Table.Td
                    key={profile}
                    data-profile={profile}
                    style={
                      profile === highlight ? { background: 'var(--mantine-primary-color-light)' } : undefined
                    }
                  >
                    <AccessCell
                      access={row.cells[profile]}
                      label={t('permissions.detail', {
                        area: t(`permissions.areas.${row.area}`),
                        profile: t(`permissions.profiles.${profile}`),
                      })}
                    />
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  )
}

/** One cell: the level, and behind it (tooltip) the actions allowed per action kind. */
function AccessCell({ access, label }: { access: AreaAccess; label: string }) {
  const { t } = useTranslation('users')
  const allowed = matrixActions.filter((action) => access.actions[action] !== 'none')
  const detail =
    allowed.length === 0
      ? t('permissions.noActions')
      : allowed
          .map((action) =>
            access.actions[action] === 'all'
              ? t(`permissions.actions.${action}`)
              : `${t(`permissions.actions.${action}`)} (${t('permissions.levels.partial').toLowerCase()})`,
          )
          .join(', ')
  return (
    <Tooltip label={`${label}: ${detail}`} multiline w={260} withArrow>
      <StatusBadge
        size="sm"
        wrap
        color={levelColor[access.level]}
        tabIndex={0}
        aria-label={`${label}: ${t(`permissions.levels.${access.level}`)}. ${detail}`}
        data-level={access.level}
        style={{ cursor: 'help' }}
      >
        {t(`permissions.levels.${access.level}`)}
      </StatusBadge>
    </Tooltip>
  )
}
