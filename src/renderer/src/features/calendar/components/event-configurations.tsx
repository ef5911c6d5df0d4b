import {
  ActionIcon,
  Button,
  ColorInput,
  ColorSwatch,
  Group,
  Modal,
  NumberInput,
  Paper,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  calendarBounds,
  eventConfigurationDefaults,
  isHexColour,
  locationTypes,
  type LocationType,
} from '@shared/domain/calendar'
import { useErrorMessage } from '../../../lib/errors'
import { serverFieldErrors } from '../../../lib/field-errors'
import { useSingleFlight } from '../../../lib/single-flight'
import { IconCopy, IconPencil, IconPlus, IconTrash } from '../../../ui/icons'
import { useConfigurationChange, type ConfigurationInput } from '../api/calendar-mutations'
import type { EventConfiguration } from '../api/calendar-users'
import { DialogActions } from './form-bits'
import { ConfigurationTexts, extrasInvalid, type ConfigurationExtras } from './configuration-texts'
import { RemindersEditor, useReminderProblems, type ReminderRow } from './reminders-editor'

/** What a manager can do with one event configuration, in the row's order. */
const rowActions = [
  { kind: 'edit', icon: IconPencil },
  { kind: 'clone', icon: IconCopy },
  { kind: 'delete', icon: IconTrash },
] as const

type Editing =
  | { kind: 'new' }
  | { kind: 'edit'; configuration: EventConfiguration }
  | { kind: 'clone'; configuration: EventConfiguration }
  | { kind: 'delete'; configuration: EventConfiguration }

/**
 * The organisation's event configurations (kinds of appointment: name, colour, length, where). Everyone
 * with the calendar right sees them; managers, admins and superusers create, edit, clone and delete them.
 */
export function EventConfigurations({
  configurations,
  mayConfigure,
}: {
  configurations: readonly EventConfiguration[]
  mayConfigure: boolean
}) {
  const { t } = useTranslation(['calendar', 'common'])
  const [editing, setEditing] = useState<Editing | null>(null)
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="section"
      aria-labelledby="configurations-title"
      data-testid="event-configurations"
    >
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} fz="h4" id="configurations-title">
            {t('configurations.title')}
          </Title>
          {mayConfigure && (
            <Button
              size="xs"
              leftSection={<IconPlus size={14} />}
              onClick={() => setEditing({ kind: 'new' })}
              data-testid="configuration-new"
            >
              {t('configurations.new')}
            </Button>
          )}
        </Group>
        {configurations.length === 0 && (
          <Text fz="sm" c="dimmed" data-testid="configurations-empty">
            {mayConfigure ? t('configurations.emptyManager') : t('configurations.empty')}
          </Text>
        )}
        {configurations.map((configuration) => (
          <Group key={configuration.id} justify="space-between" wrap="nowrap" data-testid="configuration-row">
            <Group gap="sm" wrap="nowrap">
              <ColorSwatch color={configuration.color} size={14} />
              <Text fw={500}>{configuration.name}</Text>
              <Text fz="sm" c="dimmed">
                {t('configurations.summary', {
                  duration: configuration.duration,
                  location: locationText(t, configuration),
                })}
              </Text>
              {configuration.reminders.length > 0 && (
                <Text fz="sm" c="dimmed" data-testid="configuration-reminders">
                  · {t('reminders.summary', { count: configuration.reminders.length })}
                </Text>
              )}
              {!configuration.isEnabled && (
                <Text fz="xs" c="dimmed">
                  ({t('configurations.disabled')})
                </Text>
              )}
            </Group>
            {mayConfigure && (
              <Group gap={4} wrap="nowrap">
                {rowActions.map((action) => (
                  <Tooltip key={action.kind} label={t(`configurations.${action.kind}`)}>
                    <ActionIcon
                      variant="subtle"
                      color={action.kind === 'delete' ? 'red' : 'gray'}
                      aria-label={t(`configurations.${action.kind}Named`, { name: configuration.name })}
                      onClick={() => setEditing({ kind: action.kind, configuration })}
                      data-testid={`configuration-${action.kind}`}
                    >
                      <action.icon size={16} />
                    </ActionIcon>
                  </Tooltip>
                ))}
              </Group>
            )}
          </Group>
        ))}
      </Stack>
      {editing && (editing.kind === 'new' || editing.kind === 'edit') && (
        <ConfigurationModal
          configuration={editing.kind === 'edit' ? editing.configuration : null}
          others={configurations}
          onClose={() => setEditing(null)}
        />
      )}
      {editing?.kind === 'clone' && (
        <CloneModal
          configuration={editing.configuration}
          others={configurations}
          onClose={() => setEditing(null)}
        />
      )}
      {editing?.kind === 'delete' && (
        <DeleteModal configuration={editing.configuration} onClose={() => setEditing(null)} />
      )}
    </Paper>
  )
}

