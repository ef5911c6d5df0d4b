import { eq } from 'drizzle-orm'
import * as t from './schema'
import * as automations from '../automations/schema'
import * as builder from '../builder/schema'
import { chatbots } from '../chatbots/schema'
import type { Seeder } from '../db/seeder'
import { catalogueEntities, catalogueFields, fieldNames, searchTextOf } from './seed-catalogue'

/**
 * The ATS catalogue (seed-catalogue.ts) and, for the seeded mappings (automations' seed-field-mappings.ts),
 * what they hold beyond their row: the catalogue field of their path in their chatbot's ATS, the states
 * that ask their variable (a state whose scalar name is the mapping's), and the ATS options of an option
 * mapping (its field's picklist).
 */
export const atsSeeder: Seeder = {
  name: 'ATS catalogue',
  file: 'ats/seed.ts',
  timeColumns: [],
  async seed(tx) {
    await tx.insert(t.atsEntityTypes).values(
      catalogueEntities().map((e, position) => ({
        id: e.id,
        ats: e.ats,
        name: e.name,
        names: fieldNames(e.names),
        creatable: e.creatable,
        position,
      })),
    )
    const fields = catalogueFields()
    // Multi-row inserts: 5,000 single inserts would make the snapshot build seconds slower.
    for (let i = 0; i < fields.length; i += 1_000)
      await tx.insert(t.atsFields).values(
        fields.slice(i, i + 1_000).map((f) => ({
          id: f.id,
          ats: f.ats,
          entityTypeId: f.entityTypeId,
          path: f.path,
          dataType: f.dataType,
          regex: f.regex ?? null,
          maxLength: f.maxLength ?? null,
          required: f.required ?? false,
          excludeFromPost: f.excludeFromPost ?? false,
          targetEntityType: f.targetEntityType ?? null,
          names: fieldNames(f.names),
          searchText: searchTextOf(f.path, fieldNames(f.names)),
        })),
      )
    const options = fields.flatMap((f) =>
      (f.options ?? []).map(([value, name], position) => ({
        id: `atso-${f.id.slice(5)}-${value}`,
        atsFieldId: f.id,
        value,
        humanReadableName: name,
        position,
      })),
    )
    for (let i = 0; i < options.length; i += 1_000)
      await tx.insert(t.atsFieldOptions).values(options.slice(i, i + 1_000))

    const atsOf = new Map(
      (await tx.select({ id: chatbots.id, ats: chatbots.ats }).from(chatbots)).map((c) => [c.id, c.ats]),
    )
    const fieldOf = new Map(fields.map((f) => [`${f.ats} ${f.path}`, f]))
    const states = await tx
      .select({
        id: builder.builderStates.id,
        chatbotId: builder.builderStates.chatbotId,
        scalar: builder.builderScalarNames.name,
      })
      .from(builder.builderStates)
      .innerJoin(
        builder.builderScalarNames,
        eq(builder.builderScalarNames.id, builder.builderStates.scalarNameId),
      )
    const mappings = await tx.select().from(automations.atsFieldMappings)
    const details = mappings.map((m) => {
      const field = fieldOf.get(`${atsOf.get(m.chatbotId)} ${m.atsFieldPath}`)
      return {
        mappingId: m.id,
        atsFieldId: field?.id ?? null,
        stateIds: m.scalarName
          ? states.filter((s) => s.chatbotId === m.chatbotId && s.scalar === m.scalarName).map((s) => s.id)
          : [],
      }
    })
    if (details.length) await tx.insert(t.atsMappingDetails).values(details)
    const mappingOptions = mappings.flatMap((m) => {
      if (m.dataType !== 'option') return []
      const field = fieldOf.get(`${atsOf.get(m.chatbotId)} ${m.atsFieldPath}`)
      return (field?.options ?? []).map(([value, name], position) => ({
        id: `atsmo-${m.id}-${value}`,
        mappingId: m.id,
        value,
        humanReadableName: name,
        position,
      }))
    })
    if (mappingOptions.length) await tx.insert(t.atsOptions).values(mappingOptions)
  },
}
