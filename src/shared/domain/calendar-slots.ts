/**
 * The slots a recruitment chatbot offers a candidate to book with one calendar user for one event
 * configuration, and for every slot it does not offer the one rule that removed it (the calendar screens'
 * "Why can't this candidate book?"). Pure: the caller passes the clock, the linked calendar's busy times and
 * the appointments already booked, so the sandbox (which books) and the renderer (which explains) agree.
 *
 * Time zones through Intl only, as everywhere in shared code: no date library runs in all four layers.
 * All times are epoch milliseconds; every span is half-open [start, end), so 11:30–12:00 beside a meeting
 * at 12:00–13:00 is free.
 */
import type { CalendarLinkState } from './calendar-link'
import { rangeLimits } from './date-ranges'
import {
  isCalendarDay,
  isoWeekday,
  minutesOfDay,
  noDailyLimit,
  slotProblems,
  type ScheduleSlot,
  type WeekDay,
} from './calendar'

/**
 * Why a slot is not offered, strongest first: when several rules remove one slot, the first of them in this
 * list is the one reported. Problems that block the whole booking (a broken calendar link, a language the
 * user does not speak) come before the day, the day before the clock and the plan window, those before the
 * schema, and the schema before the day's capacity and conflicts with the calendar: the reason shown is the
 * one the user would have to change first. 'buffer' means the slot itself is free and only the time kept
 * before or after an event makes it touch a busy time.
 * The UI translates every entry, so it is a const array.
 */
export const slotRemovalReasons = [
  'linkBroken',
  'language',
  'excludedDay',
  'past',
  'planOffset',
  'planRange',
  'outsideSchema',
  'dailyLimit',
  'busy',
  'buffer',
] as const
export type SlotRemovalReason = (typeof slotRemovalReasons)[number]

/** A half-open span of time [start, end) in epoch milliseconds. */
export interface TimeSpan {
  readonly start: number
  readonly end: number
}

export interface RemovedSlot extends TimeSpan {
  readonly reason: SlotRemovalReason
}

/** One local day of the calendar user's zone: what the bot offers and what it does not, both by start time. */
export interface DaySlots {
  /** YYYY-MM-DD in the calendar user's time zone. */
  readonly day: string
  readonly offered: readonly TimeSpan[]
  readonly removed: readonly RemovedSlot[]
}

/** The event preference's booking rules (the fields of `eventPreferenceDefaults`). */
export interface SlotPreference {
  /** Appointments of this event configuration per local day; `noDailyLimit` (-1): no limit. */
  readonly dailyLimit: number
  /** Whole local days before the first bookable day; used only when `sameDayOffsetHours` is 0. */
  readonly planOffsetDays: number
  /** When above 0: the earliest bookable start is this many hours after now, today included. */
  readonly sameDayOffsetHours: number
  /** How far ahead candidates can book, in weeks. */
  readonly planRange: number
  /** Minutes kept free before every appointment. */
  readonly timeBeforeEvent: number
  /** Minutes kept free after every appointment. */
  readonly timeAfterEvent: number
}

/** 'none': the user has no linked calendar (nothing is busy but the appointments); 'broken': it needs re-linking. */

/** Local times of day ("HH:mm" or "HH:mm:ss") whose slots outside the schema are explained. */
export interface ExplanationHours {
  readonly startTime: string
  readonly endTime: string
}

/** Uncovered times in these hours are reported as 'outsideSchema': a candidate asks about 08:00, not 03:00. */
export const defaultExplanationHours: ExplanationHours = { startTime: '08:00', endTime: '18:00' }

/** The longest from–to range evaluated at once (inclusive days): bounds the work and the answer's size. */
export const maxSlotRangeDays = rangeLimits.calendarSlots

