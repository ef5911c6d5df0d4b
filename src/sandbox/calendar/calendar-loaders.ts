import type { DbOrTx } from '../db/sandbox-db'
import {
  preferencesOfMany,
  schemasOfMany,
  type PreferenceWithSlots,
  type SchemaWithUse,
} from './calendar-service'

/**
 * One request's reads of schemas and preferences, batched: the overview asks for every calendar user's
 * schemas, default schema and preferences field by field, which was a dozen queries per person (N+1). The
 * fields asked in one tick of a request are read together, once.
 */
export interface CalendarLoaders {
  schemas(calendarUserId: string): Promise<SchemaWithUse[]>
  preferences(calendarUserId: string): Promise<PreferenceWithSlots[]>
}

function batched<R extends { calendarUserId: string }>(
  load: (ids: readonly string[]) => Promise<R[]>,
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
    const mine = waiting.answer.then((rows) => rows.filter((row) => row.calendarUserId === id))
    done.set(id, mine)
    return mine
  }
}

const perRequest = new WeakMap<object, CalendarLoaders>()

/** The loaders of one GraphQL request (its context object). */
export function calendarLoaders(context: object, db: DbOrTx): CalendarLoaders {
  let loaders = perRequest.get(context)
  if (!loaders) {
    loaders = {
      schemas: batched((ids) => schemasOfMany(db, ids)),
      preferences: batched((ids) => preferencesOfMany(db, ids)),
    }
    perRequest.set(context, loaders)
  }
  return loaders
}
