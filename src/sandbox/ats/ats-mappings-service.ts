import { randomBytes } from 'node:crypto'
import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import * as v from 'valibot'
import {
  atsMappingCreateSchema,
  atsMappingProblems,
  atsMappingSettingsSchema,
  atsMessageTexts,
  takesVariable,
  type AtsMappingCreate,
  type AtsMappingSettings,
  type AtsMessage,
  type AtsModifier,
} from '@shared/domain/ats'
import type { AtsFieldMappingType } from '@shared/domain/automations'
import { errorCatalogue } from '@shared/domain/errors'
import * as automations from '../automations/schema'
import * as builder from '../builder/schema'
import type { ChatbotRow } from '../chatbots/chatbot-access-service'
import type { DbOrTx, SandboxDb } from '../db/sandbox-db'
import { atsFieldById, type AtsFieldView } from './ats-catalogue-service'
import * as t from './schema'

/**
 * ATS field mappings edited in Settings (spec 000 §3 'ATS field mapping', spec 001 §7): create, clone,
 * update, delete, auto-create and replace, a mapping's ATS options and mapping options, a state's mapping
 * context and options sync. A mapping's row stays in automations' ats_field_mappings (automations, the
 * builder and the Smart Inbox read it there); what it holds beyond that row is in ats_mapping_details.
 */

type MappingRow = typeof automations.atsFieldMappings.$inferSelect
type DetailRow = typeof t.atsMappingDetails.$inferSelect

export interface MappingView {
  readonly id: string
  readonly type: AtsFieldMappingType
  readonly dataType: string
  readonly value: string
  readonly isDefaultMapping: boolean
  readonly isLocked: boolean
  readonly prepend: string
  readonly append: string
  readonly prependAppendSeparator: string
  readonly scalarName: string | null
  readonly postModifiers: AtsModifier[]
  readonly getModifiers: AtsModifier[]
  readonly atsFieldOrdering: number
  readonly atsFieldId: string | null
  readonly atsField: {
    readonly path: string
    readonly dataType: string
    readonly required: boolean
    readonly entityType: string
    readonly humanReadableNames: { language: string; name: string }[]
  }
  readonly states: { id: string; name: string }[]
  readonly atsOptions: { id: string; value: string; humanReadableName: string }[]
  readonly mappingOptions: {
    id: string
    optionId: string
    optionName: string
    atsOptionId: string | null
    doStoreValue: boolean
  }[]
}

export type FieldErrors = { field: string; messages: string[] }[]
export type Refusal = {
  ok: false
  code: string
  errorMessage: string
  errors: FieldErrors
  restored?: boolean
}
export type MappingAnswer = { ok: true; mapping: MappingView } | Refusal

const refusal = (
  code: keyof typeof errorCatalogue,
  errors: FieldErrors = [],
  restored?: boolean,
): Refusal => ({
  ok: false,
  code,
  errorMessage: errorCatalogue[code].en,
  errors,
  ...(restored === undefined ? {} : { restored }),
})

const ruleRefusal = (problems: Partial<Record<string, AtsMessage>>): Refusal =>
  refusal(
    'ats_mapping_invalid',
    Object.entries(problems).map(([field, message]) => ({ field, messages: [atsMessageTexts[message!]] })),
  )

const schemaRefusal = (issues: v.BaseIssue<unknown>[]): Refusal =>
  refusal(
    'ats_mapping_invalid',
    issues.map((issue) => ({
      field: issue.path?.map((p) => String(p.key)).join('.') || 'input',
      messages: [
        issue.message in atsMessageTexts ? atsMessageTexts[issue.message as AtsMessage] : issue.message,
      ],
    })),
  )

const newId = (prefix: string) => `${prefix}-${randomBytes(8).toString('hex')}`

// ---- reading ---------------------------------------------------------------------------------------------

