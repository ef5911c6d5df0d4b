import { and, eq, inArray, max } from 'drizzle-orm'
import { builderErrors } from '@shared/domain/errors/builder'
import { builderFieldMessages } from '@shared/domain/builder-field-messages'
import * as t from './schema'
import { renumber, reorder } from './reorder'
import { readState } from './builder-read'
import {
  type Db,
  type Errors,
  actionRow,
  checkName,
  fail,
  newId,
  ok,
  refused,
  stateRow,
} from './builder-common'

/** Actions of a state: add, update, delete and order. */

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
