import { and, eq } from 'drizzle-orm'
import { builderErrors } from '@shared/domain/errors/builder'
import { builderFieldMessages } from '@shared/domain/builder-field-messages'
import * as t from './schema'
import { scalarNameDirectory } from './builder-read'
import { type Db, type Errors, checkName, missingIds, newId, ok, refused } from './builder-common'

/** Scalar names (the variables a state stores its answer in): create, update and delete. */

const scalarNamePattern = /^[a-z][a-z0-9_]{0,63}$/
export const colourPattern = /^#[0-9a-fA-F]{6}$/

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
