import { ActionIcon, Alert, Button, Group, MultiSelect, Select, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { excludedDayProblems, spokenLanguageCodes } from '@shared/domain/calendar'
import { showDay } from '../../../lib/dates'
import { useErrorMessage } from '../../../lib/errors'
import { serverFieldErrors } from '../../../lib/field-errors'
import { useSingleFlight } from '../../../lib/single-flight'
import { DayInput } from '../../../ui/day-input'
import { IconPlus, IconTrash } from '../../../ui/icons'
import { useReportUnsaved } from '../../../ui/unsaved-changes'
import { useCalendarUserChange } from '../api/calendar-mutations'
import { calendarLinkStateOf } from '@shared/domain/calendar-link'
import type { CalendarUser } from '../api/calendar-users'
import { timeZoneOptions } from '../forms/time-zones'
import { CalendarLinkControls } from './calendar-link-controls'
import { SaveRow } from './form-bits'
import { LinkBadge } from './link-badge'

/**
 * The drawer's "linked calendars" tab: which calendar is linked and whether the link still works, and the
 * calendar user's own settings every slot depends on (time zone, spoken languages, excluded days).
 */
export function LinkedCalendarTab({ calendarUser }: { calendarUser: CalendarUser }) {
  const { t, i18n } = useTranslation('calendar')
  const errorMessage = useErrorMessage('calendar')
  const change = useCalendarUserChange()
  const once = useSingleFlight()
  const [timeZone, setTimeZone] = useState(calendarUser.timeZone)
  const [languages, setLanguages] = useState<string[]>(calendarUser.spokenLanguages)
  const [days, setDays] = useState<string[]>(calendarUser.excludedDays)
  const [newDay, setNewDay] = useState('')
  const [saved, setSaved] = useState(false)
  const [edited, setEdited] = useState(false)
  useReportUnsaved(edited)
  const problems = excludedDayProblems(days)
  const editable = calendarUser.mayEdit
  const serverErrors = serverFieldErrors(change.error)
  const link = calendarLinkStateOf(calendarUser)
  const edit =
    <T,>(setter: (value: T) => void) =>
    (value: T) => {
      setSaved(false)
      setEdited(true)
      setter(value)
    }
  const addDay = () => {
    if (!newDay) return
    edit(setDays)([...days, newDay].sort())
    setNewDay('')
  }
  const save = () => {
    if (problems.size > 0 || !editable) return
    once(() =>
      change.mutateAsync(
        {
          kind: 'calendarUser',
          id: calendarUser.id,
          timeZone,
          spokenLanguages: languages,
          excludedDays: days,
        },
        {
          onSuccess: () => {
            setSaved(true)
            setEdited(false)
          },
        },
      ),
    )
  }
  return (
    <Stack gap="md" data-testid="linked-calendar-tab">
      <Stack gap={4}>
        <Text fw={500} fz="sm">
          {t('linked.calendar')}
        </Text>
        <Group gap="xs">
          <LinkBadge calendarUser={calendarUser} />
        </Group>
        <Text fz="sm" c="dimmed">
          {t(`linked.explain.${link}`)}
        </Text>
        <CalendarLinkControls calendarUser={calendarUser} />
      </Stack>
      <Select
        label={t('linked.timeZone')}
        description={t('linked.timeZoneHint')}
        data={timeZoneOptions(timeZone)}
        value={timeZone}
        onChange={(zone) => zone && edit(setTimeZone)(zone)}
        searchable
        allowDeselect={false}
        readOnly={!editable}
        error={serverErrors.find((error) => error.field === 'timeZone')?.messages[0]}
        data-testid="linked-time-zone"
      />
      <MultiSelect
        label={t('linked.languages')}
        description={t('linked.languagesHint')}
        data={spokenLanguageCodes.map((code) => ({ value: code, label: t(`languages.${code}`) }))}
        value={languages}
        onChange={edit(setLanguages)}
        readOnly={!editable}
        searchable
        data-testid="linked-languages"
      />
      <Stack gap={6}>
        <Text fw={500} fz="sm">
          {t('linked.excludedDays')}
        </Text>
        <Text fz="xs" c="dimmed">
          {t('linked.excludedDaysHint')}
        </Text>
        {days.length === 0 && (
          <Text fz="sm" c="dimmed">
            {t('linked.noExcludedDays')}
          </Text>
        )}
        {days.map((day, index) => (
          <Group key={`${day}-${index}`} gap="xs" data-testid="excluded-day">
            <Text fz="sm" w={140}>
              {showDay(day, i18n.language)}
            </Text>
            {problems.has(index) && (
              <Text fz="xs" c="red" role="alert">
                {t(`linked.dayProblems.${problems.get(index)!}`)}
              </Text>
            )}
            {editable && (
              <ActionIcon
                variant="subtle"
                color="gray"
                onClick={() => edit(setDays)(days.filter((_, i) => i !== index))}
                aria-label={t('linked.removeDay', { day: showDay(day, i18n.language) })}
                data-testid="excluded-day-remove"
              >
                <IconTrash size={16} />
              </ActionIcon>
            )}
          </Group>
        ))}
        {editable && (
          <Group gap="xs" align="flex-end">
            <DayInput
              label={t('linked.addDay')}
              value={newDay}
              onChange={setNewDay}
              size="xs"
              testId="excluded-day-new"
            />
            <Button
              size="xs"
              variant="default"
              leftSection={<IconPlus size={14} />}
              onClick={addDay}
              disabled={!newDay}
              data-testid="excluded-day-add"
            >
              {t('linked.add')}
            </Button>
          </Group>
        )}
      </Stack>
      {change.isError && (
        <Alert color="red" variant="light" role="alert" data-testid="linked-error">
          {serverErrors.length > 0
            ? serverErrors.map((error) => error.messages[0]).join(' ')
            : errorMessage(change.error)}
        </Alert>
      )}
      {editable && (
        <SaveRow
          label={t('linked.save')}
          saved={saved}
          pending={change.isPending}
          disabled={problems.size > 0}
          onSave={save}
          testId="linked"
        />
      )}
    </Stack>
  )
}
