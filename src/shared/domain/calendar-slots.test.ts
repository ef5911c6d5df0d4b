import { describe, expect, it } from 'vitest'
import { noDailyLimit, workingDays, type ScheduleSlot } from './calendar'
import {
  bookableDays,
  computeSlots,
  maxSlotRangeDays,
  offeredSlots,
  slotRemovalReasons,
  type DaySlots,
  type SlotPreference,
  type SlotQuery,
  type TimeSpan,
} from './calendar-slots'

const zone = 'Europe/Amsterdam'
const at = (iso: string) => Date.parse(iso)
const minutes = (count: number) => count * 60_000

// Local times for the assertions, formatted independently of the code under test.
const localTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: zone,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})
const hhmm = (ms: number) => localTime.format(ms)
const startsOf = (slots: readonly TimeSpan[]) => slots.map((slot) => hhmm(slot.start))
const reasonsOf = (day: DaySlots) =>
  Object.fromEntries(day.removed.map((slot) => [hhmm(slot.start), slot.reason]))

const workingWeek = (startTime = '09:00:00', endTime = '17:00:00'): ScheduleSlot[] =>
  workingDays.map((day) => ({ day, startTime, endTime }))

const basePreference: SlotPreference = {
  dailyLimit: noDailyLimit,
  planOffsetDays: 0,
  sameDayOffsetHours: 0,
  planRange: 4,
  timeBeforeEvent: 0,
  timeAfterEvent: 0,
}

type QueryChanges = Partial<Omit<SlotQuery, 'preference'>> & { preference?: Partial<SlotPreference> }

/** Monday 15 June 2026 (CEST, UTC+2), 06:00 local: before the working day, nothing booked or busy. */
function query(changes: QueryChanges = {}): SlotQuery {
  const { preference, ...rest } = changes
  return {
    now: at('2026-06-15T06:00:00+02:00'),
    timeZone: zone,
    durationMinutes: 30,
    preference: { ...basePreference, ...preference },
    weekly: workingWeek(),
    excludedDays: [],
    busy: [],
    appointments: [],
    calendarLink: 'linked',
    from: '2026-06-15',
    to: '2026-06-15',
    ...rest,
  }
}

function oneDay(changes: QueryChanges = {}): DaySlots {
  const days = computeSlots(query(changes))
  expect(days).toHaveLength(1)
  return days[0]!
}

/** Why the slot starting at local `time` is removed, or 'offered' ('absent': no such slot). */
function reasonAt(day: DaySlots, time: string): string {
  if (startsOf(day.offered).includes(time)) return 'offered'
  return reasonsOf(day)[time] ?? 'absent'
}

describe('slotRemovalReasons', () => {
  it('lists every reason in precedence order, strongest first', () => {
    expect(slotRemovalReasons).toEqual([
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
    ])
  })
})

describe('computeSlots: the weekly windows', () => {
  it('steps through a window by the duration from its start, every slot ending within it', () => {
    const day = oneDay({ weekly: [{ day: 'MONDAY', startTime: '09:00:00', endTime: '11:45:00' }] })
    expect(day.day).toBe('2026-06-15')
    expect(startsOf(day.offered)).toEqual(['09:00', '09:30', '10:00', '10:30', '11:00'])
    expect(day.offered[0]).toEqual({
      start: at('2026-06-15T09:00:00+02:00'),
      end: at('2026-06-15T09:30:00+02:00'),
    })

    const longer = oneDay({
      durationMinutes: 45,
      weekly: [{ day: 'MONDAY', startTime: '09:00:00', endTime: '11:45:00' }],
    })
    expect(startsOf(longer.offered)).toEqual(['09:00', '09:45', '10:30'])
    expect(longer.offered.every((slot) => slot.end - slot.start === minutes(45))).toBe(true)
  })

  it('starts each window’s steps at that window’s own start', () => {
    const day = oneDay({
      weekly: [
        { day: 'MONDAY', startTime: '13:00:00', endTime: '14:00:00' },
        { day: 'MONDAY', startTime: '09:15:00', endTime: '10:45:00' },
      ],
    })
    expect(startsOf(day.offered)).toEqual(['09:15', '09:45', '10:15', '13:00', '13:30'])
  })

  it('offers a window that lies outside the explanation hours', () => {
    const day = oneDay({
      now: at('2026-06-15T05:00:00+02:00'),
      weekly: [{ day: 'MONDAY', startTime: '06:00:00', endTime: '07:00:00' }],
    })
    expect(startsOf(day.offered)).toEqual(['06:00', '06:30'])
  })

  it('offers nothing from windows the schedule rules reject', () => {
    const day = oneDay({
      weekly: [
        { day: 'MONDAY', startTime: '09:00:00', endTime: '10:00:00' },
        { day: 'MONDAY', startTime: '09:30:00', endTime: '11:00:00' }, // overlaps the first
        { day: 'MONDAY', startTime: '15:00:00', endTime: '14:00:00' }, // ends before it starts
        { day: 'MONDAY', startTime: '25:00:00', endTime: '26:00:00' }, // not a time of day
      ],
    })
    expect(startsOf(day.offered)).toEqual(['09:00', '09:30'])
    expect(reasonAt(day, '10:00')).toBe('outsideSchema')
    expect(reasonAt(day, '15:00')).toBe('outsideSchema')
  })

  it('treats windows as half-open: 09:00–12:00 beside 12:00–13:00 is one run of slots', () => {
    const day = oneDay({
      weekly: [
        { day: 'MONDAY', startTime: '09:00:00', endTime: '12:00:00' },
        { day: 'MONDAY', startTime: '12:00:00', endTime: '13:00:00' },
      ],
    })
    expect(startsOf(day.offered)).toEqual([
      '09:00',
      '09:30',
      '10:00',
      '10:30',
      '11:00',
      '11:30',
      '12:00',
      '12:30',
    ])
    expect(reasonAt(day, '13:00')).toBe('outsideSchema')
  })

  it('offers a window that ends at 24:00 up to midnight', () => {
    const day = oneDay({ weekly: [{ day: 'MONDAY', startTime: '23:00:00', endTime: '24:00:00' }] })
    expect(day.offered).toEqual([
      { start: at('2026-06-15T23:00:00+02:00'), end: at('2026-06-15T23:30:00+02:00') },
      { start: at('2026-06-15T23:30:00+02:00'), end: at('2026-06-16T00:00:00+02:00') },
    ])
  })
})

