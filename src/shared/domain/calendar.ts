/**
 * Calendar and appointments (spec 000 §3 "Calendar user", "Event configuration", "Event preference",
 * "Schedule availability", "Availability schema"; §6 rules; §9 constants). Shared by the sandbox (which
 * enforces the rules) and the renderer (which shows them before anything is sent).
 */

/** Days on the wire, upper-case (spec §3: "stored upper-case, used lower-case"), Monday first. */
export const weekDays = [
  'MONDAY',
  'TUESDAY',
  'WEDNESDAY',
  'THURSDAY',
  'FRIDAY',
  'SATURDAY',
  'SUNDAY',
] as const
export type WeekDay = (typeof weekDays)[number]
/** Working days (spec §9: A_1 to A_5). */
export const workingDays: readonly WeekDay[] = weekDays.slice(0, 5)

/** The ISO weekday (1 = Monday … 7 = Sunday) of a wire day. */
export const isoWeekday = (day: WeekDay): number => weekDays.indexOf(day) + 1

export const calendarProducts = ['GOOGLE', 'MICROSOFT'] as const
export type CalendarProduct = (typeof calendarProducts)[number]

export const locationTypes = ['GOOGLE_MEET', 'MICROSOFT_TEAMS', 'LOCATION'] as const
export type LocationType = (typeof locationTypes)[number]

/** Spec §3: Google Meet, unless the calendar user's linked calendar is Microsoft's. */
export function defaultLocation(product: CalendarProduct | null): LocationType {
  return product === 'MICROSOFT' ? 'MICROSOFT_TEAMS' : 'GOOGLE_MEET'
}

/** Spec §9 (and 001 constants): event configuration and preference defaults. */
export const eventConfigurationDefaults = { color: '#4b0082', duration: 30 } as const
export const eventPreferenceDefaults = {
  dailyLimit: 10,
  planOffsetDays: 1,
  sameDayOffsetHours: 0,
  /** In weeks (docs/decisions/calendar.md). */
  planRange: 4,
  /** Minutes kept free before and after every appointment. */
  timeBeforeEvent: 0,
  timeAfterEvent: 0,
} as const
/** "Max appointments: -1 means no limit" (spec §6). */
export const noDailyLimit = -1
/** The weekly availability a new schema or custom availability starts with (spec §9), wire format. */
export const defaultAvailability = { startTime: '09:00:00', endTime: '17:00:00' } as const
export const schemaNameMinLength = 3

/** Bounds the portal enforces where the spec gives none, so a typo cannot plan a year of 1-minute slots. */
export const calendarBounds = {
  durationMinutes: { min: 5, max: 480 },
  dailyLimit: { min: 1, max: 100 },
  planOffsetDays: { min: 0, max: 90 },
  sameDayOffsetHours: { min: 0, max: 23 },
  planRangeWeeks: { min: 1, max: 26 },
  bufferMinutes: { min: 0, max: 240 },
} as const

/**
 * An event preference's booking rules as its form and its calls carry them (dailyLimit -1: no limit;
 * planRange in weeks; times before and after in minutes).
 */
export interface EventPreferenceRules {
  readonly dailyLimit: number
  readonly planOffsetDays: number
  readonly sameDayOffsetHours: number
  readonly planRange: number
  readonly timeBeforeEvent: number
  readonly timeAfterEvent: number
  readonly enabled: boolean
  /** A schema of the same calendar user, or null for the preference's own slots. */
  readonly scheduleAvailabilitySchemaId: string | null
}

/** An event configuration's fields as its form and its calls carry them. */
export interface EventConfigurationFields {
  readonly name: string
  /** #rrggbb */
  readonly color: string
  /** Minutes. */
  readonly duration: number
  /** A LocationType on the wire; the server refuses another. */
  readonly location: string
  /** The place, for LOCATION. */
  readonly customLocation: string
  readonly isEnabled: boolean
  /**
   * Reminder minutes, one per row; each sends an EMAIL and a PUSH notification. Left out on a call: the
   * configuration's reminders stay as they are.
   */
  readonly reminders?: readonly number[] | null
  /** Translated texts (left out on a call: kept as they are). Blank entries are skipped on save. */
  readonly subject?: readonly TranslatedText[] | null
  readonly description?: readonly TranslatedText[] | null
  readonly customLocationTranslations?: readonly TranslatedText[] | null
  /** E-mail addresses invited to every appointment of this kind (left out: kept). */
  readonly defaultAttendees?: readonly string[] | null
  /** The variable (scalar name) this kind is linked to, '' for none, and its values (left out: kept). */
  readonly scalarNameSelector?: string | null
  readonly selectorValues?: readonly string[] | null
}

