import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import * as automations from '../automations/schema'
import type { DbOrTx } from '../db/sandbox-db'
import * as t from './schema'

/**
 * The mappings the builder's items name (spec 000 §3): State.atsFieldMappings (the mappings that write the
 * state's answer), State.optionAtsFieldMappings (those with a mapping option for one of its answers) and
 * ScalarName.atsFieldMappings (those that take the variable's value). Ids, by ordering then id.
 */

export async function stateMappingIds(db: DbOrTx, stateId: string): Promise<string[]> {
  const rows = await db
    .select({ id: t.atsMappingDetails.mappingId })
    .from(t.atsMappingDetails)
    .where(sql`${t.atsMappingDetails.stateIds} @> ${JSON.stringify([stateId])}::jsonb`)
    .orderBy(asc(t.atsMappingDetails.atsFieldOrdering), asc(t.atsMappingDetails.mappingId))
  return rows.map((r) => r.id)
}

export async function optionMappingIds(db: DbOrTx, optionIds: readonly string[]): Promise<string[]> {
  if (optionIds.length === 0) return []
  const rows = await db
    .selectDistinct({ id: t.atsMappingOptions.mappingId })
    .from(t.atsMappingOptions)
    .where(inArray(t.atsMappingOptions.optionId, [...optionIds]))
    .orderBy(asc(t.atsMappingOptions.mappingId))
  return rows.map((r) => r.id)
}

export async function scalarNameMappingIds(db: DbOrTx, chatbotId: string, name: string): Promise<string[]> {
  const rows = await db
    .select({ id: automations.atsFieldMappings.id })
    .from(automations.atsFieldMappings)
    .where(
      and(
        eq(automations.atsFieldMappings.chatbotId, chatbotId),
        eq(automations.atsFieldMappings.scalarName, name),
      ),
    )
    .orderBy(asc(automations.atsFieldMappings.id))
  return rows.map((r) => r.id)
}
