import 'dayjs/locale/nl'
import type { InterfaceLanguage } from '@shared/domain/languages'

/**
 * Dates in the interface language: shown and typed as dd-mm-jjjj in nl-NL (the spec's
 * DD-MM-YYYY) and mm/dd/yyyy in en-US; the URL and the server keep ISO days (YYYY-MM-DD).
 */
export function dayFormat(language: string): string {
  return language === 'en-US' ? 'MM/DD/YYYY' : 'DD-MM-YYYY'
}

/** dayjs's locale for Mantine's calendars (month and weekday names, first day of the week). */
export function calendarLocale(language: string): string {
  return language === 'en-US' ? 'en' : 'nl'
}

const pad = (n: number) => String(n).padStart(2, '0')

/** An ISO day in the interface language's format. */
export function showDay(iso: string, language: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso)
  if (!match) return iso
  const [, y, m, d] = match
  return language === 'en-US' ? `${m}/${d}/${y}` : `${d}-${m}-${y}`
}

/**
 * A moment (ISO) as a list shows it, in this computer's time: the spec's DD-MM-YY HH:mm in nl-NL, month
 * first in en-US (MM/DD/YY HH:mm), as its days are typed.
 */
export function showDateTime(iso: string, language: string): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ''
  const [day, month, year] = [
    pad(date.getDate()),
    pad(date.getMonth() + 1),
    String(date.getFullYear()).slice(2),
  ]
  const time = `${pad(date.getHours())}:${pad(date.getMinutes())}`
  return language === 'en-US' ? `${month}/${day}/${year} ${time}` : `${day}-${month}-${year} ${time}`
}

/**
 * What the user typed, read in the interface language's order (day first in nl-NL, month first in en-US;
 * '-', '/' or '.' between the parts; a four-digit year, so a half-typed year is not taken for 20yy while typing).
 * Null when it is not a real day.
 */
export function parseTypedDay(raw: string, language: InterfaceLanguage | string): string | null {
  const match = /^\s*(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})\s*$/.exec(raw)
  if (!match) return null
  const [first, second, year] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const [day, month] = language === 'en-US' ? [second, first] : [first, second]
  const fullYear = year
  const date = new Date(fullYear, month - 1, day)
  if (date.getFullYear() !== fullYear || date.getMonth() !== month - 1 || date.getDate() !== day) return null
  return `${fullYear}-${pad(month)}-${pad(day)}`
}

/** "14:05" today, "ma 12:30" this week, else the day in the interface language. */
export function shortTime(iso: string, language: string, now = new Date()): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ''
  const locale = language === 'en-US' ? 'en-US' : 'nl-NL'
  const sameDay = date.toDateString() === now.toDateString()
  if (sameDay) return date.toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit' })
  const days = (now.getTime() - date.getTime()) / 86_400_000
  if (days < 6) return date.toLocaleString(locale, { weekday: 'short', hour: '2-digit', minute: '2-digit' })
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
  return showDay(day, language)
}
