import { randomBytes } from 'node:crypto'
import { and, asc, eq, inArray } from 'drizzle-orm'
import { computeSlots, maxSlotRangeDays, type DaySlots, type TimeSpan } from '@shared/domain/calendar-slots'
import { shiftDay, zonedTime } from '@shared/domain/analytics'
import type { AuthenticatedUser } from '../auth/auth-service'
import * as directory from '../chatbots/schema'
import type { DbOrTx, SandboxDb } from '../db/sandbox-db'
import { preferencesOfMany, visibleCalendarUsers } from './calendar-service'
import { slotQueryFor, type CalendarUserRow, type SlotBlock } from './slots-service'
import * as t from './schema'

/**
 * The bot books: the slots a conversation offers a candidate for one event configuration, over every
 * calendar user of the chatbot's organisation with an enabled preference for it, and booking one of them.
 * Both go through the calendar's own slot question (slots-service.ts `slotQueryFor`, shared
 * calendar-slots.ts), so what the bot offers is exactly what "Why can't this candidate book?" explains.
 *
 * Booking re-checks the slot inside the transaction that inserts the appointment: the sandbox database runs
 * one transaction at a time, so of two candidates racing for the last slot the first one's appointment is
 * visible to the second one's check, which refuses (the engine then offers the rest).
 */

/** At most this many slots are offered at once, and at most `perDay` of them on one local day. */
export const offerSize = 6
export const offerPerDay = 2

export interface OfferedSlot extends TimeSpan {
  readonly calendarUserId: string
  /** The calendar user's zone: the slot's label is its local time there. */
  readonly timeZone: string
  /** The calendar user's first name: the candidate sees whom they would meet. */
  readonly host: string
}

/** The language code a calendar user lists for a conversation's language tag ('nl-NL' → 'nl'). */
export const spokenLanguageOf = (languageTag: string): string => languageTag.split('-')[0]!.toLowerCase()

/** The calendar users of an organisation (one, when `calendarUserId` is given), by name. */
async function organisationCalendarUsers(
  db: DbOrTx,
  organizationId: string,
  calendarUserId?: string,
): Promise<{ calendarUser: CalendarUserRow; name: string; firstName: string }[]> {
  const rows = await db
    .select({ calendarUser: directory.calendarUsers, user: directory.users })
    .from(directory.calendarUsers)
    .innerJoin(directory.users, eq(directory.users.id, directory.calendarUsers.userId))
    .where(
      calendarUserId
        ? and(
            eq(directory.users.organizationId, organizationId),
            eq(directory.calendarUsers.id, calendarUserId),
          )
        : eq(directory.users.organizationId, organizationId),
    )
    .orderBy(asc(directory.users.firstName), asc(directory.users.lastName), asc(directory.calendarUsers.id))
  return rows.map(({ calendarUser, user }) => ({
    calendarUser,
    name: `${user.firstName} ${user.lastName}`.trim() || user.email,
    firstName: user.firstName.trim() || user.email,
  }))
}

/** The days a slot question for this preference covers: today (the user's zone) to its plan's end. */
function planWindow(
  now: number,
  timeZone: string,
  preference: { planOffsetDays: number; planRange: number },
) {
  const today = zonedTime(now, timeZone).day
  const ahead = Math.max(0, preference.planOffsetDays) + Math.max(1, preference.planRange) * 7
  return { from: today, to: shiftDay(today, Math.min(ahead, maxSlotRangeDays - 1)) }
}

/**
 * What the bot offers now for an event configuration in a candidate's language: the earliest free slots
 * over all the organisation's calendar users (at most `offerSize`, at most `offerPerDay` a day so a
 * candidate sees several days). Two users free at the same moment: the first by name offers it.
 */
