import { randomBytes } from 'node:crypto'
import { asc, eq, inArray } from 'drizzle-orm'
import { reminderBounds, reminderProblems, reminderTypes } from '@shared/domain/calendar'
import type { DbOrTx } from '../db/sandbox-db'
import { CalendarWriteFailed, takeCalendarFault } from './calendar-faults'
import * as t from './schema'

/*
 * Reminders of an event configuration (spec 000 §3 "Event notification", §6): one reminder (minutes before
 * the appointment) is an EMAIL and a PUSH notification. Creating them "for all types succeeds only if both
 * notification types succeed": both are written inside the caller's transaction, and a failure of either
 * throws, so the transaction keeps neither (nor anything else of that save).
 */

const newId = () => `ntf-${randomBytes(8).toString('hex')}`

const problemText: Record<string, string> = {
  required: 'Fill in the minutes.',
  notWhole: 'Whole minutes only.',
  negative: 'Minutes cannot be negative.',
  tooLarge: `At most ${reminderBounds.minutes.max} minutes (four weeks).`,
  duplicate: 'This reminder is already set.',
}

/** The server's field errors for reminder rows (`reminders.N`), the same rules the form shows. */
export function reminderFieldErrors(reminders: readonly number[]): Record<string, string> {
  const fields: Record<string, string> = {}
  if (reminders.length > reminderBounds.count)
    fields['reminders'] = `At most ${reminderBounds.count} reminders.`
  for (const [index, problem] of reminderProblems(reminders))
    fields[`reminders.${index}`] = problemText[problem] ?? problem
  return fields
}

/** Both notification types for one minutes value; throws (rolling the transaction back) if either fails. */
export async function createNotificationsForAllTypes(
  tx: DbOrTx,
  faultKey: object,
  eventConfigurationId: string,
  minutes: number,
) {
  for (const type of reminderTypes) {
    if (takeCalendarFault(faultKey, `createEventNotification.${type}`))
      throw new CalendarWriteFailed(`createEventNotification.${type}`)
    await tx.insert(t.eventNotifications).values({ id: newId(), eventConfigurationId, type, minutes })
  }
}

/** Replaces a configuration's reminders by `reminders` (one EMAIL and one PUSH each), inside `tx`. */
export async function replaceReminders(
  tx: DbOrTx,
  faultKey: object,
  eventConfigurationId: string,
  reminders: readonly number[],
) {
  await tx
    .delete(t.eventNotifications)
    .where(eq(t.eventNotifications.eventConfigurationId, eventConfigurationId))
  for (const minutes of [...reminders].sort((a, b) => a - b))
    await createNotificationsForAllTypes(tx, faultKey, eventConfigurationId, minutes)
}

export type EventNotificationRow = typeof t.eventNotifications.$inferSelect

/** The notifications of several configurations in one query, by minutes then type. */
export async function notificationsOfMany(db: DbOrTx, eventConfigurationIds: readonly string[]) {
  if (eventConfigurationIds.length === 0) return []
  return db
    .select()
    .from(t.eventNotifications)
    .where(inArray(t.eventNotifications.eventConfigurationId, [...eventConfigurationIds]))
    .orderBy(asc(t.eventNotifications.minutes), asc(t.eventNotifications.type))
}

/** The reminder rows the screen shows: each minutes value once (its two types together). */
export const remindersOf = (notifications: readonly EventNotificationRow[]): number[] => [
  ...new Set(notifications.map((notification) => notification.minutes)),
]
