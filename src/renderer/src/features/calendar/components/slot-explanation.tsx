import { Alert, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { shiftDay, zonedTime } from '@shared/domain/analytics'
import { weekDays } from '@shared/domain/calendar'
import { ErrorState, LoadingSkeleton } from '../../../ui/query-states'
import { DayInput } from '../../../ui/day-input'
import type { CalendarUser, EventConfiguration } from '../api/calendar-users'
import { useSlots, type SlotExplanation } from '../api/slots'
import { CandidateLanguageSelect } from './form-bits'

/** A run of slots with the same verdict: shown as one line (09:00–12:00 offered, 12:00–13:00 busy). */
interface SlotRun {
  readonly start: string
  readonly end: string
  /** null: offered. */
  readonly reason: string | null
  readonly count: number
}

function runsOf(day: SlotExplanation['days'][number]): SlotRun[] {
  const all = [
    ...day.offered.map((slot) => ({ ...slot, reason: null as string | null })),
    ...day.removed,
  ].sort((a, b) => a.start.localeCompare(b.start))
  const runs: SlotRun[] = []
  for (const slot of all) {
    const last = runs.at(-1)
    if (last && last.reason === slot.reason && last.end === slot.start)
      runs[runs.length - 1] = { ...last, end: slot.end, count: last.count + 1 }
    else runs.push({ start: slot.start, end: slot.end, reason: slot.reason, count: 1 })
  }
  return runs
}

/**
 * The day the explanation opens on: from tomorrow in the calendar user's zone (today's offer is mostly past
 * by the time someone asks), the first whose weekday has time in the schedule; tomorrow when none has.
 */
function firstWorkingDay(now: number, timeZone: string, weekly: readonly { day: string }[]): string {
  const today = zonedTime(now, timeZone)
  for (let ahead = 1; ahead <= 7; ahead++) {
    const weekday = weekDays[(today.weekday - 1 + ahead) % 7]
    if (weekly.some((slot) => slot.day === weekday)) return shiftDay(today.day, ahead)
  }
  return shiftDay(today.day, 1)
}

/**
 * "Why can't this candidate book?": for one day, every slot the bot would offer and, for every slot it
 * would not, the rule that removed it, as the server computes it for the bot (optionally for a candidate
 * who speaks a given language). Consecutive slots with the same verdict are one line.
 */
export function SlotExplanationPanel({
  calendarUser,
  configuration,
  weekly,
}: {
  calendarUser: CalendarUser
  configuration: EventConfiguration
  /** The preference's weekly slots (its schema's or its own): the first day shown is one that has any. */
  weekly: readonly { day: string }[]
}) {
  const { t, i18n } = useTranslation('calendar')
  const [day, setDay] = useState(() => firstWorkingDay(Date.now(), calendarUser.timeZone, weekly))
  const [language, setLanguage] = useState<string | null>(null)
  const slots = useSlots({
    calendarUserId: calendarUser.id,
    eventConfigurationId: configuration.id,
    day,
    language,
  })
  const time = (iso: string, zone: string) =>
    new Date(iso).toLocaleTimeString(i18n.language, { timeZone: zone, hour: '2-digit', minute: '2-digit' })
  return (
    <Paper withBorder p="sm" radius="md" data-testid="slot-explanation">
      <Stack gap="sm">
        <Title order={3} fz="h5">
          {t('why.title')}
        </Title>
        <Text fz="sm" c="dimmed">
          {t('why.intro', { name: configuration.name })}
        </Text>
        <Group gap="sm" align="flex-end">
          <DayInput label={t('why.day')} value={day} onChange={setDay} size="xs" testId="why-day" />
          <CandidateLanguageSelect value={language} onChange={setLanguage} testId="why-language" />
        </Group>
        {slots.isPending ? (
          <LoadingSkeleton rows={4} testId="why-loading" />
        ) : slots.isError ? (
          <ErrorState
            error={slots.error}
            onRetry={() => void slots.refetch()}
            namespace="calendar"
            title={null}
          />
        ) : slots.data.blockedBy ? (
          <Alert color="yellow" variant="light" data-testid="why-blocked">
            {t(`why.blocked.${slots.data.blockedBy}`, { defaultValue: t('why.blocked.other') })}
          </Alert>
        ) : (
          <Stack gap={4} data-testid="why-slots">
            {(slots.data.days[0] ? runsOf(slots.data.days[0]) : []).map((run) => (
              <Group
                key={run.start}
                gap="xs"
                wrap="nowrap"
                data-testid="why-run"
                data-reason={run.reason ?? 'offered'}
              >
                <Text fz="sm" w={110} style={{ fontVariantNumeric: 'tabular-nums' }}>
                  {time(run.start, slots.data.timeZone)}–{time(run.end, slots.data.timeZone)}
                </Text>
                {run.reason === null ? (
                  <Badge color="teal" variant="light" tt="none">
                    {t('why.offered', { count: run.count })}
                  </Badge>
                ) : (
                  <Text fz="sm" c="dimmed">
                    {t(`why.reasons.${run.reason}`, { defaultValue: run.reason })}
                  </Text>
                )}
              </Group>
            ))}
            {slots.data.days[0]?.offered.length === 0 && (
              <Text fz="sm" fw={500} data-testid="why-none">
                {t('why.noneOffered')}
              </Text>
            )}
          </Stack>
        )}
      </Stack>
    </Paper>
  )
}