export async function appointmentOffer(
  db: SandboxDb,
  args: {
    organizationId: string
    eventConfigurationId: string
    languageTag: string
    now: number
    /** The candidate's answers so far: an event configuration linked to a variable needs a matching one. */
    answers?: Readonly<Record<string, string>>
  },
): Promise<OfferedSlot[]> {
  const users = await organisationCalendarUsers(db, args.organizationId)
  const preferences = await preferencesOfMany(
    db,
    users.map((one) => one.calendarUser.id),
  )
  const language = spokenLanguageOf(args.languageTag)
  const perUser = await Promise.all(
    users.map(async ({ calendarUser, firstName }) => {
      const preference = preferences.find(
        (one) =>
          one.calendarUserId === calendarUser.id && one.eventConfigurationId === args.eventConfigurationId,
      )
      if (!preference) return []
      const window = planWindow(args.now, calendarUser.timeZone, preference)
      const asked = await slotQueryFor(
        db,
        calendarUser,
        args.eventConfigurationId,
        { ...window, language, answers: args.answers },
        args.now,
      )
      if (!asked.query) return []
      const timeZone = asked.query.timeZone
      return computeSlots(asked.query).flatMap((day) =>
        day.offered.map((slot) => ({
          ...slot,
          calendarUserId: calendarUser.id,
          timeZone,
          host: firstName,
          day: day.day,
        })),
      )
    }),
  )
  const all = perUser.flat().sort((a, b) => a.start - b.start)
  const offer: OfferedSlot[] = []
  const perDay = new Map<string, number>()
  for (const slot of all) {
    if (offer.length >= offerSize) break
    if (offer.some((one) => one.start === slot.start)) continue
    const count = perDay.get(slot.day) ?? 0
    if (count >= offerPerDay) continue
    perDay.set(slot.day, count + 1)
    offer.push({
      start: slot.start,
      end: slot.end,
      calendarUserId: slot.calendarUserId,
      timeZone: slot.timeZone,
      host: slot.host,
    })
  }
  return offer
}

export type AppointmentRow = typeof t.appointments.$inferSelect

interface SlotToBook {
  readonly organizationId: string
  readonly eventConfigurationId: string
  readonly calendarUserId: string
  readonly start: number
  readonly languageTag: string
  readonly now: number
  readonly answers?: Readonly<Record<string, string>> | undefined
}

/**
 * Whether the calendar still offers a slot the bot offered: the slot question for the slot's day asked
 * again (appointments, busy times, daily limit, plan window as they are now). The slot, or null: it is gone.
 */
async function stillOffered(db: DbOrTx, args: SlotToBook): Promise<TimeSpan | null> {
  const [user] = await organisationCalendarUsers(db, args.organizationId, args.calendarUserId)
  if (!user) return null
  const day = zonedTime(args.start, user.calendarUser.timeZone).day
  const asked = await slotQueryFor(
    db,
    user.calendarUser,
    args.eventConfigurationId,
    // The day before and after too: a schema in another zone than the user's puts the slot on its own day.
    {
      from: shiftDay(day, -1),
      to: shiftDay(day, 1),
      language: spokenLanguageOf(args.languageTag),
      answers: args.answers,
    },
    args.now,
  )
  if (!asked.query) return null
  return (
    computeSlots(asked.query)
      .flatMap((one) => one.offered)
      .find((one) => one.start === args.start) ?? null
  )
}

/**
 * A booking tried without being written (the validator's runs: a test replayed twice must not fill the
 * calendar): true when booking the slot now would succeed.
 */
export async function wouldBookOfferedSlot(db: SandboxDb, args: SlotToBook): Promise<boolean> {
  return (await stillOffered(db, args)) !== null
}

/**
 * Books a slot the bot offered, if the calendar still offers it: in one transaction, the slot is checked
 * again (stillOffered) and the appointment is inserted only when it is among the offered ones. Null: the
 * slot is gone.
 */
export async function bookOfferedSlot(
  db: SandboxDb,
  args: SlotToBook & {
    chatbotId: string
    clientId: string
    candidateName: string
  },
): Promise<AppointmentRow | null> {
  return db.transaction(async (tx) => {
    const slot = await stillOffered(tx, args)
    if (!slot) return null
    const [row] = await tx
      .insert(t.appointments)
      .values({
        id: `appointment-${randomBytes(8).toString('hex')}`,
        calendarUserId: args.calendarUserId,
        eventConfigurationId: args.eventConfigurationId,
        startsAt: slot.start,
        endsAt: slot.end,
        chatbotId: args.chatbotId,
        clientId: args.clientId,
        candidateName: args.candidateName,
        createdAt: args.now,
      })
      .returning()
    return row ?? null
  })
}

