import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm'
import {
  builderLimits,
  isBuilderLanguage,
  isFlowKind,
  isRoutingInstruction,
  isSpecialFlowKind,
} from '@shared/domain/builder'
import { lintFlow } from '@shared/domain/builder-lint'
import * as t from './schema'
import * as whatsappSchema from '../whatsapp/schema'
import { atsFieldMappingNames, automationsRunningFlows } from './flow-usage'
import {
  divergentOptionTemplates,
  processorTemplates,
  replyProcessors,
  validators,
} from './builder-catalogue'
import {
  assembleStates,
  processorDirectory,
  readFlow,
  readFlows,
  readFlowTreePage,
  flowTreePageLimit,
  readGroups,
  readState,
  scalarNameDirectory,
  tagsOf,
  type OptionGql,
} from './builder-read'
import type { ChatbotRow } from '../chatbots/chatbot-access-service'
import { ApiError } from '../errors'
import {
  type Db,
  fail,
  flowRow,
  groupRow,
  languagesOf,
  optionRow,
  stateRow,
  statesOfGroups,
} from './builder-common'

/** The builder's read queries: settings, lists of one chatbot, the flow linter and the impact of a deletion. */

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
    divergentOptionTemplates: divergentOptionTemplates.map(({ id, name, routingInstruction }) => ({
      id,
      name,
      routingInstruction,
    })),
    tags: await allTags(db, chatbot.id),
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
 * What a delete would touch: the options elsewhere that route into the flow, question,
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
