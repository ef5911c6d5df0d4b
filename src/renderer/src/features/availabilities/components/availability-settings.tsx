import {
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  TagsInput,
  TextInput,
  Title,
} from '@mantine/core'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { SettingsSaveStatus } from '../../../ui/save-status'
import {
  availabilityBounds,
  settingsProblems,
  type AvailabilitySettings,
  type SettingsField,
} from '@shared/domain/availabilities'
import { noDailyLimit } from '@shared/domain/calendar'
import { debounceMs } from '../../../lib/debounce-times'
import { useDebouncedSave } from '../../../lib/use-debounced-save'
import type { Availability } from '../api/availabilities'

let zones: string[] | undefined
/** The runtime's IANA zones, read once (a few hundred names). */
const timeZones = () => (zones ??= Intl.supportedValuesOf('timeZone'))

const settingsOf = (a: Availability): AvailabilitySettings => ({
  appointmentType: a.appointmentType,
  interviewType: a.interviewType,
  categories: a.categories,
  timeZone: a.timeZone,
  maxDailyAppointments: a.maxDailyAppointments,
})

/**
 * An availability's appointment type, categories, time zone and daily maximum, saved as they change after
 * the spec's 1300 ms (availabilities) with the settings' "Saving… / Saved". While a field is invalid its
 * message shows and nothing is sent.
 */
export function AvailabilitySettingsForm({
  availability,
  readOnly,
  save,
  onDraft,
}: {
  availability: Availability
  readOnly: boolean
  save: (settings: AvailabilitySettings) => Promise<unknown>
  /** Every edit, so the week editor follows "working days only" at once. */
  onDraft?: (settings: AvailabilitySettings) => void
}) {
  const { t } = useTranslation('availabilities')
  const [draft, setDraft] = useState(() => settingsOf(availability))
  const saver = useDebouncedSave<AvailabilitySettings>({ delayMs: debounceMs.availabilities, save })
  const problems = useMemo(() => settingsProblems(draft), [draft])
  const invalid = Object.keys(problems).length > 0

  const edit = (next: AvailabilitySettings) => {
    setDraft(next)
    onDraft?.(next)
    if (Object.keys(settingsProblems(next)).length > 0) saver.cancel()
    else saver.schedule(next)
  }
  const editType = (change: Partial<AvailabilitySettings['appointmentType']>) =>
    edit({ ...draft, appointmentType: { ...draft.appointmentType, ...change } })
  const error = (field: SettingsField) => {
    const problem = problems[field]
    if (!problem) return undefined
    const bounds =
      field in availabilityBounds ? availabilityBounds[field as keyof typeof availabilityBounds] : null
    return t(`settings.problems.${problem}`, typeof bounds === 'object' && bounds ? bounds : {})
  }
  const number = (field: 'preTime' | 'postTime' | 'planRange' | 'offsetDays' | 'slotDuration') => (
    <NumberInput
      label={t(`settings.${field}`)}
      value={draft.appointmentType[field]}
      onChange={(value) => editType({ [field]: typeof value === 'number' ? value : Number.NaN })}
      allowDecimal={false}
      min={availabilityBounds[field].min}
      max={availabilityBounds[field].max}
      readOnly={readOnly}
      error={error(field)}
      data-testid={`availability-${field}`}
    />
  )
  const noLimit = draft.maxDailyAppointments === noDailyLimit

  return (
    <Stack gap="sm" data-testid="availability-settings">
      <Group justify="space-between" align="center">
        <Title order={3} fz="h5">
          {t('settings.title')}
        </Title>
        <SettingsSaveStatus
          invalid={invalid}
          status={saver.status}
          onRetry={() => void saver.flush()}
          texts={{
            saving: t('save.saving'),
            saved: t('save.saved'),
            failed: t('save.failed'),
            invalid: t('settings.invalid'),
          }}
        />
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          label={t('settings.type')}
          value={draft.appointmentType.type}
          onChange={(event) => editType({ type: event.currentTarget.value })}
          readOnly={readOnly}
          required
          error={error('type')}
          data-testid="availability-type"
        />
        <TextInput
          label={t('settings.interviewType')}
          value={draft.interviewType}
          onChange={(event) => edit({ ...draft, interviewType: event.currentTarget.value })}
          readOnly={readOnly}
          error={error('interviewType')}
        />
        <TagsInput
          label={t('settings.categories')}
          description={t('settings.categoriesHelp')}
          value={[...draft.categories]}
          onChange={(categories) => edit({ ...draft, categories })}
          readOnly={readOnly}
          error={error('categories')}
        />
        <Select
          label={t('settings.timeZone')}
          data={timeZones()}
          value={draft.timeZone}
          onChange={(timeZone) => timeZone && edit({ ...draft, timeZone })}
          searchable
          readOnly={readOnly}
          error={error('timeZone')}
          data-testid="availability-time-zone"
        />
        {number('slotDuration')}
        {number('planRange')}
        {number('preTime')}
        {number('postTime')}
        {number('offsetDays')}
        <Stack gap={6}>
          <NumberInput
            label={t('settings.maxDailyAppointments')}
            value={noLimit ? '' : draft.maxDailyAppointments}
            onChange={(value) =>
              edit({ ...draft, maxDailyAppointments: typeof value === 'number' ? value : Number.NaN })
            }
            allowDecimal={false}
            disabled={noLimit}
            readOnly={readOnly}
            error={error('maxDailyAppointments')}
            data-testid="availability-max"
          />
          <Switch
            label={t('settings.noLimit')}
            checked={noLimit}
            disabled={readOnly}
            onChange={(event) =>
              edit({ ...draft, maxDailyAppointments: event.currentTarget.checked ? noDailyLimit : 6 })
            }
            data-testid="availability-no-limit"
          />
        </Stack>
      </SimpleGrid>
      <Group gap="lg">
        <Switch
          label={t('settings.workingDaysOnly')}
          checked={draft.appointmentType.workingDaysOnly}
          disabled={readOnly}
          onChange={(event) => editType({ workingDaysOnly: event.currentTarget.checked })}
          data-testid="availability-working-days"
        />
        <Switch
          label={t('settings.isDefault')}
          checked={draft.appointmentType.isDefault}
          disabled={readOnly}
          onChange={(event) => editType({ isDefault: event.currentTarget.checked })}
        />
      </Group>
    </Stack>
  )
}

/** The settings' save texts (as the chatbot settings tab): 'Saving changes...', 'Settings updated!', the failure. */
