import { and, asc, count, eq, ilike, inArray, sql } from 'drizzle-orm'
import { builderLimits, type Message } from '@shared/domain/builder'
import type { SandboxDb } from '../db/sandbox-db'
import * as t from './schema'

/**
 * The builder's read model: rows assembled into the shapes of the SDL (src/shared/graphql/chatbot/builder.ts).
 * A whole flow is read with one query per table, however many states it has (P-6: 1,000 states).
 */

export type FlowRow = typeof t.builderFlows.$inferSelect
export type GroupRow = typeof t.builderStateGroups.$inferSelect
export type StateRow = typeof t.builderStates.$inferSelect
export type OptionRow = typeof t.builderOptions.$inferSelect
export type ActionRow = typeof t.builderActions.$inferSelect
export type LabelRow = typeof t.builderOptionLabels.$inferSelect
export type VariationRow = typeof t.builderVariations.$inferSelect
export type ProcessorRow = typeof t.builderProcessors.$inferSelect

export interface TagGql {
  id: string
  kind: string
  content: string
  color: string
}

export interface TranslationGql {
  id: string
  ownerId: string
  field: string
  languageTag: string
  content: string
}

export interface ProcessorGql {
  id: string
  name: string
  humanReadableName: string
  processorType: string
  type: string
  color: string
  icon: string
  category: string
  priority: number
  description: string
  isImportantGoal: boolean
  googleAnalyticsEvent: ProcessorRow['googleAnalyticsEvent']
  finalGoalCampaigns: string[]
  stateMachines: string[]
  states: string[]
  options: string[]
  useMapperV2: boolean
  atsFieldMappings: string[]
  onFailProcessor: string | null
  onFinishProcessor: string | null
  onFirstReplyProcessor: string | null
}

export interface ScalarNameGql {
  id: string
  name: string
  humanReadableName: string
  tags: TagGql[]
}

export interface VariationGql {
  id: string
  actionId: string
  languageTag: string
  tags: TagGql[]
  type: Message['type']
  text: string | null
  url: string | null
  caption: string | null
  fileName: string | null
  placeholder: string | null
  link: string | null
  isDocument: boolean | null
  lat: number | null
  lng: number | null
}

export interface LabelGql {
  id: string
  option: string
  actionId: string
  position: number
  enabled: boolean
  messageClass: string | null
  text: { languageTag: string; content: string }[]
}

export interface ActionGql {
  id: string
  stateId: string
  kind: string
  content: string
  editable: boolean
  position: number
  variations: VariationGql[]
  labels: LabelGql[]
}

export interface OptionGql {
  id: string
  stateId: string
  name: string
  symbol: string | null
  symbolType: string | null
  isRequired: boolean
  customData: Record<string, string>
  routingInstruction: string | null
  nextState: string | null
  nextStateMachine: string | null
  cancelFollowUp: boolean
  allowNlp: boolean
  processors: ProcessorGql[]
  smartInboxLabels: string[]
  removeSmartInboxLabels: string[]
  description: TranslationGql[]
  descriptionTitle: TranslationGql[]
  position: number
  isDefault: boolean
}

export interface StateGql {
  id: string
  stateGroupId: string
  name: string
  position: number
  draft: boolean
  isSkippable: boolean
  alwaysStore: boolean
  answerRequired: boolean
  scalarName: ScalarNameGql | null
  validator: string | null
  replyType: string
  replyProcessorKey: string | null
  processors: ProcessorGql[]
  cancelFollowUp: boolean
  treeViewPositionX: number | null
  treeViewPositionY: number | null
  selectedDivergentOption: string | null
  options: OptionGql[]
  defaultOption: OptionGql | null
  actions: ActionGql[]
}

export interface StateGroupGql {
  id: string
  stateMachineId: string
  name: string
  position: number
  initialState: string | null
  whatsAppDefinitions: string[]
  states: StateGql[]
}

export interface StateMachineGql {
  id: string
  name: string
  description: string
  kind: string
  isDefaultStateMachine: boolean
  position: number
  wrapupProcessors: ProcessorGql[]
  fixedAtsFieldMappings: string[]
  stateGroupCount: number
  stateCount: number
  stateGroups: StateGroupGql[]
}