async function views(db: DbOrTx, chatbot: ChatbotRow, rows: readonly MappingRow[]): Promise<MappingView[]> {
  if (!rows.length) return []
  const ids = rows.map((r) => r.id)
  const [details, options, mappingOptions] = await Promise.all([
    db.select().from(t.atsMappingDetails).where(inArray(t.atsMappingDetails.mappingId, ids)),
    db
      .select()
      .from(t.atsOptions)
      .where(inArray(t.atsOptions.mappingId, ids))
      .orderBy(asc(t.atsOptions.position), asc(t.atsOptions.id)),
    db
      .select()
      .from(t.atsMappingOptions)
      .where(inArray(t.atsMappingOptions.mappingId, ids))
      .orderBy(asc(t.atsMappingOptions.id)),
  ])
  const detailOf = new Map(details.map((d) => [d.mappingId, d]))
  const stateIds = [...new Set(details.flatMap((d) => d.stateIds))]
  const optionIds = [...new Set(mappingOptions.map((o) => o.optionId))]
  const [states, builderOptions] = await Promise.all([
    stateIds.length
      ? db
          .select({ id: builder.builderStates.id, name: builder.builderStates.name })
          .from(builder.builderStates)
          .where(
            and(eq(builder.builderStates.chatbotId, chatbot.id), inArray(builder.builderStates.id, stateIds)),
          )
      : [],
    optionIds.length
      ? db
          .select({ id: builder.builderOptions.id, name: builder.builderOptions.name })
          .from(builder.builderOptions)
          .where(inArray(builder.builderOptions.id, optionIds))
      : [],
  ])
  const stateName = new Map(states.map((s) => [s.id, s.name]))
  const optionName = new Map(builderOptions.map((o) => [o.id, o.name]))
  return rows.map((row) => {
    const detail = detailOf.get(row.id)
    return {
      id: row.id,
      type: row.type as AtsFieldMappingType,
      dataType: row.dataType,
      value: row.value,
      isDefaultMapping: row.isDefaultMapping,
      isLocked: row.isLocked,
      prepend: row.prepend,
      append: row.append,
      prependAppendSeparator: row.prependAppendSeparator,
      scalarName: row.scalarName,
      postModifiers: [...(detail?.postModifiers ?? [])],
      getModifiers: [...(detail?.getModifiers ?? [])],
      atsFieldOrdering: detail?.atsFieldOrdering ?? 0,
      atsFieldId: detail?.atsFieldId ?? null,
      atsField: {
        path: row.atsFieldPath,
        dataType: row.atsFieldDataType,
        required: row.atsFieldRequired,
        entityType: row.atsFieldEntityType,
        humanReadableNames: row.atsFieldNames.map((n) => ({ ...n })),
      },
      // A state deleted in the builder drops out of the list here (its id stays until the next save).
      states: (detail?.stateIds ?? []).flatMap((id) =>
        stateName.has(id) ? [{ id, name: stateName.get(id)! }] : [],
      ),
      atsOptions: options
        .filter((o) => o.mappingId === row.id)
        .map((o) => ({ id: o.id, value: o.value, humanReadableName: o.humanReadableName })),
      mappingOptions: mappingOptions
        .filter((o) => o.mappingId === row.id)
        .map((o) => ({
          id: o.id,
          optionId: o.optionId,
          optionName: optionName.get(o.optionId) ?? o.optionId,
          atsOptionId: o.atsOptionId,
          doStoreValue: o.doStoreValue,
        })),
    }
  })
}

/** The chatbot's mappings in full, by ATS field ordering, then path. */
export async function listMappings(db: DbOrTx, chatbot: ChatbotRow): Promise<MappingView[]> {
  const rows = await db
    .select()
    .from(automations.atsFieldMappings)
    .where(eq(automations.atsFieldMappings.chatbotId, chatbot.id))
    .orderBy(asc(automations.atsFieldMappings.atsFieldPath), asc(automations.atsFieldMappings.id))
  const all = await views(db, chatbot, rows)
  return all.sort(
    (a, b) => a.atsFieldOrdering - b.atsFieldOrdering || a.atsField.path.localeCompare(b.atsField.path),
  )
}

async function mappingRow(db: DbOrTx, chatbot: ChatbotRow, id: string): Promise<MappingRow | null> {
  const [row] = await db
    .select()
    .from(automations.atsFieldMappings)
    .where(
      and(eq(automations.atsFieldMappings.id, id), eq(automations.atsFieldMappings.chatbotId, chatbot.id)),
    )
  return row ?? null
}

export async function getMapping(db: DbOrTx, chatbot: ChatbotRow, id: string): Promise<MappingView | null> {
  const row = await mappingRow(db, chatbot, id)
  return row ? ((await views(db, chatbot, [row]))[0] ?? null) : null
}

