import { and, asc, eq, inArray } from 'drizzle-orm'
import type { SandboxDb } from '../db/sandbox-db'
import * as t from './schema'
import * as automationsSchema from '../automations/schema'
import { whatsappParameters } from '../whatsapp/schema'

type Db = SandboxDb

/**
 * The automations (campaigns, spec 000 §3 'Campaign') that start a conversation in one of these flows:
 * read-only, for the builder's impact view before a delete. A campaign keeps its flow id when the flow goes
 * (its drawer then shows no flow), so the manager is told first.
 */
export async function automationsRunningFlows(
  db: Db,
  chatbotId: string,
  flowIds: readonly string[],
): Promise<{ id: string; name: string }[]> {
  if (flowIds.length === 0) return []
  return db
    .select({ id: automationsSchema.campaigns.id, name: automationsSchema.campaigns.name })
    .from(automationsSchema.campaigns)
    .where(
      and(
        eq(automationsSchema.campaigns.chatbotId, chatbotId),
        inArray(automationsSchema.campaigns.flowId, [...flowIds]),
      ),
    )
    .orderBy(asc(automationsSchema.campaigns.name))
}

/**
 * Display names for ATS field mapping ids a flow, processor or WhatsApp parameter holds. A stored mapping
 * (ats_field_mappings) is named by its ATS field's Dutch readable name and path; another id is known by the
 * variable (scalar name) it fills (spec 000 §3 'ATS field mapping': scalarName), which a WhatsApp template
 * parameter mapping it names: the scalar name's readable name where the builder has one, else the scalar
 * name, else the id.
 */
export async function atsFieldMappingNames(
  db: Db,
  chatbotId: string,
  ids: readonly string[],
): Promise<{ id: string; name: string }[]> {
  if (ids.length === 0) return []
  const stored = await db
    .select({
      id: automationsSchema.atsFieldMappings.id,
      path: automationsSchema.atsFieldMappings.atsFieldPath,
      names: automationsSchema.atsFieldMappings.atsFieldNames,
    })
    .from(automationsSchema.atsFieldMappings)
    .where(
      and(
        eq(automationsSchema.atsFieldMappings.chatbotId, chatbotId),
        inArray(automationsSchema.atsFieldMappings.id, [...ids]),
      ),
    )
  const storedName = new Map(
    stored.map((m) => {
      const readable = m.names.find((n) => n.language === 'nl')?.name ?? m.names[0]?.name
      return [m.id, readable ? `${readable} (${m.path})` : m.path]
    }),
  )
  const parameters = await db
    .select({ mapping: whatsappParameters.atsFieldMapping, scalarName: whatsappParameters.scalarName })
    .from(whatsappParameters)
    .where(
      and(eq(whatsappParameters.chatbotId, chatbotId), inArray(whatsappParameters.atsFieldMapping, [...ids])),
    )
  const scalarOf = new Map<string, string>(
    parameters.flatMap((p): [string, string][] =>
      p.mapping && p.scalarName ? [[p.mapping, p.scalarName]] : [],
    ),
  )
  const scalars = scalarOf.size
    ? await db
        .select({ name: t.builderScalarNames.name, readable: t.builderScalarNames.humanReadableName })
        .from(t.builderScalarNames)
        .where(
          and(
            eq(t.builderScalarNames.chatbotId, chatbotId),
            inArray(t.builderScalarNames.name, [...new Set(scalarOf.values())]),
          ),
        )
    : []
  const readable = new Map(scalars.map((s) => [s.name, s.readable]))
  return ids.map((id) => {
    const scalar = scalarOf.get(id)
    return { id, name: storedName.get(id) ?? ((scalar && readable.get(scalar)) || scalar || id) }
  })
}
