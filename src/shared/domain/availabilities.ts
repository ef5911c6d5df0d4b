import {
  calendarBounds,
  defaultAvailability,
  eventConfigurationDefaults,
  eventPreferenceDefaults,
  isTimeZone,
  minutesOfDay,
  noDailyLimit,
  weekDays,
  workingDays,
  type WeekDay,
} from './calendar'

/**
 * The legacy calendar availability of a chatbot (spec 000 §3 "Legacy calendar availability"): a calendar
 * user's appointment type and weekly blocks, edited in Settings › Availabilities. Shared by the sandbox
 * (which enforces these rules) and the renderer (which shows them before anything is sent).
 *
 * Days (spec: "stored upper-case and used lower-case"): the wire and the database carry `MONDAY`…`SUNDAY`
 * (calendar.ts `weekDays`); code and screens use `monday`…`sunday`. The two functions below are the only
 * place that converts (docs/decisions/availabilities.md).
 */
export const blockDays = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const
export type BlockDay = (typeof blockDays)[number]

export const dayFromWire = (day: WeekDay): BlockDay => day.toLowerCase() as BlockDay
export const dayToWire = (day: BlockDay): WeekDay => day.toUpperCase() as WeekDay
export const isWireDay = (day: string): day is WeekDay => (weekDays as readonly string[]).includes(day)

/** "categories (default 'generic')". */
export const defaultCategory = 'generic'

/** workingDaysOnly plans Monday to Friday only (spec 000 §9: working days A_1 to A_5). */
export function plannedDays(workingDaysOnly: boolean): readonly BlockDay[] {
  return workingDaysOnly ? workingDays.map(dayFromWire) : blockDays
}

export interface AvailabilityBlock {
  readonly id: string
  /** Lower-case in code; the API layer converts. */
  readonly day: BlockDay
  /** HH:mm:ss on the wire. */
  readonly startTime: string
  readonly endTime: string
}

export interface AppointmentType {
  readonly type: string
  /** Minutes kept free before and after an appointment. */
  readonly preTime: number
  readonly postTime: number
  /** Weeks ahead the chatbot offers slots (docs/decisions/availabilities.md: planRange in weeks). */
  readonly planRange: number
  readonly workingDaysOnly: boolean
  /** Days from today before the first slot. */
  readonly offsetDays: number
  /** Minutes. */
  readonly slotDuration: number
  readonly isDefault: boolean
}

/** What an edit of an availability sends (its blocks have their own calls, spec 001 §7.4). */
export interface AvailabilitySettings {
  readonly appointmentType: AppointmentType
  readonly interviewType: string
  readonly categories: readonly string[]
  readonly timeZone: string
  /** -1: no limit (spec §6). */
  readonly maxDailyAppointments: number
}

export const availabilityBounds = {
  preTime: calendarBounds.bufferMinutes,
  postTime: calendarBounds.bufferMinutes,
  planRange: calendarBounds.planRangeWeeks,
  offsetDays: calendarBounds.planOffsetDays,
  slotDuration: calendarBounds.durationMinutes,
  maxDailyAppointments: calendarBounds.dailyLimit,
  textMax: 100,
} as const

export type BlockProblem = 'invalidDay' | 'invalidTime' | 'endBeforeStart' | 'overlap' | 'notPlannedDay'

/**
 * A block's rules: a real day, times of day, start earlier than end (spec 000 §6), no overlap with the
 * day's other blocks (half-open, as schedule availabilities), and a working day when the appointment type
 * plans working days only. `others`: the availability's other blocks.
 */
export function blockProblem(
  block: { day: string; startTime: string; endTime: string },
  others: readonly { day: string; startTime: string; endTime: string }[],
  workingDaysOnly: boolean,
): BlockProblem | null {
  const day = block.day.toLowerCase()
  if (!(blockDays as readonly string[]).includes(day)) return 'invalidDay'
  const start = minutesOfDay(block.startTime)
  const end = minutesOfDay(block.endTime)
  if (start === null || end === null || start === 24 * 60) return 'invalidTime'
  if (end <= start) return 'endBeforeStart'
  for (const other of others) {
    if (other.day.toLowerCase() !== day) continue
    const [otherStart, otherEnd] = [minutesOfDay(other.startTime), minutesOfDay(other.endTime)]
    if (otherStart !== null && otherEnd !== null && start < otherEnd && otherStart < end) return 'overlap'
  }
  if (!plannedDays(workingDaysOnly).includes(day as BlockDay)) return 'notPlannedDay'
  return null
}

export type SettingsField =
  | 'type'
  | 'preTime'
  | 'postTime'
  | 'planRange'
  | 'offsetDays'
  | 'slotDuration'
  | 'interviewType'
  | 'categories'
  | 'timeZone'
  | 'maxDailyAppointments'