export interface SlotQuery {
  /** The clock, epoch ms (tests and the bot pass it; the function never reads the real clock). */
  readonly now: number
  /** The calendar user's (or the availability schema's) IANA zone: weekly times and days are read in it. */
  readonly timeZone: string
  /** Appointment length: starts step through each weekly window by this from the window's start. */
  readonly durationMinutes: number
  readonly preference: SlotPreference
  /** The effective weekly availability (a schema's, or the preference's own custom slots). */
  readonly weekly: readonly ScheduleSlot[]
  /** YYYY-MM-DD local days the user does not work. */
  readonly excludedDays: readonly string[]
  /** Busy times in the linked calendar; read only when `calendarLink` is 'linked'. */
  readonly busy: readonly TimeSpan[]
  /** Appointments already booked for this event configuration: busy, and counted for the daily limit. */
  readonly appointments: readonly TimeSpan[]
  readonly calendarLink: CalendarLinkState
  /** Whether the candidate's language is among the user's spoken languages; true when left out. */
  readonly languageMatch?: boolean
  /** First local day to evaluate, YYYY-MM-DD. */
  readonly from: string
  /** Last local day to evaluate, YYYY-MM-DD, inclusive. */
  readonly to: string
  /** `defaultExplanationHours` when left out. */
  readonly explanationHours?: ExplanationHours
}

/**
 * Every slot of every local day from `from` to `to`, offered or removed with its reason (see
 * `slotRemovalReasons` for the precedence). Per day, offered and removed are each ordered by start.
 *
 * Candidates are the weekly windows' slots (from the window's start in steps of the duration, each ending
 * within its window), plus, as 'outsideSchema' explanations, the parts of the explanation hours no slot
 * covers: from each gap's start in steps of the duration, the last piece cut short where the gap ends (a gap
 * also starts where a window's remainder is too short for a slot). Windows the schedule rules reject
 * (`slotProblems`: an invalid time, an end before the start, an overlap) offer nothing.
 *
 * The plan window (see `bookableDays`): with a same-day offset of h hours, a slot starting before now + h
 * is 'planOffset' and the plan days start today; otherwise a day before today + planOffsetDays is
 * 'planOffset' (offset 0: today, from now on) and the plan days start there. The plan days are planRange
 * weeks: the last bookable day is first + planRange × 7 − 1, later days are 'planRange'. A slot starting
 * before now is 'past' whatever the offset.
 *
 * Daylight saving: a slot's time is local wall-clock time on its own day (09:00 is 09:00 on both sides of a
 * change), and it lasts `durationMinutes` real minutes. A start the change skips (02:30 on the last Sunday of
 * March in Amsterdam) does not exist and is left out; a start that occurs twice (02:30 on the last Sunday of
 * October) is its first occurrence.
 *
 * Throws a RangeError for an unknown time zone, a day that is not YYYY-MM-DD, `to` before `from`, a range of
 * more than `maxSlotRangeDays` days (ask for a longer plan in parts: nothing is silently cut off), a duration
 * that is not a whole number of minutes above 0, or explanation hours that are not a range within a day.
 */
export function computeSlots(query: SlotQuery): DaySlots[] {
  return [...eachDay(query)]
}

/**
 * The slots the bot offers, in time order over the whole range: at most `limit` of them (the first ones; the
 * days after the limit is reached are not computed).
 */
export function offeredSlots(query: SlotQuery, limit = Number.POSITIVE_INFINITY): TimeSpan[] {
  const slots: TimeSpan[] = []
  // The first day is computed even for a limit of 0, so a query it cannot evaluate still throws.
  for (const day of eachDay(query)) {
    for (const slot of day.offered) {
      if (slots.length >= limit) return slots
      slots.push(slot)
    }
    if (slots.length >= limit) return slots
  }
  return slots
}

/**
 * The first and last local day (YYYY-MM-DD, inclusive) the preference lets a candidate book, seen at `now`.
 * Same-day offset (hours) set: today to today + planRange × 7 − 1, planOffsetDays unused (the screens show
 * one offset or the other, `shownOffset`). Otherwise: today + planOffsetDays to that + planRange × 7 − 1. The
 * first day can still hold slots before the earliest start (the clock, the same-day offset).
 */