export function variationGql(row: VariationRow, tags: TagGql[]): VariationGql {
  const m = row.message
  return {
    id: row.id,
    actionId: row.actionId,
    languageTag: row.languageTag,
    tags,
    type: m.type,
    text: m.type === 'TEXT' ? m.text : null,
    url: m.type === 'VIDEO' || m.type === 'IMAGE' || m.type === 'DOCUMENT' ? m.url : null,
    caption: m.type === 'VIDEO' || m.type === 'IMAGE' ? m.caption : null,
    fileName: m.type === 'DOCUMENT' ? m.fileName : null,
    placeholder: m.type === 'LINK' ? m.placeholder : null,
    link: m.type === 'LINK' ? m.link : null,
    isDocument: m.type === 'LINK' ? m.isDocument : null,
    lat: m.type === 'GEOLOCATION' ? m.lat : null,
    lng: m.type === 'GEOLOCATION' ? m.lng : null,
  }
}

export function labelGql(row: LabelRow): LabelGql {
  return {
    id: row.id,
    option: row.optionId,
    actionId: row.actionId,
    position: row.position,
    enabled: row.enabled,
    messageClass: row.messageClass,
    text: Object.entries(row.text).map(([languageTag, content]) => ({ languageTag, content })),
  }
}

export const tagGql = (row: typeof t.builderTags.$inferSelect): TagGql => ({
  id: row.id,
  kind: row.kind,
  content: row.content,
  color: row.color,
})

export async function tagsOf(db: SandboxDb, chatbotId: string): Promise<Map<string, TagGql>> {
  const rows = await db.select().from(t.builderTags).where(eq(t.builderTags.chatbotId, chatbotId))
  return new Map(rows.map((r) => [r.id, tagGql(r)]))
}

/** The chatbot's processors, with where each is used (flows' wrap-up, states, options). */
export async function processorDirectory(
  db: SandboxDb,
  chatbotId: string,
): Promise<Map<string, ProcessorGql>> {
  const [rows, flows, states, options] = await Promise.all([
    db.select().from(t.builderProcessors).where(eq(t.builderProcessors.chatbotId, chatbotId)),
    db
      .select({ id: t.builderFlows.id, ids: t.builderFlows.wrapupProcessorIds })
      .from(t.builderFlows)
      .where(eq(t.builderFlows.chatbotId, chatbotId)),
    db
      .select({ id: t.builderStates.id, ids: t.builderStates.processorIds })
      .from(t.builderStates)
      .where(
        and(
          eq(t.builderStates.chatbotId, chatbotId),
          sql`jsonb_array_length(${t.builderStates.processorIds}) > 0`,
        ),
      ),
    db
      .select({ id: t.builderOptions.id, ids: t.builderOptions.processorIds })
      .from(t.builderOptions)
      .where(
        and(
          eq(t.builderOptions.chatbotId, chatbotId),
          sql`jsonb_array_length(${t.builderOptions.processorIds}) > 0`,
        ),
      ),
  ])
  const usage = (list: { id: string; ids: string[] }[], processorId: string) =>
    list.filter((r) => r.ids.includes(processorId)).map((r) => r.id)
  return new Map(
    rows
      .sort(
        (a, b) =>
          a.category.localeCompare(b.category) || a.humanReadableName.localeCompare(b.humanReadableName),
      )
      .map((r) => [
        r.id,
        {
          id: r.id,
          name: r.name,
          humanReadableName: r.humanReadableName,
          processorType: r.processorType,
          type: r.type,
          color: r.color,
          icon: r.icon,
          category: r.category,
          priority: r.priority,
          description: r.description,
          isImportantGoal: r.isImportantGoal,
          googleAnalyticsEvent: r.googleAnalyticsEvent,
          finalGoalCampaigns: r.finalGoalCampaignIds,
          stateMachines: usage(flows, r.id),
          states: usage(states, r.id),
          options: usage(options, r.id),
          useMapperV2: r.useMapperV2,
          atsFieldMappings: r.atsFieldMappingIds,
          onFailProcessor: r.onFailProcessorId,
          onFinishProcessor: r.onFinishProcessorId,
          onFirstReplyProcessor: r.onFirstReplyProcessorId,
        },
      ]),
  )
}

export async function scalarNameDirectory(
  db: SandboxDb,
  chatbotId: string,
  tags?: Map<string, TagGql>,
): Promise<Map<string, ScalarNameGql>> {
  const tagMap = tags ?? (await tagsOf(db, chatbotId))
  const rows = await db
    .select()
    .from(t.builderScalarNames)
    .where(eq(t.builderScalarNames.chatbotId, chatbotId))
    .orderBy(asc(t.builderScalarNames.name))
  return new Map(
    rows.map((r) => [
      r.id,
      {
        id: r.id,
        name: r.name,
        humanReadableName: r.humanReadableName,
        tags: r.tagIds.flatMap((id) => tagMap.get(id) ?? []),
      },
    ]),
  )
}

