import { and, eq, max } from 'drizzle-orm'
import { replyTypes } from '@shared/domain/builder'
import { builderFieldMessages } from '@shared/domain/builder-field-messages'
import { planDivergentSwitch } from '@shared/domain/builder-rules'
import * as t from './schema'
import { renumber, reorder } from './reorder'
import { divergentOptionTemplates, replyProcessors, validators } from './builder-catalogue'
import { readState } from './builder-read'
import {
  type Db,
  type Errors,
  checkName,
  detachStates,
  fail,
  groupRow,
  missingIds,
  newId,
  ok,
  refused,
  stateRow,
} from './builder-common'

/** States of a question: create and update, delete, order and the divergent option. */

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