export function bookableDays(
  now: number,
  timeZone: string,
  preference: SlotPreference,
): { readonly first: string; readonly last: string } {
  const plan = planDays(dayNumberOfInstant(now, timeZone), preference)
  return { first: dayOfNumber(plan.first), last: dayOfNumber(plan.last) }
}

const minuteMs = 60_000
const hourMs = 60 * minuteMs
const dayMs = 24 * hourMs
/**
 * Every zone's offset lies within UTC−12…UTC+14, so the instant of a local wall-clock time W lies within
 * [W − 14 h, W + 12 h].
 */
const maxAheadOfUtcMs = 14 * hourMs
const maxBehindUtcMs = 12 * hourMs

/** A weekly candidate in local minutes after midnight: a window's slot, or an uncovered piece to explain. */
interface PlannedSlot {
  readonly minute: number
  readonly minutes: number
  readonly inSchema: boolean
}

function* eachDay(query: SlotQuery): Generator<DaySlots> {
  const rangeFirst = dayNumberOf(query.from)
  const rangeLast = dayNumberOf(query.to)
  if (rangeLast < rangeFirst)
    throw new RangeError(`Slot range ends (${query.to}) before it starts (${query.from})`)
  if (rangeLast - rangeFirst + 1 > maxSlotRangeDays)
    throw new RangeError(`Slot range ${query.from}–${query.to} is longer than ${maxSlotRangeDays} days`)
  const duration = query.durationMinutes
  if (!Number.isInteger(duration) || duration < 1)
    throw new RangeError(`Appointment duration ${duration} is not a whole number of minutes above 0`)

  const { now, preference } = query
  const today = dayNumberOfInstant(now, query.timeZone)
  const plan = planDays(today, preference)
  const sameDay = preference.sameDayOffsetHours > 0
  const earliestStart = sameDay ? now + preference.sameDayOffsetHours * hourMs : now
  // The whole booking is blocked: every slot gets the same reason, the rest of the rules do not matter.
  const blockedReason: SlotRemovalReason | null =
    query.calendarLink === 'broken' ? 'linkBroken' : query.languageMatch === false ? 'language' : null

  // One offset table covers every instant of the range's local days, so a day's slots cost no Intl call.
  const offsets = cachedZoneOffsets(
    query.timeZone,
    rangeFirst * dayMs - maxAheadOfUtcMs,
    (rangeLast + 1) * dayMs + maxBehindUtcMs,
  )
  const plans = weeklyPlans(query.weekly, duration, query.explanationHours ?? defaultExplanationHours)
  const excluded = new Set(query.excludedDays)
  const busy = mergedBusy(query.calendarLink === 'linked' ? query.busy : [], query.appointments)
  const bookedPerDay = appointmentsPerDay(query.appointments, offsets)
  const limited = preference.dailyLimit !== noDailyLimit
  const beforeMs = preference.timeBeforeEvent * minuteMs
  const afterMs = preference.timeAfterEvent * minuteMs
  // Sweep pointers into the merged busy list: candidates come in time order, so each only moves forward.
  let busyIndex = 0
  let bufferedIndex = 0

  for (let dayNumber = rangeFirst; dayNumber <= rangeLast; dayNumber++) {
    const day = dayOfNumber(dayNumber)
    const midnight = dayNumber * dayMs
    const fixedOffset = dayOffset(offsets, midnight)
    const dayReason: SlotRemovalReason | null = blockedReason ?? (excluded.has(day) ? 'excludedDay' : null)
    const beforePlan = !sameDay && dayNumber < plan.first
    const afterPlan = dayNumber > plan.last
    const limitReached = limited && (bookedPerDay.get(dayNumber) ?? 0) >= preference.dailyLimit
    const offered: TimeSpan[] = []
    const removed: RemovedSlot[] = []

    for (const planned of plans[isoWeekdayOfNumber(dayNumber)]!) {
      const wallClock = midnight + planned.minute * minuteMs
      const start = fixedOffset === null ? instantOfWallClock(offsets, wallClock) : wallClock - fixedOffset
      if (start === null) continue
      const end = start + planned.minutes * minuteMs
      let reason: SlotRemovalReason | null = dayReason
      if (reason === null) {
        if (start < now) reason = 'past'
        else if (beforePlan || start < earliestStart) reason = 'planOffset'
        else if (afterPlan) reason = 'planRange'
        else if (!planned.inSchema) reason = 'outsideSchema'
        else if (limitReached) reason = 'dailyLimit'
        else {
          while (busyIndex < busy.count && busy.ends[busyIndex]! <= start) busyIndex++
          if (busyIndex < busy.count && busy.starts[busyIndex]! < end) reason = 'busy'
          else {
            const bufferedStart = start - beforeMs
            while (bufferedIndex < busy.count && busy.ends[bufferedIndex]! <= bufferedStart) bufferedIndex++
            if (bufferedIndex < busy.count && busy.starts[bufferedIndex]! < end + afterMs) reason = 'buffer'
          }
        }
      }
      if (reason === null) offered.push({ start, end })
      else removed.push({ start, end, reason })
    }
    yield { day, offered, removed }
  }
}

