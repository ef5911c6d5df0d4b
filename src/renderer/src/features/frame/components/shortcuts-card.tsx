import { Button, Group } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { useAppAbility } from '../../../lib/ability'
import { SectionCard } from '../../../ui/section-card'
import { navNamespaces, visibleNavGroups } from '../nav-items'

/** The areas this user may open (the same table as the navigation), the dashboard itself left out. */
export function ShortcutsCard() {
  const { t } = useTranslation(navNamespaces)
  const ability = useAppAbility()
  const items = visibleNavGroups(ability)
    .flatMap((group) => group.items)
    .filter((item) => item.to !== '/dashboard')
  return (
    <SectionCard title={t('frame:shortcuts.title')} testId="dashboard-shortcuts">
      <Group gap="xs">
        {items.map((item) => (
          <Button
            key={item.id}
            component={Link}
            to={item.to}
            variant="default"
            size="sm"
            leftSection={<item.icon size={16} aria-hidden />}
          >
            {t(item.labelKey)}
          </Button>
        ))}
      </Group>
    </SectionCard>
  )
}
