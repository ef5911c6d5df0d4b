import { randomBytes } from 'node:crypto'
import { and, asc, eq, inArray, isNull, like, or } from 'drizzle-orm'
import { atsFieldNameTaken, atsFieldSearchPageSize, customAtsFieldPath } from '@shared/domain/ats'
import type { ChatbotRow } from '../chatbots/chatbot-access-service'
import type { DbOrTx } from '../db/sandbox-db'
import * as t from './schema'
import { fieldNames, searchTextOf } from './seed-catalogue'

/**
 * The ATS's field catalogue as the chatbot sees it (spec 001 §7: creatableAtsEntities,
 * creatableAtsFieldsOptimized): the entity types and fields of the chatbot's ATS, plus the fields this
 * chatbot created. Only the 'ATS' target handler has a catalogue (automations' handlers have none).
 */

type FieldRow = typeof t.atsFields.$inferSelect
type EntityRow = typeof t.atsEntityTypes.$inferSelect

export interface AtsFieldView {
  readonly id: string
  readonly path: string
  readonly dataType: string
  readonly postPath: string | null
  readonly regex: string | null
  readonly required: boolean
  readonly targetEntityType: string | null
  readonly extractionPath: string | null
  readonly maxLength: number | null
  readonly excludeFromPost: boolean
  readonly entityType: string
  readonly entityTypeId: string
  readonly humanReadableNames: { language: string; name: string }[]
  readonly options: { id: string; value: string; humanReadableName: string }[]
}

export const entityView = (row: EntityRow) => ({
  id: row.id,
  name: row.name,
  humanReadableNames: row.names.map((n) => ({ ...n })),
})

const visibleTo = (chatbot: ChatbotRow) =>
  and(
    eq(t.atsFields.ats, chatbot.ats),
    or(isNull(t.atsFields.chatbotId), eq(t.atsFields.chatbotId, chatbot.id)),
  )

