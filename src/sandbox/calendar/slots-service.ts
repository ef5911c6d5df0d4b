import { and, eq, gte, lt } from 'drizzle-orm'
import { isCalendarDay, zonedDayStart } from '@shared/domain/calendar'
import { computeSlots, maxSlotRangeDays, type DaySlots } from '@shared/domain/calendar-slots'
import { shiftDay } from '@shared/domain/analytics'
import type { AuthenticatedUser } from '../auth/auth-service'
import type { SandboxDb } from '../db/sandbox-db'
import { ApiError } from '../errors'
import { preferencesOf, schemasOf, visibleCalendarUser } from './calendar-service'
import * as t from './schema'

/**
 * What the bot offers a candidate for one calendar user and event configuration, and the rule that removed
 * every slot it does not offer ("Why can't this candidate book?"): the database's preference, schema or own
 * slots, excluded days, busy times of the linked calendar and booked appointments, through the shared
 * computation (shared/domain/calendar-slots.ts) the conversation engine books with.
 */

/** Why nothing at all is offered, before any slot is looked at. */
export type SlotBlock = 'noPreference' | 'preferenceDisabled' | 'configurationDisabled'

export interface SlotExplanation {
  readonly timeZone: string
  readonly blockedBy: SlotBlock | null
  readonly days: readonly DaySlots[]
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
  const { from, to } = args
  if (!isCalendarDay(from) || !isCalendarDay(to) || to < from)
    throw new ApiError('invalid_input', { fields: { from: ['A range of YYYY-MM-DD days, from before to.'] } })
  if (shiftDay(from, maxSlotRangeDays - 1) < to)
    throw new ApiError('invalid_input', { fields: { to: [`At most ${maxSlotRangeDays} days.`] } })
  const row = await visibleCalendarUser(db, viewer, args.calendarUserId)
  if (!row) throw new ApiError('not_found')
  const calendarUser = row.calendarUser
  const preference = (await preferencesOf(db, calendarUser.id)).find(
    (one) => one.eventConfigurationId === args.eventConfigurationId,
  )
  const empty = (blockedBy: SlotBlock): SlotExplanation => ({
    timeZone: calendarUser.timeZone,
    blockedBy,
    days: [],
  })
  if (!preference) return empty('noPreference')
  if (!preference.eventConfiguration.isEnabled) return empty('configurationDisabled')
  if (!preference.enabled) return empty('preferenceDisabled')

  const schema = (await schemasOf(db, calendarUser.id)).find(
    (one) => one.id === preference.scheduleAvailabilitySchemaId,
  )
  const timeZone = schema?.timeZone ?? calendarUser.timeZone
  // A day's margin on both sides: local days of another zone still see every busy time they touch.
  const windowStart = zonedDayStart(shiftDay(from, -1), timeZone)
  const windowEnd = zonedDayStart(shiftDay(to, 2), timeZone)
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
  const own = appointmentRows.filter((one) => one.eventConfigurationId === args.eventConfigurationId)
  // Appointments of other event configurations are busy time (the linked calendar holds them).
  const others = appointmentRows.filter((one) => one.eventConfigurationId !== args.eventConfigurationId)
  const calendarLink = calendarUser.isCalendarAuthenticated
    ? 'linked'
    : calendarUser.calendarProduct
      ? 'broken'
      : 'none'
  const days = computeSlots({
    now,
    timeZone,
    durationMinutes: preference.eventConfiguration.duration,
    preference,
    weekly: schema ? schema.scheduleAvailabilities : preference.ownSlots,
    excludedDays: calendarUser.excludedDays,
    busy: [...busyRows, ...others],
    appointments: own,
    calendarLink,
    languageMatch: !args.language || calendarUser.spokenLanguages.includes(args.language),
    from,
    to,
  })
  return { timeZone, blockedBy: null, days }
}
