import { randomBytes } from 'node:crypto'
import { and, asc, eq, sql } from 'drizzle-orm'
import { atsMessageTexts, atsTextMax, emptyAtsMappingSettings } from '@shared/domain/ats'
import { errorCatalogue } from '@shared/domain/errors'
import * as builder from '../builder/schema'
import type { ChatbotRow } from '../chatbots/chatbot-access-service'
import type { DbOrTx, SandboxDb } from '../db/sandbox-db'
import { atsFieldById } from './ats-catalogue-service'
import {
  createMapping,
  getMapping,
  listMappings,
  type MappingAnswer,
  type MappingView,
  type Refusal,
} from './ats-mappings-service'
import * as t from './schema'
import { entityTypeId } from './seed-catalogue'

/**
 * A state's side of the mappings (spec 001 §7): currentAtsFieldMappingContext, syncOptions and
 * autoCreateAtsFieldMapping; and a mapping's ATS options and mapping options (create, update, delete).
 */

const refusal = (code: keyof typeof errorCatalogue, errors: Refusal['errors'] = []): Refusal => ({
  ok: false,
  code,
  errorMessage: errorCatalogue[code].en,
  errors,
})
const newId = (prefix: string) => `${prefix}-${randomBytes(8).toString('hex')}`

async function stateOf(db: DbOrTx, chatbot: ChatbotRow, stateId: string) {
  const [state] = await db
    .select({
      id: builder.builderStates.id,
      name: builder.builderStates.name,
      scalarNameId: builder.builderStates.scalarNameId,
    })
    .from(builder.builderStates)
    .where(and(eq(builder.builderStates.id, stateId), eq(builder.builderStates.chatbotId, chatbot.id)))
  if (!state) return null
  const [scalar] = state.scalarNameId
    ? await db
        .select({
          name: builder.builderScalarNames.name,
          readable: builder.builderScalarNames.humanReadableName,
        })
        .from(builder.builderScalarNames)
        .where(eq(builder.builderScalarNames.id, state.scalarNameId))
    : []
  const options = await db
    .select({ id: builder.builderOptions.id, name: builder.builderOptions.name })
    .from(builder.builderOptions)
    .where(eq(builder.builderOptions.stateId, stateId))
    .orderBy(asc(builder.builderOptions.position))
  return { ...state, scalarName: scalar?.name ?? null, scalarReadableName: scalar?.readable ?? null, options }
}

export interface MappingContext {
  readonly stateId: string
  readonly stateName: string
  readonly scalarName: string | null
  readonly options: { id: string; name: string }[]
  readonly atsFieldMappings: MappingView[]
}

/** currentAtsFieldMappingContext(stateId): the state, its answers and the mappings that write it. */
export async function mappingContext(
  db: DbOrTx,
  chatbot: ChatbotRow,
  stateId: string,
): Promise<MappingContext | null> {
  const state = await stateOf(db, chatbot, stateId)
  if (!state) return null
  const all = await listMappings(db, chatbot)
  return {
    stateId: state.id,
    stateName: state.name,
    scalarName: state.scalarName,
    options: state.options,
    atsFieldMappings: all.filter((m) => m.states.some((s) => s.id === stateId)),
  }
}

const sameText = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase()

/**
 * syncOptions(stateId): every option mapping of the state gets one mapping option per answer of the state
 * (matched to the ATS option of the same value or readable name, else none, its value stored), and loses
 * those of answers the state no longer has. Existing choices are kept.
 */
export async function syncOptions(
  db: SandboxDb,
  chatbot: ChatbotRow,
  stateId: string,
): Promise<MappingContext | null> {
  const context = await mappingContext(db, chatbot, stateId)
  if (!context) return null
  const optionIds = new Set(context.options.map((o) => o.id))
  await db.transaction(async (tx) => {
    for (const mapping of context.atsFieldMappings) {
      if (mapping.type !== 'OPTIONS' && mapping.atsOptions.length === 0) continue
      for (const stale of mapping.mappingOptions.filter((o) => !optionIds.has(o.optionId)))
        await tx.delete(t.atsMappingOptions).where(eq(t.atsMappingOptions.id, stale.id))
      const present = new Set(mapping.mappingOptions.map((o) => o.optionId))
      const missing = context.options.filter((o) => !present.has(o.id))
      if (missing.length)
        await tx.insert(t.atsMappingOptions).values(
          missing.map((option) => ({
            id: newId('atsmp'),
            mappingId: mapping.id,
            optionId: option.id,
            atsOptionId:
              mapping.atsOptions.find(
                (a) => sameText(a.value, option.name) || sameText(a.humanReadableName, option.name),
              )?.id ?? null,
            doStoreValue: true,
          })),
        )
    }
  })
  return mappingContext(db, chatbot, stateId)
}

