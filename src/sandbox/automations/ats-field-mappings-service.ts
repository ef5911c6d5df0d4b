import { and, asc, eq } from 'drizzle-orm'
import type { AtsFieldMappingType } from '@shared/domain/automations'
import type { SandboxDb } from '../db/sandbox-db'
import * as t from './schema'

/**
 * The chatbot's ATS field mappings (spec 000 §3 'ATS field mapping'; table ats_field_mappings): what an
 * automation writes to the ATS, picked in its edit drawer. Listed by the ATS field's path.
 */

type MappingRow = typeof t.atsFieldMappings.$inferSelect

export interface AtsFieldMappingView {
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
  readonly atsField: {
    readonly path: string
    readonly dataType: string
    readonly required: boolean
    readonly entityType: string
    readonly humanReadableNames: { language: string; name: string }[]
  }
}

export const atsFieldMappingView = (row: MappingRow): AtsFieldMappingView => ({
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
  atsField: {
    path: row.atsFieldPath,
    dataType: row.atsFieldDataType,
    required: row.atsFieldRequired,
    entityType: row.atsFieldEntityType,
    humanReadableNames: row.atsFieldNames.map((n) => ({ ...n })),
  },
})

/** The chatbot's mappings; `isDefaultMapping` set: only those that are (or are not) default mappings. */
export async function listAtsFieldMappings(
  db: SandboxDb,
  chatbotId: string,
  filter: { isDefaultMapping?: boolean | null } = {},
): Promise<AtsFieldMappingView[]> {
  const rows = await db
    .select()
    .from(t.atsFieldMappings)
    .where(
      and(
        eq(t.atsFieldMappings.chatbotId, chatbotId),
        typeof filter.isDefaultMapping === 'boolean'
          ? eq(t.atsFieldMappings.isDefaultMapping, filter.isDefaultMapping)
          : undefined,
      ),
    )
    .orderBy(asc(t.atsFieldMappings.atsFieldPath), asc(t.atsFieldMappings.id))
  return rows.map(atsFieldMappingView)
}

/**
 * Why a campaign's new list of mappings is refused, or null: every id must be one of the chatbot's
 * mappings, and a locked mapping the campaign already writes stays (it is removed in the ATS, not here).
 */
export function atsFieldMappingIdsProblem(
  mappings: readonly AtsFieldMappingView[],
  current: readonly string[],
  next: readonly string[],
): 'atsFieldMappingNotFound' | 'atsFieldMappingLocked' | null {
  const byId = new Map(mappings.map((m) => [m.id, m]))
  if (next.some((id) => !byId.has(id))) return 'atsFieldMappingNotFound'
  if (current.some((id) => byId.get(id)?.isLocked && !next.includes(id))) return 'atsFieldMappingLocked'
  return null
}