/** The chatbot's state ids among these (a mapping may only name the chatbot's own states). */
async function ownStates(db: DbOrTx, chatbot: ChatbotRow, ids: readonly string[]): Promise<string[]> {
  if (!ids.length) return []
  const rows = await db
    .select({ id: builder.builderStates.id })
    .from(builder.builderStates)
    .where(and(eq(builder.builderStates.chatbotId, chatbot.id), inArray(builder.builderStates.id, [...ids])))
  const own = new Set(rows.map((r) => r.id))
  return [...new Set(ids)].filter((id) => own.has(id))
}

// ---- create, update, clone ----------------------------------------------------------------------------

/** A mapping's settings checked against its ATS field and type: the refusal, or null. */
function settingsProblem(
  type: AtsFieldMappingType,
  settings: AtsMappingSettings,
  field: Pick<AtsFieldView, 'regex' | 'maxLength' | 'dataType' | 'options'>,
): Refusal | null {
  const problems = atsMappingProblems(type, settings, field)
  if (Object.keys(problems).length) return ruleRefusal(problems)
  if (type === 'OPTIONS' && field.dataType !== 'option') return ruleRefusal({ type: 'optionUnknown' })
  return null
}

async function insertMapping(
  db: DbOrTx,
  chatbot: ChatbotRow,
  id: string,
  input: AtsMappingCreate,
  field: AtsFieldView,
  extra: { isLocked?: boolean } = {},
) {
  const variable = takesVariable(input.type)
  await db.insert(automations.atsFieldMappings).values({
    id,
    chatbotId: chatbot.id,
    type: input.type,
    dataType: field.dataType,
    value: variable ? '' : input.value.trim(),
    isDefaultMapping: input.isDefaultMapping,
    isLocked: extra.isLocked ?? false,
    prepend: input.prepend,
    append: input.append,
    prependAppendSeparator: input.prependAppendSeparator,
    scalarName: variable ? (input.scalarName?.trim() ?? null) : null,
    atsFieldPath: field.path,
    atsFieldDataType: field.dataType,
    atsFieldRequired: field.required,
    atsFieldEntityType: field.entityType,
    atsFieldNames: field.humanReadableNames,
  })
  await db.insert(t.atsMappingDetails).values({
    mappingId: id,
    atsFieldId: field.id,
    postModifiers: input.postModifiers,
    getModifiers: input.getModifiers,
    atsFieldOrdering: input.atsFieldOrdering,
    stateIds: await ownStates(db, chatbot, input.states),
  })
  // An option mapping starts with its field's picklist as its ATS options.
  if (field.options.length)
    await db.insert(t.atsOptions).values(
      field.options.map((o, position) => ({
        id: newId('atsmo'),
        mappingId: id,
        value: o.value,
        humanReadableName: o.humanReadableName,
        position,
      })),
    )
}

/** Checks a create input fully (shape, field, rules) before anything is written. */
async function checkedCreate(
  db: DbOrTx,
  chatbot: ChatbotRow,
  raw: unknown,
): Promise<{ ok: true; input: AtsMappingCreate; field: AtsFieldView } | Refusal> {
  const parsed = v.safeParse(atsMappingCreateSchema, raw)
  if (!parsed.success) return schemaRefusal(parsed.issues)
  const field = await atsFieldById(db, chatbot, parsed.output.atsFieldId)
  if (!field) return refusal('not_found', [{ field: 'atsFieldId', messages: [errorCatalogue.not_found.en] }])
  return (
    settingsProblem(parsed.output.type, parsed.output, field) ?? { ok: true, input: parsed.output, field }
  )
}

/** The simulated ATS refusing a create (a fault injected through the development routes), used once. */
export type CreateFault = () => boolean

export async function createMapping(
  db: SandboxDb,
  chatbot: ChatbotRow,
  raw: unknown,
  fault: CreateFault = () => false,
): Promise<MappingAnswer> {
  const checked = await checkedCreate(db, chatbot, raw)
  if (!checked.ok) return checked
  if (fault()) return refusal('ats_mapping_create_failed')
  const id = newId('afm')
  await db.transaction((tx) => insertMapping(tx, chatbot, id, checked.input, checked.field))
  return { ok: true, mapping: (await getMapping(db, chatbot, id))! }
}

