import { describe, expect, it } from 'vitest'
import {
  customReportProblems,
  defaultDateRange,
  eventLabelProblem,
  isOfficeHours,
  percentChange,
  previousRange,
  reportModalProblems,
  startBeforeEnd,
  truncateFunnel,
} from './analytics'

describe('defaultDateRange', () => {
  it('is the last 30 days to the end of today in the user’s zone', () => {
    // 2026-03-10 23:30 UTC is already 11 March in Amsterdam (UTC+1) but still 10 March in New York.
    const now = Date.parse('2026-03-10T23:30:00Z')
    expect(defaultDateRange(now, 'Europe/Amsterdam')).toEqual({
      startDate: '2026-02-10',
      endDate: '2026-03-11',
    })
    expect(defaultDateRange(now, 'America/New_York')).toEqual({
      startDate: '2026-02-09',
      endDate: '2026-03-10',
    })
    expect(defaultDateRange(now, 'UTC')).toEqual({ startDate: '2026-02-09', endDate: '2026-03-10' })
  })

  it('crosses a DST change and a year boundary', () => {
    expect(defaultDateRange(Date.parse('2026-03-29T12:00:00Z'), 'Europe/Amsterdam')).toEqual({
      startDate: '2026-02-28',
      endDate: '2026-03-29',
    })
    expect(defaultDateRange(Date.parse('2026-01-05T08:00:00Z'), 'Europe/Amsterdam').startDate).toBe(
      '2025-12-07',
    )
  })

  it('has a previous period of the same length just before it', () => {
    expect(previousRange({ startDate: '2026-02-10', endDate: '2026-03-11' })).toEqual({
      startDate: '2026-01-11',
      endDate: '2026-02-09',
    })
    expect(percentChange(120, 100)).toBe(20)
    expect(percentChange(5, 0)).toBeNull()
  })
})

describe('truncateFunnel', () => {
  it('keeps the first 5 entries of each flow, in order', () => {
    const entries = [
      ...Array.from({ length: 7 }, (_, i) => ({ flowId: 'a', stateId: `a${i}` })),
      ...Array.from({ length: 3 }, (_, i) => ({ flowId: 'b', stateId: `b${i}` })),
      { flowId: 'a', stateId: 'late' },
    ]
    const kept = truncateFunnel(entries)
    expect(kept.filter((e) => e.flowId === 'a').map((e) => e.stateId)).toEqual(['a0', 'a1', 'a2', 'a3', 'a4'])
    expect(kept.filter((e) => e.flowId === 'b')).toHaveLength(3)
  })
})

describe('office hours', () => {
  it('are Monday to Friday 09:00 to 17:00 in Amsterdam', () => {
    expect(isOfficeHours(Date.parse('2026-01-05T08:00:00Z'))).toBe(true) // Mon 09:00
    expect(isOfficeHours(Date.parse('2026-01-05T07:59:00Z'))).toBe(false) // Mon 08:59
    expect(isOfficeHours(Date.parse('2026-01-05T16:00:00Z'))).toBe(false) // Mon 17:00
    expect(isOfficeHours(Date.parse('2026-01-10T10:00:00Z'))).toBe(false) // Saturday
  })
})

describe('form rules', () => {
  it('event label: at most 40, starts with a letter, letters digits and underscores', () => {
    expect(eventLabelProblem('sollicitatie_1')).toBeNull()
    expect(eventLabelProblem('a'.repeat(40))).toBeNull()
    expect(eventLabelProblem('a'.repeat(41))).toBe('eventLabelTooLong')
    expect(eventLabelProblem('1sollicitatie')).toBe('eventLabelFirstLetter')
    expect(eventLabelProblem('_x')).toBe('eventLabelFirstLetter')
    expect(eventLabelProblem('sollicitatie-verstuurd')).toBe('eventLabelCharacters')
    expect(eventLabelProblem('é')).toBe('eventLabelFirstLetter')
    expect(eventLabelProblem('  ')).toBe('eventLabelRequired')
  })

  it('start earlier than end', () => {
    expect(startBeforeEnd('2026-01-01', '2026-01-02')).toBe(true)
    expect(startBeforeEnd('2026-01-02', '2026-01-02')).toBe(false)
    expect(startBeforeEnd('', '2026-01-02')).toBe(false)
  })

  it('custom report: all fields, every e-mail valid', () => {
    expect(customReportProblems({ emails: [], startDate: '', endDate: '' })).toEqual({
      emails: 'required',
      startDate: 'required',
      endDate: 'required',
    })
    expect(
      customReportProblems({ emails: ['a@b.nl', 'x'], startDate: '2026-01-01', endDate: '2026-01-02' }),
    ).toEqual({
      emails: 'emailInvalid',
    })
    expect(
      customReportProblems({ emails: ['a@b.nl'], startDate: '2026-01-01', endDate: '2026-01-02' }),
    ).toEqual({})
  })

  it('report modal: subject and e-mail required, valid e-mail, png or jpg', () => {
    expect(reportModalProblems({ subject: ' ', email: '', imageType: 'image/gif' })).toEqual({
      subject: 'required',
      email: 'required',
      image: 'imageType',
    })
    expect(reportModalProblems({ subject: 'Hulp', email: 'x@', imageType: null })).toEqual({
      email: 'emailInvalid',
    })
    expect(reportModalProblems({ subject: 'Hulp', email: 'x@y.nl', imageType: 'image/jpeg' })).toEqual({})
  })
})
