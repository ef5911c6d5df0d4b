import { Group, Text, Tooltip } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { LockIcon } from './lock-icon'

/** Shown beside a setting that a managed policy enforces. */
export function LockedBadge({ testId }: { testId?: string }) {
  const { t } = useTranslation('preferences')
  return (
    <Tooltip label={t('lockedHint')} withArrow>
      <Group
        gap={4}
        c="dimmed"
        wrap="nowrap"
        data-testid={testId}
        tabIndex={0}
        aria-label={`${t('locked')}. ${t('lockedHint')}`}
      >
        <LockIcon />
        <Text size="xs" component="span">
          {t('locked')}
        </Text>
      </Group>
    </Tooltip>
  )
}
