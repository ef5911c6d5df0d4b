import type { DbOrTx } from '../db/sandbox-db'
import {
  preferencesOfMany,
  schemasOfMany,
  type PreferenceWithSlots,
  type SchemaWithUse,
} from './calendar-service'
import { notificationsOfMany, type EventNotificationRow } from './event-notification-service'
import { translationsOfMany, type TranslationRow } from './event-translation-service'

/**
 * One request's reads of schemas, preferences and reminders, batched: the overview asks for every calendar user's
 * schemas, default schema and preferences field by field, which was a dozen queries per person (N+1). The
 * fields asked in one tick of a request are read together, once.
 */
export interface CalendarLoaders {
  schemas(calendarUserId: string): Promise<SchemaWithUse[]>
  preferences(calendarUserId: string): Promise<PreferenceWithSlots[]>
  notifications(eventConfigurationId: string): Promise<EventNotificationRow[]>
  translations(eventConfigurationId: string): Promise<TranslationRow[]>
}

function batched<R>(
  load: (ids: readonly string[]) => Promise<R[]>,
  keyOf: (row: R) => string,
): (id: string) => Promise<R[]> {
  const done = new Map<string, Promise<R[]>>()
  let waiting: { ids: string[]; answer: Promise<R[]> } | null = null
  return (id) => {
    const known = done.get(id)
    if (known) return known
    if (!waiting) {
      const batch: { ids: string[]; answer: Promise<R[]> } = {
        ids: [],
        // Started after the current tick: every field resolver of this level has asked by then.
        answer: Promise.resolve().then(() => {
          waiting = null
          return load(batch.ids)
        }),
      }
      waiting = batch
    }
    waiting.ids.push(id)
    const mine = waiting.answer.then((rows) => rows.filter((row) => keyOf(row) === id))
    done.set(id, mine)
    return mine
  }
}

const byCalendarUser = (row: { calendarUserId: string }) => row.calendarUserId

const perRequest = new WeakMap<object, CalendarLoaders>()

/** The loaders of one GraphQL request (its context object). */
export function calendarLoaders(context: object, db: DbOrTx): CalendarLoaders {
  let loaders = perRequest.get(context)
  if (!loaders) {
    loaders = {
      schemas: batched((ids) => schemasOfMany(db, ids), byCalendarUser),
      preferences: batched((ids) => preferencesOfMany(db, ids), byCalendarUser),
      notifications: batched(
        (ids) => notificationsOfMany(db, ids),
        (row) => row.eventConfigurationId,
      ),
      translations: batched(
        (ids) => translationsOfMany(db, ids),
        (row) => row.eventConfigurationId,
      ),
    }
    perRequest.set(context, loaders)
  }
  return loaders
}