/** The plan's first and last local day numbers (see `bookableDays`). */
function planDays(today: number, preference: SlotPreference): { first: number; last: number } {
  const first = preference.sameDayOffsetHours > 0 ? today : today + preference.planOffsetDays
  return { first, last: first + preference.planRange * 7 - 1 }
}

/**
 * Per ISO weekday (index 1–7), the day's candidates in local minutes, by start: each valid window's slots,
 * and between them the uncovered parts of the explanation hours. The same for every week, so computed once.
 */
function weeklyPlans(
  weekly: readonly ScheduleSlot[],
  duration: number,
  explanation: ExplanationHours,
): (readonly PlannedSlot[])[] {
  const explainFrom = minutesOfDay(explanation.startTime)
  const explainTo = minutesOfDay(explanation.endTime)
  if (explainFrom === null || explainTo === null || explainTo <= explainFrom)
    throw new RangeError(`Explanation hours ${explanation.startTime}–${explanation.endTime} are not a range`)
  const problems = slotProblems(weekly)
  const windowsByDay = new Map<WeekDay, { start: number; end: number }[]>()
  weekly.forEach((slot, index) => {
    if (problems.has(index)) return
    const windows = windowsByDay.get(slot.day) ?? []
    // Valid per slotProblems, so both times parse.
    windows.push({ start: minutesOfDay(slot.startTime)!, end: minutesOfDay(slot.endTime)! })
    windowsByDay.set(slot.day, windows)
  })

  const plans: PlannedSlot[][] = Array.from({ length: 8 }, () => [])
  const explain = (plan: PlannedSlot[], from: number, to: number) => {
    for (let minute = from; minute < to; minute += duration)
      plan.push({ minute, minutes: Math.min(duration, to - minute), inSchema: false })
  }
  for (let weekday = 1; weekday <= 7; weekday++) {
    const plan = plans[weekday]!
    const windows = [...windowsByDay.entries()]
      .filter(([day]) => isoWeekday(day) === weekday)
      .flatMap(([, list]) => list)
      .sort((a, b) => a.start - b.start)
    // Everything before `covered` is a slot or already explained.
    let covered = explainFrom
    for (const window of windows) {
      for (let minute = window.start; minute + duration <= window.end; minute += duration) {
        if (minute > covered) explain(plan, covered, Math.min(minute, explainTo))
        plan.push({ minute, minutes: duration, inSchema: true })
        covered = Math.max(covered, minute + duration)
      }
    }
    explain(plan, covered, explainTo)
  }
  return plans
}

