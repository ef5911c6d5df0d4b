import * as v from 'valibot'
import { organisationTimeZone } from './analytics'
import { automationNameSchema, type AutomationMessage } from './automations'

/**
 * The broadcast schedule (spec 000 §3 'Broadcast', §9): the interval, the allowed days and the daily window a
 * broadcast or follow-up sends in, when it may send next, and the rules of its form.
 */

/** Interval choices in minutes (spec 000 §9): 10 min, 30 min, 1 h, 3 h, 6 h, 1 day, 1 week. */
export const broadcastIntervalChoices = [10, 30, 60, 180, 360, 1_440, 10_080] as const
export type BroadcastInterval = (typeof broadcastIntervalChoices)[number]
export const defaultBroadcastInterval: BroadcastInterval = 360

/** Weekdays A_1 (Monday) to A_7 (Sunday); working days A_1 to A_5 (spec 000 §9). */
export const weekdayCodes = ['A_1', 'A_2', 'A_3', 'A_4', 'A_5', 'A_6', 'A_7'] as const
export type WeekdayCode = (typeof weekdayCodes)[number]
export const defaultAllowedDays: readonly WeekdayCode[] = ['A_1', 'A_2', 'A_3', 'A_4', 'A_5']

export const defaultBroadcastWindow = { minExecutionTime: '09:00', maxExecutionTime: '17:00' } as const
export const wholeDayWindow = { minExecutionTime: '00:00', maxExecutionTime: '23:59' } as const

export interface BroadcastSchedule {
  readonly interval: number
  readonly allowedDays: readonly WeekdayCode[]
  /** HH:mm, organisation time. */
  readonly minExecutionTime: string
  readonly maxExecutionTime: string
  /** How often one candidate may be approached by this campaign. */
  readonly approachLimit: number
}

export const defaultBroadcastSchedule: BroadcastSchedule = {
  interval: defaultBroadcastInterval,
  allowedDays: defaultAllowedDays,
  ...defaultBroadcastWindow,
  approachLimit: 1,
}

const timePattern = /^([01]\d|2[0-3]):[0-5]\d$/
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5))

const zonedFormatters = new Map<string, Intl.DateTimeFormat>()
/** The ISO weekday (1 = Monday) and minute of the day of `ms` in `timeZone`. */
export function zonedWeekMinute(ms: number, timeZone = organisationTimeZone) {
  let f = zonedFormatters.get(timeZone)
  if (!f) {
    f = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
    zonedFormatters.set(timeZone, f)
  }
  const parts: Record<string, string> = {}
  for (const p of f.formatToParts(new Date(ms))) parts[p.type] = p.value
  const weekday = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(parts['weekday'] ?? '') + 1
  return { weekday, minute: Number(parts['hour']) * 60 + Number(parts['minute']) }
}

/** Whether `ms` falls on an allowed day inside the window (both ends included: 23:59 means the whole minute). */
export function withinSchedule(
  schedule: Pick<BroadcastSchedule, 'allowedDays' | 'minExecutionTime' | 'maxExecutionTime'>,
  ms: number,
  timeZone = organisationTimeZone,
): boolean {
  const { weekday, minute } = zonedWeekMinute(ms, timeZone)
  if (!schedule.allowedDays.includes(`A_${weekday}` as WeekdayCode)) return false
  return minute >= minutesOf(schedule.minExecutionTime) && minute <= minutesOf(schedule.maxExecutionTime)
}

/**
 * The next time the broadcast runs after one at `last` (or, never run, from `from`): `interval` minutes
 * later, moved forward to the next moment inside the allowed days and window (organisation time). Null
 * when the schedule allows no moment at all.
 */
export function nextBroadcastTime(
  schedule: Pick<BroadcastSchedule, 'interval' | 'allowedDays' | 'minExecutionTime' | 'maxExecutionTime'>,
  from: number,
  last: number | null,
  timeZone = organisationTimeZone,
): number | null {
  if (schedule.allowedDays.length === 0) return null
  const minute = 60_000
  let at = last === null ? from : Math.max(from, last + schedule.interval * minute)
  at = Math.ceil(at / minute) * minute
  const start = minutesOf(schedule.minExecutionTime)
  // Jumps to the window's start or the next midnight; a few hundred steps cover two weeks (a DST change
  // only costs a step more).
  for (let i = 0; i < 200; i += 1) {
    if (withinSchedule(schedule, at, timeZone)) return at
    const { weekday, minute: ofDay } = zonedWeekMinute(at, timeZone)
    const allowedDay = schedule.allowedDays.includes(`A_${weekday}` as WeekdayCode)
    at += (allowedDay && ofDay < start ? start - ofDay : 24 * 60 - ofDay) * minute
  }
  return null
}

const timeSchema = v.pipe(
  v.string('timeInvalid' satisfies AutomationMessage),
  v.regex(timePattern, 'timeInvalid'),
)

export const broadcastScheduleSchema = v.pipe(
  v.object({
    interval: v.pipe(
      v.number('intervalChoice' satisfies AutomationMessage),
      v.check((n) => (broadcastIntervalChoices as readonly number[]).includes(n), 'intervalChoice'),
    ),
    allowedDays: v.pipe(
      v.array(v.picklist(weekdayCodes)),
      v.minLength(1, 'allowedDaysRequired' satisfies AutomationMessage),
    ),
    minExecutionTime: timeSchema,
    maxExecutionTime: timeSchema,
    approachLimit: v.pipe(
      v.number('approachLimit' satisfies AutomationMessage),
      v.integer('approachLimit'),
      v.minValue(1, 'approachLimit'),
    ),
  }),
  v.forward(
    v.check(
      (s) =>
        !timePattern.test(s.minExecutionTime) ||
        !timePattern.test(s.maxExecutionTime) ||
        minutesOf(s.minExecutionTime) < minutesOf(s.maxExecutionTime),
      'windowOrder' satisfies AutomationMessage,
    ),
    ['maxExecutionTime'],
  ),
)
export type BroadcastScheduleValues = v.InferOutput<typeof broadcastScheduleSchema>

/**
 * Follow-ups (spec 000 §3 'Follow-up'): BROADCAST is a broadcast campaign's own schedule, FOLLOW_UP one an
 * automation creates to approach its candidates again who have not replied. Both have a name and the
 * broadcast's schedule rules.
 */
export const followUpKinds = ['BROADCAST', 'FOLLOW_UP'] as const
export type FollowUpKind = (typeof followUpKinds)[number]

export const followUpSchema = v.object({ name: automationNameSchema, schedule: broadcastScheduleSchema })
export type FollowUpValues = v.InferOutput<typeof followUpSchema>

/**
 * When an automation sends next on its own, whatever its type: the earlier of its broadcast's next run
 * (broadcast campaigns) and its follow-up's (any type with a follow-up); null when neither is planned.
 * Times are ISO 8601, so the earlier is the smaller instant.
 */
export function nextBroadcastOf(campaign: {
  readonly broadcast: { readonly nextBroadcast: string | null } | null
  readonly followUp: { readonly nextBroadcast: string | null } | null
}): string | null {
  const planned = [campaign.broadcast?.nextBroadcast, campaign.followUp?.nextBroadcast].filter(
    (at): at is string => typeof at === 'string' && !Number.isNaN(Date.parse(at)),
  )
  return planned.reduce<string | null>(
    (earliest, at) => (earliest === null || Date.parse(at) < Date.parse(earliest) ? at : earliest),
    null,
  )
}
