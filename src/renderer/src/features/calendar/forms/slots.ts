import {
  minutesOfDay,
  slotProblems,
  weekDays,
  type ScheduleSlot,
  type SlotProblem,
  type WeekDay,
} from '@shared/domain/calendar'

/** A weekly slot as the editor holds it: times as typed (HH:mm), a key for React. */
export interface SlotDraft {
  readonly key: string
  readonly day: WeekDay
  readonly startTime: string
  readonly endTime: string
}

let nextKey = 0
export const slotKey = () => `slot-${(nextKey += 1)}`

export const isWeekDay = (day: string): day is WeekDay => (weekDays as readonly string[]).includes(day)

/** Wire slots (HH:mm:ss) as editor rows (HH:mm), in day and time order. */
export function slotDrafts(
  slots: readonly { day: string; startTime: string; endTime: string }[],
): SlotDraft[] {
  return slots
    .filter((slot): slot is ScheduleSlot => isWeekDay(slot.day))
    .map((slot) => ({
      key: slotKey(),
      day: slot.day,
      startTime: slot.startTime.slice(0, 5),
      endTime: slot.endTime.slice(0, 5),
    }))
}

/** Editor rows as the wire wants them (HH:mm:ss). */
export const wireSlots = (drafts: readonly SlotDraft[]): ScheduleSlot[] =>
  drafts.map(({ day, startTime, endTime }) => ({
    day,
    startTime: `${startTime}:00`,
    endTime: `${endTime}:00`,
  }))

/** The spec's slot rules (end after start, no overlap on a day) per row key, for the editor to show. */
export function slotDraftProblems(drafts: readonly SlotDraft[]): ReadonlyMap<string, SlotProblem> {
  const byIndex = slotProblems(drafts)
  const problems = new Map<string, SlotProblem>()
  for (const [index, problem] of byIndex) problems.set(drafts[index]!.key, problem)
  return problems
}

/** A new row for a day: after the day's last slot (one hour), else the spec's 09:00–17:00. */
export function newSlotFor(day: WeekDay, drafts: readonly SlotDraft[]): SlotDraft {
  const ends = drafts
    .filter((draft) => draft.day === day)
    .map((draft) => minutesOfDay(draft.endTime))
    .filter((end): end is number => end !== null)
  const last = Math.max(...ends, -1)
  if (last < 0 || last + 60 > 24 * 60) return { key: slotKey(), day, startTime: '09:00', endTime: '17:00' }
  const time = (minutes: number) =>
    `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`
  return { key: slotKey(), day, startTime: time(last), endTime: time(Math.min(last + 60, 24 * 60 - 1)) }
}
