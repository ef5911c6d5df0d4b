import { and, eq, max } from 'drizzle-orm'
import { isBuilderLanguage } from '@shared/domain/builder'
import { builderErrors } from '@shared/domain/errors/builder'
import { builderFieldMessages } from '@shared/domain/builder-field-messages'
import { newLabelText } from '@shared/domain/builder-rules'
import * as t from './schema'
import { renumber, reorder } from './reorder'
import { labelGql } from './builder-read'
import type { ChatbotRow } from '../chatbots/chatbot-access-service'
import {
  type Db,
  type Errors,
  actionRow,
  fail,
  labelRow,
  languagesOf,
  newId,
  ok,
  optionRow,
  refused,
} from './builder-common'

/** Option labels of an action: create, update, delete and order. */

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
