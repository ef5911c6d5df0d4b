import { Group, Kbd, Text, UnstyledButton } from '@mantine/core'
import { spotlight } from '@mantine/spotlight'
import { useTranslation } from 'react-i18next'
import { IconSearch } from '../../../ui/icons'

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform)

/** The launcher's button in the header, showing its shortcut. */
export function LauncherButton() {
  const { t } = useTranslation('frame')
  return (
    <UnstyledButton
      onClick={() => spotlight.open()}
      aria-label={t('launcher.open')}
      aria-keyshortcuts={isMac ? 'Meta+K' : 'Control+K'}
      data-testid="launcher-button"
      visibleFrom="md"
      px="sm"
      py={6}
      style={{
        border: '1px solid var(--mantine-color-default-border)',
        borderRadius: 'var(--mantine-radius-md)',
        background: 'var(--mantine-color-body)',
      }}
    >
      <Group gap="xs" wrap="nowrap">
        <IconSearch size={16} stroke={1.6} aria-hidden />
        <Text fz="sm" c="dimmed" component="span">
          {t('launcher.short')}
        </Text>
        <Kbd size="xs">{isMac ? '⌘ K' : 'Ctrl K'}</Kbd>
      </Group>
    </UnstyledButton>
  )
}
