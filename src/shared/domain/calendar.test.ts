import { describe, expect, it } from 'vitest'
import {
  attendeeProblems,
  defaultLocation,
  keptTranslations,
  matchesVariableLink,
  translationProblems,
  variableLinkProblem,
  excludedDayProblems,
  mayAddReminder,
  mayEditCalendarUser,
  minutesOfDay,
  reminderProblems,
  schemaNameProblem,
  shownOffset,
  slotProblems,
  zonedInstant,
  type ScheduleSlot,
} from './calendar'

const slot = (day: ScheduleSlot['day'], startTime: string, endTime: string): ScheduleSlot => ({
  day,
  startTime,
  endTime,
})

describe('calendar rules (spec 000 §6, §9)', () => {
  it('wants the end after the start and no overlap within a day, slots being half-open', () => {
    const problems = slotProblems([
      slot('MONDAY', '09:00:00', '12:00:00'),
      slot('MONDAY', '12:00:00', '13:00:00'),
      slot('MONDAY', '12:30', '14:00'),
      slot('TUESDAY', '12:30', '14:00'),
      slot('WEDNESDAY', '17:00', '09:00'),
      slot('THURSDAY', '10:00', '10:00'),
      slot('FRIDAY', '25:00', '26:00'),
    ])
    expect(Object.fromEntries(problems)).toEqual({
      2: 'overlap',
      4: 'endBeforeStart',
      5: 'endBeforeStart',
      6: 'invalidTime',
    })
  })

  it('takes 24:00 as the end of a day, never as a start', () => {
    expect(minutesOfDay('24:00')).toBe(1440)
    expect(Object.fromEntries(slotProblems([slot('SUNDAY', '24:00', '24:00')]))).toEqual({ 0: 'invalidTime' })
    expect(slotProblems([slot('SUNDAY', '20:00', '24:00')]).size).toBe(0)
  })

  it('wants a schema name of at least 3 characters, unique without regard to case or spaces', () => {
    expect(schemaNameProblem('Ab', [])).toBe('tooShort')
    expect(schemaNameProblem('  Ab  ', [])).toBe('tooShort')
    expect(schemaNameProblem(' kantooruren', ['Kantooruren '])).toBe('taken')
    expect(schemaNameProblem('Avonden', ['Kantooruren'])).toBeNull()
  })

  it('wants excluded dates that exist, once each', () => {
    expect(
      Object.fromEntries(excludedDayProblems(['2026-12-24', '2026-02-29', '2026-12-24', '26-12-31'])),
    ).toEqual({
      1: 'invalidDate',
      2: 'duplicate',
      3: 'invalidDate',
    })
    expect(excludedDayProblems(['2028-02-29']).size).toBe(0)
  })

  it('shows the offset in hours when a same-day offset is set, else in days', () => {
    expect(shownOffset({ planOffsetDays: 1, sameDayOffsetHours: 0 })).toEqual({ unit: 'days', value: 1 })
    expect(shownOffset({ planOffsetDays: 1, sameDayOffsetHours: 3 })).toEqual({ unit: 'hours', value: 3 })
  })

  it('defaults the location to Teams for a Microsoft calendar, else to Google Meet', () => {
    expect(defaultLocation('MICROSOFT')).toBe('MICROSOFT_TEAMS')
    expect(defaultLocation('GOOGLE')).toBe('GOOGLE_MEET')
    expect(defaultLocation(null)).toBe('GOOGLE_MEET')
  })

  it('lets managers and up change every calendar user, everyone else only their own', () => {
    expect(mayEditCalendarUser({ id: 'u1', role: 'EMPLOYEE' }, 'u1')).toBe(true)
    expect(mayEditCalendarUser({ id: 'u1', role: 'TEAM_LEAD' }, 'u2')).toBe(false)
    expect(mayEditCalendarUser({ id: 'u1', role: 'MANAGER' }, 'u2')).toBe(true)
    expect(mayEditCalendarUser({ id: 'u1', role: 'EMPLOYEE', isSuperuser: true }, 'u2')).toBe(true)
  })

  it('reads wall-clock times in the zone on both sides of a DST change', () => {
    // Amsterdam: UTC+1 in winter, UTC+2 from the last Sunday of March.
    expect(new Date(zonedInstant('2026-03-28', 9 * 60, 'Europe/Amsterdam')).toISOString()).toBe(
      '2026-03-28T08:00:00.000Z',
    )
    expect(new Date(zonedInstant('2026-03-30', 9 * 60, 'Europe/Amsterdam')).toISOString()).toBe(
      '2026-03-30T07:00:00.000Z',
    )
  })
})

