import { describe, expect, it } from 'vitest'
import { dayFormat, parseTypedDay, showDay } from './dates'

describe('inbox dates in the interface language', () => {
  it('shows dd-mm-jjjj in nl-NL and mm/dd/yyyy in en-US', () => {
    expect(showDay('2026-03-08', 'nl-NL')).toBe('08-03-2026')
    expect(showDay('2026-03-08', 'en-US')).toBe('03/08/2026')
    expect(dayFormat('nl-NL')).toBe('DD-MM-YYYY')
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
