import { calendarLinkStateOf } from '@shared/domain/calendar-link'
import { and, eq, gte, lt } from 'drizzle-orm'
import { isSpokenLanguage, matchesVariableLink, zonedDayStart } from '@shared/domain/calendar'
import {
  isBoundedDay,
  rangeLimits,
  rangeProblem,
  rangeProblemField,
  rangeText,
} from '@shared/domain/date-ranges'
import { computeSlots, maxSlotRangeDays, type DaySlots, type SlotQuery } from '@shared/domain/calendar-slots'
import { shiftDay } from '@shared/domain/analytics'
import type { AuthenticatedUser } from '../auth/auth-service'
import type { DbOrTx, SandboxDb } from '../db/sandbox-db'
import { ApiError } from '../errors'
import { preferencesOf, schemasOf, visibleCalendarUser, visibleCalendarUsers } from './calendar-service'
import * as t from './schema'

/**
 * What the bot offers a candidate for one calendar user and event configuration, and the rule that removed
 * every slot it does not offer ("Why can't this candidate book?"); and the same, counted per day, for every
 * calendar user the viewer sees (team coverage). From the database's preference, schema or own slots,
 * excluded days, busy times of the linked calendar and booked appointments, through the shared computation
 * (shared/domain/calendar-slots.ts) the conversation engine books with.
 */

/**
 * Why nothing at all is offered, before any slot is looked at. variableMismatch: the event configuration is
 * linked to a variable and the candidate's answer is none of its values (only asked for a candidate).
 */
export type SlotBlock = 'noPreference' | 'preferenceDisabled' | 'configurationDisabled' | 'variableMismatch'

export interface SlotExplanation {
  readonly timeZone: string
  readonly blockedBy: SlotBlock | null
  readonly days: readonly DaySlots[]
}

export type CalendarUserRow = NonNullable<Awaited<ReturnType<typeof visibleCalendarUser>>>['calendarUser']

/** Days within the shared bounds, in order, at most `maxDays` (shared/domain/date-ranges.ts). */
function checkRange(from: string, to: string, maxDays: number, toField = 'to') {
  const problem = rangeProblem(from, to, maxDays)
  if (problem === null) return
  const field = rangeProblemField(problem, { start: 'from', end: toField }, from)
  throw new ApiError('invalid_input', { fields: { [field]: [rangeText(problem, maxDays)] } })
}

/**
 * The slot question for one calendar user and event configuration over from–to, or why there is none: the
 * preference, the weekly slots, and the busy times and appointments of those days read from the database.
 */
export async function slotQueryFor(
  db: DbOrTx,
  calendarUser: CalendarUserRow,
  eventConfigurationId: string,
  range: {
    from: string
    to: string
    language?: string | null | undefined
    /** A candidate's answers (variable name → answer): the configuration's variable link applies. */
    answers?: Readonly<Record<string, string>> | null | undefined
  },
  now: number,
): Promise<{ query: SlotQuery; blockedBy: null } | { query: null; blockedBy: SlotBlock }> {
  const preference = (await preferencesOf(db, calendarUser.id)).find(
    (one) => one.eventConfigurationId === eventConfigurationId,
  )
  if (!preference) return { query: null, blockedBy: 'noPreference' }
  if (!preference.eventConfiguration.isEnabled) return { query: null, blockedBy: 'configurationDisabled' }
  if (!preference.enabled) return { query: null, blockedBy: 'preferenceDisabled' }
  if (range.answers && !matchesVariableLink(preference.eventConfiguration, range.answers))
    return { query: null, blockedBy: 'variableMismatch' }
  const schema = (await schemasOf(db, calendarUser.id)).find(
    (one) => one.id === preference.scheduleAvailabilitySchemaId,
  )
  const timeZone = schema?.timeZone ?? calendarUser.timeZone
  // A day's margin on both sides: local days of another zone still see every busy time they touch.
  const windowStart = zonedDayStart(shiftDay(range.from, -1), timeZone)
  const windowEnd = zonedDayStart(shiftDay(range.to, 2), timeZone)
  const [busyRows, appointmentRows] = await Promise.all([
    db
      .select({ start: t.calendarBusyTimes.startsAt, end: t.calendarBusyTimes.endsAt })
      .from(t.calendarBusyTimes)
      .where(
        and(
          eq(t.calendarBusyTimes.calendarUserId, calendarUser.id),
          lt(t.calendarBusyTimes.startsAt, windowEnd),
          gte(t.calendarBusyTimes.endsAt, windowStart),
        ),
      ),
    db
      .select({
        start: t.appointments.startsAt,
        end: t.appointments.endsAt,
        eventConfigurationId: t.appointments.eventConfigurationId,
      })
      .from(t.appointments)
      .where(
        and(
          eq(t.appointments.calendarUserId, calendarUser.id),
          lt(t.appointments.startsAt, windowEnd),
          gte(t.appointments.endsAt, windowStart),
        ),
      ),
  ])
  const own = appointmentRows.filter((one) => one.eventConfigurationId === eventConfigurationId)
  // Appointments of other event configurations are busy time (the linked calendar holds them).
  const others = appointmentRows.filter((one) => one.eventConfigurationId !== eventConfigurationId)
  const calendarLink = calendarLinkStateOf({
    isCalendarAuthenticated: calendarUser.isCalendarAuthenticated,
    calendar: calendarUser.calendarProduct ? { product: calendarUser.calendarProduct } : null,
  })
  return {
    blockedBy: null,
    query: {
      now,
      timeZone,
      durationMinutes: preference.eventConfiguration.duration,
      preference,
      weekly: schema ? schema.scheduleAvailabilities : preference.ownSlots,
      excludedDays: calendarUser.excludedDays,
      busy: [...busyRows, ...others],
      appointments: own,
      calendarLink,
      languageMatch: !range.language || calendarUser.spokenLanguages.includes(range.language),
      from: range.from,
      to: range.to,
    },
  }
}

