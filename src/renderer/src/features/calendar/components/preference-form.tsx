import {
  Alert,
  Button,
  Group,
  Modal,
  NumberInput,
  Radio,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
} from '@mantine/core'
import { useCallback, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useErrorMessage } from '../../../lib/errors'
import { serverFieldErrors } from '../../../lib/field-errors'
import { useSingleFlight } from '../../../lib/single-flight'
import { useCalendarUserChange } from '../api/calendar-mutations'
import type { CalendarUser, EventConfiguration, EventPreference } from '../api/calendar-users'
import {
  preferenceDraft,
  preferenceInput,
  preferenceProblems,
  type PreferenceDraft,
  type PreferenceField,
} from '../forms/preference'
import { slotDrafts, wireSlots, type SlotDraft } from '../forms/slots'
import { SaveRow } from './form-bits'
import { WeeklySlotsEditor } from './weekly-slots-editor'
import { useReportUnsaved } from '../../../ui/unsaved-changes'

/**
 * "Times to schedule" for one event configuration (spec 000 §3 event preference): the daily limit ("no
 * limit" for the spec's -1), the offset in days or, same day, in hours, how many weeks ahead, the time kept
 * free before and after, and a shared schema or the preference's own weekly slots. Switching to a schema
 * deletes the own slots: the user confirms that first.
 */