describe('computeSlots: outside the schema', () => {
  it('explains 08:00–18:00 in duration steps on a day without windows', () => {
    const saturday = oneDay({ from: '2026-06-20', to: '2026-06-20' })
    expect(saturday.offered).toEqual([])
    expect(saturday.removed).toHaveLength(20)
    expect(saturday.removed.every((slot) => slot.reason === 'outsideSchema')).toBe(true)
    expect(saturday.removed[0]).toEqual({
      start: at('2026-06-20T08:00:00+02:00'),
      end: at('2026-06-20T08:30:00+02:00'),
      reason: 'outsideSchema',
    })
    expect(hhmm(saturday.removed[19]!.end)).toBe('18:00')
  })

  it('explains the gaps around and between windows, the last piece of a gap cut short', () => {
    const day = oneDay({
      weekly: [
        { day: 'MONDAY', startTime: '09:15:00', endTime: '10:45:00' },
        { day: 'MONDAY', startTime: '13:00:00', endTime: '17:00:00' },
      ],
    })
    const explained = day.removed.map((slot) => `${hhmm(slot.start)}–${hhmm(slot.end)}`)
    expect(explained).toEqual([
      '08:00–08:30',
      '08:30–09:00',
      '09:00–09:15',
      '10:45–11:15',
      '11:15–11:45',
      '11:45–12:15',
      '12:15–12:45',
      '12:45–13:00',
      '17:00–17:30',
      '17:30–18:00',
    ])
    expect(day.removed.every((slot) => slot.reason === 'outsideSchema')).toBe(true)
  })

  it('explains the end of a window too short for another slot', () => {
    const day = oneDay({ weekly: [{ day: 'MONDAY', startTime: '09:00:00', endTime: '16:45:00' }] })
    expect(startsOf(day.offered).at(-1)).toBe('16:00')
    expect(day.removed.filter((slot) => slot.start >= at('2026-06-15T16:00:00+02:00'))).toEqual([
      {
        start: at('2026-06-15T16:30:00+02:00'),
        end: at('2026-06-15T17:00:00+02:00'),
        reason: 'outsideSchema',
      },
      {
        start: at('2026-06-15T17:00:00+02:00'),
        end: at('2026-06-15T17:30:00+02:00'),
        reason: 'outsideSchema',
      },
      {
        start: at('2026-06-15T17:30:00+02:00'),
        end: at('2026-06-15T18:00:00+02:00'),
        reason: 'outsideSchema',
      },
    ])
  })

  it('accounts for every minute of the explanation hours exactly once, offered or removed', () => {
    const day = oneDay({
      durationMinutes: 40,
      weekly: [
        { day: 'MONDAY', startTime: '08:10:00', endTime: '11:00:00' },
        { day: 'MONDAY', startTime: '12:20:00', endTime: '16:50:00' },
      ],
      busy: [{ start: at('2026-06-15T13:00:00+02:00'), end: at('2026-06-15T14:00:00+02:00') }],
    })
    const all = [...day.offered, ...day.removed].sort((a, b) => a.start - b.start)
    expect(all[0]!.start).toBe(at('2026-06-15T08:00:00+02:00'))
    expect(all.at(-1)!.end).toBe(at('2026-06-15T18:00:00+02:00'))
    for (let i = 1; i < all.length; i++) expect(all[i]!.start).toBe(all[i - 1]!.end)
  })

  it('takes other explanation hours, and refuses hours that are not a range', () => {
    const day = oneDay({
      from: '2026-06-20',
      to: '2026-06-20',
      durationMinutes: 60,
      explanationHours: { startTime: '07:00', endTime: '19:00' },
    })
    expect(startsOf(day.removed)).toEqual([
      '07:00',
      '08:00',
      '09:00',
      '10:00',
      '11:00',
      '12:00',
      '13:00',
      '14:00',
      '15:00',
      '16:00',
      '17:00',
      '18:00',
    ])
    expect(() => computeSlots(query({ explanationHours: { startTime: '18:00', endTime: '08:00' } }))).toThrow(
      RangeError,
    )
    expect(() => computeSlots(query({ explanationHours: { startTime: '8 am', endTime: '18:00' } }))).toThrow(
      RangeError,
    )
  })
})