interface BusyList {
  readonly count: number
  readonly starts: readonly number[]
  readonly ends: readonly number[]
}

/**
 * The calendar's busy times and the appointments as one sorted list of disjoint spans. Touching spans merge:
 * a slot overlaps the merged span exactly when it overlaps one of its parts, and the sweep stays one step.
 */
function mergedBusy(calendar: readonly TimeSpan[], appointments: readonly TimeSpan[]): BusyList {
  const spans = [...calendar, ...appointments]
    .filter((span) => Number.isFinite(span.start) && Number.isFinite(span.end) && span.end > span.start)
    .sort((a, b) => a.start - b.start)
  const starts: number[] = []
  const ends: number[] = []
  for (const span of spans) {
    const last = ends.length - 1
    if (last >= 0 && span.start <= ends[last]!) ends[last] = Math.max(ends[last]!, span.end)
    else {
      starts.push(span.start)
      ends.push(span.end)
    }
  }
  return { count: starts.length, starts, ends }
}

/** Appointments per local day number (by their start), for the days the offset table covers. */
function appointmentsPerDay(appointments: readonly TimeSpan[], offsets: OffsetTable): Map<number, number> {
  const perDay = new Map<number, number>()
  for (const appointment of appointments) {
    // Outside the table means outside the evaluated days: it cannot count for any of them.
    if (!(appointment.start >= offsets.from && appointment.start < offsets.to)) continue
    const dayNumber = Math.floor((appointment.start + offsetAt(offsets, appointment.start)) / dayMs)
    perDay.set(dayNumber, (perDay.get(dayNumber) ?? 0) + 1)
  }
  return perDay
}

// Day numbers: days since 1970-01-01, the local day read as if it were a UTC day.

function dayNumberOf(day: string): number {
  if (!isCalendarDay(day)) throw new RangeError(`${day} is not a YYYY-MM-DD day`)
  return Date.parse(`${day}T00:00:00Z`) / dayMs
}

/** Plain arithmetic (the proleptic Gregorian calendar), not a Date and its ISO string per day. */
function dayOfNumber(dayNumber: number): string {
  // Days since 0000-03-01 in 400-year eras of 146,097 days; March first, so the leap day ends a year.
  const days = dayNumber + 719_468
  const era = Math.floor(days / 146_097)
  const dayOfEra = days - era * 146_097
  const yearOfEra = Math.floor(
    (dayOfEra -
      Math.floor(dayOfEra / 1460) +
      Math.floor(dayOfEra / 36_524) -
      Math.floor(dayOfEra / 146_096)) /
      365,
  )
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100))
  const monthFromMarch = Math.floor((5 * dayOfYear + 2) / 153)
  const day = dayOfYear - Math.floor((153 * monthFromMarch + 2) / 5) + 1
  const month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
  if (year < 0 || year > 9999) return new Date(dayNumber * dayMs).toISOString().slice(0, 10)
  return `${String(year).padStart(4, '0')}-${month < 10 ? '0' : ''}${month}-${day < 10 ? '0' : ''}${day}`
}

/** 1970-01-01 was a Thursday (ISO 4). */
function isoWeekdayOfNumber(dayNumber: number): number {
  return ((((dayNumber + 3) % 7) + 7) % 7) + 1
}

// Time zones. A zone's offset (local wall clock minus UTC) changes only at its transitions, a few a year:
// one Intl call per day of the range finds them, and every slot is then plain arithmetic.

const wallClockFormatters = new Map<string, Intl.DateTimeFormat>()

/** Cached: building a formatter costs far more than formatting with one. Throws a RangeError for an unknown zone. */
function wallClockFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = wallClockFormatters.get(timeZone)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      hourCycle: 'h23',
    })
    wallClockFormatters.set(timeZone, formatter)
  }
  return formatter
}

/**
 * The zone's offset at `instant` in ms, from Intl. `format` and its numbers (en-US: month, day, year, hour,
 * minute, second), not `formatToParts`, which is several times slower.
 */
