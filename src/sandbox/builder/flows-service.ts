import { and, asc, eq, max, sql } from 'drizzle-orm'
import { builderLimits, isFlowKind, isSpecialFlowKind } from '@shared/domain/builder'
import { builderFieldMessages } from '@shared/domain/builder-field-messages'
import * as t from './schema'
import { renumber, reorder } from './reorder'
import { readFlow } from './builder-read'
import {
  type Db,
  type Errors,
  checkName,
  detachStates,
  fail,
  flowRow,
  missingIds,
  newId,
  ok,
  refused,
  statesOfGroups,
} from './builder-common'
import { copyGroups } from './copy-groups'

/** Flows (state machines) of a chatbot: add, update, delete, clone, order and blueprint. */

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
