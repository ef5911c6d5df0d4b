import { and, eq } from 'drizzle-orm'
import { shiftDay, zonedTime } from '@shared/domain/analytics'
import { maxSlotRangeDays } from '@shared/domain/calendar-slots'
import type { AuthenticatedUser } from '../auth/auth-service'
import { conversationAppointments, explainOffer, spokenLanguageOf } from '../calendar/booking-service'
import { eventConfigurations } from '../calendar/schema'
import type { ChatbotRow } from '../chatbots/chatbot-access-service'
import type { SandboxDb } from '../db/sandbox-db'
import type { Turn, TurnOffer } from './conversation-service'
import * as t from './schema'

/**
 * A conversation's appointments and its last offer with the reason for every slot not offered (the Smart
 * Inbox conversation's booking part): the appointments it booked, the slots the bot offered last (kept in
 * the conversation's turns), and the calendar's explanation of the days those slots fall on, now.
 */

const iso = (ms: number) => new Date(ms).toISOString()

/** The newest offer in a conversation's turns, with its language; null when the bot offered none. */
function lastOffer(sessions: readonly { languageTag: string; turns: unknown[] }[]) {
  let found: {
    offer: TurnOffer
    languageTag: string
    answers: Readonly<Record<string, string>> | undefined
  } | null = null
  for (const session of sessions)
    for (const turn of session.turns as Turn[])
      if (turn.offered && (!found || turn.offered.at >= found.offer.at))
        // The answers after the offering turn are those the offer was made with (an event configuration's
        // variable link).
        found = { offer: turn.offered, languageTag: session.languageTag, answers: turn.after?.answers }
  return found
}

/** The local days the explanation covers: those of the offered slots (a week from the offer without any). */
function explainedDays(offer: TurnOffer): { from: string; to: string } {
  const [first, ...rest] = offer.slots
  if (!first) {
    const day = zonedTime(offer.at).day
    return { from: day, to: shiftDay(day, 6) }
  }
  const last = rest.at(-1) ?? first
  const from = zonedTime(first.start, first.timeZone).day
  const to = zonedTime(last.start, last.timeZone).day
  const longest = shiftDay(from, maxSlotRangeDays - 1)
  return { from, to: to > longest ? longest : to }
}

export async function conversationBooking(
  db: SandboxDb,
  viewer: AuthenticatedUser,
  chatbot: ChatbotRow,
  clientId: string,
  now: number,
) {
  const [appointments, sessions] = await Promise.all([
    conversationAppointments(db, chatbot.id, [clientId]),
    db
      .select({ languageTag: t.conversationSessions.languageTag, turns: t.conversationSessions.turns })
      .from(t.conversationSessions)
      .where(
        and(eq(t.conversationSessions.chatbotId, chatbot.id), eq(t.conversationSessions.clientId, clientId)),
      ),
  ])
  const booked = appointments.map((one) => ({
    id: one.id,
    start: iso(one.startsAt),
    end: iso(one.endsAt),
    timeZone: one.timeZone,
    calendarUserName: one.calendarUserName,
    eventConfigurationName: one.eventConfigurationName,
    color: one.color,
    locationType: one.locationType,
    customLocation: one.customLocation,
  }))
  const found = lastOffer(sessions)
  if (!found) return { appointments: booked, offer: null }
  const { offer, languageTag, answers } = found
  const [configuration] = await db
    .select({ name: eventConfigurations.name })
    .from(eventConfigurations)
    .where(
      and(
        eq(eventConfigurations.id, offer.eventConfigurationId),
        eq(eventConfigurations.organizationId, chatbot.organizationId),
      ),
    )
  const explained = await explainOffer(db, viewer, {
    eventConfigurationId: offer.eventConfigurationId,
    languageTag,
    ...explainedDays(offer),
    now,
    ...(answers ? { answers } : {}),
  })
  return {
    appointments: booked,
    offer: {
      at: iso(offer.at),
      eventConfigurationId: offer.eventConfigurationId,
      eventConfigurationName: configuration?.name ?? offer.eventConfigurationId,
      language: spokenLanguageOf(languageTag),
      slots: offer.slots.map((slot) => ({
        start: iso(slot.start),
        end: iso(slot.end),
        timeZone: slot.timeZone,
        calendarUserId: slot.calendarUserId,
        calendarUserName: explained.names.get(slot.calendarUserId) ?? '',
        label: slot.label,
      })),
      explanations: explained.explanations.map((one) => ({
        ...one,
        days: one.days.map((day) => ({
          day: day.day,
          offered: day.offered.map((slot) => ({ start: iso(slot.start), end: iso(slot.end) })),
          removed: day.removed.map((slot) => ({
            start: iso(slot.start),
            end: iso(slot.end),
            reason: slot.reason,
          })),
        })),
      })),
      hiddenCalendarUsers: explained.hidden,
    },
  }
}
