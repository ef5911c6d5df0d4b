import { Button, Group } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { useAppAbility } from '../../../lib/ability'
import { SectionCard } from '../../../ui/section-card'
import { visibleNavGroups } from '../../../lib/screens'
import { useScreens } from '../use-screens'

/** The areas this user may open (the same table as the navigation), the dashboard itself left out. */
export function ShortcutsCard() {
  const { t } = useTranslation('frame')
  const { t: navText } = useTranslation('nav')
  const ability = useAppAbility()
  const items = visibleNavGroups(useScreens(), ability)
    .flatMap((group) => group.items)
    .filter((item) => item.to !== '/dashboard')
  return (
    <SectionCard title={t('shortcuts.title')} testId="dashboard-shortcuts">
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
            {navText(item.label)}
          </Button>
        ))}
      </Group>
    </SectionCard>
  )
}