const normalised = (s: string) => s.toLocaleLowerCase().replace(/[^\p{L}\p{N}]/gu, '')

/**
 * autoCreateAtsFieldMapping(stateId): a mapping of the state's variable to the candidate field that
 * matches it (its readable name in either language, or the last part of its path, the variable's name or
 * readable name; spaces, case and underscores ignored): OPTIONS when the field is a picklist and the
 * state has answers, else REGULAR. The options are synced at once.
 */
export async function autoCreateMapping(
  db: SandboxDb,
  chatbot: ChatbotRow,
  stateId: string,
): Promise<MappingAnswer> {
  const state = await stateOf(db, chatbot, stateId)
  if (!state) return refusal('not_found')
  if (!state.scalarName) return refusal('ats_no_matching_field')
  const wanted = new Set(
    [normalised(state.scalarName), normalised(state.scalarReadableName ?? '')].filter(Boolean),
  )
  const candidates = await db
    .select({ id: t.atsFields.id, path: t.atsFields.path, names: t.atsFields.names })
    .from(t.atsFields)
    .where(
      and(
        eq(t.atsFields.entityTypeId, entityTypeId(chatbot.ats as 'OTYS' | 'BULLHORN', 'candidate')),
        sql`(${t.atsFields.chatbotId} is null or ${t.atsFields.chatbotId} = ${chatbot.id})`,
      ),
    )
    .orderBy(asc(t.atsFields.path))
  const match = candidates.find(
    (f) =>
      wanted.has(normalised(f.path.split('.').at(-1) ?? '')) ||
      f.names.some((n) => wanted.has(normalised(n.name))),
  )
  if (!match) return refusal('ats_no_matching_field')
  const field = (await atsFieldById(db, chatbot, match.id))!
  const options = field.dataType === 'option' && state.options.length > 0
  const answer = await createMapping(db, chatbot, {
    ...emptyAtsMappingSettings(),
    atsFieldId: field.id,
    type: options ? 'OPTIONS' : 'REGULAR',
    scalarName: state.scalarName,
    states: [stateId],
  })
  if (!answer.ok) return answer
  if (options) await syncOptions(db, chatbot, stateId)
  return { ok: true, mapping: (await getMapping(db, chatbot, answer.mapping.id))! }
}

// ---- ATS options and mapping options ----------------------------------------------------------------------

async function ownMapping(db: DbOrTx, chatbot: ChatbotRow, mappingId: string) {
  const mapping = await getMapping(db, chatbot, mappingId)
  return mapping
}

const optionText = (value: string, name: string): Refusal | null => {
  const errors = [
    ...(!value.trim() ? [{ field: 'value', messages: [atsMessageTexts.required] }] : []),
    ...(value.length > atsTextMax ? [{ field: 'value', messages: [atsMessageTexts.tooLong] }] : []),
    ...(name.length > atsTextMax
      ? [{ field: 'humanReadableName', messages: [atsMessageTexts.tooLong] }]
      : []),
  ]
  return errors.length ? refusal('ats_mapping_invalid', errors) : null
}

/** An ATS option of a mapping: a value no other option of the mapping has (case ignored). */
export async function createAtsOption(
  db: SandboxDb,
  chatbot: ChatbotRow,
  mappingId: string,
  input: { value: string; humanReadableName: string },
): Promise<MappingAnswer> {
  const mapping = await ownMapping(db, chatbot, mappingId)
  if (!mapping) return refusal('not_found')
  const problem = optionText(input.value, input.humanReadableName)
  if (problem) return problem
  if (mapping.atsOptions.some((o) => sameText(o.value, input.value)))
    return refusal('ats_option_exists', [{ field: 'value', messages: [atsMessageTexts.valueExists] }])
  await db.insert(t.atsOptions).values({
    id: newId('atsmo'),
    mappingId,
    value: input.value.trim(),
    humanReadableName: input.humanReadableName.trim() || input.value.trim(),
    position: mapping.atsOptions.length,
  })
  return { ok: true, mapping: (await getMapping(db, chatbot, mappingId))! }
}

async function optionOwner(
  db: DbOrTx,
  chatbot: ChatbotRow,
  table: typeof t.atsOptions | typeof t.atsMappingOptions,
  id: string,
) {
  const [row] = await db.select({ mappingId: table.mappingId }).from(table).where(eq(table.id, id))
  return row ? ownMapping(db, chatbot, row.mappingId) : null
}