const pick = <T>(map: Map<string, T>, ids: readonly string[]) => ids.flatMap((id) => map.get(id) ?? [])

/** States (of one chatbot) with their options, actions, labels, variations and tags: one query per table. */
export async function assembleStates(
  db: SandboxDb,
  chatbotId: string,
  stateRows: StateRow[],
): Promise<StateGql[]> {
  if (stateRows.length === 0) return []
  const stateIds = stateRows.map((s) => s.id)
  const [options, actions, tags, processors] = await Promise.all([
    db
      .select()
      .from(t.builderOptions)
      .where(and(eq(t.builderOptions.chatbotId, chatbotId), inArray(t.builderOptions.stateId, stateIds)))
      .orderBy(asc(t.builderOptions.position)),
    db
      .select()
      .from(t.builderActions)
      .where(and(eq(t.builderActions.chatbotId, chatbotId), inArray(t.builderActions.stateId, stateIds)))
      .orderBy(asc(t.builderActions.position)),
    tagsOf(db, chatbotId),
    processorDirectory(db, chatbotId),
  ])
  const actionIds = actions.map((a) => a.id)
  const optionIds = options.map((o) => o.id)
  const [labels, variations, variationTags, translations, scalarNames] = await Promise.all([
    actionIds.length
      ? db
          .select()
          .from(t.builderOptionLabels)
          .where(inArray(t.builderOptionLabels.actionId, actionIds))
          .orderBy(asc(t.builderOptionLabels.position))
      : [],
    actionIds.length
      ? db
          .select()
          .from(t.builderVariations)
          .where(inArray(t.builderVariations.actionId, actionIds))
          .orderBy(asc(t.builderVariations.position), asc(t.builderVariations.id))
      : [],
    actionIds.length
      ? db
          .select({ variationId: t.builderVariationTags.variationId, tagId: t.builderVariationTags.tagId })
          .from(t.builderVariationTags)
          .innerJoin(t.builderVariations, eq(t.builderVariations.id, t.builderVariationTags.variationId))
          .where(inArray(t.builderVariations.actionId, actionIds))
      : [],
    optionIds.length
      ? db
          .select()
          .from(t.builderTranslations)
          .where(
            and(
              eq(t.builderTranslations.chatbotId, chatbotId),
              inArray(t.builderTranslations.ownerId, optionIds),
            ),
          )
      : [],
    scalarNameDirectory(db, chatbotId),
  ])
  const group = <T, K>(rows: T[], key: (row: T) => K) => {
    const map = new Map<K, T[]>()
    for (const row of rows) {
      const list = map.get(key(row))
      if (list) list.push(row)
      else map.set(key(row), [row])
    }
    return map
  }
  const tagsByVariation = group(variationTags, (r) => r.variationId)
  const variationsByAction = group(variations, (v) => v.actionId)
  const labelsByAction = group(labels, (l) => l.actionId)
  const translationsByOwner = group(translations, (r) => r.ownerId)
  const optionsByState = group(options, (o) => o.stateId)
  const actionsByState = group(actions, (a) => a.stateId)

  const optionGql = (o: OptionRow): OptionGql => {
    const own = translationsByOwner.get(o.id) ?? []
    return {
      id: o.id,
      stateId: o.stateId,
      name: o.name,
      symbol: o.symbol,
      symbolType: o.symbolType,
      isRequired: o.isRequired,
      customData: o.customData,
      routingInstruction: o.routingInstruction,
      nextState: o.nextStateId,
      nextStateMachine: o.nextFlowId,
      cancelFollowUp: o.cancelFollowUp,
      allowNlp: o.allowNlp,
      processors: pick(processors, o.processorIds),
      smartInboxLabels: o.smartInboxLabelIds,
      removeSmartInboxLabels: o.removeSmartInboxLabelIds,
      description: own.filter((r) => r.field === 'OPTION_DESCRIPTION'),
      descriptionTitle: own.filter((r) => r.field === 'OPTION_DESCRIPTION_TITLE'),
      position: o.position,
      isDefault: o.isDefault,
    }
  }
  return stateRows.map((s) => {
    const stateOptions = (optionsByState.get(s.id) ?? []).map(optionGql)
    return {
      id: s.id,
      stateGroupId: s.stateGroupId,
      name: s.name,
      position: s.position,
      draft: s.draft,
      isSkippable: s.isSkippable,
      alwaysStore: s.alwaysStore,
      answerRequired: s.answerRequired,
      scalarName: s.scalarNameId ? (scalarNames.get(s.scalarNameId) ?? null) : null,
      validator: s.validator,
      replyType: s.replyType,
      replyProcessorKey: s.replyProcessorKey,
      processors: pick(processors, s.processorIds),
      cancelFollowUp: s.cancelFollowUp,
      treeViewPositionX: s.treeViewPositionX,
      treeViewPositionY: s.treeViewPositionY,
      selectedDivergentOption: s.selectedDivergentOption,
      options: stateOptions,
      defaultOption: stateOptions.find((o) => o.isDefault) ?? null,
      actions: (actionsByState.get(s.id) ?? []).map((a) => ({
        id: a.id,
        stateId: a.stateId,
        kind: a.kind,
        content: a.content,
        editable: a.editable,
        position: a.position,
        variations: (variationsByAction.get(a.id) ?? []).map((v) =>
          variationGql(
            v,
            (tagsByVariation.get(v.id) ?? []).flatMap((r) => tags.get(r.tagId) ?? []),
          ),
        ),
        labels: (labelsByAction.get(a.id) ?? []).map(labelGql),
      })),
    }
  })
}

