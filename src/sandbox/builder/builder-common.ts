import { randomUUID } from 'node:crypto'
import { and, eq, inArray } from 'drizzle-orm'
import { type BuilderLanguage } from '@shared/domain/builder'
import type { BuilderErrorCode } from '@shared/domain/errors/builder'
import { builderFieldMessages } from '@shared/domain/builder-field-messages'
import { chatbotLanguages, type BuilderFieldError } from '@shared/domain/builder-rules'
import type { DbOrTx } from '../db/sandbox-db'
import * as t from './schema'
import type { ChatbotRow } from '../chatbots/chatbot-access-service'
import { ApiError } from '../errors'
import { hasInvisibleCharacters } from '@shared/domain/visible-text'

/** Shared by the builder services: the answers with field errors, the refusals, and the rows of one chatbot. */

export type Db = DbOrTx
export type Errors = BuilderFieldError[]
export const ok = <T extends object>(extra: T) => ({ ok: true as const, errors: [] as Errors, ...extra })
export const refused = <T extends object>(errors: Errors, extra: T) => ({
  ok: false as const,
  errors,
  ...extra,
})
export const fail = (code: BuilderErrorCode | 'not_found'): never => {
  throw new ApiError(code)
}
export const newId = (prefix: string) => `${prefix}-${randomUUID()}`

const maxName = 200
export function checkName(
  errors: Errors,
  field: string,
  value: string | null | undefined,
  required = true,
): string | null {
  if (value == null) {
    if (required) errors.push({ field, messages: [builderFieldMessages.required] })
    return null
  }
  const trimmed = value.trim()
  if (!trimmed && required) errors.push({ field, messages: [builderFieldMessages.required] })
  else if (trimmed.length > maxName) errors.push({ field, messages: [builderFieldMessages.tooLong] })
  else if (hasInvisibleCharacters(trimmed))
    errors.push({ field, messages: [builderFieldMessages.invisibleCharacters] })
  return trimmed
}

type ChatbotScopedTable =
  | typeof t.builderFlows
  | typeof t.builderStateGroups
  | typeof t.builderStates
  | typeof t.builderOptions
  | typeof t.builderActions
  | typeof t.builderOptionLabels
  | typeof t.builderVariations

/** The row with this id in one of the chatbot's builder tables; undefined when it belongs to another chatbot. */
async function rowOf<T extends ChatbotScopedTable>(
  db: Db,
  table: T,
  chatbotId: string,
  id: string,
): Promise<T['$inferSelect'] | undefined> {
  const scoped: ChatbotScopedTable = table
  const [row] = await db
    .select()
    .from(scoped)
    .where(and(eq(scoped.chatbotId, chatbotId), eq(scoped.id, id)))
  return row as T['$inferSelect'] | undefined
}
export const flowRow = (db: Db, chatbotId: string, id: string) => rowOf(db, t.builderFlows, chatbotId, id)
export const groupRow = (db: Db, chatbotId: string, id: string) =>
  rowOf(db, t.builderStateGroups, chatbotId, id)
export const stateRow = (db: Db, chatbotId: string, id: string) => rowOf(db, t.builderStates, chatbotId, id)
export const optionRow = (db: Db, chatbotId: string, id: string) => rowOf(db, t.builderOptions, chatbotId, id)
export const actionRow = (db: Db, chatbotId: string, id: string) => rowOf(db, t.builderActions, chatbotId, id)
export const labelRow = (db: Db, chatbotId: string, id: string) =>
  rowOf(db, t.builderOptionLabels, chatbotId, id)
export const variationRow = (db: Db, chatbotId: string, id: string) =>
  rowOf(db, t.builderVariations, chatbotId, id)

/** Ids of `table` rows of the chatbot among `ids` that do not exist. */
export async function missingIds(
  db: Db,
  table: typeof t.builderProcessors | typeof t.builderTags,
  chatbotId: string,
  ids: readonly string[],
): Promise<string[]> {
  if (ids.length === 0) return []
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.chatbotId, chatbotId), inArray(table.id, [...ids])))
  const found = new Set(rows.map((r) => r.id))
  return ids.filter((id) => !found.has(id))
}

export async function languagesOf(chatbot: ChatbotRow): Promise<BuilderLanguage[]> {
  return chatbotLanguages(chatbot.defaultLanguageTag)
}

/** Options of other states that went to these states lose their target (a dangling STATE route). */
export async function detachStates(db: Db, chatbotId: string, stateIds: string[]) {
  if (stateIds.length === 0) return
  await db
    .update(t.builderOptions)
    .set({ nextStateId: null })
    .where(and(eq(t.builderOptions.chatbotId, chatbotId), inArray(t.builderOptions.nextStateId, stateIds)))
}

export async function statesOfGroups(db: Db, groupIds: string[]): Promise<string[]> {
  if (groupIds.length === 0) return []
  const rows = await db
    .select({ id: t.builderStates.id })
    .from(t.builderStates)
    .where(inArray(t.builderStates.stateGroupId, groupIds))
  return rows.map((r) => r.id)
}
