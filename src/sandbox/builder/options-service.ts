import { and, asc, eq, max } from 'drizzle-orm'
import { isRoutingInstruction, newOptionDefaults } from '@shared/domain/builder'
import { builderErrors } from '@shared/domain/errors/builder'
import { builderFieldMessages } from '@shared/domain/builder-field-messages'
import {
  effectiveIsRequired,
  newLabelText,
  newOption,
  withNextState,
  withNextStateMachine,
} from '@shared/domain/builder-rules'
import * as t from './schema'
import { renumber, reorder } from './reorder'
import { readState, type OptionGql } from './builder-read'
import type { ChatbotRow } from '../chatbots/chatbot-access-service'
import {
  type Db,
  type Errors,
  checkName,
  fail,
  flowRow,
  languagesOf,
  missingIds,
  newId,
  ok,
  optionRow,
  refused,
  stateRow,
} from './builder-common'

/** Options of a state: create, update, delete, order and where they go next. */

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