export interface ScheduleSlot {
  readonly day: WeekDay
  /** HH:mm:ss, in the schema's (or calendar user's) time zone. */
  readonly startTime: string
  readonly endTime: string
}

/** "HH:mm" or "HH:mm:ss" → minutes after midnight; null when it is not a time of day. 24:00 ends a day. */
export function minutesOfDay(time: string): number | null {
  const match = /^(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(time)
  if (!match) return null
  const [hours, minutes, seconds] = [Number(match[1]), Number(match[2]), Number(match[3] ?? 0)]
  if (minutes > 59 || seconds > 59) return null
  if (hours === 24 && minutes === 0 && seconds === 0) return 24 * 60
  if (hours > 23) return null
  return hours * 60 + minutes
}

/** Minutes after midnight → wire time "HH:mm:ss". */
export function wireTime(minutes: number): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}:00`
}

/** "HH:mm:ss" → the "HH:mm" the screens show (spec §9: time HH:mm). */
export const shownTime = (time: string): string => time.slice(0, 5)

export type SlotProblem = 'invalidTime' | 'endBeforeStart' | 'overlap'

/**
 * Spec §6: the end after the start, and a day's slots must not overlap. Slots are half-open, so 09:00–12:00
 * beside 12:00–13:00 is no overlap (docs/decisions/calendar.md). One problem per slot, by index.
 */
export function slotProblems(slots: readonly ScheduleSlot[]): Map<number, SlotProblem> {
  const problems = new Map<number, SlotProblem>()
  const valid: { index: number; day: WeekDay; start: number; end: number }[] = []
  slots.forEach((slot, index) => {
    const start = minutesOfDay(slot.startTime)
    const end = minutesOfDay(slot.endTime)
    if (start === null || end === null || start === 24 * 60) problems.set(index, 'invalidTime')
    else if (end <= start) problems.set(index, 'endBeforeStart')
    else valid.push({ index, day: slot.day, start, end })
  })
  for (const a of valid)
    for (const b of valid)
      if (a.index < b.index && a.day === b.day && a.start < b.end && b.start < a.end) {
        problems.set(b.index, 'overlap')
      }
  return problems
}

export type SchemaNameProblem = 'tooShort' | 'taken'

/**
 * Spec §6: at least 3 characters and unique (per calendar user, compared without case and surrounding
 * spaces). `others`: the names of the user's other schemas.
 */
export function schemaNameProblem(name: string, others: readonly string[]): SchemaNameProblem | null {
  const trimmed = name.trim()
  if (trimmed.length < schemaNameMinLength) return 'tooShort'
  const key = trimmed.toLocaleLowerCase()
  return others.some((other) => other.trim().toLocaleLowerCase() === key) ? 'taken' : null
}

export type ExcludedDayProblem = 'invalidDate' | 'duplicate'

/** Spec §6: excluded dates valid (YYYY-MM-DD, a real day) and unique. One problem per date, by index. */
export function excludedDayProblems(days: readonly string[]): Map<number, ExcludedDayProblem> {
  const problems = new Map<number, ExcludedDayProblem>()
  const seen = new Set<string>()
  days.forEach((day, index) => {
    if (!isCalendarDay(day)) problems.set(index, 'invalidDate')
    else if (seen.has(day)) problems.set(index, 'duplicate')
    seen.add(day)
  })
  return problems
}

/** A YYYY-MM-DD day that exists (no 31 April), years 1900–2999. */
export function isCalendarDay(day: string): boolean {
  const match = /^([12]\d{3})-(\d{2})-(\d{2})$/.exec(day)
  if (!match) return false
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(Date.UTC(y, m - 1, d))
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d
}

/** Whether the runtime knows `timeZone` as an IANA zone. */
export function isTimeZone(timeZone: string): boolean {
  if (!timeZone || timeZone.length > 64) return false
  try {
    new Intl.DateTimeFormat('en-US', { timeZone })
    return true
  } catch {
    return false
  }
}

/** The preference's offset as the screens show it (spec §9): hours when a same-day offset is set, else days. */
export function shownOffset(preference: { planOffsetDays: number; sameDayOffsetHours: number }): {
  unit: 'hours' | 'days'
  value: number
} {
  return preference.sameDayOffsetHours > 0
    ? { unit: 'hours', value: preference.sameDayOffsetHours }
    : { unit: 'days', value: preference.planOffsetDays }
}

/**
 * Who may change which calendar (spec §6: the employee provides calendar availability; managers configure):
 * managers, admins and superusers every calendar user of their organisation and the event configurations;
 * every other role with the calendar right only their own calendar user.
 */
export function managesAllCalendars(user: { role: string; isSuperuser?: boolean }): boolean {
  return user.isSuperuser === true || user.role === 'ADMIN' || user.role === 'MANAGER'
}

export function mayEditCalendarUser(
  viewer: { id: string; role: string; isSuperuser?: boolean },
  calendarUserOwnerId: string,
): boolean {
  return managesAllCalendars(viewer) || viewer.id === calendarUserOwnerId
}

/** Languages a recruiter may say they speak (ISO 639-1), the ones candidates of these agencies write in. */
export const spokenLanguageCodes = [
  'nl',
  'en',
  'de',
  'fr',
  'es',
  'it',
  'pl',
  'pt',
  'ro',
  'bg',
  'tr',
  'ar',
  'uk',
] as const

export const isSpokenLanguage = (code: string): boolean =>
  (spokenLanguageCodes as readonly string[]).includes(code)

/** A colour as the event configuration stores it: #rrggbb. */
export const isHexColour = (value: string): boolean => /^#[0-9a-fA-F]{6}$/.test(value)

const offsetFormatters = new Map<string, Intl.DateTimeFormat>()

/** How far `timeZone`'s wall clock is ahead of UTC at `ms` (milliseconds; +1 h for Amsterdam in winter). */
export function zoneOffsetMs(ms: number, timeZone: string): number {
  let format = offsetFormatters.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    })
    offsetFormatters.set(timeZone, format)
  }
  const parts: Record<string, number> = {}
  for (const part of format.formatToParts(new Date(ms))) parts[part.type] = Number(part.value)
  const wall = Date.UTC(
    parts['year']!,
    parts['month']! - 1,
    parts['day']!,
    parts['hour']!,
    parts['minute']!,
    parts['second']!,
  )
  return wall - Math.floor(ms / 1000) * 1000
}

/** The instant a wall-clock time (minutes after midnight) of a YYYY-MM-DD day is in `timeZone`. */
export function zonedInstant(day: string, minutes: number, timeZone: string): number {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number]
  const wall = Date.UTC(y, m - 1, d) + minutes * 60_000
  // The offset at the guess, then at the corrected instant: right on both sides of a DST change.
  const first = wall - zoneOffsetMs(wall, timeZone)
  return wall - zoneOffsetMs(first, timeZone)
}

/** Local midnight of a YYYY-MM-DD day in `timeZone`. */
export const zonedDayStart = (day: string, timeZone: string): number => zonedInstant(day, 0, timeZone)

/** Spec §3 "Event notification": reminder types; every reminder is sent both ways. */
export const reminderTypes = ['EMAIL', 'PUSH'] as const
export type ReminderType = (typeof reminderTypes)[number]

/**
 * Reminders of an event configuration (docs/decisions/calendar.md): minutes before the appointment, 0 (at
 * its start) up to four weeks, as Google Calendar allows; at most five, as Google Calendar allows.
 */
export const reminderBounds = { minutes: { min: 0, max: 40_320 }, count: 5 } as const

export type ReminderProblem = 'required' | 'notWhole' | 'negative' | 'tooLarge' | 'duplicate'

/**
 * Spec §6 and the bad input: each reminder row filled with whole minutes, not negative and not more
 * than four weeks, each minutes value once (one row already sends both types). One problem per row.
 */
export function reminderProblems(rows: readonly (number | null)[]): Map<number, ReminderProblem> {
  const problems = new Map<number, ReminderProblem>()
  const seen = new Set<number>()
  rows.forEach((minutes, index) => {
    if (minutes === null || Number.isNaN(minutes)) problems.set(index, 'required')
    else if (!Number.isInteger(minutes)) problems.set(index, 'notWhole')
    else if (minutes < reminderBounds.minutes.min) problems.set(index, 'negative')
    else if (minutes > reminderBounds.minutes.max) problems.set(index, 'tooLarge')
    else if (seen.has(minutes)) problems.set(index, 'duplicate')
    if (minutes !== null) seen.add(minutes)
  })
  return problems
}

/** Spec §6: "the first reminder must be filled before adding another" (so is every row), up to the limit. */
export function mayAddReminder(rows: readonly (number | null)[]): boolean {
  return (
    rows.length < reminderBounds.count && rows.every((minutes) => minutes !== null && !Number.isNaN(minutes))
  )
}

/**
 * An event configuration's translated texts (spec 000 §3: subject, description and customLocation are
 * "translated lists with tags and content"): each entry is a text and the language tags it is for.
 */
export const translatedFields = ['subject', 'description', 'customLocation'] as const
export type TranslatedField = (typeof translatedFields)[number]

export interface TranslatedText {
  /** Language codes (spokenLanguageCodes) the content is for; at least one. */
  readonly tags: readonly string[]
  readonly content: string
}

export const translationBounds = {
  entries: 13,
  subject: 200,
  description: 2000,
  customLocation: 200,
} as const

export type TranslationProblem = 'noLanguage' | 'unknownLanguage' | 'languageTwice' | 'tooLong'

/**
 * Spec §6 and 001 §5: entries with blank content are skipped on save (so they are never a problem); the
 * others need a known language, each language once per field, and a content within the field's length.
 * `entries` as sent; the problems by their index.
 */
export function translationProblems(
  field: TranslatedField,
  entries: readonly TranslatedText[],
): Map<number, TranslationProblem> {
  const problems = new Map<number, TranslationProblem>()
  const seen = new Set<string>()
  entries.forEach((entry, index) => {
    if (entry.content.trim().length === 0) return
    if (entry.tags.length === 0) problems.set(index, 'noLanguage')
    else if (entry.tags.some((tag) => !isSpokenLanguage(tag))) problems.set(index, 'unknownLanguage')
    else if (entry.tags.some((tag) => seen.has(tag))) problems.set(index, 'languageTwice')
    else if (entry.content.trim().length > translationBounds[field]) problems.set(index, 'tooLong')
    for (const tag of entry.tags) seen.add(tag)
  })
  return problems
}

/** The entries a save keeps: blank content skipped (spec 001 §5), content trimmed, tags once each. */
export function keptTranslations(entries: readonly TranslatedText[]): TranslatedText[] {
  return entries
    .filter((entry) => entry.content.trim().length > 0)
    .map((entry) => ({ tags: [...new Set(entry.tags)], content: entry.content.trim() }))
}

/** At most this many default attendees: an invitation list, not a mailing list. */
export const maxDefaultAttendees = 20

export type AttendeeProblem = 'invalidEmail' | 'duplicate'

/** Default attendees: e-mail addresses, each once (compared without case). One problem per entry. */
export function attendeeProblems(emails: readonly string[]): Map<number, AttendeeProblem> {
  const problems = new Map<number, AttendeeProblem>()
  const seen = new Set<string>()
  emails.forEach((email, index) => {
    const key = email.trim().toLowerCase()
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(key)) problems.set(index, 'invalidEmail')
    else if (seen.has(key)) problems.set(index, 'duplicate')
    seen.add(key)
  })
  return problems
}

/**
 * Spec §6: "link-to-variable needs a value". An event configuration linked to a variable (its name) is
 * offered only to candidates whose variable has one of `values`: a linked variable without a value, or a
 * blank or repeated value, is refused.
 */
export function variableLinkProblem(
  variable: string | null,
  values: readonly string[],
): 'valueRequired' | 'blankValue' | 'valueTwice' | null {
  if (variable === null || variable.trim() === '') return null
  if (values.length === 0) return 'valueRequired'
  if (values.some((value) => value.trim() === '')) return 'blankValue'
  if (new Set(values.map((value) => value.trim())).size !== values.length) return 'valueTwice'
  return null
}

/**
 * Whether the bot may offer a candidate with these answers (variable name → answer) an event configuration
 * linked to a variable: one linked to none, always; else only when the candidate's answer is one of its
 * values, compared trimmed and without case (an answer typed "utrecht" is Utrecht). A candidate who has not
 * answered the variable is not offered it: the link says whom the appointment is for.
 */
export function matchesVariableLink(
  configuration: { scalarNameSelector: string | null; selectorValues: readonly string[] },
  answers: Readonly<Record<string, string>>,
): boolean {
  const variable = configuration.scalarNameSelector?.trim()
  if (!variable) return true
  const answer = answers[variable]?.trim().toLowerCase()
  if (!answer) return false
  return configuration.selectorValues.some((value) => value.trim().toLowerCase() === answer)
}