export async function updateAtsOption(
  db: SandboxDb,
  chatbot: ChatbotRow,
  id: string,
  input: { value: string; humanReadableName: string },
): Promise<MappingAnswer> {
  const mapping = await optionOwner(db, chatbot, t.atsOptions, id)
  if (!mapping) return refusal('not_found')
  const problem = optionText(input.value, input.humanReadableName)
  if (problem) return problem
  if (mapping.atsOptions.some((o) => o.id !== id && sameText(o.value, input.value)))
    return refusal('ats_option_exists', [{ field: 'value', messages: [atsMessageTexts.valueExists] }])
  await db
    .update(t.atsOptions)
    .set({
      value: input.value.trim(),
      humanReadableName: input.humanReadableName.trim() || input.value.trim(),
    })
    .where(eq(t.atsOptions.id, id))
  return { ok: true, mapping: (await getMapping(db, chatbot, mapping.id))! }
}

/** Deletes an ATS option; mapping options that pointed at it keep their answer, with no ATS option. */
export async function deleteAtsOption(
  db: SandboxDb,
  chatbot: ChatbotRow,
  id: string,
): Promise<MappingAnswer> {
  const mapping = await optionOwner(db, chatbot, t.atsOptions, id)
  if (!mapping) return refusal('not_found')
  await db.delete(t.atsOptions).where(eq(t.atsOptions.id, id))
  return { ok: true, mapping: (await getMapping(db, chatbot, mapping.id))! }
}

/** A mapping option (spec: option, doStoreValue): one per answer of the chatbot, per mapping. */
export async function createMappingOption(
  db: SandboxDb,
  chatbot: ChatbotRow,
  mappingId: string,
  input: { option: string; doStoreValue: boolean; atsOptionId?: string | null },
): Promise<MappingAnswer> {
  const mapping = await ownMapping(db, chatbot, mappingId)
  if (!mapping) return refusal('not_found')
  const [option] = await db
    .select({ id: builder.builderOptions.id })
    .from(builder.builderOptions)
    .where(and(eq(builder.builderOptions.id, input.option), eq(builder.builderOptions.chatbotId, chatbot.id)))
  if (!option) return refusal('not_found', [{ field: 'option', messages: [errorCatalogue.not_found.en] }])
  if (mapping.mappingOptions.some((o) => o.optionId === input.option))
    return refusal('ats_option_exists', [{ field: 'option', messages: [atsMessageTexts.valueExists] }])
  const atsOptionId = input.atsOptionId ?? null
  if (atsOptionId && !mapping.atsOptions.some((o) => o.id === atsOptionId))
    return refusal('not_found', [{ field: 'atsOptionId', messages: [errorCatalogue.not_found.en] }])
  await db.insert(t.atsMappingOptions).values({
    id: newId('atsmp'),
    mappingId,
    optionId: input.option,
    atsOptionId,
    doStoreValue: input.doStoreValue,
  })
  return { ok: true, mapping: (await getMapping(db, chatbot, mappingId))! }
}

export async function updateMappingOption(
  db: SandboxDb,
  chatbot: ChatbotRow,
  id: string,
  input: { doStoreValue: boolean; atsOptionId?: string | null },
): Promise<MappingAnswer> {
  const mapping = await optionOwner(db, chatbot, t.atsMappingOptions, id)
  if (!mapping) return refusal('not_found')
  const atsOptionId = input.atsOptionId ?? null
  if (atsOptionId && !mapping.atsOptions.some((o) => o.id === atsOptionId))
    return refusal('not_found', [{ field: 'atsOptionId', messages: [errorCatalogue.not_found.en] }])
  await db
    .update(t.atsMappingOptions)
    .set({ doStoreValue: input.doStoreValue, atsOptionId })
    .where(eq(t.atsMappingOptions.id, id))
  return { ok: true, mapping: (await getMapping(db, chatbot, mapping.id))! }
}

export async function deleteMappingOption(
  db: SandboxDb,
  chatbot: ChatbotRow,
  id: string,
): Promise<MappingAnswer> {
  const mapping = await optionOwner(db, chatbot, t.atsMappingOptions, id)
  if (!mapping) return refusal('not_found')
  await db.delete(t.atsMappingOptions).where(eq(t.atsMappingOptions.id, id))
  return { ok: true, mapping: (await getMapping(db, chatbot, mapping.id))! }
}
