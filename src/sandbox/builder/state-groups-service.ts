import { eq, inArray, sql } from 'drizzle-orm'
import { builderLimits, type Message } from '@shared/domain/builder'
import { builderFieldMessages } from '@shared/domain/builder-field-messages'
import * as t from './schema'
import { stateGroupTemplates } from '../chatbots/schema'
import { place, renumber, reorder, type OrderedList } from './reorder'
import { stateGroupTemplateContent } from './builder-catalogue'
import { readGroups, type StateGroupGql } from './builder-read'
import type { ChatbotRow } from '../chatbots/chatbot-access-service'
import {
  type Db,
  type Errors,
  checkName,
  detachStates,
  fail,
  flowRow,
  groupRow,
  languagesOf,
  newId,
  ok,
  refused,
  stateRow,
  statesOfGroups,
} from './builder-common'
import { copyGroups } from './copy-groups'

/** Questions (state groups) of a flow: update, delete, clone, copy from templates and order. */

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
