import { describe, expect, it } from 'vitest'
import { dayFormat, parseTypedDay, showDateTime, showDay } from './dates'

describe('inbox dates in the interface language', () => {
  it('shows dd-mm-jjjj in nl-NL and mm/dd/yyyy in en-US', () => {
    expect(showDay('2026-03-08', 'nl-NL')).toBe('08-03-2026')
    expect(showDay('2026-03-08', 'en-US')).toBe('03/08/2026')
    expect(dayFormat('nl-NL')).toBe('DD-MM-YYYY')
  })

  it("shows a moment as the spec's DD-MM-YY HH:mm in nl-NL and month first in en-US", () => {
    const moment = new Date(2026, 10, 16, 3, 16).toISOString()
    expect(showDateTime(moment, 'nl-NL')).toBe('16-11-26 03:16')
    expect(showDateTime(moment, 'en-US')).toBe('11/16/26 03:16')
    expect(showDateTime('not a date', 'en-US')).toBe('')
  })

  it('reads typed days in that order and refuses days that do not exist', () => {
    expect(parseTypedDay('08-03-2026', 'nl-NL')).toBe('2026-03-08')
    expect(parseTypedDay('8-3-2026', 'nl-NL')).toBe('2026-03-08')
    expect(parseTypedDay('8-3-20', 'nl-NL')).toBeNull()
    expect(parseTypedDay('03/08/2026', 'en-US')).toBe('2026-03-08')
    expect(parseTypedDay('31-02-2026', 'nl-NL')).toBeNull()
    expect(parseTypedDay('2026-03-08', 'nl-NL')).toBeNull()
    expect(parseTypedDay('morgen', 'nl-NL')).toBeNull()
  })
})
