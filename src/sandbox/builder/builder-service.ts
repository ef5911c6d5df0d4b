import { randomUUID } from 'node:crypto'
import { and, asc, eq, inArray, max, ne, sql } from 'drizzle-orm'
import {
  builderLimits,
  isBuilderLanguage,
  isFlowKind,
  isRoutingInstruction,
  isSpecialFlowKind,
  newOptionDefaults,
  replyTypes,
  translatedFields,
  type BuilderLanguage,
  type Message,
} from '@shared/domain/builder'
import type { BuilderErrorCode } from '@shared/domain/builder-errors'
import { builderErrors } from '@shared/domain/builder-errors'
import { builderFieldMessages } from '@shared/domain/builder-field-messages'
import { lintFlow } from '@shared/domain/builder-lint'
import {
  chatbotLanguages,
  effectiveIsRequired,
  newLabelText,
  newOption,
  planDivergentSwitch,
  validateMessage,
  withNextState,
  withNextStateMachine,
  type BuilderFieldError,
} from '@shared/domain/builder-rules'
import type { DbOrTx } from '../db/sandbox-db'
import * as t from './schema'
import { stateGroupTemplates } from '../chatbots/schema'
import * as whatsappSchema from '../whatsapp/schema'
import { place, renumber, reorder, type OrderedList } from './reorder'
import { atsFieldMappingNames, automationsRunningFlows } from './flow-usage'
import {
  divergentOptionTemplates,
  processorTemplates,
  replyProcessors,
  stateGroupTemplateContent,
  validators,
} from './builder-catalogue'
import {
  assembleStates,
  labelGql,
  processorDirectory,
  readFlow,
  readFlows,
  readFlowTreePage,
  flowTreePageLimit,
  readGroups,
  readState,
  scalarNameDirectory,
  tagGql,
  tagsOf,
  variationGql,
  type OptionGql,
  type StateGroupGql,
} from './builder-read'
import type { ChatbotRow } from '../chatbots/chatbot-access-service'
import { ApiError } from '../errors'

/**
 * The builder's rules on the server (spec 000 §3–§5, spec 001 §7.4): flows, questions (state groups),
 * states, options, actions, option labels, message variations, processors, scalar names, tags and
 * translations of one chatbot. Refusals throw the spec's builder messages (spec 001 §8) as codes; the
 * creations the spec counts as failed without `ok` answer `ok: false` with errors of field and messages.
 * Resolvers check the builder permission before calling in.
 */

type Db = DbOrTx
type Errors = BuilderFieldError[]
const ok = <T extends object>(extra: T) => ({ ok: true as const, errors: [] as Errors, ...extra })
const refused = <T extends object>(errors: Errors, extra: T) => ({ ok: false as const, errors, ...extra })
const fail = (code: BuilderErrorCode | 'not_found'): never => {
  throw new ApiError(code)
}
const newId = (prefix: string) => `${prefix}-${randomUUID()}`

const maxName = 200
function checkName(
  errors: Errors,
  field: string,
  value: string | null | undefined,
  required = true,
): string | null {
  if (value == null) {
    if (required) errors.push({ field, messages: [builderFieldMessages.required] })
    return null
  }
  const trimmed = value.trim()
  if (!trimmed && required) errors.push({ field, messages: [builderFieldMessages.required] })
  else if (trimmed.length > maxName) errors.push({ field, messages: [builderFieldMessages.tooLong] })
  return trimmed
}

// ---------------------------------------------------------------- rows of the chatbot

type ChatbotScopedTable =
  | typeof t.builderFlows
  | typeof t.builderStateGroups
  | typeof t.builderStates
  | typeof t.builderOptions
  | typeof t.builderActions
  | typeof t.builderOptionLabels
  | typeof t.builderVariations

/** The row with this id in one of the chatbot's builder tables; undefined when it belongs to another chatbot. */
async function rowOf<T extends ChatbotScopedTable>(
  db: Db,
  table: T,
  chatbotId: string,
  id: string,
): Promise<T['$inferSelect'] | undefined> {
  const scoped: ChatbotScopedTable = table
  const [row] = await db
    .select()
    .from(scoped)
    .where(and(eq(scoped.chatbotId, chatbotId), eq(scoped.id, id)))
  return row as T['$inferSelect'] | undefined
}
const flowRow = (db: Db, chatbotId: string, id: string) => rowOf(db, t.builderFlows, chatbotId, id)
const groupRow = (db: Db, chatbotId: string, id: string) => rowOf(db, t.builderStateGroups, chatbotId, id)
const stateRow = (db: Db, chatbotId: string, id: string) => rowOf(db, t.builderStates, chatbotId, id)
const optionRow = (db: Db, chatbotId: string, id: string) => rowOf(db, t.builderOptions, chatbotId, id)
const actionRow = (db: Db, chatbotId: string, id: string) => rowOf(db, t.builderActions, chatbotId, id)
const labelRow = (db: Db, chatbotId: string, id: string) => rowOf(db, t.builderOptionLabels, chatbotId, id)
const variationRow = (db: Db, chatbotId: string, id: string) => rowOf(db, t.builderVariations, chatbotId, id)

/** Ids of `table` rows of the chatbot among `ids` that do not exist. */
async function missingIds(
  db: Db,
  table: typeof t.builderProcessors | typeof t.builderTags,
  chatbotId: string,
  ids: readonly string[],
): Promise<string[]> {
  if (ids.length === 0) return []
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.chatbotId, chatbotId), inArray(table.id, [...ids])))
  const found = new Set(rows.map((r) => r.id))
  return ids.filter((id) => !found.has(id))
}

async function languagesOf(chatbot: ChatbotRow): Promise<BuilderLanguage[]> {
  return chatbotLanguages(chatbot.defaultLanguageTag)
}

// ---------------------------------------------------------------- queries

export async function builderSettings(db: Db, chatbot: ChatbotRow) {
  const flows = await readFlows(db, chatbot.id)
  return {
    validators: [...validators],
    replyProcessors: [...replyProcessors],
    languages: await languagesOf(chatbot),
    defaultLanguageTag: chatbot.defaultLanguageTag,
    allowedCategories: chatbot.allowedCategories,
    specialFlows: flows.filter((f) => isFlowKind(f.kind) && isSpecialFlowKind(f.kind)),
    whatsapp: chatbot.whatsappProvider != null,
  }
}

export const allStateMachines = readFlows
export const stateMachine = readFlow
export const state = readState

/** `flowTree`: one page of a flow's states for the tree view (builder-read.ts). */
export async function flowTree(
  db: Db,
  chatbotId: string,
  stateMachineId: string,
  offset?: number | null,
  limit?: number | null,
) {
  return readFlowTreePage(db, chatbotId, stateMachineId, offset ?? 0, limit ?? flowTreePageLimit)
}

export async function allStateGroups(
  db: Db,
  chatbotId: string,
  stateMachineId?: string | null,
  limit?: number | null,
) {
  const capped = Math.min(Math.max(limit ?? builderLimits.stateGroupList, 1), builderLimits.stateGroupList)
  return readGroups(db, chatbotId, stateMachineId ?? null, capped)
}

export async function allScalarnames(db: Db, chatbotId: string) {
  return [...(await scalarNameDirectory(db, chatbotId)).values()]
}

export async function allTags(db: Db, chatbotId: string) {
  return [...(await tagsOf(db, chatbotId)).values()].sort((a, b) => a.content.localeCompare(b.content))
}

export async function allProcessors(db: Db, chatbotId: string, category?: string | null) {
  return [...(await processorDirectory(db, chatbotId)).values()].filter(
    (p) => !category || p.category === category,
  )
}

export function allProcessorTemplates(types?: readonly string[] | null, adminOnly?: boolean | null) {
  return processorTemplates
    .filter((p) => adminOnly === true || !p.adminOnly)
    .filter((p) => !types || types.length === 0 || types.includes(p.processorType))
    .map((p) => ({ ...p }))
}

export async function allTranslations(db: Db, chatbotId: string, ownerId: string) {
  return db
    .select()
    .from(t.builderTranslations)
    .where(and(eq(t.builderTranslations.chatbotId, chatbotId), eq(t.builderTranslations.ownerId, ownerId)))
    .orderBy(asc(t.builderTranslations.field), asc(t.builderTranslations.languageTag))
}

/** The flow linter's problems for one flow of the chatbot (builder-lint.ts), in the context of the chatbot. */
export async function flowLint(db: Db, chatbot: ChatbotRow, stateMachineId: string) {
  const flow = (await readFlow(db, chatbot.id, stateMachineId)) ?? fail('not_found')
  const [states, flows, inbound] = await Promise.all([
    db
      .select({ id: t.builderStates.id })
      .from(t.builderStates)
      .where(eq(t.builderStates.chatbotId, chatbot.id)),
    db.select({ id: t.builderFlows.id }).from(t.builderFlows).where(eq(t.builderFlows.chatbotId, chatbot.id)),
    db
      .select({ nextStateId: t.builderOptions.nextStateId })
      .from(t.builderOptions)
      .innerJoin(t.builderStates, eq(t.builderStates.id, t.builderOptions.stateId))
      .innerJoin(t.builderStateGroups, eq(t.builderStateGroups.id, t.builderStates.stateGroupId))
      .where(
        and(
          eq(t.builderOptions.chatbotId, chatbot.id),
          eq(t.builderOptions.routingInstruction, 'STATE'),
          ne(t.builderStateGroups.flowId, stateMachineId),
        ),
      ),
  ])
  const problems = lintFlow(
    {
      stateGroups: flow.stateGroups.map((g) => ({
        id: g.id,
        position: g.position,
        initialState: g.initialState,
        states: g.states.map((s) => ({
          id: s.id,
          position: s.position,
          options: s.options.map((o) => ({
            id: o.id,
            routingInstruction: isRoutingInstruction(o.routingInstruction) ? o.routingInstruction : null,
            nextState: o.nextState,
            nextStateMachine: o.nextStateMachine,
            isDefault: o.isDefault,
          })),
          actions: s.actions.map((a) => ({
            id: a.id,
            variations: a.variations.flatMap((v) =>
              isBuilderLanguage(v.languageTag) ? [{ languageTag: v.languageTag }] : [],
            ),
            labels: a.labels.map((l) => ({
              optionId: l.option,
              enabled: l.enabled,
              text: Object.fromEntries(l.text.map((x) => [x.languageTag, x.content])),
            })),
          })),
        })),
      })),
    },
    {
      languages: await languagesOf(chatbot),
      whatsapp: chatbot.whatsappProvider != null,
      inboundStateIds: new Set(inbound.flatMap((r) => (r.nextStateId ? [r.nextStateId] : []))),
      knownStateIds: new Set(states.map((s) => s.id)),
      knownFlowIds: new Set(flows.map((f) => f.id)),
    },
  )
  return problems.map((p) => ({
    code: p.code,
    severity: p.severity,
    stateId: p.stateId,
    optionId: p.optionId ?? null,
    languageTag: p.language ?? null,
    count: p.count ?? null,
  }))
}