function locationText(
  t: ReturnType<typeof useTranslation<'calendar'>>['t'],
  configuration: Pick<EventConfiguration, 'location' | 'customLocation'>,
) {
  if (configuration.location === 'LOCATION') return configuration.customLocation
  return (locationTypes as readonly string[]).includes(configuration.location)
    ? t(`locations.${configuration.location as LocationType}`)
    : configuration.location
}

const nameTaken = (name: string, others: readonly EventConfiguration[], ownId: string | null) =>
  others.some(
    (other) =>
      other.id !== ownId && other.name.trim().toLocaleLowerCase() === name.trim().toLocaleLowerCase(),
  )

/** Create or edit an event configuration: the spec's defaults (#4b0082, 30 minutes, Google Meet). */
function ConfigurationModal({
  configuration,
  others,
  onClose,
}: {
  configuration: EventConfiguration | null
  others: readonly EventConfiguration[]
  onClose: () => void
}) {
  const { t } = useTranslation(['calendar', 'common'])
  const errorMessage = useErrorMessage('calendar')
  const change = useConfigurationChange()
  const once = useSingleFlight()
  const [draft, setDraft] = useState<ConfigurationInput>(() =>
    configuration
      ? {
          name: configuration.name,
          color: configuration.color,
          duration: configuration.duration,
          location: configuration.location,
          customLocation: configuration.customLocation,
          isEnabled: configuration.isEnabled,
        }
      : {
          name: '',
          ...eventConfigurationDefaults,
          location: 'GOOGLE_MEET',
          customLocation: '',
          isEnabled: true,
        },
  )
  const [reminders, setReminders] = useState<ReminderRow[]>(() => [...(configuration?.reminders ?? [])])
  const reminderProblems = useReminderProblems(reminders)
  const [extras, setExtras] = useState<ConfigurationExtras>(() => ({
    subject: [...(configuration?.subject ?? [])],
    description: [...(configuration?.description ?? [])],
    customLocationTranslations: [...(configuration?.customLocationTranslations ?? [])],
    defaultAttendees: [...(configuration?.defaultAttendees ?? [])],
    scalarNameSelector: configuration?.scalarNameSelector ?? '',
    selectorValues: [...(configuration?.selectorValues ?? [])],
  }))
  const [touched, setTouched] = useState(false)
  const set = (next: Partial<ConfigurationInput>) => setDraft((current) => ({ ...current, ...next }))
  const { min, max } = calendarBounds.durationMinutes
  const problems = {
    name: !draft.name.trim()
      ? t('configurations.form.nameRequired')
      : nameTaken(draft.name, others, configuration?.id ?? null)
        ? t('configurations.form.nameTaken')
        : null,
    color: isHexColour(draft.color) ? null : t('configurations.form.colourInvalid'),
    duration:
      Number.isInteger(draft.duration) && draft.duration >= min && draft.duration <= max
        ? null
        : t('configurations.form.durationRange', { min, max }),
    customLocation:
      draft.location === 'LOCATION' && !draft.customLocation.trim()
        ? t('configurations.form.placeRequired')
        : null,
  }
  const invalid =
    Object.values(problems).some(Boolean) ||
    reminderProblems.size > 0 ||
    extrasInvalid(extras, draft.location === 'LOCATION')
  const serverErrors = serverFieldErrors(change.error)
  // The form's own reminder problems once touched, else what the server said per row (reminders.N).
  const shownReminderProblems = new Map<number, string>(
    touched
      ? reminderProblems
      : serverErrors.flatMap((error) => {
          const match = /^reminders\.(\d+)$/.exec(error.field)
          return match && error.messages[0] ? [[Number(match[1]), error.messages[0]] as const] : []
        }),
  )
  const shown = (field: keyof typeof problems) =>
    (touched ? problems[field] : null) ?? serverErrors.find((error) => error.field === field)?.messages[0]
  const save = () => {
    setTouched(true)
    if (invalid) return
    const input = {
      ...draft,
      name: draft.name.trim(),
      customLocation: draft.customLocation.trim(),
      reminders: reminders.filter((minutes): minutes is number => minutes !== null),
      ...extras,
      // Unlinked: no values are kept either.
      selectorValues: extras.scalarNameSelector.trim() ? extras.selectorValues : [],
    }
    once(() =>
      change.mutateAsync(
        configuration ? { kind: 'update', id: configuration.id, input } : { kind: 'create', input },
        { onSuccess: onClose },
      ),
    )
  }
  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
      opened
      onClose={onClose}
      title={
        configuration
          ? t('configurations.editTitle', { name: configuration.name })
          : t('configurations.newTitle')
      }
      data-testid="configuration-modal"
    >
      <Stack gap="sm">
        <TextInput
          label={t('configurations.form.name')}
          value={draft.name}
          onChange={(event) => set({ name: event.currentTarget.value })}
          onBlur={() => setTouched(true)}
          maxLength={80}
          required
          error={shown('name')}
          data-testid="configuration-name"
        />
        <ColorInput
          label={t('configurations.form.colour')}
          value={draft.color}
          onChange={(color) => set({ color })}
          format="hex"
          error={shown('color')}
          data-testid="configuration-colour"
        />
        <NumberInput
          label={t('configurations.form.duration')}
          value={draft.duration}
          onChange={(value) => set({ duration: typeof value === 'number' ? value : Number.NaN })}
          min={min}
          max={max}
          step={5}
          allowDecimal={false}
          error={shown('duration')}
          data-testid="configuration-duration"
        />
        <Select
          label={t('configurations.form.location')}
          data={locationTypes.map((type) => ({ value: type, label: t(`locations.${type}`) }))}
          value={draft.location}
          onChange={(location) => location && set({ location: location as LocationType })}
          allowDeselect={false}
          data-testid="configuration-location"
        />
        {draft.location === 'LOCATION' && (
          <TextInput
            label={t('configurations.form.place')}
            value={draft.customLocation}
            onChange={(event) => set({ customLocation: event.currentTarget.value })}
            maxLength={200}
            required
            error={shown('customLocation')}
            data-testid="configuration-place"
          />
        )}
        <Switch
          label={t('configurations.form.enabled')}
          description={t('configurations.form.enabledHint')}
          checked={draft.isEnabled}
          onChange={(event) => set({ isEnabled: event.currentTarget.checked })}
          data-testid="configuration-enabled"
        />
        <ConfigurationTexts
          extras={extras}
          onChange={setExtras}
          withPlace={draft.location === 'LOCATION'}
          touched={touched}
          serverErrors={new Map(serverErrors.map((error) => [error.field, error.messages[0] ?? '']))}
        />
        <RemindersEditor rows={reminders} onChange={setReminders} problems={shownReminderProblems} />
        <DialogActions
          error={change.isError && serverErrors.length === 0 ? errorMessage(change.error) : null}
          label={t('common:actions.save')}
          pending={change.isPending}
          disabled={touched && invalid}
          onCancel={onClose}
          onConfirm={save}
          testId="configuration-save"
        />
      </Stack>
    </Modal>
  )
}

