import { and, asc, eq, inArray } from 'drizzle-orm'
import * as v from 'valibot'
import { fixedMappingsInputSchema, holdsFixed, type FixedMappingOwnerKind } from '@shared/domain/ats'
import type { AtsFieldMappingType } from '@shared/domain/automations'
import { errorCatalogue } from '@shared/domain/errors'
import * as automations from '../automations/schema'
import * as builder from '../builder/schema'
import type { ChatbotRow } from '../chatbots/chatbot-access-service'
import type { DbOrTx, SandboxDb } from '../db/sandbox-db'
import type { Refusal } from './ats-mappings-service'
import * as t from './schema'

/**
 * The mappings a flow or an answer holds fixed (spec 000 §3: Flow.fixedAtsFieldMappings,
 * Option.fixedAtsFieldMappings): read, and set as a whole. Only the chatbot's own mappings of a type that
 * writes its own value qualify (holdsFixed); a deleted mapping leaves them (deleteAtsFieldMapping and the
 * table's cascade), a replaced one is followed by its replacement.
 */

export type FixedMappingsAnswer = { ok: true; mappingIds: string[] } | Refusal

const refusal = (code: keyof typeof errorCatalogue, field?: string): Refusal => ({
  ok: false,
  code,
  errorMessage: errorCatalogue[code].en,
  errors: field ? [{ field, messages: [errorCatalogue[code].en] }] : [],
})

async function ownerExists(db: DbOrTx, chatbot: ChatbotRow, kind: FixedMappingOwnerKind, id: string) {
  const table = kind === 'FLOW' ? builder.builderFlows : builder.builderOptions
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.id, id), eq(table.chatbotId, chatbot.id)))
  return row !== undefined
}

/** The answer's fixed mappings in order (no check of the chatbot: the caller resolved the answer). */
export async function optionFixedMappingIds(db: DbOrTx, optionId: string): Promise<string[]> {
  const rows = await db
    .select({ mappingId: t.atsOptionFixedMappings.mappingId })
    .from(t.atsOptionFixedMappings)
    .where(eq(t.atsOptionFixedMappings.optionId, optionId))
    .orderBy(asc(t.atsOptionFixedMappings.position))
  return rows.map((r) => r.mappingId)
}

/** The mapping ids the flow or answer holds; null when it is not the chatbot's. */
export async function fixedMappingIds(
  db: DbOrTx,
  chatbot: ChatbotRow,
  kind: FixedMappingOwnerKind,
  id: string,
): Promise<string[] | null> {
  if (kind === 'OPTION')
    return (await ownerExists(db, chatbot, kind, id)) ? optionFixedMappingIds(db, id) : null
  const [flow] = await db
    .select({ ids: builder.builderFlows.fixedAtsFieldMappingIds })
    .from(builder.builderFlows)
    .where(and(eq(builder.builderFlows.id, id), eq(builder.builderFlows.chatbotId, chatbot.id)))
  return flow ? flow.ids : null
}

/** setFixedAtsFieldMappings: the flow or answer holds exactly these mappings from now on, in this order. */
export async function setFixedMappings(
  db: SandboxDb,
  chatbot: ChatbotRow,
  raw: unknown,
): Promise<FixedMappingsAnswer> {
  const parsed = v.safeParse(fixedMappingsInputSchema, raw)
  if (!parsed.success) return refusal('invalid_input', 'mappingIds')
  const { kind, id } = parsed.output
  const mappingIds = [...new Set(parsed.output.mappingIds)]
  if (!(await ownerExists(db, chatbot, kind, id))) return refusal('not_found')
  const mappings = mappingIds.length
    ? await db
        .select({ id: automations.atsFieldMappings.id, type: automations.atsFieldMappings.type })
        .from(automations.atsFieldMappings)
        .where(
          and(
            eq(automations.atsFieldMappings.chatbotId, chatbot.id),
            inArray(automations.atsFieldMappings.id, mappingIds),
          ),
        )
    : []
  if (mappings.length !== mappingIds.length) return refusal('not_found', 'mappingIds')
  if (mappings.some((m) => !holdsFixed(m.type as AtsFieldMappingType)))
    return refusal('ats_mapping_not_fixed', 'mappingIds')
  await db.transaction(async (tx) => {
    if (kind === 'FLOW') {
      await tx
        .update(builder.builderFlows)
        .set({ fixedAtsFieldMappingIds: mappingIds })
        .where(eq(builder.builderFlows.id, id))
      return
    }
    await tx.delete(t.atsOptionFixedMappings).where(eq(t.atsOptionFixedMappings.optionId, id))
    if (mappingIds.length)
      await tx
        .insert(t.atsOptionFixedMappings)
        .values(mappingIds.map((mappingId, position) => ({ optionId: id, mappingId, position })))
  })
  return { ok: true, mappingIds }
}