/** One state of the chatbot, assembled; null when it is not the chatbot's. */
export async function readState(db: SandboxDb, chatbotId: string, id: string): Promise<StateGql | null> {
  const rows = await db
    .select()
    .from(t.builderStates)
    .where(and(eq(t.builderStates.chatbotId, chatbotId), eq(t.builderStates.id, id)))
  return (await assembleStates(db, chatbotId, rows))[0] ?? null
}

/** Questions of flows, in order, with their states (or without, `withStates` false). */
export async function readGroups(
  db: SandboxDb,
  chatbotId: string,
  flowId: string | null,
  limit: number = builderLimits.stateGroupList,
  withStates = true,
): Promise<StateGroupGql[]> {
  const groups = await db
    .select()
    .from(t.builderStateGroups)
    .where(
      flowId
        ? and(eq(t.builderStateGroups.chatbotId, chatbotId), eq(t.builderStateGroups.flowId, flowId))
        : eq(t.builderStateGroups.chatbotId, chatbotId),
    )
    .orderBy(asc(t.builderStateGroups.flowId), asc(t.builderStateGroups.position))
    .limit(limit)
  const stateRows =
    withStates && groups.length
      ? await db
          .select()
          .from(t.builderStates)
          .where(
            and(
              eq(t.builderStates.chatbotId, chatbotId),
              inArray(
                t.builderStates.stateGroupId,
                groups.map((g) => g.id),
              ),
            ),
          )
          .orderBy(asc(t.builderStates.position))
      : []
  const states = await assembleStates(db, chatbotId, stateRows)
  return groups.map((g) => ({
    id: g.id,
    stateMachineId: g.flowId,
    name: g.name,
    position: g.position,
    initialState: g.initialStateId,
    whatsAppDefinitions: g.whatsAppDefinitionIds,
    states: states.filter((s) => s.stateGroupId === g.id),
  }))
}

async function counts(db: SandboxDb, chatbotId: string) {
  const [groups, states] = await Promise.all([
    db
      .select({ flowId: t.builderStateGroups.flowId, n: count() })
      .from(t.builderStateGroups)
      .where(eq(t.builderStateGroups.chatbotId, chatbotId))
      .groupBy(t.builderStateGroups.flowId),
    db
      .select({ flowId: t.builderStateGroups.flowId, n: count() })
      .from(t.builderStates)
      .innerJoin(t.builderStateGroups, eq(t.builderStateGroups.id, t.builderStates.stateGroupId))
      .where(eq(t.builderStates.chatbotId, chatbotId))
      .groupBy(t.builderStateGroups.flowId),
  ])
  return {
    groups: new Map(groups.map((r) => [r.flowId, r.n])),
    states: new Map(states.map((r) => [r.flowId, r.n])),
  }
}

function flowGql(
  row: FlowRow,
  processors: Map<string, ProcessorGql>,
  c: Awaited<ReturnType<typeof counts>>,
  stateGroups: StateGroupGql[],
): StateMachineGql {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    kind: row.kind,
    isDefaultStateMachine: row.isDefaultStateMachine,
    position: row.position,
    wrapupProcessors: pick(processors, row.wrapupProcessorIds),
    fixedAtsFieldMappings: row.fixedAtsFieldMappingIds,
    stateGroupCount: c.groups.get(row.id) ?? 0,
    stateCount: c.states.get(row.id) ?? 0,
    stateGroups,
  }
}