describe('computeSlots: the clock and the plan window', () => {
  it('removes slots starting before now as past; a slot starting at now is offered', () => {
    const day = oneDay({ now: at('2026-06-15T10:10:00+02:00') })
    expect(reasonAt(day, '09:00')).toBe('past')
    expect(reasonAt(day, '10:00')).toBe('past')
    expect(startsOf(day.offered)[0]).toBe('10:30')
    // The explanation pieces that have passed are past as well.
    expect(reasonAt(day, '08:00')).toBe('past')

    const exactly = oneDay({ now: at('2026-06-15T10:30:00+02:00') })
    expect(startsOf(exactly.offered)[0]).toBe('10:30')
    expect(reasonAt(exactly, '10:00')).toBe('past')
  })

  it('with a plan offset in days, starts at today + offset; 0 offers today from now on', () => {
    const range = { now: at('2026-06-15T10:10:00+02:00'), from: '2026-06-15', to: '2026-06-17' }
    const [monday, tuesday, wednesday] = computeSlots(query({ ...range, preference: { planOffsetDays: 2 } }))
    expect(reasonAt(monday!, '09:00')).toBe('past')
    expect(reasonAt(monday!, '10:30')).toBe('planOffset')
    expect(tuesday!.offered).toEqual([])
    expect(new Set(tuesday!.removed.map((slot) => slot.reason))).toEqual(new Set(['planOffset']))
    expect(wednesday!.offered).toHaveLength(16)

    const [today] = computeSlots(query({ ...range, preference: { planOffsetDays: 0 } }))
    expect(startsOf(today!.offered)[0]).toBe('10:30')
  })

  it('with a same-day offset in hours, starts at now + hours and ignores the offset in days', () => {
    const day = oneDay({
      now: at('2026-06-15T10:10:00+02:00'),
      preference: { sameDayOffsetHours: 2, planOffsetDays: 3 },
    })
    expect(reasonAt(day, '10:00')).toBe('past')
    expect(['10:30', '11:00', '11:30', '12:00'].map((time) => reasonAt(day, time))).toEqual([
      'planOffset',
      'planOffset',
      'planOffset',
      'planOffset',
    ])
    expect(startsOf(day.offered)[0]).toBe('12:30')

    // A start exactly at now + hours is bookable.
    const exactly = oneDay({ now: at('2026-06-15T10:00:00+02:00'), preference: { sameDayOffsetHours: 2 } })
    expect(startsOf(exactly.offered)[0]).toBe('12:00')
  })

  it('counts a same-day offset in hours across midnight', () => {
    const [, tuesday] = computeSlots(
      query({
        now: at('2026-06-15T23:00:00+02:00'),
        from: '2026-06-15',
        to: '2026-06-16',
        preference: { sameDayOffsetHours: 11 },
      }),
    )
    expect(reasonAt(tuesday!, '09:30')).toBe('planOffset')
    expect(startsOf(tuesday!.offered)[0]).toBe('10:00')
  })

  it('plans planRange weeks from the first bookable day', () => {
    // Offset 1 day, 1 week: Tuesday 16 to Monday 22 June.
    const days = computeSlots(
      query({ from: '2026-06-15', to: '2026-06-23', preference: { planOffsetDays: 1, planRange: 1 } }),
    )
    const byDay = Object.fromEntries(days.map((day) => [day.day, day]))
    expect(byDay['2026-06-15']!.offered).toEqual([])
    expect(byDay['2026-06-16']!.offered).toHaveLength(16)
    expect(byDay['2026-06-22']!.offered).toHaveLength(16)
    expect(byDay['2026-06-23']!.offered).toEqual([])
    expect(new Set(byDay['2026-06-23']!.removed.map((slot) => slot.reason))).toEqual(new Set(['planRange']))

    // With a same-day offset, the weeks start today: the last day is Sunday 21 June.
    const sameDay = computeSlots(
      query({ from: '2026-06-22', to: '2026-06-22', preference: { sameDayOffsetHours: 1, planRange: 1 } }),
    )
    expect(reasonAt(sameDay[0]!, '09:00')).toBe('planRange')

    const twoWeeks = computeSlots(
      query({ from: '2026-06-29', to: '2026-06-30', preference: { planOffsetDays: 1, planRange: 2 } }),
    )
    expect(twoWeeks.map((day) => day.offered.length)).toEqual([16, 0])
  })
})