/**
 * What a delete would touch (issue 12 item 5): the options elsewhere that route into the flow, question,
 * state or option's state, the processors used by what goes, the WhatsApp templates and definitions linked
 * to it, the automations that run the flow (or the flow it is in), the ATS field mappings it holds, and how
 * many states and options go with it.
 */
export async function builderImpact(db: Db, chatbotId: string, kind: string, id: string) {
  let stateIds: string[] = []
  let optionIds: string[] = []
  let flowId: string | null = null
  let fixedAtsFieldMappings: string[] = []
  let definitionIds: string[] = []
  // The flow a question, state or answer belongs to: automations that run it meet the change.
  let containingFlowId: string | null = null
  if (kind === 'FLOW') {
    const flow = (await flowRow(db, chatbotId, id)) ?? fail('not_found')
    flowId = id
    fixedAtsFieldMappings = flow.fixedAtsFieldMappingIds
    const groups = await db
      .select({ id: t.builderStateGroups.id, definitions: t.builderStateGroups.whatsAppDefinitionIds })
      .from(t.builderStateGroups)
      .where(eq(t.builderStateGroups.flowId, id))
    definitionIds = groups.flatMap((g) => g.definitions)
    stateIds = await statesOfGroups(
      db,
      groups.map((g) => g.id),
    )
  } else if (kind === 'STATE_GROUP') {
    const group = (await groupRow(db, chatbotId, id)) ?? fail('not_found')
    definitionIds = group.whatsAppDefinitionIds
    stateIds = await statesOfGroups(db, [id])
    containingFlowId = group.flowId
  } else if (kind === 'STATE') {
    const state = (await stateRow(db, chatbotId, id)) ?? fail('not_found')
    stateIds = [id]
    containingFlowId = (await groupRow(db, chatbotId, state.stateGroupId))?.flowId ?? null
  } else if (kind === 'OPTION') {
    const option = (await optionRow(db, chatbotId, id)) ?? fail('not_found')
    optionIds = [id]
    const state = await stateRow(db, chatbotId, option.stateId)
    containingFlowId = state ? ((await groupRow(db, chatbotId, state.stateGroupId))?.flowId ?? null) : null
  } else throw new ApiError('invalid_input', { field: 'kind' })
  if (stateIds.length)
    optionIds = (
      await db
        .select({ id: t.builderOptions.id })
        .from(t.builderOptions)
        .where(inArray(t.builderOptions.stateId, stateIds))
    ).map((o) => o.id)
  const inside = new Set(stateIds)
  const routing = await db
    .select()
    .from(t.builderOptions)
    .where(
      and(
        eq(t.builderOptions.chatbotId, chatbotId),
        flowId
          ? eq(t.builderOptions.nextFlowId, flowId)
          : stateIds.length
            ? inArray(t.builderOptions.nextStateId, stateIds)
            : sql`false`,
      ),
    )
  const routedFromRows = routing.filter((o) => !inside.has(o.stateId))
  const routedFrom: OptionGql[] = []
  if (routedFromRows.length) {
    const owners = await db
      .select()
      .from(t.builderStates)
      .where(inArray(t.builderStates.id, [...new Set(routedFromRows.map((o) => o.stateId))]))
    const assembled = await assembleStates(db, chatbotId, owners)
    const wanted = new Set(routedFromRows.map((o) => o.id))
    for (const s of assembled) routedFrom.push(...s.options.filter((o) => wanted.has(o.id)))
  }
  const processors = [...(await processorDirectory(db, chatbotId)).values()].filter(
    (p) =>
      (flowId != null && p.stateMachines.includes(flowId)) ||
      p.states.some((s) => inside.has(s)) ||
      p.options.some((o) => optionIds.includes(o)),
  )
  // WhatsApp templates that start this flow (their `flow`), and the definitions linked to questions that go.
  const templates = flowId
    ? await db
        .select({
          id: whatsappSchema.whatsappTemplates.id,
          name: whatsappSchema.whatsappTemplates.templateName,
        })
        .from(whatsappSchema.whatsappTemplates)
        .where(
          and(
            eq(whatsappSchema.whatsappTemplates.chatbotId, chatbotId),
            eq(whatsappSchema.whatsappTemplates.flowId, flowId),
          ),
        )
    : []
  const definitions = definitionIds.length
    ? await db
        .select({ id: whatsappSchema.whatsappDefinitions.id, name: whatsappSchema.whatsappDefinitions.name })
        .from(whatsappSchema.whatsappDefinitions)
        .where(
          and(
            eq(whatsappSchema.whatsappDefinitions.chatbotId, chatbotId),
            inArray(whatsappSchema.whatsappDefinitions.id, [...new Set(definitionIds)]),
          ),
        )
    : []
  const runningFlowId = flowId ?? containingFlowId
  return {
    routedFrom,
    processors,
    whatsappTemplates: [...templates, ...definitions].sort((a, b) => a.name.localeCompare(b.name)),
    automations: await automationsRunningFlows(db, chatbotId, runningFlowId ? [runningFlowId] : []),
    atsFieldMappings: await atsFieldMappingNames(db, chatbotId, [...new Set(fixedAtsFieldMappings)]),
    stateCount: stateIds.length,
    optionCount: optionIds.length,
  }
}

async function statesOfGroups(db: Db, groupIds: string[]): Promise<string[]> {
  if (groupIds.length === 0) return []
  const rows = await db
    .select({ id: t.builderStates.id })
    .from(t.builderStates)
    .where(inArray(t.builderStates.stateGroupId, groupIds))
  return rows.map((r) => r.id)
}

// ---------------------------------------------------------------- flows

export async function addStateMachine(
  db: Db,
  chatbotId: string,
  args: { name: string; description?: string | null; kind?: string | null },
) {
  const errors: Errors = []
  const name = checkName(errors, 'name', args.name)
  const kind = args.kind ?? 'DEFAULT'
  if (!isFlowKind(kind)) errors.push({ field: 'kind', messages: [builderFieldMessages.invalidValue] })
  const existing = await db
    .select({ kind: t.builderFlows.kind, position: t.builderFlows.position })
    .from(t.builderFlows)
    .where(eq(t.builderFlows.chatbotId, chatbotId))
  if (isFlowKind(kind) && isSpecialFlowKind(kind) && existing.some((f) => f.kind === kind))
    errors.push({ field: 'kind', messages: [builderFieldMessages.kindTaken] })
  if (existing.length >= builderLimits.flowList)
    errors.push({ field: 'name', messages: [builderFieldMessages.flowLimit] })
  if (errors.length || !name) return refused(errors, { stateMachine: null })
  const id = newId('fl')
  await db.insert(t.builderFlows).values({
    id,
    chatbotId,
    name,
    description: args.description?.trim() ?? '',
    kind,
    position: Math.max(-1, ...existing.map((f) => f.position)) + 1,
  })
  return ok({ stateMachine: await readFlow(db, chatbotId, id) })
}

export async function updateStateMachine(
  db: Db,
  chatbotId: string,
  args: {
    id: string
    name?: string | null
    description?: string | null
    wrapupProcessor?: readonly string[] | null
    fixedAtsFieldMappings?: readonly string[] | null
  },
) {
  if (!(await flowRow(db, chatbotId, args.id))) fail('could_not_update_flow')
  const errors: Errors = []
  const name = args.name != null ? checkName(errors, 'name', args.name) : null
  if (
    args.wrapupProcessor &&
    (await missingIds(db, t.builderProcessors, chatbotId, args.wrapupProcessor)).length
  )
    errors.push({ field: 'wrapupProcessor', messages: [builderFieldMessages.notFound] })
  if (errors.length) return refused(errors, { stateMachine: null })
  await db
    .update(t.builderFlows)
    .set({
      ...(name ? { name } : {}),
      ...(args.description != null ? { description: args.description.trim() } : {}),
      ...(args.wrapupProcessor ? { wrapupProcessorIds: [...args.wrapupProcessor] } : {}),
      ...(args.fixedAtsFieldMappings ? { fixedAtsFieldMappingIds: [...args.fixedAtsFieldMappings] } : {}),
    })
    .where(eq(t.builderFlows.id, args.id))
  return ok({ stateMachine: await readFlow(db, chatbotId, args.id) })
}

/**
 * Deletes a flow with its questions. Options elsewhere that went to it keep their FLOW route without a
 * target (the linter's "no destination"). The chatbot's default flow cannot go.
 */
