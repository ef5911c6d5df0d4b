import { describe, expect, it } from 'vitest'
import { dayIn, inboxDayLabel, inboxShortTime, zoneDiffers, zoneName } from './time'

// 23:30 UTC on Saturday 14 March is 00:30 on Sunday 15 March in Amsterdam (CET, UTC+1).
const lateSaturday = new Date('2026-03-14T23:30:00Z')
const sundayMorning = new Date('2026-03-15T08:00:00Z')
const texts = { today: 'Vandaag', yesterday: 'Gisteren' }

describe('Smart Inbox times: the organisation’s time zone', () => {
  it('shows a moment on the organisation’s clock and day, whatever the computer’s zone', () => {
    expect(dayIn(lateSaturday)).toBe('2026-03-15')
    expect(inboxShortTime(lateSaturday.toISOString(), 'nl-NL', sundayMorning)).toBe('00:30')
    expect(inboxShortTime(lateSaturday.toISOString(), 'en-US', new Date('2026-03-17T08:00:00Z'))).toBe(
      'Sun 00:30',
    )
    expect(inboxShortTime(lateSaturday.toISOString(), 'en-US', new Date('2026-04-30T08:00:00Z'))).toBe(
      '03/15/2026',
    )
    expect(inboxShortTime(lateSaturday.toISOString(), 'nl-NL', new Date('2026-04-30T08:00:00Z'))).toBe(
      '15-03-2026',
    )
    expect(inboxDayLabel(lateSaturday, 'nl-NL', texts, sundayMorning)).toBe('Vandaag')
    expect(inboxDayLabel(new Date('2026-03-13T23:30:00Z'), 'nl-NL', texts, sundayMorning)).toBe('Gisteren')
    expect(inboxDayLabel(new Date('2026-03-12T12:00:00Z'), 'nl-NL', texts, sundayMorning)).toBe(
      'donderdag 12 maart',
    )
  })

  it('says when the computer’s clock differs, and names the zone in the interface language', () => {
    expect(zoneDiffers(lateSaturday, 'Europe/Amsterdam', 'UTC')).toBe(true)
    // Another name, the same clock: nothing to say.
    expect(zoneDiffers(lateSaturday, 'Europe/Amsterdam', 'Europe/Berlin')).toBe(false)
    expect(zoneName(lateSaturday, 'nl-NL')).toBe('CET')
    expect(zoneName(new Date('2026-07-01T12:00:00Z'), 'nl-NL')).toBe('CEST')
    expect(zoneName(lateSaturday, 'en-US')).toBe('GMT+1')
  })
})