export async function updateMapping(
  db: SandboxDb,
  chatbot: ChatbotRow,
  id: string,
  raw: unknown,
): Promise<MappingAnswer> {
  const row = await mappingRow(db, chatbot, id)
  if (!row) return refusal('not_found')
  const parsed = v.safeParse(atsMappingSettingsSchema, raw)
  if (!parsed.success) return schemaRefusal(parsed.issues)
  const detail = (await db.select().from(t.atsMappingDetails).where(eq(t.atsMappingDetails.mappingId, id)))[0]
  const field = detail?.atsFieldId ? await atsFieldById(db, chatbot, detail.atsFieldId) : null
  const type = row.type as AtsFieldMappingType
  const s = parsed.output
  const problem = settingsProblem(type, s, field ?? { ...fieldlessView(row), options: [] })
  if (problem) return problem
  const variable = takesVariable(type)
  await db.transaction(async (tx) => {
    await tx
      .update(automations.atsFieldMappings)
      .set({
        value: variable ? '' : s.value.trim(),
        scalarName: variable ? (s.scalarName?.trim() ?? null) : null,
        prepend: s.prepend,
        append: s.append,
        prependAppendSeparator: s.prependAppendSeparator,
        isDefaultMapping: s.isDefaultMapping,
      })
      .where(eq(automations.atsFieldMappings.id, id))
    const values = {
      postModifiers: s.postModifiers,
      getModifiers: s.getModifiers,
      atsFieldOrdering: s.atsFieldOrdering,
      stateIds: await ownStates(tx, chatbot, s.states),
    }
    await tx
      .insert(t.atsMappingDetails)
      .values({ mappingId: id, atsFieldId: detail?.atsFieldId ?? null, ...values })
      .onConflictDoUpdate({ target: t.atsMappingDetails.mappingId, set: values })
  })
  return { ok: true, mapping: (await getMapping(db, chatbot, id))! }
}

/** A mapping whose catalogue field is unknown (created before the catalogue): its row's own field data. */
const fieldlessView = (row: MappingRow) => ({ regex: null, maxLength: null, dataType: row.atsFieldDataType })

/**
 * cloneAtsFieldMapping: a copy with a new id, same field, type and settings, its ATS options and mapping
 * options; not locked and not a default mapping (a copy is a draft of a variant), and used by nothing yet.
 */
export async function cloneMapping(db: SandboxDb, chatbot: ChatbotRow, id: string): Promise<MappingAnswer> {
  const row = await mappingRow(db, chatbot, id)
  if (!row) return refusal('not_found')
  const copy = newId('afm')
  await db.transaction(async (tx) => {
    await tx
      .insert(automations.atsFieldMappings)
      .values({ ...row, id: copy, isLocked: false, isDefaultMapping: false })
    const [detail] = await tx.select().from(t.atsMappingDetails).where(eq(t.atsMappingDetails.mappingId, id))
    if (detail) await tx.insert(t.atsMappingDetails).values({ ...detail, mappingId: copy })
    const options = await tx.select().from(t.atsOptions).where(eq(t.atsOptions.mappingId, id))
    const newOptionId = new Map(options.map((o) => [o.id, newId('atsmo')]))
    if (options.length)
      await tx
        .insert(t.atsOptions)
        .values(options.map((o) => ({ ...o, id: newOptionId.get(o.id)!, mappingId: copy })))
    const mappingOptions = await tx
      .select()
      .from(t.atsMappingOptions)
      .where(eq(t.atsMappingOptions.mappingId, id))
    if (mappingOptions.length)
      await tx.insert(t.atsMappingOptions).values(
        mappingOptions.map((o) => ({
          ...o,
          id: newId('atsmp'),
          mappingId: copy,
          atsOptionId: o.atsOptionId ? (newOptionId.get(o.atsOptionId) ?? null) : null,
        })),
      )
  })
  return { ok: true, mapping: (await getMapping(db, chatbot, copy))! }
}

// ---- impact and delete ----------------------------------------------------------------------------------

export interface MappingImpact {
  readonly processors: { id: string; name: string }[]
  readonly states: { id: string; name: string }[]
  readonly flows: { id: string; name: string }[]
  readonly automations: { id: string; name: string }[]
}

const holds = (column: Parameters<typeof sql>[1], id: string) =>
  sql`${column} @> ${JSON.stringify([id])}::jsonb`