export async function deleteStateMachine(db: Db, chatbotId: string, id: string) {
  const flow = (await flowRow(db, chatbotId, id)) ?? fail('could_not_delete_flow')
  if (flow.isDefaultStateMachine) fail('could_not_delete_flow')
  await db.transaction(async (tx) => {
    const groups = await tx
      .select({ id: t.builderStateGroups.id })
      .from(t.builderStateGroups)
      .where(eq(t.builderStateGroups.flowId, id))
    const stateIds = await statesOfGroups(
      tx,
      groups.map((g) => g.id),
    )
    await detachStates(tx, chatbotId, stateIds)
    await tx
      .update(t.builderOptions)
      .set({ nextFlowId: null })
      .where(and(eq(t.builderOptions.chatbotId, chatbotId), eq(t.builderOptions.nextFlowId, id)))
    await tx.delete(t.builderFlows).where(eq(t.builderFlows.id, id))
    await renumberFlows(tx, chatbotId)
  })
  return ok({})
}

/** Options of other states that went to these states lose their target (a dangling STATE route). */
async function detachStates(db: Db, chatbotId: string, stateIds: string[]) {
  if (stateIds.length === 0) return
  await db
    .update(t.builderOptions)
    .set({ nextStateId: null })
    .where(and(eq(t.builderOptions.chatbotId, chatbotId), inArray(t.builderOptions.nextStateId, stateIds)))
}

async function renumberFlows(db: Db, chatbotId: string) {
  await renumber(db, {
    table: t.builderFlows,
    where: eq(t.builderFlows.chatbotId, chatbotId),
    tieBreak: t.builderFlows.name,
  })
}

export async function cloneStateMachine(
  db: Db,
  chatbotId: string,
  args: { id: string; newName?: string | null },
) {
  const flow = (await flowRow(db, chatbotId, args.id)) ?? fail('could_not_add_flow')
  const count = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(t.builderFlows)
    .where(eq(t.builderFlows.chatbotId, chatbotId))
  if ((count[0]?.n ?? 0) >= builderLimits.flowList)
    return refused([{ field: 'id', messages: [builderFieldMessages.flowLimit] }], { stateMachine: null })
  const errors: Errors = []
  const name = args.newName != null ? checkName(errors, 'newName', args.newName) : `Kopie van ${flow.name}`
  if (errors.length || !name) return refused(errors, { stateMachine: null })
  const id = newId('fl')
  await db.transaction(async (tx) => {
    const [last] = await tx
      .select({ p: max(t.builderFlows.position) })
      .from(t.builderFlows)
      .where(eq(t.builderFlows.chatbotId, chatbotId))
    // A copy is an ordinary flow: a chatbot has one flow of each special kind, and one default flow.
    await tx.insert(t.builderFlows).values({
      ...flow,
      id,
      name,
      kind: 'DEFAULT',
      isDefaultStateMachine: false,
      position: (last?.p ?? -1) + 1,
    })
    const groups = await tx
      .select()
      .from(t.builderStateGroups)
      .where(eq(t.builderStateGroups.flowId, flow.id))
      .orderBy(asc(t.builderStateGroups.position))
    await copyGroups(tx, { from: chatbotId, to: chatbotId }, groups, id, 0)
  })
  return ok({ stateMachine: await readFlow(db, chatbotId, id) })
}

export async function updateStateMachineOrder(db: Db, chatbotId: string, ids: readonly string[]) {
  if (!(await reorder(db, { table: t.builderFlows, where: eq(t.builderFlows.chatbotId, chatbotId) }, ids)))
    fail('could_not_update_order')
  return ok({})
}

/** A flow as a blueprint: its questions, states, options and messages as one JSON document. */
export async function generateBlueprint(db: Db, chatbotId: string, id: string) {
  const flow = await readFlow(db, chatbotId, id)
  if (!flow) return { ok: false, errorMessage: builderFieldMessages.notFound, blueprint: null }
  return { ok: true, errorMessage: null, blueprint: { version: 1, stateMachine: flow } }
}

// ---------------------------------------------------------------- copying questions

/**
 * Copies questions with everything in them into a flow of chatbot `to`, at `position` on. Routes between
 * copied states follow the copies; routes elsewhere stay within one chatbot and are dropped between two
 * (another chatbot's states, flows, processors, scalar names and tags mean nothing here).
 */
