import { inArray } from 'drizzle-orm'
import * as t from './schema'
import { type Db, newId } from './builder-common'

/** Copying questions with their states, options, actions and messages, within or between chatbots. */

/**
 * Copies questions with everything in them into a flow of chatbot `to`, at `position` on. Routes between
 * copied states follow the copies; routes elsewhere stay within one chatbot and are dropped between two
 * (another chatbot's states, flows, processors, scalar names and tags mean nothing here).
 */
export async function copyGroups(
  db: Db,
  chatbots: { from: string; to: string },
  groups: (typeof t.builderStateGroups.$inferSelect)[],
  flowId: string,
  position: number,
  rename?: string | null,
): Promise<string[]> {
  if (groups.length === 0) return []
  const same = chatbots.from === chatbots.to
  const groupIds = new Map(groups.map((g) => [g.id, newId('sg')]))
  const states = await db
    .select()
    .from(t.builderStates)
    .where(inArray(t.builderStates.stateGroupId, [...groupIds.keys()]))
  const stateIds = new Map(states.map((s) => [s.id, newId('st')]))
  const options = states.length
    ? await db
        .select()
        .from(t.builderOptions)
        .where(inArray(t.builderOptions.stateId, [...stateIds.keys()]))
    : []
  const optionIds = new Map(options.map((o) => [o.id, newId('op')]))
  const actions = states.length
    ? await db
        .select()
        .from(t.builderActions)
        .where(inArray(t.builderActions.stateId, [...stateIds.keys()]))
    : []
  const actionIds = new Map(actions.map((a) => [a.id, newId('ac')]))
  const labels = actions.length
    ? await db
        .select()
        .from(t.builderOptionLabels)
        .where(inArray(t.builderOptionLabels.actionId, [...actionIds.keys()]))
    : []
  const variations = actions.length
    ? await db
        .select()
        .from(t.builderVariations)
        .where(inArray(t.builderVariations.actionId, [...actionIds.keys()]))
    : []
  const variationIds = new Map(variations.map((v) => [v.id, newId('va')]))
  const variationTags =
    same && variations.length
      ? await db
          .select()
          .from(t.builderVariationTags)
          .where(inArray(t.builderVariationTags.variationId, [...variationIds.keys()]))
      : []
  const translations = options.length
    ? await db
        .select()
        .from(t.builderTranslations)
        .where(inArray(t.builderTranslations.ownerId, [...optionIds.keys()]))
    : []
  const to = chatbots.to
  const mapped = (map: Map<string, string>, id: string | null) =>
    id ? (map.get(id) ?? (same ? id : null)) : null
  const ordered = [...groups].sort((a, b) => a.position - b.position)
  const insert = async <T extends object>(table: Parameters<Db['insert']>[0], rows: T[]) => {
    for (let i = 0; i < rows.length; i += 1000)
      await db.insert(table).values(rows.slice(i, i + 1000) as never)
  }
  await insert(
    t.builderStateGroups,
    ordered.map((g, i) => ({
      ...g,
      id: groupIds.get(g.id)!,
      chatbotId: to,
      flowId,
      name: rename && ordered.length === 1 ? rename : g.name,
      position: position + i,
      initialStateId: g.initialStateId ? (stateIds.get(g.initialStateId) ?? null) : null,
      whatsAppDefinitionIds: same ? g.whatsAppDefinitionIds : [],
    })),
  )
  await insert(
    t.builderStates,
    states.map((s) => ({
      ...s,
      id: stateIds.get(s.id)!,
      chatbotId: to,
      stateGroupId: groupIds.get(s.stateGroupId)!,
      scalarNameId: same ? s.scalarNameId : null,
      processorIds: same ? s.processorIds : [],
      selectedDivergentOption: s.selectedDivergentOption
        ? (optionIds.get(s.selectedDivergentOption) ?? null)
        : null,
    })),
  )
  await insert(
    t.builderOptions,
    options.map((o) => ({
      ...o,
      id: optionIds.get(o.id)!,
      chatbotId: to,
      stateId: stateIds.get(o.stateId)!,
      nextStateId: mapped(stateIds, o.nextStateId),
      nextFlowId: same ? o.nextFlowId : null,
      processorIds: same ? o.processorIds : [],
      smartInboxLabelIds: same ? o.smartInboxLabelIds : [],
      removeSmartInboxLabelIds: same ? o.removeSmartInboxLabelIds : [],
    })),
  )
  await insert(
    t.builderActions,
    actions.map((a) => ({
      ...a,
      id: actionIds.get(a.id)!,
      chatbotId: to,
      stateId: stateIds.get(a.stateId)!,
    })),
  )
  await insert(
    t.builderOptionLabels,
    labels.map((l) => ({
      ...l,
      id: newId('ol'),
      chatbotId: to,
      optionId: optionIds.get(l.optionId)!,
      actionId: actionIds.get(l.actionId)!,
    })),
  )
  await insert(
    t.builderVariations,
    variations.map((v) => ({
      ...v,
      id: variationIds.get(v.id)!,
      chatbotId: to,
      actionId: actionIds.get(v.actionId)!,
    })),
  )
  await insert(
    t.builderVariationTags,
    variationTags.map((vt) => ({ ...vt, variationId: variationIds.get(vt.variationId)! })),
  )
  await insert(
    t.builderTranslations,
    translations.map((tr) => ({
      ...tr,
      id: newId('tr'),
      chatbotId: to,
      ownerId: optionIds.get(tr.ownerId)!,
    })),
  )
  return ordered.map((g) => groupIds.get(g.id)!)
}
