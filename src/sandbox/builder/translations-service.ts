import { and, eq } from 'drizzle-orm'
import { isBuilderLanguage, translatedFields } from '@shared/domain/builder'
import { builderFieldMessages } from '@shared/domain/builder-field-messages'
import * as t from './schema'
import { type Db, type Errors, checkName, newId, ok, optionRow, refused } from './builder-common'

/** Translations of builder texts: create, update and delete. */

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