export type SettingsProblem = 'required' | 'outOfRange' | 'tooLong' | 'invalidTimeZone'

const inRange = (value: number, { min, max }: { min: number; max: number }) =>
  Number.isInteger(value) && value >= min && value <= max

/** Every invalid field of an availability's settings, by field (empty: valid). */
export function settingsProblems(
  settings: AvailabilitySettings,
): Partial<Record<SettingsField, SettingsProblem>> {
  const problems: Partial<Record<SettingsField, SettingsProblem>> = {}
  const a = settings.appointmentType
  const { textMax } = availabilityBounds
  if (!a.type.trim()) problems.type = 'required'
  else if (a.type.length > textMax) problems.type = 'tooLong'
  for (const field of ['preTime', 'postTime', 'planRange', 'offsetDays', 'slotDuration'] as const)
    if (!inRange(a[field], availabilityBounds[field])) problems[field] = 'outOfRange'
  if (settings.interviewType.length > textMax) problems.interviewType = 'tooLong'
  if (settings.categories.some((c) => c.length > textMax)) problems.categories = 'tooLong'
  if (!isTimeZone(settings.timeZone)) problems.timeZone = 'invalidTimeZone'
  const max = settings.maxDailyAppointments
  if (max !== noDailyLimit && !inRange(max, availabilityBounds.maxDailyAppointments))
    problems.maxDailyAppointments = 'outOfRange'
  return problems
}

/** Categories as stored: trimmed, without blanks and repeats; none at all is the default 'generic'. */
export function normalCategories(categories: readonly string[]): string[] {
  const kept = [...new Set(categories.map((c) => c.trim()).filter(Boolean))]
  return kept.length ? kept : [defaultCategory]
}

/** Blocks by day in week order, each day's blocks by start time (the week editor's rows). */
export function blocksByDay<B extends { day: BlockDay; startTime: string }>(
  blocks: readonly B[],
): Record<BlockDay, B[]> {
  const byDay = Object.fromEntries(blockDays.map((day) => [day, [] as B[]])) as Record<BlockDay, B[]>
  for (const block of blocks) byDay[block.day].push(block)
  for (const day of blockDays)
    byDay[day].sort((a, b) => (minutesOfDay(a.startTime) ?? 0) - (minutesOfDay(b.startTime) ?? 0))
  return byDay
}

/**
 * A new availability's settings (spec 001 §7.4 "calendar availability create"): the spec's defaults where it
 * has them (plan range 4 weeks, offset 1 day, duration 30 minutes, no daily limit, category 'generic'),
 * working days only, in the portal's time zone. Only the appointment type's name is asked for.
 */
export function newAvailabilitySettings(type: string): AvailabilitySettings {
  return {
    appointmentType: {
      type,
      preTime: eventPreferenceDefaults.timeBeforeEvent,
      postTime: eventPreferenceDefaults.timeAfterEvent,
      planRange: eventPreferenceDefaults.planRange,
      workingDaysOnly: true,
      offsetDays: eventPreferenceDefaults.planOffsetDays,
      slotDuration: eventConfigurationDefaults.duration,
      isDefault: false,
    },
    interviewType: '',
    categories: [defaultCategory],
    timeZone: 'Europe/Amsterdam',
    maxDailyAppointments: noDailyLimit,
  }
}

/**
 * The blocks a new availability starts with: the spec's default availability (09:00:00 to 17:00:00) on each
 * day it plans, so it offers time at once and has the block its last-block rule keeps.
 */
export function newAvailabilityBlocks(
  workingDaysOnly: boolean,
): { day: WeekDay; startTime: string; endTime: string }[] {
  return plannedDays(workingDaysOnly).map((day) => ({ day: dayToWire(day), ...defaultAvailability }))
}

export type NewAvailabilityProblem = 'required' | 'unknownUser' | 'duplicate'

/**
 * What stops creating an availability for `userId` with appointment type `type`: a person must be chosen
 * among the chatbot's staff (`staff`), and one person cannot have the same appointment type twice (trimmed,
 * case-insensitive), which the chatbot could not tell apart. `existing`: the chatbot's availabilities.
 */
export function newAvailabilityProblems(
  input: { userId: string; type: string },
  staff: readonly { id: string }[],
  existing: readonly { userId: string; appointmentType: { type: string } }[],
): Partial<Record<'userId' | 'type', NewAvailabilityProblem>> {
  const problems: Partial<Record<'userId' | 'type', NewAvailabilityProblem>> = {}
  if (!input.userId) problems.userId = 'required'
  else if (!staff.some((person) => person.id === input.userId)) problems.userId = 'unknownUser'
  const type = input.type.trim().toLowerCase()
  if (
    type &&
    existing.some((a) => a.userId === input.userId && a.appointmentType.type.trim().toLowerCase() === type)
  )
    problems.type = 'duplicate'
  return problems
}
