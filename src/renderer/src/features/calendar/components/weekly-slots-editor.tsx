import '@mantine/dates/styles.css'
import { ActionIcon, Button, Group, Stack, Table, Text } from '@mantine/core'
import { TimePicker } from '@mantine/dates'
import { memo } from 'react'
import { useTranslation } from 'react-i18next'
import { weekDays, type WeekDay } from '@shared/domain/calendar'
import { IconPlus, IconTrash } from '../../../ui/icons'
import { newSlotFor, slotDraftProblems, type SlotDraft } from '../forms/slots'

/**
 * A week of availability: per day its slots (from–to, 24-hour clock), a row to add one, and the spec's
 * rules shown on the row they concern (end after start, no overlap within a day) as the user types.
 * Memoised: a week is up to 14 time pickers, and typing in the form around it (a schema's name) need not
 * draw them again.
 */
export const WeeklySlotsEditor = memo(function WeeklySlotsEditor({
  slots,
  onChange,
  readOnly = false,
  testId,
}: {
  slots: readonly SlotDraft[]
  onChange: (slots: SlotDraft[]) => void
  readOnly?: boolean
  testId: string
}) {
  const { t } = useTranslation('calendar')
  const problems = slotDraftProblems(slots)
  const update = (key: string, change: Partial<SlotDraft>) =>
    onChange(slots.map((slot) => (slot.key === key ? { ...slot, ...change } : slot)))
  const remove = (key: string) => onChange(slots.filter((slot) => slot.key !== key))
  const add = (day: WeekDay) => onChange([...slots, newSlotFor(day, slots)])
  return (
    <Table withRowBorders verticalSpacing={6} data-testid={testId} aria-label={t('slots.label')}>
      <Table.Tbody>
        {weekDays.map((day) => {
          const own = slots.filter((slot) => slot.day === day)
          return (
            <Table.Tr key={day} data-testid="slots-day" data-day={day}>
              <Table.Th scope="row" w={120} style={{ verticalAlign: 'top', paddingTop: 12 }}>
                {t(`days.${day}`)}
              </Table.Th>
              <Table.Td>
                <Stack gap={6}>
                  {own.length === 0 && (
                    <Text fz="sm" c="dimmed" py={6}>
                      {t('slots.unavailable')}
                    </Text>
                  )}
                  {own.map((slot) => {
                    const problem = problems.get(slot.key)
                    const day = t(`days.${slot.day}`)
                    return (
                      <Stack key={slot.key} gap={2} data-testid="slot-row">
                        <Group gap="xs" wrap="nowrap">
                          <TimePicker
                            size="xs"
                            format="24h"
                            value={slot.startTime ? `${slot.startTime}:00` : ''}
                            onChange={(value) => update(slot.key, { startTime: value.slice(0, 5) })}
                            readOnly={readOnly}
                            hoursInputLabel={t('slots.startHours', { day })}
                            minutesInputLabel={t('slots.startMinutes', { day })}
                            aria-invalid={problem ? true : undefined}
                            data-testid="slot-start"
                          />
                          <Text fz="sm" aria-hidden>
                            –
                          </Text>
                          <TimePicker
                            size="xs"
                            format="24h"
                            value={slot.endTime ? `${slot.endTime}:00` : ''}
                            onChange={(value) => update(slot.key, { endTime: value.slice(0, 5) })}
                            readOnly={readOnly}
                            hoursInputLabel={t('slots.endHours', { day })}
                            minutesInputLabel={t('slots.endMinutes', { day })}
                            aria-invalid={problem ? true : undefined}
                            data-testid="slot-end"
                          />
                          {!readOnly && (
                            <ActionIcon
                              variant="subtle"
                              color="gray"
                              onClick={() => remove(slot.key)}
                              aria-label={t('slots.remove', {
                                day,
                                from: slot.startTime,
                                to: slot.endTime,
                              })}
                              data-testid="slot-remove"
                            >
                              <IconTrash size={16} />
                            </ActionIcon>
                          )}
                        </Group>
                        {problem && (
                          <Text fz="xs" c="red" role="alert" data-testid="slot-problem">
                            {t(`slots.problems.${problem}`)}
                          </Text>
                        )}
                      </Stack>
                    )
                  })}
                  {!readOnly && (
                    <Button
                      size="compact-xs"
                      variant="subtle"
                      leftSection={<IconPlus size={14} />}
                      onClick={() => add(day)}
                      w="fit-content"
                      data-testid="slot-add"
                    >
                      {t('slots.add', { day: t(`days.${day}`) })}
                    </Button>
                  )}
                </Stack>
              </Table.Td>
            </Table.Tr>
          )
        })}
      </Table.Tbody>
    </Table>
  )
})