describe('reminders (spec §6: the first reminder filled before another; no negative or absurd minutes)', () => {
  it('lets another reminder be added only when every row is filled, up to five', () => {
    expect(mayAddReminder([])).toBe(true)
    expect(mayAddReminder([null])).toBe(false)
    expect(mayAddReminder([Number.NaN])).toBe(false)
    expect(mayAddReminder([30])).toBe(true)
    expect(mayAddReminder([30, null])).toBe(false)
    expect(mayAddReminder([5, 10, 15, 30])).toBe(true)
    expect(mayAddReminder([5, 10, 15, 30, 60])).toBe(false)
  })

  it('refuses empty, fractional, negative, more than four weeks and repeated minutes', () => {
    expect([...reminderProblems([0, 30, 40_320])]).toEqual([])
    expect(reminderProblems([null, 1.5, -1, 40_321, 30, 30])).toEqual(
      new Map([
        [0, 'required'],
        [1, 'notWhole'],
        [2, 'negative'],
        [3, 'tooLarge'],
        [5, 'duplicate'],
      ]),
    )
  })
})

describe('translated texts, attendees and the variable link (spec §3, §6; 001 §5)', () => {
  it('skips blank texts on save and refuses a language twice or an unknown one', () => {
    const entries = [
      { tags: ['nl'], content: ' Intake ' },
      { tags: ['en'], content: '  ' },
      { tags: ['nl'], content: 'Tweede' },
      { tags: ['xx'], content: 'Onbekend' },
      { tags: [], content: 'Zonder taal' },
    ]
    expect(translationProblems('subject', entries)).toEqual(
      new Map([
        [2, 'languageTwice'],
        [3, 'unknownLanguage'],
        [4, 'noLanguage'],
      ]),
    )
    expect(keptTranslations(entries.slice(0, 2))).toEqual([{ tags: ['nl'], content: 'Intake' }])
    expect(translationProblems('customLocation', [{ tags: ['nl'], content: 'x'.repeat(201) }])).toEqual(
      new Map([[0, 'tooLong']]),
    )
  })

  it('takes attendee addresses once each, and a linked variable needs a value', () => {
    expect(attendeeProblems(['a@b.nl', 'geen', 'A@B.nl '])).toEqual(
      new Map([
        [1, 'invalidEmail'],
        [2, 'duplicate'],
      ]),
    )
    expect(variableLinkProblem(null, [])).toBeNull()
    expect(variableLinkProblem('vestiging', [])).toBe('valueRequired')
    expect(variableLinkProblem('vestiging', ['Utrecht', ' '])).toBe('blankValue')
    expect(variableLinkProblem('vestiging', ['Utrecht', 'Utrecht '])).toBe('valueTwice')
    expect(variableLinkProblem('vestiging', ['Utrecht'])).toBeNull()
  })

  it('offers a kind linked to a variable only to a candidate whose answer is one of its values', () => {
    const linked = { scalarNameSelector: 'vestiging', selectorValues: ['Utrecht', 'Zwolle'] }
    expect(matchesVariableLink(linked, { vestiging: ' utrecht ' })).toBe(true)
    expect(matchesVariableLink(linked, { vestiging: 'Amersfoort' })).toBe(false)
    // Not answered (yet): not offered.
    expect(matchesVariableLink(linked, { naam: 'Utrecht' })).toBe(false)
    expect(matchesVariableLink({ scalarNameSelector: null, selectorValues: [] }, {})).toBe(true)
    expect(matchesVariableLink({ scalarNameSelector: ' ', selectorValues: [] }, {})).toBe(true)
  })
})