/** The chatbot's flows in order (without their questions: stateMachine(id) reads those). */
export async function readFlows(
  db: SandboxDb,
  chatbotId: string,
  filters: { limit?: number | null; search?: string | null; kind?: string | null } = {},
): Promise<StateMachineGql[]> {
  const limit = Math.min(Math.max(filters.limit ?? builderLimits.flowList, 1), builderLimits.flowList)
  const conditions = [eq(t.builderFlows.chatbotId, chatbotId)]
  const search = filters.search?.trim()
  if (search) conditions.push(ilike(t.builderFlows.name, `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`))
  if (filters.kind) conditions.push(eq(t.builderFlows.kind, filters.kind))
  const [rows, processors, c] = await Promise.all([
    db
      .select()
      .from(t.builderFlows)
      .where(and(...conditions))
      .orderBy(asc(t.builderFlows.position), asc(t.builderFlows.name))
      .limit(limit),
    processorDirectory(db, chatbotId),
    counts(db, chatbotId),
  ])
  return rows.map((r) => flowGql(r, processors, c, []))
}

/** One flow with its questions and their states; null when it is not the chatbot's. */
export async function readFlow(
  db: SandboxDb,
  chatbotId: string,
  id: string,
): Promise<StateMachineGql | null> {
  const [row] = await db
    .select()
    .from(t.builderFlows)
    .where(and(eq(t.builderFlows.chatbotId, chatbotId), eq(t.builderFlows.id, id)))
  if (!row) return null
  const [groups, processors, c] = await Promise.all([
    readGroups(db, chatbotId, id),
    processorDirectory(db, chatbotId),
    counts(db, chatbotId),
  ])
  return flowGql(row, processors, c, groups)
}

/** The tree view's page size (states per `flowTree` call): 100 keeps an answer well under one IPC message (P-8). */
export const flowTreePageLimit = 100

/**
 * One page of a flow's tree view: its questions (their states left empty) and up to `limit` of its states
 * from `offset`, in question then state order, with the number of states in all; null when the flow is not
 * the chatbot's. A 1,000-state flow does not fit one answer, so the portal reads it in pages.
 */
export async function readFlowTreePage(
  db: SandboxDb,
  chatbotId: string,
  flowId: string,
  offset: number,
  limit: number,
): Promise<{
  totalStates: number
  stateGroups: StateGroupGql[]
  states: StateGql[]
  inboundStateIds: string[]
} | null> {
  const [flow] = await db
    .select({ id: t.builderFlows.id })
    .from(t.builderFlows)
    .where(and(eq(t.builderFlows.chatbotId, chatbotId), eq(t.builderFlows.id, flowId)))
  if (!flow) return null
  const stateGroups = await readGroups(db, chatbotId, flowId, builderLimits.stateGroupList, false)
  const order = new Map(stateGroups.map((g, index) => [g.id, index]))
  const rows = stateGroups.length
    ? await db
        .select()
        .from(t.builderStates)
        .where(
          and(
            eq(t.builderStates.chatbotId, chatbotId),
            inArray(
              t.builderStates.stateGroupId,
              stateGroups.map((g) => g.id),
            ),
          ),
        )
        .orderBy(asc(t.builderStates.position))
    : []
  const sorted = [...rows].sort(
    (a, b) => order.get(a.stateGroupId)! - order.get(b.stateGroupId)! || a.position - b.position,
  )
  const from = Math.max(0, offset)
  const size = Math.min(Math.max(limit, 1), flowTreePageLimit)
  // The states of this flow an answer of another flow goes to: conversations enter the flow there too.
  // Told on the first page only (the tree reads the others for their states).
  const ownStates = new Set(rows.map((r) => r.id))
  const inbound =
    ownStates.size && from === 0
      ? await db
          .selectDistinct({ stateId: t.builderOptions.stateId, nextStateId: t.builderOptions.nextStateId })
          .from(t.builderOptions)
          .where(
            and(
              eq(t.builderOptions.chatbotId, chatbotId),
              eq(t.builderOptions.routingInstruction, 'STATE'),
              inArray(t.builderOptions.nextStateId, [...ownStates]),
            ),
          )
      : []
  return {
    totalStates: sorted.length,
    stateGroups,
    states: await assembleStates(db, chatbotId, sorted.slice(from, from + size)),
    inboundStateIds: [
      ...new Set(inbound.flatMap((r) => (r.nextStateId && !ownStates.has(r.stateId) ? [r.nextStateId] : []))),
    ].sort(),
  }
}
