import { Alert, Button, Group, Modal, Select, Stack, Switch, Text, TextInput } from '@mantine/core'
import { useCallback, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { defaultAvailability, schemaNameProblem, workingDays } from '@shared/domain/calendar'
import { serverFieldErrors } from '../../../lib/field-errors'
import { useErrorMessage } from '../../../lib/errors'
import { useSingleFlight } from '../../../lib/single-flight'
import { useCalendarUserChange } from '../api/calendar-mutations'
import type { AvailabilitySchema, CalendarUser } from '../api/calendar-users'
import { slotDraftProblems, slotDrafts, slotKey, wireSlots, type SlotDraft } from '../forms/slots'
import { timeZoneOptions } from '../forms/time-zones'
import { WeeklySlotsEditor } from './weekly-slots-editor'
import { useReportDialogOpen, useUnsavedGuard } from '../../../ui/unsaved-changes'

/**
 * The availability schedule modal (spec 000 §2): a schema's name (at least 3 characters, unique among the
 * calendar user's), time zone, default flag and weekly slots. Nothing is sent while a rule is broken; the
 * server checks the same rules and its answer lands on the same fields.
 */
export function SchemaModal({
  calendarUser,
  schema,
  onClose,
}: {
  calendarUser: CalendarUser
  /** null: a new schema. */
  schema: AvailabilitySchema | null
  onClose: () => void
}) {
  const { t } = useTranslation(['calendar', 'common'])
  const errorMessage = useErrorMessage('calendar')
  const change = useCalendarUserChange()
  const once = useSingleFlight()
  const [name, setName] = useState(schema?.name ?? '')
  const [timeZone, setTimeZone] = useState(schema?.timeZone ?? calendarUser.timeZone)
  const [isDefault, setDefault] = useState(schema?.isDefault ?? calendarUser.availabilitySchemas.length === 0)
  const [slots, setSlots] = useState<SlotDraft[]>(() =>
    schema
      ? slotDrafts(schema.scheduleAvailabilities)
      : workingDays.map((day) => ({
          key: slotKey(),
          day,
          startTime: defaultAvailability.startTime.slice(0, 5),
          endTime: defaultAvailability.endTime.slice(0, 5),
        })),
  )
  const [touched, setTouched] = useState(false)
  // Closing with unsaved edits (×, Escape, Cancel) asks first; a weekly schedule is minutes of work.
  const [edited, setEdited] = useState(false)
  const guard = useUnsavedGuard()
  useEffect(() => guard.reports.report('schema', edited), [guard.reports, edited])
  useReportDialogOpen()
  const editing =
    <T,>(setter: (value: T) => void) =>
    (value: T) => {
      setEdited(true)
      setter(value)
    }
  const requestClose = () => guard.leave(onClose)
  // The week editor is memoised on its props: the same function on every render.
  const onSlots = useCallback((next: SlotDraft[]) => {
    setEdited(true)
    setSlots(next)
  }, [])
  const others = calendarUser.availabilitySchemas.filter((other) => other.id !== schema?.id)
  const nameProblem = schemaNameProblem(
    name,
    others.map((other) => other.name),
  )
  const invalid = nameProblem !== null || slotDraftProblems(slots).size > 0
  const serverErrors = serverFieldErrors(change.error)
  const serverMessage = (field: string) => serverErrors.find((error) => error.field === field)?.messages[0]
  const editable = calendarUser.mayEdit

  const save = () => {
    setTouched(true)
    if (invalid || !editable) return
    const input = { name: name.trim(), timeZone, isDefault, slots: wireSlots(slots) }
    once(() =>
      change.mutateAsync(
        schema
          ? { kind: 'updateSchema', id: schema.id, input }
          : { kind: 'createSchema', calendarUserId: calendarUser.id, input },
        { onSuccess: onClose },
      ),
    )
  }
  const remove = () => {
    if (!schema) return
    once(() => change.mutateAsync({ kind: 'deleteSchema', id: schema.id }, { onSuccess: onClose }))
  }

  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
      opened
      onClose={requestClose}
      size="lg"
      title={schema ? t('schema.editTitle', { name: schema.name }) : t('schema.newTitle')}
      data-testid="schema-modal"
    >
      <Stack gap="md">
        <TextInput
          label={t('schema.name')}
          description={t('schema.nameHint')}
          value={name}
          onChange={(event) => editing(setName)(event.currentTarget.value)}
          onBlur={() => setTouched(true)}
          maxLength={80}
          required
          readOnly={!editable}
          error={
            (touched && nameProblem ? t(`schema.nameProblems.${nameProblem}`) : undefined) ??
            serverMessage('name')
          }
          data-testid="schema-name"
        />
        <Select
          label={t('schema.timeZone')}
          data={timeZoneOptions(timeZone)}
          value={timeZone}
          onChange={(zone) => zone && editing(setTimeZone)(zone)}
          searchable
          allowDeselect={false}
          readOnly={!editable}
          nothingFoundMessage={t('schema.noTimeZone')}
          error={serverMessage('timeZone')}
          data-testid="schema-time-zone"
        />
        <Switch
          label={t('schema.default')}
          description={schema?.isDefault ? t('schema.defaultLocked') : t('schema.defaultHint')}
          checked={isDefault}
          onChange={(event) => editing(setDefault)(event.currentTarget.checked)}
          // The default is handed over by making another schema the default, never left without one.
          disabled={!editable || schema?.isDefault === true}
          data-testid="schema-default"
        />
        <Stack gap={4}>
          <Text fw={500} fz="sm">
            {t('schema.week')}
          </Text>
          <WeeklySlotsEditor slots={slots} onChange={onSlots} readOnly={!editable} testId="schema-slots" />
        </Stack>
        {schema && schema.usedBy.length > 0 && (
          <Text fz="sm" c="dimmed" data-testid="schema-used-by">
            {t('schema.usedBy', { names: schema.usedBy.join(', ') })}
          </Text>
        )}
        {change.isError && (
          <Alert color="red" variant="light" role="alert" data-testid="schema-error">
            {errorMessage(change.error)}
          </Alert>
        )}
        {guard.question}
        <Group justify="space-between">
          {schema && editable ? (
            <Button
              variant="subtle"
              color="red"
              onClick={remove}
              disabled={schema.usedBy.length > 0 || change.isPending}
              data-testid="schema-delete"
            >
              {t('schema.delete')}
            </Button>
          ) : (
            <span />
          )}
          <Group gap="xs">
            <Button variant="default" onClick={requestClose}>
              {t('common:actions.cancel')}
            </Button>
            {editable && (
              <Button
                onClick={save}
                loading={change.isPending}
                disabled={touched && invalid}
                data-testid="schema-save"
              >
                {t('common:actions.save')}
              </Button>
            )}
          </Group>
        </Group>
      </Stack>
    </Modal>
  )
}
