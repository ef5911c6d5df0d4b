import { asc, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm'
import type { DbOrTx } from '../db/sandbox-db'
import type * as t from './schema'

/**
 * The builder's ordered lists (flows of a chatbot, questions of a flow, states of a question, options and
 * actions of a state, labels of an action) keep `position` as 0, 1, 2, … without gaps, so the portal's
 * drag-and-drop and the conversation engine read one order. Every reorder, insertion at a place and
 * deletion goes through these helpers so that guarantee lives in one spot.
 */
export type OrderedTable =
  | typeof t.builderFlows
  | typeof t.builderStateGroups
  | typeof t.builderStates
  | typeof t.builderOptions
  | typeof t.builderActions
  | typeof t.builderOptionLabels

/** One ordered list: its table and the condition selecting the list's rows (e.g. the states of a group). */
export interface OrderedList {
  readonly table: OrderedTable
  readonly where: SQL | undefined
  /** Breaks ties of equal positions (older data); the id's order otherwise is the database's. */
  readonly tieBreak?: AnyColumn
}

/** A reorder asks for exactly the current ids: no more, no fewer, no repeats. */
export function sameSet(current: readonly string[], ids: readonly string[]): boolean {
  return (
    current.length === ids.length &&
    new Set(ids).size === ids.length &&
    ids.every((id) => current.includes(id))
  )
}

/** `ids` moved (in their order) to `position` among the others; clamped to the ends, default the end. */
export function placed(
  current: readonly string[],
  ids: readonly string[],
  position?: number | null,
): string[] {
  const others = current.filter((id) => !ids.includes(id))
  const at = Math.min(Math.max(position ?? others.length, 0), others.length)
  return [...others.slice(0, at), ...ids, ...others.slice(at)]
}

/** The list's ids in their order. */
export async function idsInOrder(db: DbOrTx, list: OrderedList): Promise<string[]> {
  const { table } = list
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(list.where)
    .orderBy(...(list.tieBreak ? [asc(table.position), asc(list.tieBreak)] : [asc(table.position)]))
  return rows.map((r) => r.id)
}

/** Gives `ids` the positions 0, 1, 2, … in this order, in one statement. */
export async function setPositions(db: DbOrTx, table: OrderedTable, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return
  const cases = sql.join(
    ids.map((id, position) => sql`when ${id} then ${position}::integer`),
    sql` `,
  )
  await db
    .update(table)
    .set({ position: sql`case ${table.id} ${cases} else ${table.position} end` })
    .where(inArray(table.id, [...ids]))
}

/** Puts the list in the order of `ids`; false (and nothing changed) when `ids` are not exactly its ids. */
export async function reorder(db: DbOrTx, list: OrderedList, ids: readonly string[]): Promise<boolean> {
  if (!sameSet(await idsInOrder(db, list), ids)) return false
  await setPositions(db, list.table, ids)
  return true
}

/** Closes the gaps a deletion left: the remaining rows numbered 0, 1, 2, … in their order. Returns them. */
export async function renumber(db: DbOrTx, list: OrderedList): Promise<string[]> {
  const ids = await idsInOrder(db, list)
  await setPositions(db, list.table, ids)
  return ids
}

/** Places `ids` (rows already in the list) at `position` (clamped; default the end) and renumbers. */
export async function place(
  db: DbOrTx,
  list: OrderedList,
  ids: readonly string[],
  position?: number | null,
): Promise<void> {
  await setPositions(db, list.table, placed(await idsInOrder(db, list), ids, position))
}