describe('bookableDays', () => {
  const now = at('2026-06-15T23:30:00+02:00') // still Monday in Amsterdam, Tuesday in Tokyo

  it('reads the plan in local days: offset in days, then planRange weeks', () => {
    expect(bookableDays(now, zone, { ...basePreference, planOffsetDays: 1, planRange: 1 })).toEqual({
      first: '2026-06-16',
      last: '2026-06-22',
    })
    expect(bookableDays(now, zone, { ...basePreference, planOffsetDays: 0, planRange: 4 })).toEqual({
      first: '2026-06-15',
      last: '2026-07-12',
    })
    expect(bookableDays(now, 'Asia/Tokyo', { ...basePreference, planOffsetDays: 0, planRange: 1 })).toEqual({
      first: '2026-06-16',
      last: '2026-06-22',
    })
  })

  it('starts today with a same-day offset, whatever the offset in days', () => {
    expect(
      bookableDays(now, zone, { ...basePreference, sameDayOffsetHours: 3, planOffsetDays: 5, planRange: 1 }),
    ).toEqual({ first: '2026-06-15', last: '2026-06-21' })
  })
})

describe('computeSlots: days, limits and the calendar', () => {
  it('removes every slot of an excluded day, explanations included', () => {
    const [monday, tuesday] = computeSlots(query({ to: '2026-06-16', excludedDays: ['2026-06-16'] }))
    expect(monday!.offered).toHaveLength(16)
    expect(tuesday!.offered).toEqual([])
    expect(tuesday!.removed).toHaveLength(20)
    expect(tuesday!.removed.every((slot) => slot.reason === 'excludedDay')).toBe(true)
  })

  it('removes the rest of a day once the appointments booked that day reach the daily limit', () => {
    const appointments = [
      { start: at('2026-06-15T14:00:00+02:00'), end: at('2026-06-15T14:30:00+02:00') },
      { start: at('2026-06-15T15:00:00+02:00'), end: at('2026-06-15T15:30:00+02:00') },
    ]
    const reached = oneDay({
      now: at('2026-06-15T10:10:00+02:00'),
      appointments,
      preference: { dailyLimit: 2 },
    })
    expect(reached.offered).toEqual([])
    expect(reasonAt(reached, '09:00')).toBe('past')
    expect(reasonAt(reached, '10:30')).toBe('dailyLimit')
    expect(reasonAt(reached, '14:00')).toBe('dailyLimit')
    expect(reasonAt(reached, '17:00')).toBe('outsideSchema')

    const below = oneDay({ appointments, preference: { dailyLimit: 3 } })
    expect(below.offered).toHaveLength(14)
    expect(reasonAt(below, '14:00')).toBe('busy')
  })

  it('has no daily limit at -1', () => {
    const appointments = Array.from({ length: 12 }, (_, i) => ({
      start: at('2026-06-15T09:00:00+02:00') + minutes(30 * i),
      end: at('2026-06-15T09:00:00+02:00') + minutes(30 * i + 15),
    }))
    const day = oneDay({ appointments, preference: { dailyLimit: noDailyLimit } })
    expect(day.offered).toHaveLength(4)
    expect(day.removed.some((slot) => slot.reason === 'dailyLimit')).toBe(false)
  })

  it('counts appointments per local day, not per UTC day', () => {
    // 22:30 UTC on Monday is 00:30 on Tuesday in Amsterdam.
    const appointments = [{ start: at('2026-06-15T22:30:00Z'), end: at('2026-06-15T23:00:00Z') }]
    const [monday, tuesday] = computeSlots(
      query({ to: '2026-06-16', appointments, preference: { dailyLimit: 1 } }),
    )
    expect(monday!.offered).toHaveLength(16)
    expect(tuesday!.offered).toEqual([])
    expect(reasonAt(tuesday!, '09:00')).toBe('dailyLimit')
  })

  it('removes slots overlapping a busy time; a busy time ending at a slot’s start does not', () => {
    const day = oneDay({
      busy: [{ start: at('2026-06-15T12:00:00+02:00'), end: at('2026-06-15T13:00:00+02:00') }],
    })
    expect(reasonAt(day, '11:30')).toBe('offered')
    expect(reasonAt(day, '12:00')).toBe('busy')
    expect(reasonAt(day, '12:30')).toBe('busy')
    expect(reasonAt(day, '13:00')).toBe('offered')
  })

  it('removes a slot a short busy time falls inside, and every slot a multi-day busy time covers', () => {
    const [monday, tuesday, wednesday] = computeSlots(
      query({
        to: '2026-06-17',
        busy: [
          { start: at('2026-06-15T10:10:00+02:00'), end: at('2026-06-15T10:20:00+02:00') },
          { start: at('2026-06-15T16:45:00+02:00'), end: at('2026-06-17T09:10:00+02:00') },
        ],
      }),
    )
    expect(reasonAt(monday!, '10:00')).toBe('busy')
    expect(reasonAt(monday!, '10:30')).toBe('offered')
    expect(reasonAt(monday!, '16:30')).toBe('busy')
    expect(tuesday!.offered).toEqual([])
    expect(reasonAt(wednesday!, '09:00')).toBe('busy')
    expect(reasonAt(wednesday!, '09:30')).toBe('offered')
  })

  it('ignores empty busy times and reads busy times in any order', () => {
    const day = oneDay({
      busy: [
        { start: at('2026-06-15T15:00:00+02:00'), end: at('2026-06-15T16:00:00+02:00') },
        { start: at('2026-06-15T10:00:00+02:00'), end: at('2026-06-15T10:00:00+02:00') },
        { start: at('2026-06-15T09:00:00+02:00'), end: at('2026-06-15T09:30:00+02:00') },
        { start: at('2026-06-15T15:30:00+02:00'), end: at('2026-06-15T15:45:00+02:00') },
      ],
    })
    expect(day.removed.filter((slot) => slot.reason === 'busy').map((slot) => hhmm(slot.start))).toEqual([
      '09:00',
      '15:00',
      '15:30',
    ])
  })

  it('reports buffer when only the time kept before or after an event touches a busy time', () => {
    const busy = [{ start: at('2026-06-15T10:00:00+02:00'), end: at('2026-06-15T11:00:00+02:00') }]
    const both = oneDay({ busy, preference: { timeBeforeEvent: 15, timeAfterEvent: 15 } })
    expect(
      ['09:00', '09:30', '10:00', '10:30', '11:00', '11:30'].map((time) => reasonAt(both, time)),
    ).toEqual(['offered', 'buffer', 'busy', 'busy', 'buffer', 'offered'])

    // Time before an event only: 09:30–10:00 needs nothing after it, 11:00 needs 10:45–11:00 free.
    const before = oneDay({ busy, preference: { timeBeforeEvent: 15 } })
    expect(reasonAt(before, '09:30')).toBe('offered')
    expect(reasonAt(before, '11:00')).toBe('buffer')
    // Time after only: 09:30 needs 10:00–10:15 free.
    const after = oneDay({ busy, preference: { timeAfterEvent: 15 } })
    expect(reasonAt(after, '09:30')).toBe('buffer')
    expect(reasonAt(after, '11:00')).toBe('offered')
  })

  it('treats appointments as busy, also without a linked calendar, which has no busy times', () => {
    const appointments = [{ start: at('2026-06-15T14:00:00+02:00'), end: at('2026-06-15T14:30:00+02:00') }]
    const busy = [{ start: at('2026-06-15T10:00:00+02:00'), end: at('2026-06-15T11:00:00+02:00') }]
    const linked = oneDay({ busy, appointments })
    expect(reasonAt(linked, '10:00')).toBe('busy')
    expect(reasonAt(linked, '14:00')).toBe('busy')
    const none = oneDay({ busy, appointments, calendarLink: 'none' })
    expect(reasonAt(none, '10:00')).toBe('offered')
    expect(reasonAt(none, '14:00')).toBe('busy')
  })

  it('offers nothing while the calendar link is broken', () => {
    const day = oneDay({ calendarLink: 'broken', now: at('2026-06-15T10:10:00+02:00') })
    expect(day.offered).toEqual([])
    expect(day.removed).toHaveLength(20)
    expect(day.removed.every((slot) => slot.reason === 'linkBroken')).toBe(true)
  })

  it('offers nothing when the candidate’s language is not spoken; matching by default', () => {
    const day = oneDay({ languageMatch: false })
    expect(day.offered).toEqual([])
    expect(day.removed.every((slot) => slot.reason === 'language')).toBe(true)
    expect(oneDay({ languageMatch: true }).offered).toHaveLength(16)
    expect(oneDay().offered).toHaveLength(16)
  })
})