/** Clone under a new name (spec: clone(id, newName)); the calendar users' times are not copied. */
function CloneModal({
  configuration,
  others,
  onClose,
}: {
  configuration: EventConfiguration
  others: readonly EventConfiguration[]
  onClose: () => void
}) {
  const { t } = useTranslation(['calendar', 'common'])
  const errorMessage = useErrorMessage('calendar')
  const change = useConfigurationChange()
  const once = useSingleFlight()
  const [name, setName] = useState(t('configurations.copyName', { name: configuration.name }))
  const problem = !name.trim()
    ? t('configurations.form.nameRequired')
    : nameTaken(name, others, null)
      ? t('configurations.form.nameTaken')
      : null
  const clone = () => {
    if (problem) return
    once(() =>
      change.mutateAsync(
        { kind: 'clone', id: configuration.id, newName: name.trim() },
        { onSuccess: onClose },
      ),
    )
  }
  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
      opened
      onClose={onClose}
      title={t('configurations.cloneTitle', { name: configuration.name })}
      data-testid="clone-modal"
    >
      <Stack gap="sm">
        <TextInput
          label={t('configurations.form.newName')}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          maxLength={80}
          error={problem ?? serverFieldErrors(change.error)[0]?.messages[0]}
          data-testid="clone-name"
        />
        <Text fz="sm" c="dimmed">
          {t('configurations.cloneHint')}
        </Text>
        <DialogActions
          error={
            change.isError && serverFieldErrors(change.error).length === 0 ? errorMessage(change.error) : null
          }
          label={t('configurations.clone')}
          pending={change.isPending}
          disabled={Boolean(problem)}
          onCancel={onClose}
          onConfirm={clone}
          testId="clone-save"
        />
      </Stack>
    </Modal>
  )
}

function DeleteModal({ configuration, onClose }: { configuration: EventConfiguration; onClose: () => void }) {
  const { t } = useTranslation(['calendar', 'common'])
  const errorMessage = useErrorMessage('calendar')
  const change = useConfigurationChange()
  const once = useSingleFlight()
  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
      opened
      onClose={onClose}
      title={t('configurations.deleteTitle', { name: configuration.name })}
      data-testid="delete-configuration-modal"
    >
      <Stack gap="sm">
        <Text fz="sm">{t('configurations.deleteBody')}</Text>
        <DialogActions
          error={change.isError ? errorMessage(change.error) : null}
          label={t('configurations.delete')}
          pending={change.isPending}
          danger
          onCancel={onClose}
          onConfirm={() =>
            once(() => change.mutateAsync({ kind: 'delete', id: configuration.id }, { onSuccess: onClose }))
          }
          testId="delete-configuration-confirm"
        />
      </Stack>
    </Modal>
  )
}