function intlOffset(timeZone: string, instant: number): number {
  const [month, day, year, hour, minute, second] = (
    wallClockFormatter(timeZone).format(instant).match(/\d+/g) ?? []
  ).map(Number)
  const wallClock = Date.UTC(year!, month! - 1, day!, hour!, minute!, second!)
  return wallClock - Math.floor(instant / 1000) * 1000
}

function dayNumberOfInstant(instant: number, timeZone: string): number {
  return Math.floor((instant + intlOffset(timeZone, instant)) / dayMs)
}

interface OffsetTable {
  /** The covered instants, [from, to). */
  readonly from: number
  readonly to: number
  readonly initial: number
  /** In time order: from `at` on, the offset is `offset`. */
  readonly changes: readonly { readonly at: number; readonly offset: number }[]
  /** Every offset in force somewhere in the range. */
  readonly offsets: readonly number[]
}

/**
 * The zone's offsets over [from, to): sampled once a day, each change then found to the second by bisection.
 * No zone changes its offset twice within a day (two changes cancelling out between samples would be missed).
 */
function zoneOffsets(timeZone: string, from: number, to: number): OffsetTable {
  const step = dayMs
  const initial = intlOffset(timeZone, from)
  const changes: { at: number; offset: number }[] = []
  let previousAt = from
  let previous = initial
  while (previousAt < to) {
    const at = Math.min(previousAt + step, to)
    const offset = intlOffset(timeZone, at)
    if (offset !== previous) {
      // Invariant: the offset at `low` is the old one, at `high` the new one.
      let low = previousAt
      let high = at
      while (high - low > 1000) {
        const middle = low + Math.floor((high - low) / 2000) * 1000
        if (intlOffset(timeZone, middle) === previous) low = middle
        else high = middle
      }
      changes.push({ at: high, offset })
    }
    previousAt = at
    previous = offset
  }
  return { from, to, initial, changes, offsets: [...new Set([initial, ...changes.map((c) => c.offset)])] }
}

/**
 * Offset tables by zone and range: every calendar user of a zone asked for the same days shares one (the
 * sandbox computes 50 calendar users at once, most in one zone). A zone's rules do not change while the app
 * runs. Bounded: the oldest table goes first.
 */
const offsetTables = new Map<string, OffsetTable>()
const maxOffsetTables = 64

function cachedZoneOffsets(timeZone: string, from: number, to: number): OffsetTable {
  const key = `${timeZone} ${from} ${to}`
  let table = offsetTables.get(key)
  if (!table) {
    table = zoneOffsets(timeZone, from, to)
    if (offsetTables.size >= maxOffsetTables) offsetTables.delete(offsetTables.keys().next().value!)
    offsetTables.set(key, table)
  }
  return table
}

function offsetAt(table: OffsetTable, instant: number): number {
  let offset = table.initial
  for (const change of table.changes) {
    if (instant < change.at) break
    offset = change.offset
  }
  return offset
}

/**
 * The one offset of every wall-clock time of the local day starting at `midnight` (read as UTC), or null
 * when the offset changes anywhere near that day: then each time is resolved on its own.
 */
function dayOffset(table: OffsetTable, midnight: number): number | null {
  const first = midnight - maxAheadOfUtcMs
  const last = midnight + dayMs + maxBehindUtcMs
  for (const change of table.changes) if (change.at > first && change.at <= last) return null
  return offsetAt(table, midnight)
}

/**
 * The instant of a local wall-clock time (read as UTC) on a day with an offset change: the earliest instant
 * showing that time (the first of a repeated hour), or null for a time the change skips.
 */
function instantOfWallClock(table: OffsetTable, wallClock: number): number | null {
  let earliest: number | null = null
  for (const offset of table.offsets) {
    const instant = wallClock - offset
    if (offsetAt(table, instant) === offset && (earliest === null || instant < earliest)) earliest = instant
  }
  return earliest
}