async function copyGroups(
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

// ---------------------------------------------------------------- state groups

/** The questions of a flow, as an ordered list. */
const groupsOf = (flowId: string): OrderedList => ({
  table: t.builderStateGroups,
  where: eq(t.builderStateGroups.flowId, flowId),
})

async function groupCount(db: Db, chatbotId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(t.builderStateGroups)
    .where(eq(t.builderStateGroups.chatbotId, chatbotId))
  return row?.n ?? 0
}

/** Places `ids` (in order) into the flow's order at `position` (clamped; default the end). */
async function placeGroups(
  db: Db,
  flowId: string,
  ids: readonly string[],
  position: number | null | undefined,
) {
  await place(db, groupsOf(flowId), ids, position)
}

async function readGroup(db: Db, chatbotId: string, id: string): Promise<StateGroupGql | null> {
  const group = await groupRow(db, chatbotId, id)
  if (!group) return null
  return (await readGroups(db, chatbotId, group.flowId)).find((g) => g.id === id) ?? null
}

/** `updateStateGroupMutation(newStategroup)`: changes a question, or adds one when there is no id. */
export async function updateStateGroup(
  db: Db,
  chatbotId: string,
  input: {
    id?: string | null
    stateMachineId?: string | null
    name?: string | null
    position?: number | null
    initialState?: string | null
  },
) {
  const errors: Errors = []
  if (!input.id) {
    const name = checkName(errors, 'name', input.name)
    const flow = input.stateMachineId ? await flowRow(db, chatbotId, input.stateMachineId) : undefined
    if (!flow) errors.push({ field: 'stateMachineId', messages: [builderFieldMessages.notFound] })
    if ((await groupCount(db, chatbotId)) >= builderLimits.stateGroupList)
      errors.push({ field: 'name', messages: [builderFieldMessages.groupLimit] })
    if (errors.length || !flow || !name) return refused(errors, { stateGroup: null })
    const id = newId('sg')
    await db.transaction(async (tx) => {
      await tx
        .insert(t.builderStateGroups)
        .values({ id, chatbotId, flowId: flow.id, name, position: 1_000_000 })
      await placeGroups(tx, flow.id, [id], input.position)
    })
    return ok({ stateGroup: await readGroup(db, chatbotId, id) })
  }
  const group = await groupRow(db, chatbotId, input.id)
  if (!group)
    return refused([{ field: 'id', messages: [builderFieldMessages.notFound] }], { stateGroup: null })
  const name = input.name != null ? checkName(errors, 'name', input.name) : null
  if (input.initialState) {
    const initial = await stateRow(db, chatbotId, input.initialState)
    if (initial?.stateGroupId !== group.id)
      errors.push({ field: 'initialState', messages: [builderFieldMessages.notFound] })
  }
  if (errors.length) return refused(errors, { stateGroup: null })
  await db.transaction(async (tx) => {
    await tx
      .update(t.builderStateGroups)
      .set({
        ...(name ? { name } : {}),
        ...(input.initialState !== undefined ? { initialStateId: input.initialState } : {}),
      })
      .where(eq(t.builderStateGroups.id, group.id))
    if (input.position != null) await placeGroups(tx, group.flowId, [group.id], input.position)
  })
  return ok({ stateGroup: await readGroup(db, chatbotId, group.id) })
}

export async function deleteStateGroup(db: Db, chatbotId: string, id: string) {
  const group = (await groupRow(db, chatbotId, id)) ?? fail('could_not_delete_state_group')
  await db.transaction(async (tx) => {
    await detachStates(tx, chatbotId, await statesOfGroups(tx, [id]))
    await tx.delete(t.builderStateGroups).where(eq(t.builderStateGroups.id, id))
    await renumber(tx, groupsOf(group.flowId))
  })
  return ok({})
}

/** Clones a question of a flow (of this or another chatbot the user may use) into one of this chatbot's. */
export async function cloneStateGroup(
  db: Db,
  origin: ChatbotRow,
  destination: ChatbotRow,
  args: {
    stateGroupIdentifier: string
    originStateMachine?: string | null
    destinationStateMachine: string
    newStateGroupName?: string | null
  },
) {
  const errors: Errors = []
  const group = await groupRow(db, origin.id, args.stateGroupIdentifier)
  if (!group || (args.originStateMachine && group.flowId !== args.originStateMachine))
    errors.push({ field: 'stateGroupIdentifier', messages: [builderFieldMessages.notFound] })
  const flow = await flowRow(db, destination.id, args.destinationStateMachine)
  if (!flow) errors.push({ field: 'destinationStateMachine', messages: [builderFieldMessages.notFound] })
  const name =
    args.newStateGroupName != null ? checkName(errors, 'newStateGroupName', args.newStateGroupName) : null
  if ((await groupCount(db, destination.id)) >= builderLimits.stateGroupList)
    errors.push({ field: 'destinationStateMachine', messages: [builderFieldMessages.groupLimit] })
  if (errors.length || !group || !flow) return refused(errors, { stateGroup: null })
  let newGroupId = ''
  await db.transaction(async (tx) => {
    const [id] = await copyGroups(
      tx,
      { from: origin.id, to: destination.id },
      [group],
      flow.id,
      1_000_000,
      name ??
        (origin.id === destination.id && group.flowId === flow.id ? `Kopie van ${group.name}` : group.name),
    )
    newGroupId = id!
    await placeGroups(tx, flow.id, [newGroupId], null)
  })
  return ok({ stateGroup: await readGroup(db, destination.id, newGroupId) })
}

/**
 * Adds questions from state group templates (the templates service's `allTemplates`) to a flow: each
 * template's states with their messages in both languages and their answers.
 */
export async function copyStateGroup(
  db: Db,
  chatbot: ChatbotRow,
  args: {
    templateIds: readonly string[]
    destinationStateMachineId: string
    destinationProjectId?: string | null
    destinationPosition?: number | null
    newStateGroupName?: string | null
  },
) {
  const errors: Errors = []
  if (args.destinationProjectId && args.destinationProjectId !== chatbot.projectId)
    errors.push({ field: 'destinationProjectId', messages: [builderFieldMessages.otherChatbot] })
  const flow = await flowRow(db, chatbot.id, args.destinationStateMachineId)
  if (!flow) errors.push({ field: 'destinationStateMachineId', messages: [builderFieldMessages.notFound] })
  const templates = args.templateIds.length
    ? await db
        .select()
        .from(stateGroupTemplates)
        .where(inArray(stateGroupTemplates.id, [...args.templateIds]))
    : []
  if (
    args.templateIds.length === 0 ||
    args.templateIds.some((id) => !templates.some((tpl) => tpl.id === id) || !stateGroupTemplateContent[id])
  )
    errors.push({ field: 'templateIds', messages: [builderFieldMessages.notFound] })
  const name =
    args.newStateGroupName != null ? checkName(errors, 'newStateGroupName', args.newStateGroupName) : null
  if ((await groupCount(db, chatbot.id)) + args.templateIds.length > builderLimits.stateGroupList)
    errors.push({ field: 'templateIds', messages: [builderFieldMessages.groupLimit] })
  if (errors.length || !flow) return refused(errors, { stateGroup: null })
  const languages = await languagesOf(chatbot)
  const created: string[] = []
  await db.transaction(async (tx) => {
    for (const templateId of args.templateIds) {
      const template = templates.find((tpl) => tpl.id === templateId)!
      const content = stateGroupTemplateContent[templateId]!
      const groupId = newId('sg')
      const stateIds = content.map(() => newId('st'))
      created.push(groupId)
      await tx.insert(t.builderStateGroups).values({
        id: groupId,
        chatbotId: chatbot.id,
        flowId: flow.id,
        name: name && args.templateIds.length === 1 ? name : template.name,
        position: 1_000_000 + created.length,
        initialStateId: stateIds[0] ?? null,
      })
      for (const [index, spec] of content.entries()) {
        const stateId = stateIds[index]!
        await tx.insert(t.builderStates).values({
          id: stateId,
          chatbotId: chatbot.id,
          stateGroupId: groupId,
          name: spec.name,
          position: index,
          validator: spec.validator ?? null,
        })
        const actionId = newId('ac')
        await tx.insert(t.builderActions).values({
          id: actionId,
          chatbotId: chatbot.id,
          stateId,
          kind: 'WITH_OPTIONS',
          content: spec.nl,
          position: 0,
        })
        await tx.insert(t.builderVariations).values(
          (['nl-NL', 'en-US'] as const).map((languageTag) => ({
            id: newId('va'),
            chatbotId: chatbot.id,
            actionId,
            languageTag,
            message: { type: 'TEXT', text: languageTag === 'nl-NL' ? spec.nl : spec.en } satisfies Message,
          })),
        )
        for (const [position, option] of spec.options.entries()) {
          const optionId = newId('op')
          await tx.insert(t.builderOptions).values({
            id: optionId,
            chatbotId: chatbot.id,
            stateId,
            name: option.name,
            isRequired: spec.validator != null,
            routingInstruction: option.to,
            nextStateId: option.nextIndex != null ? (stateIds[option.nextIndex] ?? null) : null,
            position,
            isDefault: option.isDefault ?? false,
          })
          await tx.insert(t.builderOptionLabels).values({
            id: newId('ol'),
            chatbotId: chatbot.id,
            optionId,
            actionId,
            position,
            enabled: !(option.isDefault ?? false),
            text: Object.fromEntries(languages.map((l) => [l, option.name])),
          })
        }
      }
    }
    await placeGroups(tx, flow.id, created, args.destinationPosition)
  })
  return ok({ stateGroup: await readGroup(db, chatbot.id, created[0]!) })
}

export async function reorderStateGroups(
  db: Db,
  chatbotId: string,
  stateMachineId: string,
  ids: readonly string[],
) {
  if (!(await flowRow(db, chatbotId, stateMachineId))) fail('could_not_update_order')
  if (!(await reorder(db, groupsOf(stateMachineId), ids))) fail('could_not_update_order')
  return ok({})
}

// ---------------------------------------------------------------- states

export async function stateMutation(
  db: Db,
  chatbotId: string,
  input: {
    id?: string | null
    stateGroupId?: string | null
    name?: string | null
    draft?: boolean | null
    isSkippable?: boolean | null
    alwaysStore?: boolean | null
    answerRequired?: boolean | null
    scalarName?: string | null
    validator?: string | null
    replyType?: string | null
    replyProcessorKey?: string | null
    processors?: readonly string[] | null
    cancelFollowUp?: boolean | null
    treeViewPositionX?: number | null
    treeViewPositionY?: number | null
  },
) {
  const errors: Errors = []
  const existing = input.id ? await stateRow(db, chatbotId, input.id) : undefined
  if (input.id && !existing)
    return refused([{ field: 'id', messages: [builderFieldMessages.notFound] }], { state: null })
  const group =
    !existing && input.stateGroupId ? await groupRow(db, chatbotId, input.stateGroupId) : undefined
  if (!existing && !group) errors.push({ field: 'stateGroupId', messages: [builderFieldMessages.notFound] })
  const name = input.name != null || !existing ? checkName(errors, 'name', input.name) : null
  if (input.replyType != null && !(replyTypes as readonly string[]).includes(input.replyType))
    errors.push({ field: 'replyType', messages: [builderFieldMessages.invalidValue] })
  if (input.validator && !(validators as readonly string[]).includes(input.validator))
    errors.push({ field: 'validator', messages: [builderFieldMessages.invalidValue] })
  if (input.replyProcessorKey && !(replyProcessors as readonly string[]).includes(input.replyProcessorKey))
    errors.push({ field: 'replyProcessorKey', messages: [builderFieldMessages.invalidValue] })
  if (input.scalarName) {
    const [scalar] = await db
      .select({ id: t.builderScalarNames.id })
      .from(t.builderScalarNames)
      .where(
        and(eq(t.builderScalarNames.chatbotId, chatbotId), eq(t.builderScalarNames.id, input.scalarName)),
      )
    if (!scalar) errors.push({ field: 'scalarName', messages: [builderFieldMessages.notFound] })
  }
  if (input.processors && (await missingIds(db, t.builderProcessors, chatbotId, input.processors)).length)
    errors.push({ field: 'processors', messages: [builderFieldMessages.notFound] })
  for (const field of ['treeViewPositionX', 'treeViewPositionY'] as const) {
    const value = input[field]
    if (value != null && (!Number.isFinite(value) || Math.abs(value) > 1e7))
      errors.push({ field, messages: [builderFieldMessages.invalidValue] })
  }
  if (errors.length) return refused(errors, { state: null })
  const fields = {
    ...(name ? { name } : {}),
    ...(input.draft != null ? { draft: input.draft } : {}),
    ...(input.isSkippable != null ? { isSkippable: input.isSkippable } : {}),
    ...(input.alwaysStore != null ? { alwaysStore: input.alwaysStore } : {}),
    ...(input.answerRequired != null ? { answerRequired: input.answerRequired } : {}),
    ...(input.scalarName !== undefined ? { scalarNameId: input.scalarName || null } : {}),
    ...(input.validator !== undefined ? { validator: input.validator || null } : {}),
    ...(input.replyType != null ? { replyType: input.replyType } : {}),
    ...(input.replyProcessorKey !== undefined ? { replyProcessorKey: input.replyProcessorKey || null } : {}),
    ...(input.processors ? { processorIds: [...input.processors] } : {}),
    ...(input.cancelFollowUp != null ? { cancelFollowUp: input.cancelFollowUp } : {}),
    ...(input.treeViewPositionX !== undefined ? { treeViewPositionX: input.treeViewPositionX } : {}),
    ...(input.treeViewPositionY !== undefined ? { treeViewPositionY: input.treeViewPositionY } : {}),
  }
  if (existing) {
    await db.transaction(async (tx) => {
      if (Object.keys(fields).length)
        await tx.update(t.builderStates).set(fields).where(eq(t.builderStates.id, existing.id))
      // A validator makes every option of the state required (spec 000 §5).
      if (input.validator)
        await tx
          .update(t.builderOptions)
          .set({ isRequired: true })
          .where(eq(t.builderOptions.stateId, existing.id))
    })
    return ok({ state: await readState(db, chatbotId, existing.id) })
  }
  const id = newId('st')
  await db.transaction(async (tx) => {
    const [last] = await tx
      .select({ p: max(t.builderStates.position) })
      .from(t.builderStates)
      .where(eq(t.builderStates.stateGroupId, group!.id))
    await tx.insert(t.builderStates).values({
      ...fields,
      id,
      chatbotId,
      stateGroupId: group!.id,
      name: name!,
      position: (last?.p ?? -1) + 1,
    })
    // A new state has one message to write its variations in.
    await tx
      .insert(t.builderActions)
      .values({ id: newId('ac'), chatbotId, stateId: id, kind: 'STANDARD', position: 0 })
    if (!group!.initialStateId)
      await tx
        .update(t.builderStateGroups)
        .set({ initialStateId: id })
        .where(eq(t.builderStateGroups.id, group!.id))
  })
  return ok({ state: await readState(db, chatbotId, id) })
}

export async function deleteState(db: Db, chatbotId: string, id: string) {
  const row = (await stateRow(db, chatbotId, id)) ?? fail('not_found')
  await db.transaction(async (tx) => {
    await detachStates(tx, chatbotId, [id])
    await tx.delete(t.builderStates).where(eq(t.builderStates.id, id))
    const rest = await renumber(tx, {
      table: t.builderStates,
      where: eq(t.builderStates.stateGroupId, row.stateGroupId),
    })
    await tx
      .update(t.builderStateGroups)
      .set({ initialStateId: rest[0] ?? null })
      .where(and(eq(t.builderStateGroups.id, row.stateGroupId), eq(t.builderStateGroups.initialStateId, id)))
  })
  return ok({})
}

export async function updateStateOrder(
  db: Db,
  chatbotId: string,
  stateGroupId: string,
  ids: readonly string[],
) {
  if (!(await groupRow(db, chatbotId, stateGroupId))) fail('could_not_update_order')
  if (
    !(await reorder(
      db,
      { table: t.builderStates, where: eq(t.builderStates.stateGroupId, stateGroupId) },
      ids,
    ))
  )
    fail('could_not_update_order')
  return ok({})
}

/** Switching the divergent option: the old option is deleted, the template copied (spec 000 §4). */
export async function switchDivergentOption(db: Db, chatbotId: string, stateId: string, templateId: string) {
  const row = await stateRow(db, chatbotId, stateId)
  const template = divergentOptionTemplates.find((tpl) => tpl.id === templateId)
  if (!row || !template)
    return refused([{ field: row ? 'templateId' : 'stateId', messages: [builderFieldMessages.notFound] }], {
      state: null,
    })
  const options = await db
    .select({ id: t.builderOptions.id, position: t.builderOptions.position })
    .from(t.builderOptions)
    .where(eq(t.builderOptions.stateId, stateId))
  const plan = planDivergentSwitch(
    { selectedDivergentOption: row.selectedDivergentOption, options },
    template,
    row.divergentTemplateId,
  )
  if (plan)
    await db.transaction(async (tx) => {
      if (plan.deleteOptionId)
        await tx.delete(t.builderOptions).where(eq(t.builderOptions.id, plan.deleteOptionId))
      const id = newId('op')
      await tx.insert(t.builderOptions).values({
        id,
        chatbotId,
        stateId,
        name: plan.copy.name,
        routingInstruction: plan.copy.routingInstruction,
        customData: plan.copy.customData,
        isRequired: row.validator != null,
        position:
          Math.max(-1, ...options.filter((o) => o.id !== plan.deleteOptionId).map((o) => o.position)) + 1,
      })
      await tx
        .update(t.builderStates)
        .set({ selectedDivergentOption: id, divergentTemplateId: plan.templateId })
        .where(eq(t.builderStates.id, stateId))
    })
  return ok({ state: await readState(db, chatbotId, stateId) })
}

// ---------------------------------------------------------------- options

async function readOption(db: Db, chatbotId: string, id: string): Promise<OptionGql | null> {
  const option = await optionRow(db, chatbotId, id)
  if (!option) return null
  const owner = await readState(db, chatbotId, option.stateId)
  return owner?.options.find((o) => o.id === id) ?? null
}

/**
 * The state's message with buttons: its action with options; else its last message becomes one (the
 * question gets the buttons); else a new one.
 */
async function actionWithOptions(db: Db, chatbotId: string, stateId: string): Promise<string> {
  const actions = await db
    .select({ id: t.builderActions.id, kind: t.builderActions.kind, position: t.builderActions.position })
    .from(t.builderActions)
    .where(eq(t.builderActions.stateId, stateId))
    .orderBy(asc(t.builderActions.position))
  const existing = actions.find((a) => a.kind === 'WITH_OPTIONS')
  if (existing) return existing.id
  const last = actions.at(-1)
  if (last) {
    await db.update(t.builderActions).set({ kind: 'WITH_OPTIONS' }).where(eq(t.builderActions.id, last.id))
    return last.id
  }
  const id = newId('ac')
  await db.insert(t.builderActions).values({ id, chatbotId, stateId, kind: 'WITH_OPTIONS', position: 0 })
  return id
}

/**
 * A new option: 'new option', continuing with the default next question, with a button 'new button' in
 * the state's message with buttons (a default option's button is off: it answers anything typed).
 */
export async function createOption(
  db: Db,
  chatbot: ChatbotRow,
  args: { stateId: string; name?: string | null; isDefault?: boolean | null },
) {
  const errors: Errors = []
  const owner = await stateRow(db, chatbot.id, args.stateId)
  if (!owner) errors.push({ field: 'stateId', messages: [builderErrors.could_not_create_option.en] })
  const name = args.name != null ? checkName(errors, 'name', args.name) : newOptionDefaults.name
  const siblings = owner
    ? await db
        .select({ position: t.builderOptions.position, isDefault: t.builderOptions.isDefault })
        .from(t.builderOptions)
        .where(eq(t.builderOptions.stateId, owner.id))
    : []
  if (args.isDefault && siblings.some((o) => o.isDefault))
    errors.push({ field: 'isDefault', messages: [builderFieldMessages.defaultTaken] })
  if (errors.length || !owner || !name) return refused(errors, { option: null })
  const id = newId('op')
  const languages = await languagesOf(chatbot)
  await db.transaction(async (tx) => {
    const defaults = newOption(Math.max(-1, ...siblings.map((o) => o.position)) + 1)
    await tx.insert(t.builderOptions).values({
      ...defaults,
      id,
      chatbotId: chatbot.id,
      stateId: owner.id,
      name,
      isDefault: args.isDefault ?? false,
      isRequired: effectiveIsRequired(defaults.isRequired, { processors: [] }, owner),
    })
    const actionId = await actionWithOptions(tx, chatbot.id, owner.id)
    const [last] = await tx
      .select({ p: max(t.builderOptionLabels.position) })
      .from(t.builderOptionLabels)
      .where(eq(t.builderOptionLabels.actionId, actionId))
    await tx.insert(t.builderOptionLabels).values({
      id: newId('ol'),
      chatbotId: chatbot.id,
      optionId: id,
      actionId,
      position: (last?.p ?? -1) + 1,
      enabled: !(args.isDefault ?? false),
      text: newLabelText(languages),
    })
  })
  return ok({ option: await readOption(db, chatbot.id, id) })
}

export async function updateOption(
  db: Db,
  chatbotId: string,
  args: {
    id: string
    name?: string | null
    symbol?: string | null
    symbolType?: string | null
    isRequired?: boolean | null
    customData?: unknown
    routingInstruction?: string | null
    cancelFollowUp?: boolean | null
    allowNlp?: boolean | null
    processors?: readonly string[] | null
    smartInboxLabels?: readonly string[] | null
    removeSmartInboxLabels?: readonly string[] | null
  },
) {
  const option = (await optionRow(db, chatbotId, args.id)) ?? fail('could_not_update_option')
  const owner = (await stateRow(db, chatbotId, option.stateId)) ?? fail('could_not_update_option')
  const errors: Errors = []
  const name = args.name != null ? checkName(errors, 'name', args.name) : null
  // STATE and FLOW carry a target: they go through updateNextState and updateNextStateMachine.
  if (
    args.routingInstruction != null &&
    (!isRoutingInstruction(args.routingInstruction) ||
      args.routingInstruction === 'STATE' ||
      args.routingInstruction === 'FLOW')
  )
    errors.push({ field: 'routingInstruction', messages: [builderFieldMessages.invalidValue] })
  if (args.processors && (await missingIds(db, t.builderProcessors, chatbotId, args.processors)).length)
    errors.push({ field: 'processors', messages: [builderFieldMessages.notFound] })
  const customData = args.customData
  if (
    customData != null &&
    (typeof customData !== 'object' ||
      Array.isArray(customData) ||
      Object.values(customData as object).some((v) => typeof v !== 'string'))
  )
    errors.push({ field: 'customData', messages: [builderFieldMessages.invalidValue] })
  if (errors.length) return refused(errors, { option: null })
  const processors = args.processors ? [...args.processors] : option.processorIds
  await db
    .update(t.builderOptions)
    .set({
      ...(name ? { name } : {}),
      ...(args.symbol !== undefined ? { symbol: args.symbol } : {}),
      ...(args.symbolType !== undefined ? { symbolType: args.symbolType } : {}),
      // An option linked to a validator or action is required (spec 000 §5).
      isRequired: effectiveIsRequired(args.isRequired ?? option.isRequired, { processors }, owner),
      ...(customData != null ? { customData: customData as Record<string, string> } : {}),
      ...(args.routingInstruction != null
        ? { routingInstruction: args.routingInstruction, nextStateId: null, nextFlowId: null }
        : {}),
      ...(args.cancelFollowUp != null ? { cancelFollowUp: args.cancelFollowUp } : {}),
      ...(args.allowNlp != null ? { allowNlp: args.allowNlp } : {}),
      processorIds: processors,
      ...(args.smartInboxLabels ? { smartInboxLabelIds: [...args.smartInboxLabels] } : {}),
      ...(args.removeSmartInboxLabels ? { removeSmartInboxLabelIds: [...args.removeSmartInboxLabels] } : {}),
    })
    .where(eq(t.builderOptions.id, option.id))
  return ok({ option: await readOption(db, chatbotId, option.id) })
}

export async function deleteOption(db: Db, chatbotId: string, id: string) {
  const option = (await optionRow(db, chatbotId, id)) ?? fail('could_not_delete_option')
  await db.transaction(async (tx) => {
    await tx.delete(t.builderOptions).where(eq(t.builderOptions.id, id))
    await tx
      .update(t.builderStates)
      .set({ selectedDivergentOption: null, divergentTemplateId: null })
      .where(and(eq(t.builderStates.id, option.stateId), eq(t.builderStates.selectedDivergentOption, id)))
    await tx.delete(t.builderTranslations).where(eq(t.builderTranslations.ownerId, id))
    await renumber(tx, { table: t.builderOptions, where: eq(t.builderOptions.stateId, option.stateId) })
  })
  return ok({})
}

export async function updateOptionOrder(db: Db, chatbotId: string, stateId: string, ids: readonly string[]) {
  if (!(await stateRow(db, chatbotId, stateId))) fail('could_not_update_option_order')
  if (!(await reorder(db, { table: t.builderOptions, where: eq(t.builderOptions.stateId, stateId) }, ids)))
    fail('could_not_update_option_order')
  return ok({})
}

/** The option now goes to this state of the chatbot, and no longer to a flow (spec 000 §4). */
export async function updateNextState(db: Db, chatbotId: string, optionId: string, nextState: string) {
  const option = (await optionRow(db, chatbotId, optionId)) ?? fail('could_not_update_next_state')
  if (!(await stateRow(db, chatbotId, nextState))) fail('could_not_update_next_state')
  const fields = withNextState(nextState)
  await db
    .update(t.builderOptions)
    .set({
      routingInstruction: fields.routingInstruction,
      nextStateId: fields.nextState,
      nextFlowId: fields.nextStateMachine,
    })
    .where(eq(t.builderOptions.id, option.id))
  return ok({ option: await readOption(db, chatbotId, option.id) })
}

/** The option now goes to this flow of the chatbot, and no longer to a state (spec 000 §4). */
export async function updateNextStateMachine(db: Db, chatbotId: string, optionId: string, flowId: string) {
  const option = (await optionRow(db, chatbotId, optionId)) ?? fail('could_not_update_next_state_machine')
  if (!(await flowRow(db, chatbotId, flowId))) fail('could_not_update_next_state_machine')
  const fields = withNextStateMachine(flowId)
  await db
    .update(t.builderOptions)
    .set({
      routingInstruction: fields.routingInstruction,
      nextStateId: fields.nextState,
      nextFlowId: fields.nextStateMachine,
    })
    .where(eq(t.builderOptions.id, option.id))
  return ok({ option: await readOption(db, chatbotId, option.id) })
}

// ---------------------------------------------------------------- actions and labels

async function readAction(db: Db, chatbotId: string, id: string) {
  const action = await actionRow(db, chatbotId, id)
  if (!action) return null
  return (await readState(db, chatbotId, action.stateId))?.actions.find((a) => a.id === id) ?? null
}

export async function addAction(
  db: Db,
  chatbotId: string,
  args: { stateId: string; content?: string | null },
  kind: 'STANDARD' | 'WITH_OPTIONS',
) {
  const message = builderErrors.cannot_add_standard_action.en
  const owner = await stateRow(db, chatbotId, args.stateId)
  if (!owner) return refused([{ field: 'stateId', messages: [message] }], { action: null })
  if (kind === 'WITH_OPTIONS') {
    const [existing] = await db
      .select({ id: t.builderActions.id })
      .from(t.builderActions)
      .where(and(eq(t.builderActions.stateId, owner.id), eq(t.builderActions.kind, 'WITH_OPTIONS')))
    if (existing)
      return refused([{ field: 'stateId', messages: [builderFieldMessages.actionWithOptionsTaken] }], {
        action: null,
      })
  }
  const errors: Errors = []
  const content = args.content != null ? (checkName(errors, 'content', args.content, false) ?? '') : ''
  if (errors.length) return refused(errors, { action: null })
  const [last] = await db
    .select({ p: max(t.builderActions.position) })
    .from(t.builderActions)
    .where(eq(t.builderActions.stateId, owner.id))
  const id = newId('ac')
  await db
    .insert(t.builderActions)
    .values({ id, chatbotId, stateId: owner.id, kind, content, position: (last?.p ?? -1) + 1 })
  return ok({ action: await readAction(db, chatbotId, id) })
}

export async function updateAction(
  db: Db,
  chatbotId: string,
  args: { id: string; content?: string | null; editable?: boolean | null },
) {
  const action = (await actionRow(db, chatbotId, args.id)) ?? fail('action_not_updated')
  if (!action.editable && args.content != null) fail('action_not_updated')
  const errors: Errors = []
  const content = args.content != null ? checkName(errors, 'content', args.content, false) : null
  if (errors.length) return refused(errors, { action: null })
  await db
    .update(t.builderActions)
    .set({
      ...(content != null ? { content } : {}),
      ...(args.editable != null ? { editable: args.editable } : {}),
    })
    .where(eq(t.builderActions.id, action.id))
  return ok({ action: await readAction(db, chatbotId, action.id) })
}

export async function deleteActions(db: Db, chatbotId: string, ids: readonly string[]) {
  if (ids.length === 0) fail('could_not_delete_actions')
  const rows = await db
    .select({ id: t.builderActions.id, stateId: t.builderActions.stateId })
    .from(t.builderActions)
    .where(and(eq(t.builderActions.chatbotId, chatbotId), inArray(t.builderActions.id, [...ids])))
  if (rows.length !== new Set(ids).size) fail('could_not_delete_actions')
  await db.transaction(async (tx) => {
    await tx.delete(t.builderActions).where(inArray(t.builderActions.id, [...ids]))
    for (const stateId of new Set(rows.map((r) => r.stateId))) {
      await renumber(tx, { table: t.builderActions, where: eq(t.builderActions.stateId, stateId) })
    }
  })
  return ok({})
}

export async function updateActionOrdering(
  db: Db,
  chatbotId: string,
  stateId: string,
  ids: readonly string[],
) {
  if (!(await stateRow(db, chatbotId, stateId))) fail('could_not_update_action_ordering')
  if (!(await reorder(db, { table: t.builderActions, where: eq(t.builderActions.stateId, stateId) }, ids)))
    fail('could_not_update_action_ordering')
  return ok({})
}

type LabelText = readonly { languageTag: string; content: string }[]

function checkLabelText(errors: Errors, text: LabelText | null | undefined): Record<string, string> | null {
  if (!text) return null
  const result: Record<string, string> = {}
  for (const entry of text) {
    if (!isBuilderLanguage(entry.languageTag)) {
      errors.push({ field: 'text', messages: [builderFieldMessages.invalidValue] })
      continue
    }
    const content = entry.content.trim()
    if (!content) errors.push({ field: 'text', messages: [builderFieldMessages.required] })
    else if (content.length > 256) errors.push({ field: 'text', messages: [builderFieldMessages.tooLong] })
    result[entry.languageTag] = content
  }
  return result
}

export async function createOptionLabel(
  db: Db,
  chatbot: ChatbotRow,
  args: { optionId: string; actionId: string; text?: LabelText | null },
) {
  const message = builderErrors.could_not_create_option_label.en
  const option = await optionRow(db, chatbot.id, args.optionId)
  const action = await actionRow(db, chatbot.id, args.actionId)
  if (!option || !action || action.stateId !== option.stateId || action.kind !== 'WITH_OPTIONS')
    return refused([{ field: option ? 'actionId' : 'optionId', messages: [message] }], { optionLabel: null })
  const [taken] = await db
    .select({ id: t.builderOptionLabels.id })
    .from(t.builderOptionLabels)
    .where(and(eq(t.builderOptionLabels.actionId, action.id), eq(t.builderOptionLabels.optionId, option.id)))
  if (taken)
    return refused([{ field: 'optionId', messages: [builderFieldMessages.labelTaken] }], {
      optionLabel: null,
    })
  const errors: Errors = []
  const text = checkLabelText(errors, args.text) ?? newLabelText(await languagesOf(chatbot))
  if (errors.length) return refused(errors, { optionLabel: null })
  const [last] = await db
    .select({ p: max(t.builderOptionLabels.position) })
    .from(t.builderOptionLabels)
    .where(eq(t.builderOptionLabels.actionId, action.id))
  const id = newId('ol')
  await db.insert(t.builderOptionLabels).values({
    id,
    chatbotId: chatbot.id,
    optionId: option.id,
    actionId: action.id,
    position: (last?.p ?? -1) + 1,
    enabled: !option.isDefault,
    text,
  })
  return ok({ optionLabel: labelGql((await labelRow(db, chatbot.id, id))!) })
}

export async function updateOptionLabel(
  db: Db,
  chatbotId: string,
  args: { id: string; enabled?: boolean | null; messageClass?: string | null; text?: LabelText | null },
) {
  const label = (await labelRow(db, chatbotId, args.id)) ?? fail('option_label_not_updated')
  const errors: Errors = []
  const text = checkLabelText(errors, args.text)
  if (errors.length) return refused(errors, { optionLabel: null })
  await db
    .update(t.builderOptionLabels)
    .set({
      ...(args.enabled != null ? { enabled: args.enabled } : {}),
      ...(args.messageClass !== undefined ? { messageClass: args.messageClass } : {}),
      ...(text ? { text: { ...label.text, ...text } } : {}),
    })
    .where(eq(t.builderOptionLabels.id, label.id))
  return ok({ optionLabel: labelGql((await labelRow(db, chatbotId, label.id))!) })
}

export async function deleteOptionLabel(db: Db, chatbotId: string, id: string) {
  const label = (await labelRow(db, chatbotId, id)) ?? fail('could_not_delete_option_label')
  await db.transaction(async (tx) => {
    await tx.delete(t.builderOptionLabels).where(eq(t.builderOptionLabels.id, id))
    await renumber(tx, {
      table: t.builderOptionLabels,
      where: eq(t.builderOptionLabels.actionId, label.actionId),
    })
  })
  return ok({})
}

export async function updateOptionLabelOrder(
  db: Db,
  chatbotId: string,
  actionId: string,
  ids: readonly string[],
) {
  if (!(await actionRow(db, chatbotId, actionId))) fail('option_label_not_updated')
  if (
    !(await reorder(
      db,
      { table: t.builderOptionLabels, where: eq(t.builderOptionLabels.actionId, actionId) },
      ids,
    ))
  )
    fail('option_label_not_updated')
  return ok({})
}

// ---------------------------------------------------------------- message variations

async function readVariation(db: Db, chatbotId: string, id: string) {
  const row = (await variationRow(db, chatbotId, id))!
  const tags = await tagsOf(db, chatbotId)
  const links = await db
    .select({ tagId: t.builderVariationTags.tagId })
    .from(t.builderVariationTags)
    .where(eq(t.builderVariationTags.variationId, id))
  return variationGql(
    row,
    links.flatMap((l) => tags.get(l.tagId) ?? []),
  )
}

/** Adds a message of one of the six types in one language to an action (a message of a state). */
export async function addVariation(
  db: Db,
  chatbotId: string,
  args: { actionId: string; languageTag: string; tagsId?: readonly string[] | null },
  message: Message,
) {
  const action = (await actionRow(db, chatbotId, args.actionId)) ?? fail('cannot_add_variation')
  const errors: Errors = validateMessage(message)
  if (!isBuilderLanguage(args.languageTag))
    errors.push({ field: 'languageTag', messages: [builderFieldMessages.invalidValue] })
  if (args.tagsId && (await missingIds(db, t.builderTags, chatbotId, args.tagsId)).length)
    errors.push({ field: 'tagsId', messages: [builderFieldMessages.notFound] })
  if (errors.length) return refused(errors, { variation: null })
  const id = newId('va')
  await db.transaction(async (tx) => {
    const [last] = await tx
      .select({ p: max(t.builderVariations.position) })
      .from(t.builderVariations)
      .where(eq(t.builderVariations.actionId, action.id))
    await tx.insert(t.builderVariations).values({
      id,
      chatbotId,
      actionId: action.id,
      languageTag: args.languageTag,
      position: (last?.p ?? -1) + 1,
      message,
    })
    const tagIds = [...new Set(args.tagsId ?? [])]
    if (tagIds.length)
      await tx.insert(t.builderVariationTags).values(tagIds.map((tagId) => ({ variationId: id, tagId })))
  })
  return ok({ variation: await readVariation(db, chatbotId, id) })
}

const notUpdated: Record<Message['type'], BuilderErrorCode> = {
  TEXT: 'text_message_not_updated',
  VIDEO: 'video_message_not_updated',
  IMAGE: 'image_message_not_updated',
  DOCUMENT: 'document_message_not_updated',
  LINK: 'link_message_not_updated',
  GEOLOCATION: 'geo_location_message_not_updated',
}

/** The code a refused update of a variation's message answers with, by its type. */
export async function messageUpdateCode(
  db: Db,
  chatbotId: string,
  variationId: string,
): Promise<BuilderErrorCode> {
  const row = await variationRow(db, chatbotId, variationId)
  return row ? notUpdated[row.message.type] : 'text_message_not_updated'
}

/** Changes a variation's message within its type; fields of other types are ignored. */
export async function updateMessage(
  db: Db,
  chatbotId: string,
  args: {
    variationId: string
    text?: string | null
    url?: string | null
    caption?: string | null
    fileName?: string | null
    placeholder?: string | null
    link?: string | null
    isDocument?: boolean | null
    lat?: number | null
    lng?: number | null
  },
) {
  const row = (await variationRow(db, chatbotId, args.variationId)) ?? fail('text_message_not_updated')
  const m = row.message
  const next: Message = (() => {
    switch (m.type) {
      case 'TEXT':
        return { ...m, text: args.text ?? m.text }
      case 'VIDEO':
      case 'IMAGE':
        return { ...m, url: args.url ?? m.url, caption: args.caption ?? m.caption }
      case 'DOCUMENT':
        return { ...m, url: args.url ?? m.url, fileName: args.fileName ?? m.fileName }
      case 'LINK':
        return {
          ...m,
          placeholder: args.placeholder ?? m.placeholder,
          link: args.link ?? m.link,
          isDocument: args.isDocument ?? m.isDocument,
        }
      case 'GEOLOCATION':
        return { ...m, lat: args.lat ?? m.lat, lng: args.lng ?? m.lng }
    }
  })()
  const errors = validateMessage(next)
  if (errors.length) return refused(errors, { variation: null })
  await db.update(t.builderVariations).set({ message: next }).where(eq(t.builderVariations.id, row.id))
  return ok({ variation: await readVariation(db, chatbotId, row.id) })
}

export async function deleteVariation(db: Db, chatbotId: string, id: string) {
  if (!(await variationRow(db, chatbotId, id))) fail('could_not_delete_variation')
  await db.delete(t.builderVariations).where(eq(t.builderVariations.id, id))
  return ok({})
}

/** `updateVariationTags(tagsId, variationId)`: the variation's tags become exactly these. */
export async function updateVariationTags(
  db: Db,
  chatbotId: string,
  tagsId: readonly string[],
  variationId: string,
) {
  const row = await variationRow(db, chatbotId, variationId)
  if (!row)
    return refused([{ field: 'variationId', messages: [builderFieldMessages.notFound] }], { variation: null })
  if ((await missingIds(db, t.builderTags, chatbotId, tagsId)).length)
    return refused([{ field: 'tagsId', messages: [builderFieldMessages.notFound] }], { variation: null })
  await db.transaction(async (tx) => {
    await tx.delete(t.builderVariationTags).where(eq(t.builderVariationTags.variationId, variationId))
    const ids = [...new Set(tagsId)]
    if (ids.length)
      await tx.insert(t.builderVariationTags).values(ids.map((tagId) => ({ variationId, tagId })))
  })
  return ok({ variation: await readVariation(db, chatbotId, variationId) })
}

// ---------------------------------------------------------------- processors

const eventLabelPattern = /^[A-Za-z][A-Za-z0-9_]{0,39}$/

async function readProcessor(db: Db, chatbotId: string, id: string) {
  return (await processorDirectory(db, chatbotId)).get(id) ?? null
}

export async function updateProcessor(
  db: Db,
  chatbotId: string,
  args: {
    id: string
    priority?: number | null
    isImportantGoal?: boolean | null
    googleAnalyticsEvent?: {
      id?: string | null
      eventLabel: string
      eventAction: string
      systemName: string
    } | null
    finalGoalCampaigns?: readonly string[] | null
    atsFieldMappings?: readonly string[] | null
    humanReadableName?: string | null
    description?: string | null
  },
) {
  const [row] = await db
    .select()
    .from(t.builderProcessors)
    .where(and(eq(t.builderProcessors.chatbotId, chatbotId), eq(t.builderProcessors.id, args.id)))
  if (!row) return refused([{ field: 'id', messages: [builderFieldMessages.notFound] }], { processor: null })
  const errors: Errors = []
  const humanReadableName =
    args.humanReadableName != null ? checkName(errors, 'humanReadableName', args.humanReadableName) : null
  if (
    args.priority != null &&
    (!Number.isInteger(args.priority) || args.priority < 0 || args.priority > 1000)
  )
    errors.push({ field: 'priority', messages: [builderFieldMessages.invalidValue] })
  const event = args.googleAnalyticsEvent
  if (event) {
    // Spec 000 §5 'Event label': at most 40 characters, a letter first; label and action both required.
    if (!eventLabelPattern.test(event.eventLabel))
      errors.push({ field: 'googleAnalyticsEvent.eventLabel', messages: [builderFieldMessages.eventLabel] })
    if (!event.eventAction.trim())
      errors.push({ field: 'googleAnalyticsEvent.eventAction', messages: [builderFieldMessages.required] })
  }
  if (errors.length) return refused(errors, { processor: null })
  await db
    .update(t.builderProcessors)
    .set({
      ...(args.priority != null ? { priority: args.priority } : {}),
      ...(args.isImportantGoal != null ? { isImportantGoal: args.isImportantGoal } : {}),
      ...(event !== undefined
        ? {
            googleAnalyticsEvent: event
              ? {
                  id: event.id ?? row.googleAnalyticsEvent?.id ?? newId('ga'),
                  eventLabel: event.eventLabel,
                  eventAction: event.eventAction.trim(),
                  systemName: event.systemName.trim(),
                }
              : null,
          }
        : {}),
      ...(args.finalGoalCampaigns ? { finalGoalCampaignIds: [...args.finalGoalCampaigns] } : {}),
      ...(args.atsFieldMappings ? { atsFieldMappingIds: [...args.atsFieldMappings] } : {}),
      ...(humanReadableName ? { humanReadableName } : {}),
      ...(args.description != null ? { description: args.description.trim() } : {}),
    })
    .where(eq(t.builderProcessors.id, row.id))
  return ok({ processor: await readProcessor(db, chatbotId, row.id) })
}

/** Clones a processor of chatbot `from` into chatbot `to` (the same one or another the user may use). */
export async function cloneProcessor(db: Db, from: ChatbotRow, to: ChatbotRow, id: string) {
  const [row] = await db
    .select()
    .from(t.builderProcessors)
    .where(and(eq(t.builderProcessors.chatbotId, from.id), eq(t.builderProcessors.id, id)))
  if (!row) return refused([{ field: 'id', messages: [builderFieldMessages.notFound] }], { processor: null })
  const newProcessorId = newId('pr')
  await db.insert(t.builderProcessors).values({
    ...row,
    id: newProcessorId,
    chatbotId: to.id,
    humanReadableName: from.id === to.id ? `Kopie van ${row.humanReadableName}` : row.humanReadableName,
    // Links to other processors and mappings mean nothing in another chatbot.
    onFailProcessorId: from.id === to.id ? row.onFailProcessorId : null,
    onFinishProcessorId: from.id === to.id ? row.onFinishProcessorId : null,
    onFirstReplyProcessorId: from.id === to.id ? row.onFirstReplyProcessorId : null,
    atsFieldMappingIds: from.id === to.id ? row.atsFieldMappingIds : [],
    finalGoalCampaignIds: from.id === to.id ? row.finalGoalCampaignIds : [],
  })
  return ok({ processor: await readProcessor(db, to.id, newProcessorId) })
}

/** Copies processor templates into the chatbot; admin-only templates only for superusers. */
export async function copyProcessor(
  db: Db,
  to: ChatbotRow,
  templateIds: readonly string[],
  superuser: boolean,
) {
  const templates = templateIds.map((id) => processorTemplates.find((p) => p.id === id))
  if (templateIds.length === 0 || templates.some((p) => !p))
    return refused([{ field: 'processorTemplateIds', messages: [builderFieldMessages.notFound] }], {
      processors: [],
    })
  if (templates.some((p) => p!.adminOnly) && !superuser)
    return refused([{ field: 'processorTemplateIds', messages: [builderFieldMessages.adminOnly] }], {
      processors: [],
    })
  const ids = templates.map(() => newId('pr'))
  await db.insert(t.builderProcessors).values(
    templates.map((p, i) => {
      const { id: templateId, adminOnly: _adminOnly, ...fields } = p!
      return { ...fields, id: ids[i]!, chatbotId: to.id, templateId }
    }),
  )
  const directory = await processorDirectory(db, to.id)
  return ok({ processors: ids.flatMap((id) => directory.get(id) ?? []) })
}

// ---------------------------------------------------------------- scalar names, tags, translations

const scalarNamePattern = /^[a-z][a-z0-9_]{0,63}$/
const colourPattern = /^#[0-9a-fA-F]{6}$/

async function scalarNameTaken(db: Db, chatbotId: string, name: string, except?: string) {
  const rows = await db
    .select({ id: t.builderScalarNames.id })
    .from(t.builderScalarNames)
    .where(and(eq(t.builderScalarNames.chatbotId, chatbotId), eq(t.builderScalarNames.name, name)))
  return rows.some((r) => r.id !== except)
}

export async function createScalarName(
  db: Db,
  chatbotId: string,
  args: { name: string; humanReadableName?: string | null; tagsId?: readonly string[] | null },
) {
  const errors: Errors = []
  const name = args.name.trim()
  if (!scalarNamePattern.test(name))
    errors.push({ field: 'name', messages: [builderFieldMessages.scalarNamePattern] })
  else if (await scalarNameTaken(db, chatbotId, name))
    errors.push({ field: 'name', messages: [builderFieldMessages.nameTaken] })
  const humanReadableName = checkName(errors, 'humanReadableName', args.humanReadableName ?? name)
  if (args.tagsId && (await missingIds(db, t.builderTags, chatbotId, args.tagsId)).length)
    errors.push({ field: 'tagsId', messages: [builderFieldMessages.notFound] })
  if (errors.length || !humanReadableName) return refused(errors, { scalarName: null })
  const id = newId('sn')
  await db
    .insert(t.builderScalarNames)
    .values({ id, chatbotId, name, humanReadableName, tagIds: [...new Set(args.tagsId ?? [])] })
  return ok({ scalarName: (await scalarNameDirectory(db, chatbotId)).get(id) ?? null })
}

export async function updateScalarName(
  db: Db,
  chatbotId: string,
  args: {
    id: string
    name?: string | null
    humanReadableName?: string | null
    tagsId?: readonly string[] | null
  },
) {
  const [row] = await db
    .select()
    .from(t.builderScalarNames)
    .where(and(eq(t.builderScalarNames.chatbotId, chatbotId), eq(t.builderScalarNames.id, args.id)))
  if (!row) return refused([{ field: 'id', messages: [builderFieldMessages.notFound] }], { scalarName: null })
  const errors: Errors = []
  const name = args.name?.trim()
  if (name != null) {
    if (!scalarNamePattern.test(name))
      errors.push({ field: 'name', messages: [builderFieldMessages.scalarNamePattern] })
    else if (await scalarNameTaken(db, chatbotId, name, row.id))
      errors.push({ field: 'name', messages: [builderFieldMessages.nameTaken] })
  }
  const humanReadableName =
    args.humanReadableName != null ? checkName(errors, 'humanReadableName', args.humanReadableName) : null
  if (args.tagsId && (await missingIds(db, t.builderTags, chatbotId, args.tagsId)).length)
    errors.push({ field: 'tagsId', messages: [builderFieldMessages.notFound] })
  if (errors.length) return refused(errors, { scalarName: null })
  await db
    .update(t.builderScalarNames)
    .set({
      ...(name ? { name } : {}),
      ...(humanReadableName ? { humanReadableName } : {}),
      ...(args.tagsId ? { tagIds: [...new Set(args.tagsId)] } : {}),
    })
    .where(eq(t.builderScalarNames.id, row.id))
  return ok({ scalarName: (await scalarNameDirectory(db, chatbotId)).get(row.id) ?? null })
}

/** Deletes a scalar name no state stores its answer in ('Can not delete scalar name' otherwise). */
export async function deleteScalarName(db: Db, chatbotId: string, id: string) {
  const [row] = await db
    .select({ id: t.builderScalarNames.id })
    .from(t.builderScalarNames)
    .where(and(eq(t.builderScalarNames.chatbotId, chatbotId), eq(t.builderScalarNames.id, id)))
  const message = builderErrors.cannot_delete_scalar_name.en
  if (!row) return refused([{ field: 'id', messages: [message] }], {})
  const [used] = await db
    .select({ id: t.builderStates.id })
    .from(t.builderStates)
    .where(and(eq(t.builderStates.chatbotId, chatbotId), eq(t.builderStates.scalarNameId, id)))
    .limit(1)
  if (used) return refused([{ field: 'id', messages: [message, builderFieldMessages.inUse] }], {})
  await db.delete(t.builderScalarNames).where(eq(t.builderScalarNames.id, id))
  return ok({})
}

function checkTag(
  errors: Errors,
  args: { kind?: string | null; content?: string | null; color?: string | null },
  create: boolean,
) {
  const kind = args.kind != null || create ? checkName(errors, 'kind', args.kind) : null
  const content = args.content != null || create ? checkName(errors, 'content', args.content) : null
  if (args.color != null && !colourPattern.test(args.color))
    errors.push({ field: 'color', messages: [builderFieldMessages.colour] })
  return { kind, content }
}

export async function createTag(
  db: Db,
  chatbotId: string,
  args: { kind: string; content: string; color?: string | null },
) {
  const errors: Errors = []
  const { kind, content } = checkTag(errors, args, true)
  if (errors.length || !kind || !content) return refused(errors, { tag: null })
  const id = newId('tg')
  await db.insert(t.builderTags).values({ id, chatbotId, kind, content, color: args.color ?? '#64748b' })
  return ok({ tag: (await tagsOf(db, chatbotId)).get(id) ?? null })
}

export async function updateTag(
  db: Db,
  chatbotId: string,
  args: { id: string; kind?: string | null; content?: string | null; color?: string | null },
) {
  const [row] = await db
    .select()
    .from(t.builderTags)
    .where(and(eq(t.builderTags.chatbotId, chatbotId), eq(t.builderTags.id, args.id)))
  if (!row) return refused([{ field: 'id', messages: [builderFieldMessages.notFound] }], { tag: null })
  const errors: Errors = []
  const { kind, content } = checkTag(errors, args, false)
  if (errors.length) return refused(errors, { tag: null })
  const [updated] = await db
    .update(t.builderTags)
    .set({
      ...(kind ? { kind } : {}),
      ...(content ? { content } : {}),
      ...(args.color ? { color: args.color } : {}),
    })
    .where(eq(t.builderTags.id, row.id))
    .returning()
  return ok({ tag: updated ? tagGql(updated) : null })
}

/** Deletes a tag: it leaves the variations and scalar names that had it. */
export async function deleteTag(db: Db, chatbotId: string, id: string) {
  const [row] = await db
    .select({ id: t.builderTags.id })
    .from(t.builderTags)
    .where(and(eq(t.builderTags.chatbotId, chatbotId), eq(t.builderTags.id, id)))
  if (!row) return refused([{ field: 'id', messages: [builderFieldMessages.notFound] }], {})
  await db.transaction(async (tx) => {
    await tx.delete(t.builderTags).where(eq(t.builderTags.id, id))
    await tx
      .update(t.builderScalarNames)
      .set({ tagIds: sql`${t.builderScalarNames.tagIds} - ${id}::text` })
      .where(eq(t.builderScalarNames.chatbotId, chatbotId))
  })
  return ok({})
}

export async function createTranslation(
  db: Db,
  chatbotId: string,
  args: { ownerId: string; field: string; languageTag: string; content: string },
) {
  const errors: Errors = []
  if (!(await optionRow(db, chatbotId, args.ownerId)))
    errors.push({ field: 'ownerId', messages: [builderFieldMessages.notFound] })
  if (!(translatedFields as readonly string[]).includes(args.field))
    errors.push({ field: 'field', messages: [builderFieldMessages.invalidValue] })
  if (!isBuilderLanguage(args.languageTag))
    errors.push({ field: 'languageTag', messages: [builderFieldMessages.invalidValue] })
  const content = checkName(errors, 'content', args.content)
  if (!errors.length) {
    const [taken] = await db
      .select({ id: t.builderTranslations.id })
      .from(t.builderTranslations)
      .where(
        and(
          eq(t.builderTranslations.ownerId, args.ownerId),
          eq(t.builderTranslations.field, args.field),
          eq(t.builderTranslations.languageTag, args.languageTag),
        ),
      )
    if (taken) errors.push({ field: 'languageTag', messages: [builderFieldMessages.nameTaken] })
  }
  if (errors.length || !content) return refused(errors, { translation: null })
  const [row] = await db
    .insert(t.builderTranslations)
    .values({
      id: newId('tr'),
      chatbotId,
      ownerId: args.ownerId,
      field: args.field,
      languageTag: args.languageTag,
      content,
    })
    .returning()
  return ok({ translation: row ?? null })
}

export async function updateTranslation(db: Db, chatbotId: string, args: { id: string; content: string }) {
  const errors: Errors = []
  const content = checkName(errors, 'content', args.content)
  const [row] = await db
    .select({ id: t.builderTranslations.id })
    .from(t.builderTranslations)
    .where(and(eq(t.builderTranslations.chatbotId, chatbotId), eq(t.builderTranslations.id, args.id)))
  if (!row) errors.unshift({ field: 'id', messages: [builderFieldMessages.notFound] })
  if (errors.length || !content || !row) return refused(errors, { translation: null })
  const [updated] = await db
    .update(t.builderTranslations)
    .set({ content })
    .where(eq(t.builderTranslations.id, row.id))
    .returning()
  return ok({ translation: updated ?? null })
}

export async function deleteTranslation(db: Db, chatbotId: string, id: string) {
  const [row] = await db
    .select({ id: t.builderTranslations.id })
    .from(t.builderTranslations)
    .where(and(eq(t.builderTranslations.chatbotId, chatbotId), eq(t.builderTranslations.id, id)))
  if (!row) return refused([{ field: 'id', messages: [builderFieldMessages.notFound] }], {})
  await db.delete(t.builderTranslations).where(eq(t.builderTranslations.id, id))
  return ok({})
}