export function PreferenceForm({
  calendarUser,
  preference,
  configuration,
}: {
  calendarUser: CalendarUser
  preference: EventPreference
  configuration: EventConfiguration
}) {
  const { t } = useTranslation(['calendar', 'common'])
  const errorMessage = useErrorMessage('calendar')
  const change = useCalendarUserChange()
  const once = useSingleFlight()
  const [draft, setDraft] = useState<PreferenceDraft>(() => preferenceDraft(preference))
  const [saved, setSaved] = useState(false)
  /** Edited since the last save: closing the drawer asks first. */
  const [edited, setEdited] = useState(false)
  useReportUnsaved(edited)
  // The version this draft started from: a save from another window in the meantime makes the server
  // refuse this one (stale_version) instead of silently overwriting it.
  const [baseVersion, setBaseVersion] = useState(preference.version)
  /** The schema the user chose while own slots would be deleted: asked before it happens. */
  const [pendingSchema, setPendingSchema] = useState<string | null>(null)
  const problems = preferenceProblems(draft)
  const editable = calendarUser.mayEdit
  const serverErrors = serverFieldErrors(change.error)
  const set = useCallback((next: Partial<PreferenceDraft>) => {
    setSaved(false)
    setEdited(true)
    setDraft((current) => ({ ...current, ...next }))
  }, [])
  const setSlots = useCallback((slots: SlotDraft[]) => set({ slots }), [set])
  const fieldError = (field: PreferenceField) => {
    const problem = problems[field]
    if (problem && problem !== 'slots') return t('preference.between', problem)
    return serverErrors.find((error) => error.field === field)?.messages[0]
  }
  const number = (field: Exclude<PreferenceField, 'slots'>) => ({
    value: draft[field],
    onChange: (value: string | number) => set({ [field]: typeof value === 'number' ? value : '' }),
    error: fieldError(field),
    readOnly: !editable,
    allowDecimal: false,
    allowNegative: false,
  })

  const chooseAvailability = (value: string) => {
    if (value === 'custom') {
      // Custom availability starts from the schema's slots (what the server copies too).
      const schema = calendarUser.availabilitySchemas.find((one) => one.id === draft.schemaId)
      set({ schemaId: null, slots: schema ? slotDrafts(schema.scheduleAvailabilities) : draft.slots })
      return
    }
    const fallback =
      calendarUser.availabilitySchemas.find((one) => one.isDefault) ?? calendarUser.availabilitySchemas[0]
    if (!fallback) return
    if (draft.schemaId === null && draft.slots.length > 0) setPendingSchema(fallback.id)
    else set({ schemaId: fallback.id })
  }

  const save = () => {
    if (Object.keys(problems).length > 0 || !editable) return
    const input = {
      ...preferenceInput(draft),
      ...(draft.schemaId === null ? { slots: wireSlots(draft.slots) } : {}),
    }
    once(() =>
      change.mutateAsync(
        { kind: 'updatePreference', id: preference.id, version: baseVersion, input },
        {
          onSuccess: (user) => {
            const now = user?.eventPreferences.find((one) => one.id === preference.id)
            if (now) setBaseVersion(now.version)
            setSaved(true)
            setEdited(false)
          },
        },
      ),
    )
  }

  return (
    <Stack gap="sm" data-testid="preference-form" data-configuration={configuration.name}>
      <Switch
        label={t('preference.enabled')}
        description={t('preference.enabledHint')}
        checked={draft.enabled}
        onChange={(event) => set({ enabled: event.currentTarget.checked })}
        disabled={!editable}
        error={serverErrors.find((error) => error.field === 'enabled')?.messages[0]}
        data-testid="preference-enabled"
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Stack gap={4}>
          <NumberInput
            label={t('preference.dailyLimit')}
            description={t('preference.dailyLimitHint')}
            min={1}
            {...number('dailyLimit')}
            disabled={draft.unlimited}
            data-testid="preference-daily-limit"
          />
          <Switch
            size="xs"
            label={t('preference.noLimit')}
            checked={draft.unlimited}
            onChange={(event) => set({ unlimited: event.currentTarget.checked })}
            disabled={!editable}
            data-testid="preference-no-limit"
          />
        </Stack>
        <Stack gap={4}>
          <Text fz="sm" fw={500} id={`offset-${preference.id}`}>
            {t('preference.offset')}
          </Text>
          <SegmentedControl
            size="xs"
            value={draft.offsetUnit}
            onChange={(value) => set({ offsetUnit: value === 'hours' ? 'hours' : 'days' })}
            data={[
              { value: 'days', label: t('preference.offsetDays') },
              { value: 'hours', label: t('preference.offsetHours') },
            ]}
            disabled={!editable}
            aria-labelledby={`offset-${preference.id}`}
          />
          {draft.offsetUnit === 'days' ? (
            <NumberInput
              aria-label={t('preference.planOffsetDays')}
              description={t('preference.planOffsetDaysHint')}
              {...number('planOffsetDays')}
              data-testid="preference-offset-days"
            />
          ) : (
            <NumberInput
              aria-label={t('preference.sameDayOffsetHours')}
              description={t('preference.sameDayOffsetHoursHint')}
              {...number('sameDayOffsetHours')}
              data-testid="preference-offset-hours"
            />
          )}
        </Stack>
        <NumberInput
          label={t('preference.planRange')}
          description={t('preference.planRangeHint')}
          {...number('planRange')}
          data-testid="preference-plan-range"
        />
        <Group grow align="flex-start">
          <NumberInput
            label={t('preference.timeBefore')}
            {...number('timeBeforeEvent')}
            data-testid="preference-time-before"
          />
          <NumberInput
            label={t('preference.timeAfter')}
            {...number('timeAfterEvent')}
            data-testid="preference-time-after"
          />
        </Group>
      </SimpleGrid>
      <Radio.Group
        label={t('preference.availability')}
        value={draft.schemaId === null ? 'custom' : 'schema'}
        onChange={chooseAvailability}
      >
        <Group gap="md" mt={4}>
          <Radio
            value="schema"
            label={t('preference.sharedSchema')}
            disabled={!editable || calendarUser.availabilitySchemas.length === 0}
            data-testid="preference-use-schema"
          />
          <Radio
            value="custom"
            label={t('preference.customTimes')}
            disabled={!editable}
            data-testid="preference-use-custom"
          />
        </Group>
      </Radio.Group>
      {draft.schemaId !== null ? (
        <Select
          label={t('preference.schema')}
          data={calendarUser.availabilitySchemas.map((schema) => ({ value: schema.id, label: schema.name }))}
          value={draft.schemaId}
          onChange={(id) => id && set({ schemaId: id })}
          allowDeselect={false}
          readOnly={!editable}
          data-testid="preference-schema"
        />
      ) : (
        <WeeklySlotsEditor
          slots={draft.slots}
          onChange={setSlots}
          readOnly={!editable}
          testId="preference-slots"
        />
      )}
      {change.isError && serverErrors.length === 0 && (
        <Alert color="red" variant="light" role="alert" data-testid="preference-error">
          {errorMessage(change.error)}
        </Alert>
      )}
      <Modal
        closeButtonProps={{ 'aria-label': t('common:actions.close') }}
        opened={pendingSchema !== null}
        onClose={() => setPendingSchema(null)}
        title={t('preference.switchTitle')}
        data-testid="preference-switch"
      >
        <Stack gap="md">
          <Text fz="sm">{t('preference.switchBody', { count: draft.slots.length })}</Text>
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={() => setPendingSchema(null)}>
              {t('common:actions.cancel')}
            </Button>
            <Button
              color="red"
              onClick={() => {
                set({ schemaId: pendingSchema })
                setPendingSchema(null)
              }}
              data-testid="preference-switch-confirm"
            >
              {t('preference.switchConfirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
      {editable && (
        <SaveRow
          label={t('preference.save')}
          saved={saved}
          pending={change.isPending}
          disabled={Object.keys(problems).length > 0}
          onSave={save}
          testId="preference"
        />
      )}
    </Stack>
  )
}
