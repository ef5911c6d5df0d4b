import { and, eq, sql } from 'drizzle-orm'
import { builderFieldMessages } from '@shared/domain/builder-field-messages'
import * as t from './schema'
import { tagGql, tagsOf } from './builder-read'
import { type Db, type Errors, checkName, newId, ok, refused } from './builder-common'
import { colourPattern } from './scalar-names-service'

/** Tags of a chatbot: create, update and delete. */

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