/** What loses the mapping when it goes: processors, flows (fixed mappings), automations and its states. */
export async function mappingImpact(
  db: DbOrTx,
  chatbot: ChatbotRow,
  id: string,
): Promise<MappingImpact | null> {
  const view = await getMapping(db, chatbot, id)
  if (!view) return null
  const [processors, flows, campaigns] = await Promise.all([
    db
      .select({ id: builder.builderProcessors.id, name: builder.builderProcessors.humanReadableName })
      .from(builder.builderProcessors)
      .where(
        and(
          eq(builder.builderProcessors.chatbotId, chatbot.id),
          holds(builder.builderProcessors.atsFieldMappingIds, id),
        ),
      )
      .orderBy(asc(builder.builderProcessors.humanReadableName)),
    db
      .select({ id: builder.builderFlows.id, name: builder.builderFlows.name })
      .from(builder.builderFlows)
      .where(
        and(
          eq(builder.builderFlows.chatbotId, chatbot.id),
          holds(builder.builderFlows.fixedAtsFieldMappingIds, id),
        ),
      )
      .orderBy(asc(builder.builderFlows.name)),
    db
      .select({ id: automations.campaigns.id, name: automations.campaigns.name })
      .from(automations.campaigns)
      .where(
        and(
          eq(automations.campaigns.chatbotId, chatbot.id),
          holds(automations.campaigns.atsFieldMappingIds, id),
        ),
      )
      .orderBy(asc(automations.campaigns.name)),
  ])
  return { processors, states: view.states, flows, automations: campaigns }
}

/** Everything that names the mapping, so a failed replacement can put it back exactly. */
interface MappingSnapshot {
  readonly row: MappingRow
  readonly detail: DetailRow | null
  readonly options: (typeof t.atsOptions.$inferSelect)[]
  readonly mappingOptions: (typeof t.atsMappingOptions.$inferSelect)[]
  readonly processorIds: string[]
  readonly flowIds: string[]
  readonly campaignIds: string[]
  /** The answers that hold it fixed, at their place in each answer's list. */
  readonly optionHolds: { optionId: string; position: number }[]
}

async function snapshot(db: DbOrTx, row: MappingRow): Promise<MappingSnapshot> {
  const id = row.id
  const [detail] = await db.select().from(t.atsMappingDetails).where(eq(t.atsMappingDetails.mappingId, id))
  const ids = async (
    table: typeof builder.builderProcessors | typeof builder.builderFlows | typeof automations.campaigns,
    column: Parameters<typeof sql>[1],
  ) =>
    (
      await db
        .select({ id: table.id })
        .from(table)
        .where(and(eq(table.chatbotId, row.chatbotId), holds(column, id)))
    ).map((r) => r.id)
  return {
    row,
    detail: detail ?? null,
    options: await db.select().from(t.atsOptions).where(eq(t.atsOptions.mappingId, id)),
    mappingOptions: await db.select().from(t.atsMappingOptions).where(eq(t.atsMappingOptions.mappingId, id)),
    processorIds: await ids(builder.builderProcessors, builder.builderProcessors.atsFieldMappingIds),
    flowIds: await ids(builder.builderFlows, builder.builderFlows.fixedAtsFieldMappingIds),
    campaignIds: await ids(automations.campaigns, automations.campaigns.atsFieldMappingIds),
    optionHolds: await db
      .select({ optionId: t.atsOptionFixedMappings.optionId, position: t.atsOptionFixedMappings.position })
      .from(t.atsOptionFixedMappings)
      .where(eq(t.atsOptionFixedMappings.mappingId, id)),
  }
}

const without = (column: Parameters<typeof sql>[1], id: string) => sql`${column} - ${id}`
const withId = (column: Parameters<typeof sql>[1], id: string) =>
  sql`${column} || ${JSON.stringify([id])}::jsonb`

/** Removes the mapping and detaches it from processors, flows and automations (spec 000 §5, 001 §2). */
async function removeMapping(tx: DbOrTx, chatbot: ChatbotRow, id: string) {
  await tx
    .update(builder.builderProcessors)
    .set({ atsFieldMappingIds: without(builder.builderProcessors.atsFieldMappingIds, id) })
    .where(
      and(
        eq(builder.builderProcessors.chatbotId, chatbot.id),
        holds(builder.builderProcessors.atsFieldMappingIds, id),
      ),
    )
  await tx
    .update(builder.builderFlows)
    .set({ fixedAtsFieldMappingIds: without(builder.builderFlows.fixedAtsFieldMappingIds, id) })
    .where(
      and(
        eq(builder.builderFlows.chatbotId, chatbot.id),
        holds(builder.builderFlows.fixedAtsFieldMappingIds, id),
      ),
    )
  await tx
    .update(automations.campaigns)
    .set({ atsFieldMappingIds: without(automations.campaigns.atsFieldMappingIds, id) })
    .where(
      and(
        eq(automations.campaigns.chatbotId, chatbot.id),
        holds(automations.campaigns.atsFieldMappingIds, id),
      ),
    )
  // Details, ATS options, mapping options and the answers' holds go with the row (on delete cascade).
  await tx.delete(automations.atsFieldMappings).where(eq(automations.atsFieldMappings.id, id))
}

