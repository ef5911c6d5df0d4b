import { Button, Group, Popover, Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { accessByArea, permissionAreas, profileUser } from '@shared/domain/permission-matrix'
import { isRole } from '@shared/domain/roles'
import { levelColor } from './permission-level'
import { StatusBadge } from './status-badge'

/**
 * "What will this role get?" beside the role select: the role's column of the permissions page (the shared
 * permission table), so a manager sees what a new recruiter will get before creating them.
 */
export function RolePreview({ role }: { role: string }) {
  const { t } = useTranslation('users')
  if (!isRole(role)) return null
  const access = accessByArea(profileUser(role))
  const areas = permissionAreas.filter((area) => access[area.id].level !== 'none')
  return (
    <Popover width={340} position="bottom-start" withArrow shadow="md">
      <Popover.Target>
        <Button variant="subtle" size="compact-xs" data-testid="role-preview">
          {t('fields.whatRoleGets')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown data-testid="role-preview-dropdown">
        <Stack gap={6}>
          <Text fw={600} fz="sm">
            {t(`permissions.profiles.${role}`)}
          </Text>
          {areas.map((area) => {
            const level = access[area.id].level
            return (
              <Group key={area.id} justify="space-between" gap="xs" wrap="nowrap">
                <Text fz="xs">{t(`permissions.areas.${area.id}`)}</Text>
                <StatusBadge size="xs" color={levelColor[level]} style={{ flexShrink: 0 }}>
                  {t(`permissions.levels.${level}`)}
                </StatusBadge>
              </Group>
            )
          })}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  )
}