describe('computeSlots: precedence', () => {
  it('reports the strongest rule when several remove one slot', () => {
    // Every step lifts the rule reported before it; the 10:00 slot is removed by all the rules below it.
    const steps: [QueryChanges, string][] = [
      [
        {
          calendarLink: 'broken',
          languageMatch: false,
          excludedDays: ['2026-06-15'],
          // Past, and before now + 2 hours, on a day after a plan of 0 weeks.
          now: at('2026-06-15T10:10:00+02:00'),
          preference: { sameDayOffsetHours: 2, planRange: 0, dailyLimit: 1, timeAfterEvent: 30 },
          // 10:00 falls outside the schema.
          weekly: [{ day: 'MONDAY', startTime: '10:30:00', endTime: '17:00:00' }],
          appointments: [{ start: at('2026-06-15T15:00:00+02:00'), end: at('2026-06-15T15:30:00+02:00') }],
          busy: [
            { start: at('2026-06-15T10:15:00+02:00'), end: at('2026-06-15T10:20:00+02:00') },
            { start: at('2026-06-15T10:45:00+02:00'), end: at('2026-06-15T11:00:00+02:00') },
          ],
        },
        'linkBroken',
      ],
      [{ calendarLink: 'linked' }, 'language'],
      [{ languageMatch: true }, 'excludedDay'],
      [{ excludedDays: [] }, 'past'],
      [{ now: at('2026-06-15T09:00:00+02:00') }, 'planOffset'],
      [{ preference: { sameDayOffsetHours: 0 } }, 'planRange'],
      [{ preference: { planRange: 1 } }, 'outsideSchema'],
      [{ weekly: workingWeek() }, 'dailyLimit'],
      [{ preference: { dailyLimit: noDailyLimit } }, 'busy'],
      [
        { busy: [{ start: at('2026-06-15T10:45:00+02:00'), end: at('2026-06-15T11:00:00+02:00') }] },
        'buffer',
      ],
      [{ preference: { timeAfterEvent: 0 } }, 'offered'],
    ]
    let changes: QueryChanges = {}
    const reported = steps.map(([step]) => {
      changes = { ...changes, ...step, preference: { ...changes.preference, ...step.preference } }
      return reasonAt(oneDay(changes), '10:00')
    })
    expect(reported).toEqual(steps.map(([, reason]) => reason))
  })

  it('explains an uncovered time as outside the schema, not by the day’s limit or a busy time', () => {
    const day = oneDay({
      appointments: [{ start: at('2026-06-15T08:00:00+02:00'), end: at('2026-06-15T08:30:00+02:00') }],
      preference: { dailyLimit: 1 },
    })
    expect(reasonAt(day, '08:00')).toBe('outsideSchema')
    expect(reasonAt(day, '09:00')).toBe('dailyLimit')
  })

  it('reports busy, not buffer, for a slot overlapping one busy time and near another', () => {
    const day = oneDay({
      busy: [
        { start: at('2026-06-15T09:50:00+02:00'), end: at('2026-06-15T10:00:00+02:00') },
        { start: at('2026-06-15T10:10:00+02:00'), end: at('2026-06-15T10:20:00+02:00') },
      ],
      preference: { timeBeforeEvent: 30 },
    })
    expect(reasonAt(day, '10:00')).toBe('busy')
  })
})