export async function explainSlots(
  db: SandboxDb,
  viewer: AuthenticatedUser,
  args: {
    calendarUserId: string
    eventConfigurationId: string
    from: string
    to: string
    /** The candidate's language (nl, en…); left out: any. */
    language?: string | null
  },
  now: number,
): Promise<SlotExplanation> {
  checkRange(args.from, args.to, maxSlotRangeDays)
  const row = await visibleCalendarUser(db, viewer, args.calendarUserId)
  if (!row) throw new ApiError('not_found')
  const asked = await slotQueryFor(db, row.calendarUser, args.eventConfigurationId, args, now)
  if (!asked.query) return { timeZone: row.calendarUser.timeZone, blockedBy: asked.blockedBy, days: [] }
  return { timeZone: asked.query.timeZone, blockedBy: null, days: computeSlots(asked.query) }
}

/** The longest team coverage asked at once: six weeks. */
export const maxCoverageDays = rangeLimits.calendarCoverage

export interface CoverageRow {
  readonly calendarUserId: string
  readonly name: string
  readonly blockedBy: SlotBlock | null
  /** Slots the bot offers per day, in the order of TeamCoverage.days. */
  readonly offered: number[]
}

/**
 * Team coverage: for every calendar user the viewer sees, how many slots the bot offers on each day of
 * from + days, for one event configuration and, optionally, a candidate's language ("no Dutch-speaking slots
 * on Tuesday").
 */
export async function teamCoverage(
  db: SandboxDb,
  viewer: AuthenticatedUser,
  args: { eventConfigurationId: string; from: string; days: number; language?: string | null },
  now: number,
): Promise<{ days: string[]; rows: CoverageRow[] }> {
  if (!Number.isInteger(args.days) || args.days < 1 || args.days > maxCoverageDays)
    throw new ApiError('invalid_input', { fields: { days: [`From 1 to ${maxCoverageDays}.`] } })
  if (args.language && !isSpokenLanguage(args.language))
    throw new ApiError('invalid_input', { fields: { language: ['Unknown language.'] } })
  if (!isBoundedDay(args.from))
    throw new ApiError('invalid_input', { fields: { from: [rangeText('day', maxCoverageDays)] } })
  const to = shiftDay(args.from, args.days - 1)
  checkRange(args.from, to, maxCoverageDays, 'days')
  const days = Array.from({ length: args.days }, (_, index) => shiftDay(args.from, index))
  const users = await visibleCalendarUsers(db, viewer)
  const rows = await Promise.all(
    users.map(async ({ calendarUser, user }): Promise<CoverageRow> => {
      const name = `${user.firstName} ${user.lastName}`.trim() || user.email
      const asked = await slotQueryFor(
        db,
        calendarUser,
        args.eventConfigurationId,
        { from: args.from, to, language: args.language },
        now,
      )
      if (!asked.query)
        return {
          calendarUserId: calendarUser.id,
          name,
          blockedBy: asked.blockedBy,
          offered: days.map(() => 0),
        }
      const byDay = new Map(computeSlots(asked.query).map((day) => [day.day, day.offered.length]))
      return {
        calendarUserId: calendarUser.id,
        name,
        blockedBy: null,
        offered: days.map((day) => byDay.get(day) ?? 0),
      }
    }),
  )
  return { days, rows }
}
