/**
 * Calendar days and displayed times of the Smart Inbox. The server does not know the desktop's time zone,
 * so it uses the organisation's: the demo organisation is Dutch (docs/decisions/dates-and-time-zones.md).
 */
export const inboxTimeZone = 'Europe/Amsterdam'

const parts = new Intl.DateTimeFormat('en-GB', {
  timeZone: inboxTimeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
})

interface Parts {
  year: number
  month: number
  day: number
  hour: number
  minute: number
  second: number
}

function zoned(ms: number): Parts {
  const values: Record<string, number> = {}
  for (const part of parts.formatToParts(new Date(ms)))
    if (part.type !== 'literal') values[part.type] = Number(part.value)
  return {
    year: values['year'] ?? 0,
    month: values['month'] ?? 0,
    day: values['day'] ?? 0,
    hour: values['hour'] ?? 0,
    minute: values['minute'] ?? 0,
    second: values['second'] ?? 0,
  }
}

const pad = (n: number) => String(n).padStart(2, '0')

/** 'DD/MM/YY HH:mm' (spec 000 §9), in the organisation's time zone. */
export function inboxDate(ms: number): string {
  const p = zoned(ms)
  return `${pad(p.day)}/${pad(p.month)}/${pad(p.year % 100)} ${pad(p.hour)}:${pad(p.minute)}`
}

/** The calendar day (YYYY-MM-DD) that `ms` falls on. */
export function calendarDayOf(ms: number): string {
  const p = zoned(ms)
  return `${p.year}-${pad(p.month)}-${pad(p.day)}`
}

const dayPattern = /^(\d{4})-(\d{2})-(\d{2})$/

/** A real calendar day written YYYY-MM-DD, or null. */
export function parseCalendarDay(value: string): { year: number; month: number; day: number } | null {
  const match = dayPattern.exec(value)
  if (!match) return null
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(Date.UTC(year, month - 1, day))
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return null
  return { year, month, day }
}

/** Epoch ms of 00:00 on that day in the organisation's time zone (DST-safe). */
export function startOfDay(day: string): number {
  const parsed = parseCalendarDay(day)
  if (!parsed) throw new RangeError(`Not a calendar day: ${day}`)
  const wanted = Date.UTC(parsed.year, parsed.month - 1, parsed.day)
  let guess = wanted
  // Two rounds settle the offset even when the guess lands across a DST change.
  for (let i = 0; i < 2; i++) {
    const p = zoned(guess)
    const shown = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second)
    guess += wanted - shown
  }
  return guess
}

/** The day `days` after (or before, when negative) the given one. */
export function addDays(day: string, days: number): string {
  const parsed = parseCalendarDay(day)
  if (!parsed) throw new RangeError(`Not a calendar day: ${day}`)
  const date = new Date(Date.UTC(parsed.year, parsed.month - 1, parsed.day + days))
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`
}