describe('computeSlots: daylight saving time in Europe/Amsterdam', () => {
  it('keeps 09:00 local on both sides of a change', () => {
    const days = computeSlots(
      query({ now: at('2026-03-20T00:00:00Z'), from: '2026-03-27', to: '2026-03-30' }),
    )
    const friday = days.find((day) => day.day === '2026-03-27')!
    const monday = days.find((day) => day.day === '2026-03-30')!
    expect(friday.offered[0]).toEqual({ start: at('2026-03-27T08:00:00Z'), end: at('2026-03-27T08:30:00Z') })
    expect(monday.offered[0]).toEqual({ start: at('2026-03-30T07:00:00Z'), end: at('2026-03-30T07:30:00Z') })

    const autumn = computeSlots(
      query({ now: at('2026-10-20T00:00:00Z'), from: '2026-10-23', to: '2026-10-26' }),
    )
    expect(autumn[0]!.offered[0]!.start).toBe(at('2026-10-23T07:00:00Z'))
    expect(autumn[3]!.offered[0]!.start).toBe(at('2026-10-26T08:00:00Z'))
  })

  it('leaves out starts the spring change skips; every slot lasts its real duration', () => {
    const day = oneDay({
      now: at('2026-03-20T00:00:00Z'),
      from: '2026-03-29',
      to: '2026-03-29',
      weekly: [{ day: 'SUNDAY', startTime: '01:00:00', endTime: '04:00:00' }],
    })
    // 02:00–03:00 local does not exist on 29 March 2026: the clock jumps at 01:00 UTC.
    expect(day.offered).toEqual([
      { start: at('2026-03-29T00:00:00Z'), end: at('2026-03-29T00:30:00Z') }, // 01:00 CET
      { start: at('2026-03-29T00:30:00Z'), end: at('2026-03-29T01:00:00Z') }, // 01:30 CET, ends 03:00 CEST
      { start: at('2026-03-29T01:00:00Z'), end: at('2026-03-29T01:30:00Z') }, // 03:00 CEST
      { start: at('2026-03-29T01:30:00Z'), end: at('2026-03-29T02:00:00Z') }, // 03:30 CEST
    ])
  })

  it('offers a start the autumn change repeats once, at its first occurrence', () => {
    const day = oneDay({
      now: at('2026-10-20T00:00:00Z'),
      from: '2026-10-25',
      to: '2026-10-25',
      weekly: [{ day: 'SUNDAY', startTime: '01:00:00', endTime: '04:00:00' }],
    })
    // 02:00–03:00 local happens twice on 25 October 2026: first in CEST (UTC+2), then in CET (UTC+1).
    expect(day.offered.map((slot) => new Date(slot.start).toISOString().slice(11, 16))).toEqual([
      '23:00', // 01:00 CEST, the evening before in UTC
      '23:30',
      '00:00', // 02:00 CEST
      '00:30', // 02:30 CEST
      '02:00', // 03:00 CET
      '02:30',
    ])
    expect(day.offered.every((slot) => slot.end - slot.start === minutes(30))).toBe(true)
  })

  it('explains a 23-hour and a 25-hour day by their existing local times', () => {
    const wholeDay = { startTime: '00:00', endTime: '24:00' }
    const spring = oneDay({
      now: at('2026-03-20T00:00:00Z'),
      from: '2026-03-29',
      to: '2026-03-29',
      explanationHours: wholeDay,
    })
    expect(spring.removed).toHaveLength(46)
    expect(startsOf(spring.removed)).not.toContain('02:00')
    const autumn = oneDay({
      now: at('2026-10-20T00:00:00Z'),
      from: '2026-10-25',
      to: '2026-10-25',
      explanationHours: wholeDay,
    })
    expect(autumn.removed).toHaveLength(48)
  })

  it('counts the daily limit by local day across a change', () => {
    // 23:30 UTC on Saturday 28 March is 00:30 CET on Sunday; on Sunday 29 March it is 01:30 CEST on Monday.
    const appointments = [
      { start: at('2026-03-28T23:30:00Z'), end: at('2026-03-28T23:45:00Z') },
      { start: at('2026-03-29T23:30:00Z'), end: at('2026-03-29T23:45:00Z') },
    ]
    const days = computeSlots(
      query({
        now: at('2026-03-20T00:00:00Z'),
        from: '2026-03-28',
        to: '2026-03-30',
        weekly: [
          { day: 'SATURDAY', startTime: '09:00:00', endTime: '10:00:00' },
          { day: 'SUNDAY', startTime: '09:00:00', endTime: '10:00:00' },
          { day: 'MONDAY', startTime: '09:00:00', endTime: '10:00:00' },
        ],
        appointments,
        preference: { dailyLimit: 1 },
      }),
    )
    expect(days.map((day) => day.offered.length)).toEqual([2, 0, 0])
  })
})