/** Puts the mapping id back into the processors, flows, automations and answers that held it. */
async function relink(
  tx: DbOrTx,
  s: Pick<MappingSnapshot, 'processorIds' | 'flowIds' | 'campaignIds' | 'optionHolds'>,
  id: string,
) {
  if (s.optionHolds.length)
    await tx
      .insert(t.atsOptionFixedMappings)
      .values(s.optionHolds.map((hold) => ({ ...hold, mappingId: id })))
  if (s.processorIds.length)
    await tx
      .update(builder.builderProcessors)
      .set({ atsFieldMappingIds: withId(builder.builderProcessors.atsFieldMappingIds, id) })
      .where(inArray(builder.builderProcessors.id, s.processorIds))
  if (s.flowIds.length)
    await tx
      .update(builder.builderFlows)
      .set({ fixedAtsFieldMappingIds: withId(builder.builderFlows.fixedAtsFieldMappingIds, id) })
      .where(inArray(builder.builderFlows.id, s.flowIds))
  if (s.campaignIds.length)
    await tx
      .update(automations.campaigns)
      .set({ atsFieldMappingIds: withId(automations.campaigns.atsFieldMappingIds, id) })
      .where(inArray(automations.campaigns.id, s.campaignIds))
}

async function restore(tx: DbOrTx, s: MappingSnapshot) {
  await tx.insert(automations.atsFieldMappings).values(s.row)
  if (s.detail) await tx.insert(t.atsMappingDetails).values(s.detail)
  if (s.options.length) await tx.insert(t.atsOptions).values(s.options)
  if (s.mappingOptions.length) await tx.insert(t.atsMappingOptions).values(s.mappingOptions)
  await relink(tx, s, s.row.id)
}

export async function deleteMapping(
  db: SandboxDb,
  chatbot: ChatbotRow,
  id: string,
): Promise<{ ok: true } | Refusal> {
  const row = await mappingRow(db, chatbot, id)
  if (!row) return refusal('not_found')
  if (row.isLocked) return refusal('ats_mapping_locked')
  await db.transaction((tx) => removeMapping(tx, chatbot, id))
  return { ok: true }
}

/**
 * Replaces a mapping (another ATS field or type) in the spec's order: the old one is deleted first, then
 * the new one created. The input is checked in full before the delete, so bad input loses nothing; when
 * the create then fails at the ATS, the old mapping is put back as it was (same id, its processors, flows
 * and automations) and the answer says so (`restored`). The new mapping takes over where the old one was
 * used, as a replacement should.
 */
export async function replaceMapping(
  db: SandboxDb,
  chatbot: ChatbotRow,
  id: string,
  raw: unknown,
  fault: CreateFault = () => false,
): Promise<MappingAnswer> {
  const row = await mappingRow(db, chatbot, id)
  if (!row) return refusal('not_found')
  if (row.isLocked) return refusal('ats_mapping_locked')
  const checked = await checkedCreate(db, chatbot, raw)
  if (!checked.ok) return checked
  const old = await snapshot(db, row)
  // Step one, its own transaction: the delete stands before the create is tried, as at the real ATS.
  await db.transaction((tx) => removeMapping(tx, chatbot, id))
  const created = newId('afm')
  try {
    if (fault()) throw new Error('The ATS refused the new mapping')
    await db.transaction(async (tx) => {
      await insertMapping(tx, chatbot, created, checked.input, checked.field)
      await relink(tx, old, created)
    })
  } catch {
    await db.transaction((tx) => restore(tx, old))
    return refusal('ats_mapping_replace_failed', [], true)
  }
  return { ok: true, mapping: (await getMapping(db, chatbot, created))! }
}