async function withOptions(db: DbOrTx, rows: readonly FieldRow[], entities: ReadonlyMap<string, string>) {
  const options = rows.length
    ? await db
        .select()
        .from(t.atsFieldOptions)
        .where(
          inArray(
            t.atsFieldOptions.atsFieldId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(asc(t.atsFieldOptions.position))
    : []
  return rows.map((r): AtsFieldView => ({
    id: r.id,
    path: r.path,
    dataType: r.dataType,
    postPath: r.postPath,
    regex: r.regex,
    required: r.required,
    targetEntityType: r.targetEntityType,
    extractionPath: r.extractionPath,
    maxLength: r.maxLength,
    excludeFromPost: r.excludeFromPost,
    entityType: entities.get(r.entityTypeId) ?? r.entityTypeId,
    entityTypeId: r.entityTypeId,
    humanReadableNames: r.names.map((n) => ({ ...n })),
    options: options
      .filter((o) => o.atsFieldId === r.id)
      .map((o) => ({ id: o.id, value: o.value, humanReadableName: o.humanReadableName })),
  }))
}

const handlesAts = (targetHandler: string | null | undefined) => !targetHandler || targetHandler === 'ATS'

/** creatableAtsEntities(targetHandler): the entity types of the chatbot's ATS it may create records of. */
export async function creatableAtsEntities(db: DbOrTx, chatbot: ChatbotRow, targetHandler?: string | null) {
  if (!handlesAts(targetHandler)) return []
  const rows = await db
    .select()
    .from(t.atsEntityTypes)
    .where(and(eq(t.atsEntityTypes.ats, chatbot.ats), eq(t.atsEntityTypes.creatable, true)))
    .orderBy(asc(t.atsEntityTypes.position))
  return rows.map(entityView)
}

async function entityNames(db: DbOrTx, chatbot: ChatbotRow) {
  const rows = await db
    .select({ id: t.atsEntityTypes.id, name: t.atsEntityTypes.name })
    .from(t.atsEntityTypes)
    .where(eq(t.atsEntityTypes.ats, chatbot.ats))
  return new Map(rows.map((r) => [r.id, r.name]))
}

/**
 * creatableAtsFieldsOptimized: one page of an entity type's fields, by path, whose path or readable name
 * contains `search` (case ignored). The page size is the spec's 20 at most; one more row is read to know
 * whether there is a next page without counting.
 */
export async function creatableAtsFieldsOptimized(
  db: DbOrTx,
  chatbot: ChatbotRow,
  args: {
    entityTypeId: string
    search?: string | null
    targetHandler?: string | null
    pageSize?: number | null
    page?: number | null
  },
): Promise<{ hasNextPage: boolean; atsFields: AtsFieldView[] }> {
  if (!handlesAts(args.targetHandler)) return { hasNextPage: false, atsFields: [] }
  const pageSize = Math.min(
    Math.max(Math.trunc(args.pageSize ?? atsFieldSearchPageSize), 1),
    atsFieldSearchPageSize,
  )
  const page = Math.max(Math.trunc(args.page ?? 1), 1)
  const search = (args.search ?? '').trim().toLowerCase()
  const escaped = search.replace(/[\\%_]/g, (c) => `\\${c}`)
  // One query for the page with its entity's name, one for the page's options: two round trips in all.
  const rows = await db
    .select({ field: t.atsFields, entity: t.atsEntityTypes.name })
    .from(t.atsFields)
    .innerJoin(t.atsEntityTypes, eq(t.atsEntityTypes.id, t.atsFields.entityTypeId))
    .where(
      and(
        eq(t.atsFields.entityTypeId, args.entityTypeId),
        visibleTo(chatbot),
        search ? like(t.atsFields.searchText, `%${escaped}%`) : undefined,
      ),
    )
    .orderBy(asc(t.atsFields.path))
    .limit(pageSize + 1)
    .offset((page - 1) * pageSize)
  const pageRows = rows.slice(0, pageSize)
  return {
    hasNextPage: rows.length > pageSize,
    atsFields: await withOptions(
      db,
      pageRows.map((r) => r.field),
      new Map(pageRows.map((r) => [r.field.entityTypeId, r.entity])),
    ),
  }
}

/** One catalogue field the chatbot sees, with its options; null when it sees none with this id. */
export async function atsFieldById(
  db: DbOrTx,
  chatbot: ChatbotRow,
  id: string,
): Promise<AtsFieldView | null> {
  const rows = await db
    .select()
    .from(t.atsFields)
    .where(and(eq(t.atsFields.id, id), visibleTo(chatbot)))
  return (await withOptions(db, rows, await entityNames(db, chatbot)))[0] ?? null
}

/** The fields the chatbot sees with these paths (the seeded mappings and the dry run find theirs by path). */
export async function atsFieldsByPath(db: DbOrTx, chatbot: ChatbotRow, paths: readonly string[]) {
  if (!paths.length) return []
  const rows = await db
    .select()
    .from(t.atsFields)
    .where(and(inArray(t.atsFields.path, [...paths]), visibleTo(chatbot)))
  return withOptions(db, rows, await entityNames(db, chatbot))
}

/** The required fields of an entity type the chatbot sees (the dry run names those nothing fills). */
export async function requiredAtsFields(db: DbOrTx, chatbot: ChatbotRow, entityTypeId: string) {
  const rows = await db
    .select()
    .from(t.atsFields)
    .where(
      and(eq(t.atsFields.entityTypeId, entityTypeId), eq(t.atsFields.required, true), visibleTo(chatbot)),
    )
    .orderBy(asc(t.atsFields.path))
  return withOptions(db, rows, await entityNames(db, chatbot))
}

export type CreateAtsFieldAnswer =
  | { ok: true; atsField: AtsFieldView }
  | {
      ok: false
      code: 'ats_field_creation_unsupported' | 'ats_field_name_exists' | 'not_found' | 'ats_mapping_invalid'
      field?: string
    }

/**
 * A new custom field of an entity type, for this chatbot: only where the chatbot supportsMappingCreation,
 * under a name no field of the entity has yet in either language (spec 000 §5 'New ATS field name unique').
 */
export async function createAtsField(
  db: DbOrTx,
  chatbot: ChatbotRow,
  input: { entityTypeId: string; name: string; dataType: string },
): Promise<CreateAtsFieldAnswer> {
  if (!chatbot.supportsMappingCreation) return { ok: false, code: 'ats_field_creation_unsupported' }
  const name = input.name.trim()
  if (!name || name.length > 120) return { ok: false, code: 'ats_mapping_invalid', field: 'name' }
  if (!['string', 'text', 'integer', 'date', 'email', 'phone', 'option'].includes(input.dataType))
    return { ok: false, code: 'ats_mapping_invalid', field: 'dataType' }
  const [entity] = await db
    .select()
    .from(t.atsEntityTypes)
    .where(and(eq(t.atsEntityTypes.id, input.entityTypeId), eq(t.atsEntityTypes.ats, chatbot.ats)))
  if (!entity) return { ok: false, code: 'not_found' }
  const path = customAtsFieldPath(entity.name, name)
  const existing = await db
    .select({ path: t.atsFields.path, names: t.atsFields.names })
    .from(t.atsFields)
    .where(and(eq(t.atsFields.entityTypeId, entity.id), visibleTo(chatbot)))
  const taken =
    atsFieldNameTaken(
      name,
      existing.flatMap((f) => f.names.map((n) => n.name)),
    ) || existing.some((f) => f.path.toLowerCase() === path.toLowerCase())
  if (taken) return { ok: false, code: 'ats_field_name_exists', field: 'name' }
  const id = `atsf-custom-${randomBytes(8).toString('hex')}`
  const names = fieldNames([name, name])
  await db.insert(t.atsFields).values({
    id,
    ats: chatbot.ats,
    entityTypeId: entity.id,
    chatbotId: chatbot.id,
    path,
    dataType: input.dataType,
    names,
    searchText: searchTextOf(path, names),
  })
  const field = await atsFieldById(db, chatbot, id)
  return { ok: true, atsField: field! }
}