describe('computeSlots: other time zones', () => {
  it('reads days and weekly times in the given zone', () => {
    const day = oneDay({ timeZone: 'America/New_York', now: at('2026-06-15T06:00:00-04:00') })
    expect(day.offered[0]).toEqual({ start: at('2026-06-15T13:00:00Z'), end: at('2026-06-15T13:30:00Z') })
    expect(day.offered).toHaveLength(16)
    const kolkata = oneDay({ timeZone: 'Asia/Kolkata', now: at('2026-06-15T06:00:00+05:30') })
    expect(kolkata.offered[0]!.start).toBe(at('2026-06-15T03:30:00Z'))
  })
})

describe('computeSlots: the range', () => {
  it('returns one entry per day from `from` to `to` inclusive, up to 120 days', () => {
    const days = computeSlots(query({ from: '2026-06-15', to: '2026-10-12', preference: { planRange: 26 } }))
    expect(days).toHaveLength(maxSlotRangeDays)
    expect(days[0]!.day).toBe('2026-06-15')
    expect(days.at(-1)!.day).toBe('2026-10-12')
    expect(computeSlots(query({ from: '2026-06-15', to: '2026-06-15' }))).toHaveLength(1)
  })

  it('refuses a range it cannot evaluate', () => {
    expect(() => computeSlots(query({ from: '2026-06-15', to: '2026-10-13' }))).toThrow(RangeError)
    expect(() => computeSlots(query({ from: '2026-06-16', to: '2026-06-15' }))).toThrow(RangeError)
    expect(() => computeSlots(query({ from: '2026-02-30', to: '2026-03-02' }))).toThrow(RangeError)
    expect(() => computeSlots(query({ timeZone: 'Mars/Olympus_Mons' }))).toThrow(RangeError)
    expect(() => computeSlots(query({ durationMinutes: 0 }))).toThrow(RangeError)
    expect(() => computeSlots(query({ durationMinutes: 7.5 }))).toThrow(RangeError)
  })

  it('evaluates days before today, all of them past', () => {
    const day = oneDay({ now: at('2026-06-16T06:00:00+02:00') })
    expect(day.offered).toEqual([])
    expect(day.removed.every((slot) => slot.reason === 'past')).toBe(true)
  })
})

