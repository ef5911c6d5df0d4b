import { Badge, Button, Card, Group, Stack, Title } from '@mantine/core'
import { useCallback, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { SettingsSaveStatus } from '../../../ui/save-status'
import { debounceMs } from '../../../lib/debounce-times'
import { useDebouncedSave } from '../../../lib/use-debounced-save'
import { IconTrash } from '../../../ui/icons'
import { useSaveGroupAppointment, type GroupAppointmentData } from '../api/group-appointments'
import {
  formValuesOf,
  inputOf,
  problemsOf,
  type GroupAppointmentFormValues,
} from '../forms/group-appointment-form'
import { GroupAppointmentFields } from './group-appointment-fields'

/**
 * One group appointment, edited in place: every valid change is saved 1300 ms after the last keystroke
 * (spec 000 §9), with the save status the other settings show. While a field breaks a rule nothing is
 * sent; the edit stays in the field. The card's drafts are its own: a save's answer does not overwrite
 * what the user types meanwhile.
 */
export function GroupAppointmentCard({
  chatbotId,
  appointment,
  mayUpdate,
  mayDelete,
  onConnect,
  onDisconnect,
  onDelete,
}: {
  chatbotId: string
  appointment: GroupAppointmentData
  mayUpdate: boolean
  mayDelete: boolean
  onConnect: () => void
  onDisconnect: () => void
  onDelete: () => void
}) {
  const { t } = useTranslation('group-appointments')
  const [values, setValues] = useState<GroupAppointmentFormValues>(() => formValuesOf(appointment))
  const problems = useMemo(() => problemsOf(values), [values])
  const saveAppointment = useSaveGroupAppointment(chatbotId)
  const save = useCallback(
    (next: GroupAppointmentFormValues) => saveAppointment(appointment.id, inputOf(next)),
    [saveAppointment, appointment.id],
  )
  const saver = useDebouncedSave<GroupAppointmentFormValues>({ delayMs: debounceMs.groupAppointments, save })
  const invalid = Object.keys(problems).length > 0

  const change = (next: GroupAppointmentFormValues) => {
    setValues(next)
    if (Object.keys(problemsOf(next)).length > 0) saver.cancel()
    else saver.schedule(next)
  }
  const heading = appointment.type || t('untitled')
  const titleId = `ga-${appointment.id}-title`

  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="section"
      aria-labelledby={titleId}
      data-testid="group-appointment"
      data-id={appointment.id}
    >
      <Stack gap="md">
        <Group justify="space-between" align="center" wrap="wrap" gap="sm">
          <Group gap="sm" wrap="wrap">
            <Title order={2} fz="h4" id={titleId}>
              {heading}
            </Title>
            <Badge
              // Shades whose white label keeps 4.5:1 in both schemes (as the automations' status badges).
              color={appointment.calendarIsAuthenticated ? 'teal.9' : 'gray.7'}
              variant="filled"
              data-testid="calendar-status"
            >
              {appointment.calendarIsAuthenticated ? t('calendar.connected') : t('calendar.notConnected')}
            </Badge>
          </Group>
          <Group gap="sm" wrap="wrap">
            {mayUpdate && (
              <SettingsSaveStatus
                invalid={invalid}
                status={saver.status}
                onRetry={() => void saver.flush()}
                texts={{
                  saving: t('save.saving'),
                  saved: t('save.saved'),
                  failed: t('save.failed'),
                  invalid: t('save.invalid'),
                }}
              />
            )}
            {mayUpdate &&
              (appointment.calendarIsAuthenticated ? (
                <Button size="xs" variant="default" onClick={onDisconnect} data-testid="calendar-disconnect">
                  {t('calendar.disconnect')}
                </Button>
              ) : (
                <Button size="xs" variant="light" onClick={onConnect} data-testid="calendar-connect">
                  {t('calendar.connect')}
                </Button>
              ))}
            {mayDelete && (
              <Button
                size="xs"
                variant="subtle"
                color="red"
                leftSection={<IconTrash size={14} />}
                onClick={onDelete}
                aria-label={t('deleteNamed', { name: heading })}
                data-testid="group-appointment-delete"
              >
                {t('delete')}
              </Button>
            )}
          </Group>
        </Group>
        <GroupAppointmentFields
          idPrefix={`ga-${appointment.id}`}
          values={values}
          problems={problems}
          onChange={change}
          disabled={!mayUpdate}
        />
      </Stack>
    </Card>
  )
}
