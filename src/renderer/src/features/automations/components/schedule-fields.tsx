import { Button, Checkbox, Group, NumberInput, Select, TextInput } from '@mantine/core'
import type { ReactNode } from 'react'
import { Controller, type UseFormReturn } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import {
  broadcastIntervalChoices,
  weekdayCodes,
  wholeDayWindow,
  type BroadcastScheduleValues,
} from '@shared/domain/automations-schedule'
import type { Campaign } from '../api/campaigns'

/** What each of the edit drawer's tab forms gets: the automation, closing, and the tabs to show on top. */
export interface DrawerTabProps {
  readonly chatbotId: string
  readonly campaign: Campaign
  readonly onClose: () => void
  readonly header: ReactNode
}

/** A form that holds a broadcast schedule under `schedule` (the broadcast's and a follow-up's). */
export interface ScheduleHolder {
  schedule: BroadcastScheduleValues
}

/** The five schedule fields of a stored broadcast or follow-up, as the form holds them. */
export function scheduleValuesOf(stored: {
  readonly interval: number
  readonly allowedDays: readonly string[]
  readonly minExecutionTime: string
  readonly maxExecutionTime: string
  readonly approachLimit: number
}): BroadcastScheduleValues {
  return {
    interval: stored.interval,
    allowedDays: [...stored.allowedDays] as BroadcastScheduleValues['allowedDays'],
    minExecutionTime: stored.minExecutionTime,
    maxExecutionTime: stored.maxExecutionTime,
    approachLimit: stored.approachLimit,
  }
}

/** The server names the schedule's fields flat; the form holds them under `schedule`. */
export const scheduleFieldMap = {
  interval: 'schedule.interval',
  allowedDays: 'schedule.allowedDays',
  minExecutionTime: 'schedule.minExecutionTime',
  maxExecutionTime: 'schedule.maxExecutionTime',
  approachLimit: 'schedule.approachLimit',
} as const

export function useAutomationMessage() {
  const { t } = useTranslation('automations')
  return (key: string | undefined) => (key ? t(`messages.${key as 'nameRequired'}`) : undefined)
}

/**
 * The schedule editor of a broadcast and a follow-up (spec 000 §9): interval choices, allowed days A_1–A_7,
 * the time window or the whole day, and the approach limit, each with the shared rule's message.
 */
export function ScheduleFields({ form }: { form: UseFormReturn<ScheduleHolder> }) {
  const { t } = useTranslation('automations')
  const message = useAutomationMessage()
  const errors = form.formState.errors.schedule
  return (
    <>
      <Controller
        control={form.control}
        name="schedule.interval"
        render={({ field }) => (
          <Select
            label={t('schedule.interval')}
            allowDeselect={false}
            data={broadcastIntervalChoices.map((minutes) => ({
              value: String(minutes),
              label: t(`schedule.intervals.${minutes}`),
            }))}
            value={String(field.value)}
            onChange={(value) => field.onChange(Number(value))}
            error={message(errors?.interval?.message)}
            data-testid="schedule-interval"
          />
        )}
      />
      <Controller
        control={form.control}
        name="schedule.allowedDays"
        render={({ field }) => (
          <Checkbox.Group
            label={t('schedule.days')}
            value={[...field.value]}
            onChange={(value) => field.onChange(weekdayCodes.filter((day) => value.includes(day)))}
            error={message(errors?.allowedDays?.message)}
          >
            <Group gap="sm" mt={4}>
              {weekdayCodes.map((day) => (
                <Checkbox
                  key={day}
                  value={day}
                  label={t(`schedule.weekdays.${day}`)}
                  data-testid={`schedule-day-${day}`}
                />
              ))}
            </Group>
          </Checkbox.Group>
        )}
      />
      <Group align="flex-end">
        <TextInput
          label={t('schedule.from')}
          w={100}
          {...form.register('schedule.minExecutionTime')}
          error={message(errors?.minExecutionTime?.message)}
          data-testid="schedule-from"
        />
        <TextInput
          label={t('schedule.until')}
          w={100}
          {...form.register('schedule.maxExecutionTime')}
          error={message(errors?.maxExecutionTime?.message)}
          data-testid="schedule-until"
        />
        <Button
          variant="subtle"
          onClick={() => {
            form.setValue('schedule.minExecutionTime', wholeDayWindow.minExecutionTime, { shouldDirty: true })
            form.setValue('schedule.maxExecutionTime', wholeDayWindow.maxExecutionTime, { shouldDirty: true })
          }}
          data-testid="schedule-whole-day"
        >
          {t('schedule.wholeDay')}
        </Button>
      </Group>
      <Controller
        control={form.control}
        name="schedule.approachLimit"
        render={({ field }) => (
          <NumberInput
            label={t('schedule.approachLimit')}
            description={t('schedule.approachLimitHelp')}
            min={1}
            allowDecimal={false}
            value={field.value}
            onChange={(value) => field.onChange(typeof value === 'number' ? value : Number(value))}
            error={message(errors?.approachLimit?.message)}
          />
        )}
      />
    </>
  )
}
