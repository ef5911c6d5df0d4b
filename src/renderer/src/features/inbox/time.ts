import { organisationTimeZone } from '@shared/domain/analytics'

/**
 * Every Smart Inbox time is shown in the organisation's time zone: the server writes the table's dates in
 * it (`DD/MM/YY HH:mm`), and the list, the conversation and the 24-hour window follow, so one message
 * never shows two times. Where the computer's clock differs, the screen names the zone
 * (docs/decisions/dates-and-time-zones.md).
 */
export const inboxTimeZone = organisationTimeZone

const formats = new Map<string, Intl.DateTimeFormat>()
function format(key: string, make: () => Intl.DateTimeFormat): Intl.DateTimeFormat {
  let f = formats.get(key)
  if (!f) {
    f = make()
    formats.set(key, f)
  }
  return f
}

const locale = (language: string) => (language === 'en-US' ? 'en-US' : 'nl-NL')

/** The calendar day (YYYY-MM-DD) of a moment in a time zone (the computer's when `timeZone` is undefined). */
export function dayIn(date: Date, timeZone: string | undefined = inboxTimeZone): string {
  const parts = format(`day|${timeZone ?? ''}`, () =>
    Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }),
  ).format(date)
  return parts
}

function wallClock(date: Date, timeZone: string | undefined): string {
  return format(`clock|${timeZone ?? ''}`, () =>
    Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }),
  ).format(date)
}

/** Whether the computer's clock shows another time than the organisation's at that moment. */
export function zoneDiffers(date: Date, timeZone = inboxTimeZone, computerZone?: string): boolean {
  return wallClock(date, timeZone) !== wallClock(date, computerZone)
}

/** The zone's short name at that moment in the interface language ("CET", "GMT+1"). */
export function zoneName(date: Date, language: string, timeZone = inboxTimeZone): string {
  const part = format(`name|${language}|${timeZone}`, () =>
    Intl.DateTimeFormat(locale(language), { timeZone, timeZoneName: 'short' }),
  )
    .formatToParts(date)
    .find((p) => p.type === 'timeZoneName')
  return part?.value ?? timeZone
}

/** HH:mm of a moment in the organisation's zone. */
export function inboxTime(date: Date, language: string): string {
  return format(`time|${language}`, () =>
    Intl.DateTimeFormat(locale(language), {
      timeZone: inboxTimeZone,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }),
  ).format(date)
}

/** "14:05" today, "ma 12:30" this week, else the day in the interface language; all in the organisation's zone. */
export function inboxShortTime(iso: string, language: string, now = new Date()): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ''
  if (dayIn(date) === dayIn(now)) return inboxTime(date, language)
  const days = (now.getTime() - date.getTime()) / 86_400_000
  if (days < 6) return inboxWeekdayTime(date, language)
  const [y, m, d] = dayIn(date).split('-')
  return language === 'en-US' ? `${m}/${d}/${y}` : `${d}-${m}-${y}`
}

/** A day separator's text: Vandaag, Gisteren, else the weekday and date, in the organisation's zone. */
export function inboxDayLabel(
  date: Date,
  language: string,
  texts: { today: string; yesterday: string },
  now = new Date(),
): string {
  const day = dayIn(date)
  if (day === dayIn(now)) return texts.today
  // Noon of the zone's today minus a day is yesterday there, whatever the daylight-saving change.
  const [y, m, d] = dayIn(now).split('-').map(Number) as [number, number, number]
  if (day === dayIn(new Date(Date.UTC(y, m - 1, d - 1, 12)))) return texts.yesterday
  return format(`long|${language}|${day.slice(0, 4) === String(y)}`, () =>
    Intl.DateTimeFormat(locale(language), {
      timeZone: inboxTimeZone,
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      ...(day.slice(0, 4) === String(y) ? {} : { year: 'numeric' }),
    }),
  ).format(date)
}

/** The 24-hour window's end: weekday and time in the organisation's zone. */
export function inboxWeekdayTime(date: Date, language: string): string {
  return format(`weekday|${language}`, () =>
    Intl.DateTimeFormat(locale(language), {
      timeZone: inboxTimeZone,
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }),
  ).format(date)
}
