import { ActionIcon, Button, Group, NumberInput, Stack, Text, Tooltip } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { mayAddReminder, reminderBounds, reminderProblems } from '@shared/domain/calendar'
import { IconPlus, IconTrash } from '../../../ui/icons'

/** A reminder row as the form holds it: minutes, or null while the field is empty. */
export type ReminderRow = number | null

/** The rows' problems in the user's words, by row (the same rules the server applies). */
export function useReminderProblems(rows: readonly ReminderRow[]): Map<number, string> {
  const { t } = useTranslation('calendar')
  const shown = new Map<number, string>()
  for (const [index, problem] of reminderProblems(rows))
    shown.set(index, t(`reminders.problems.${problem}`, { max: reminderBounds.minutes.max }))
  return shown
}

/**
 * The reminders of an event configuration (spec 000 §3, §6): minutes before the appointment, one row per
 * reminder, each sent by e-mail and as a push notification. Another row can be added only once every row
 * (the first one first) is filled; a row's problem shows under it.
 */
export function RemindersEditor({
  rows,
  onChange,
  problems,
  disabled = false,
}: {
  rows: readonly ReminderRow[]
  onChange: (rows: ReminderRow[]) => void
  /** Shown problems by row: the form's own once touched, else the server's. */
  problems: ReadonlyMap<number, string>
  disabled?: boolean
}) {
  const { t } = useTranslation('calendar')
  const addable = mayAddReminder(rows)
  const full = rows.length >= reminderBounds.count
  const set = (index: number, minutes: ReminderRow) =>
    onChange(rows.map((row, at) => (at === index ? minutes : row)))
  return (
    <Stack gap={6} role="group" aria-labelledby="reminders-title" data-testid="reminders">
      <Text fz="sm" fw={500} id="reminders-title">
        {t('reminders.title')}
      </Text>
      <Text fz="xs" c="dimmed">
        {rows.length === 0 ? t('reminders.none') : t('reminders.hint')}
      </Text>
      {rows.map((minutes, index) => (
        <Group key={index} gap="xs" align="flex-start" wrap="nowrap" data-testid="reminder-row">
          <NumberInput
            aria-label={t('reminders.rowLabel', { n: index + 1 })}
            placeholder={t('reminders.minutes')}
            rightSection={
              <Text fz="xs" c="dimmed" pr={4}>
                {t('reminders.unit')}
              </Text>
            }
            rightSectionWidth={72}
            value={minutes ?? ''}
            onChange={(value) =>
              set(index, typeof value === 'number' ? value : value === '' ? null : Number(value))
            }
            allowNegative
            style={{ flex: 1 }}
            error={problems.get(index)}
            disabled={disabled}
            data-testid="reminder-minutes"
          />
          <Tooltip label={t('reminders.remove', { n: index + 1 })}>
            <ActionIcon
              variant="subtle"
              color="red"
              mt={4}
              aria-label={t('reminders.remove', { n: index + 1 })}
              onClick={() => onChange(rows.filter((_, at) => at !== index))}
              disabled={disabled}
              data-testid="reminder-remove"
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Tooltip>
        </Group>
      ))}
      <Group gap="xs">
        <Button
          size="xs"
          variant="light"
          leftSection={<IconPlus size={14} />}
          onClick={() => onChange([...rows, null])}
          disabled={disabled || !addable}
          data-testid="reminder-add"
        >
          {t('reminders.add')}
        </Button>
        {!addable && (
          <Text fz="xs" c="dimmed" data-testid="reminder-add-blocked">
            {full
              ? t('reminders.maxReached', { count: reminderBounds.count })
              : rows[0] === null || Number.isNaN(rows[0])
                ? t('reminders.fillFirst')
                : t('reminders.fillEmpty')}
          </Text>
        )}
      </Group>
    </Stack>
  )
}