export interface ConversationAppointment {
  readonly id: string
  readonly startsAt: number
  readonly endsAt: number
  readonly calendarUserId: string
  readonly calendarUserName: string
  readonly timeZone: string
  readonly eventConfigurationId: string
  readonly eventConfigurationName: string
  readonly color: string
  readonly locationType: string
  readonly customLocation: string
}

/** The appointments one conversation (chatbot and client) booked, earliest first. */
export async function conversationAppointments(
  db: SandboxDb,
  chatbotId: string,
  clientIds: readonly string[],
): Promise<ConversationAppointment[]> {
  if (clientIds.length === 0) return []
  const rows = await db
    .select({
      appointment: t.appointments,
      configuration: t.eventConfigurations,
      calendarUser: directory.calendarUsers,
      user: directory.users,
    })
    .from(t.appointments)
    .innerJoin(t.eventConfigurations, eq(t.eventConfigurations.id, t.appointments.eventConfigurationId))
    .innerJoin(directory.calendarUsers, eq(directory.calendarUsers.id, t.appointments.calendarUserId))
    .innerJoin(directory.users, eq(directory.users.id, directory.calendarUsers.userId))
    .where(and(eq(t.appointments.chatbotId, chatbotId), inArray(t.appointments.clientId, [...clientIds])))
    .orderBy(asc(t.appointments.startsAt))
  return rows.map(({ appointment, configuration, calendarUser, user }) => ({
    id: appointment.id,
    startsAt: appointment.startsAt,
    endsAt: appointment.endsAt,
    calendarUserId: calendarUser.id,
    calendarUserName: `${user.firstName} ${user.lastName}`.trim() || user.email,
    timeZone: calendarUser.timeZone,
    eventConfigurationId: configuration.id,
    eventConfigurationName: configuration.name,
    color: configuration.color,
    locationType: configuration.locationType,
    customLocation: configuration.customLocation,
  }))
}

export interface OfferExplanation {
  readonly calendarUserId: string
  readonly name: string
  readonly timeZone: string
  readonly blockedBy: SlotBlock | null
  readonly days: readonly DaySlots[]
}

/**
 * "Why can't this candidate book?" for what a conversation was offered: for every calendar user of the
 * organisation with a preference for the event configuration that the viewer may see (the calendar's own
 * visibility: employees see themselves), every slot of the days from–to offered or removed with its rule,
 * computed now. The others are only counted: their calendars are not the viewer's to read.
 */
export async function explainOffer(
  db: SandboxDb,
  viewer: AuthenticatedUser,
  args: {
    eventConfigurationId: string
    languageTag: string
    from: string
    to: string
    now: number
    /** The conversation's answers when it was offered: the variable link explains as it offered. */
    answers?: Readonly<Record<string, string>>
  },
): Promise<{ explanations: OfferExplanation[]; hidden: number; names: Map<string, string> }> {
  const users = await organisationCalendarUsers(db, viewer.organizationId)
  const names = new Map(users.map((one) => [one.calendarUser.id, one.name]))
  const preferences = await preferencesOfMany(
    db,
    users.map((one) => one.calendarUser.id),
  )
  const concerned = users.filter(({ calendarUser }) =>
    preferences.some(
      (one) =>
        one.calendarUserId === calendarUser.id && one.eventConfigurationId === args.eventConfigurationId,
    ),
  )
  const visible = new Set((await visibleCalendarUsers(db, viewer)).map((row) => row.calendarUser.id))
  const shown = concerned.filter(({ calendarUser }) => visible.has(calendarUser.id))
  const language = spokenLanguageOf(args.languageTag)
  const explanations = await Promise.all(
    shown.map(async ({ calendarUser, name }): Promise<OfferExplanation> => {
      const asked = await slotQueryFor(
        db,
        calendarUser,
        args.eventConfigurationId,
        { from: args.from, to: args.to, language, answers: args.answers },
        args.now,
      )
      if (!asked.query)
        return {
          calendarUserId: calendarUser.id,
          name,
          timeZone: calendarUser.timeZone,
          blockedBy: asked.blockedBy,
          days: [],
        }
      return {
        calendarUserId: calendarUser.id,
        name,
        timeZone: asked.query.timeZone,
        blockedBy: null,
        days: computeSlots(asked.query),
      }
    }),
  )
  return { explanations, hidden: concerned.length - shown.length, names }
}