describe('computeSlots: busy sweep', () => {
  it('agrees with checking every busy time for every slot', () => {
    // A small deterministic generator: the same busy times on every run.
    let seed = 20260615
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31
      return seed / 2 ** 31
    }
    const rangeStart = at('2026-06-15T00:00:00+02:00')
    const spans = (count: number, maxMinutes: number) =>
      Array.from({ length: count }, () => {
        const start = rangeStart + minutes(Math.floor(random() * 28 * 24 * 4) * 15)
        return { start, end: start + minutes(5 + Math.floor(random() * maxMinutes)) }
      })
    const busy = spans(150, 180)
    const appointments = spans(20, 60)
    const days = computeSlots(
      query({
        from: '2026-06-15',
        to: '2026-07-12',
        busy,
        appointments,
        preference: { timeBeforeEvent: 10, timeAfterEvent: 20 },
      }),
    )
    const overlaps = (start: number, end: number) =>
      [...busy, ...appointments].some((span) => span.start < end && start < span.end)
    let checked = 0
    for (const day of days) {
      for (const slot of day.offered) {
        expect(overlaps(slot.start - minutes(10), slot.end + minutes(20))).toBe(false)
        checked++
      }
      for (const slot of day.removed) {
        if (slot.reason === 'busy') expect(overlaps(slot.start, slot.end)).toBe(true)
        if (slot.reason === 'buffer') {
          expect(overlaps(slot.start, slot.end)).toBe(false)
          expect(overlaps(slot.start - minutes(10), slot.end + minutes(20))).toBe(true)
        }
        if (slot.reason === 'busy' || slot.reason === 'buffer') checked++
      }
    }
    // Every weekday slot of the four weeks was checked one way or the other.
    expect(checked).toBe(20 * 16)
  })
})

describe('offeredSlots', () => {
  const range = { from: '2026-06-15', to: '2026-06-21' }

  it('lists the offered slots of every day in time order', () => {
    const slots = offeredSlots(query({ ...range, excludedDays: ['2026-06-16'] }))
    expect(slots).toHaveLength(4 * 16)
    expect(slots[0]!.start).toBe(at('2026-06-15T09:00:00+02:00'))
    expect(slots[16]!.start).toBe(at('2026-06-17T09:00:00+02:00'))
    expect(slots.every((slot, i) => i === 0 || slot.start > slots[i - 1]!.start)).toBe(true)
    expect(slots).toEqual(
      computeSlots(query({ ...range, excludedDays: ['2026-06-16'] })).flatMap((d) => d.offered),
    )
  })

  it('stops at the limit', () => {
    const slots = offeredSlots(query({ ...range, now: at('2026-06-15T16:10:00+02:00') }), 3)
    expect(slots.map((slot) => new Date(slot.start).toISOString())).toEqual([
      '2026-06-15T14:30:00.000Z',
      '2026-06-16T07:00:00.000Z',
      '2026-06-16T07:30:00.000Z',
    ])
    expect(offeredSlots(query(range), 0)).toEqual([])
    expect(() => offeredSlots(query({ ...range, to: '2026-06-14' }), 0)).toThrow(RangeError)
  })
})

describe('computeSlots: day labels and zones asked for the same days', () => {
  it('labels every day of leap years, century years and year ends as the calendar does', () => {
    const ranges: [string, string][] = [
      ['2024-02-27', '2024-03-02'],
      ['2100-02-27', '2100-03-02'],
      ['2000-02-27', '2000-03-02'],
      ['2026-12-30', '2027-01-02'],
    ]
    for (const [from, to] of ranges) {
      const labels = computeSlots(query({ now: at(`${from}T00:00:00Z`), from, to })).map((day) => day.day)
      const expected: string[] = []
      for (let ms = Date.parse(`${from}T00:00:00Z`); ms <= Date.parse(`${to}T00:00:00Z`); ms += 86_400_000)
        expected.push(new Date(ms).toISOString().slice(0, 10))
      expect(labels).toEqual(expected)
    }
  })

  it('gives two zones asked for the same days each their own offsets', () => {
    const amsterdam = oneDay()
    const newYork = oneDay({ timeZone: 'America/New_York', now: at('2026-06-15T06:00:00-04:00') })
    expect(amsterdam.offered[0]!.start).toBe(at('2026-06-15T09:00:00+02:00'))
    expect(newYork.offered[0]!.start).toBe(at('2026-06-15T09:00:00-04:00'))
    // Asked again, Amsterdam still has its own.
    expect(oneDay().offered[0]!.start).toBe(at('2026-06-15T09:00:00+02:00'))
  })
})
