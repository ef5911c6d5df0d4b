import { Group, Stack, Switch, Text } from '@mantine/core'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import type { PreferenceKey } from '@shared/domain/preferences'
import { LockedBadge } from './locked-badge'

// navCollapsed is the frame's own toggle, not a switch on this page (and has no text here); the export
// format and CSV separator are chosen in the export control.
export type SwitchKey = Exclude<
  PreferenceKey,
  'language' | 'colorScheme' | 'navCollapsed' | 'exportFormat' | 'csvSeparator'
>

/** One on/off preference: label, why it matters, and a lock when the organisation fixed it. */
export function PreferenceSwitch(props: {
  name: SwitchKey
  checked: boolean
  locked: boolean
  pending: boolean
  onChange: (value: boolean) => void
}) {
  const { t } = useTranslation('preferences')
  const descriptionId = useId()
  return (
    <Group
      justify="space-between"
      align="flex-start"
      wrap="nowrap"
      gap="lg"
      data-testid={`pref-${props.name}`}
    >
      <Stack gap={2}>
        <Text component="label" htmlFor={`pref-switch-${props.name}`} fw={500}>
          {t(`fields.${props.name}.label`)}
        </Text>
        <Text size="sm" c="dimmed" id={descriptionId}>
          {t(`fields.${props.name}.description`)}
        </Text>
        {props.locked && <LockedBadge testId={`pref-${props.name}-locked`} />}
      </Stack>
      <Switch
        id={`pref-switch-${props.name}`}
        checked={props.checked}
        disabled={props.locked || props.pending}
        onChange={(event) => props.onChange(event.currentTarget.checked)}
        aria-describedby={descriptionId}
        size="md"
      />
    </Group>
  )
}
