import { eq, max } from 'drizzle-orm'
import { isBuilderLanguage, type Message } from '@shared/domain/builder'
import type { BuilderErrorCode } from '@shared/domain/errors/builder'
import { builderFieldMessages } from '@shared/domain/builder-field-messages'
import { validateMessage } from '@shared/domain/builder-rules'
import * as t from './schema'
import { tagsOf, variationGql } from './builder-read'
import {
  type Db,
  type Errors,
  actionRow,
  fail,
  missingIds,
  newId,
  ok,
  refused,
  variationRow,
} from './builder-common'

/** Message variations of an action: the six message types per language, their updates and tags. */

async function readVariation(db: Db, chatbotId: string, id: string) {
  const row = (await variationRow(db, chatbotId, id))!
  const tags = await tagsOf(db, chatbotId)
  const links = await db
    .select({ tagId: t.builderVariationTags.tagId })
    .from(t.builderVariationTags)
    .where(eq(t.builderVariationTags.variationId, id))
  return variationGql(
    row,
    links.flatMap((l) => tags.get(l.tagId) ?? []),
  )
}

/** Adds a message of one of the six types in one language to an action (a message of a state). */
export async function addVariation(
  db: Db,
  chatbotId: string,
  args: { actionId: string; languageTag: string; tagsId?: readonly string[] | null },
  message: Message,
) {
  const action = (await actionRow(db, chatbotId, args.actionId)) ?? fail('cannot_add_variation')
  const errors: Errors = validateMessage(message)
  if (!isBuilderLanguage(args.languageTag))
    errors.push({ field: 'languageTag', messages: [builderFieldMessages.invalidValue] })
  if (args.tagsId && (await missingIds(db, t.builderTags, chatbotId, args.tagsId)).length)
    errors.push({ field: 'tagsId', messages: [builderFieldMessages.notFound] })
  if (errors.length) return refused(errors, { variation: null })
  const id = newId('va')
  await db.transaction(async (tx) => {
    const [last] = await tx
      .select({ p: max(t.builderVariations.position) })
      .from(t.builderVariations)
      .where(eq(t.builderVariations.actionId, action.id))
    await tx.insert(t.builderVariations).values({
      id,
      chatbotId,
      actionId: action.id,
      languageTag: args.languageTag,
      position: (last?.p ?? -1) + 1,
      message,
    })
    const tagIds = [...new Set(args.tagsId ?? [])]
    if (tagIds.length)
      await tx.insert(t.builderVariationTags).values(tagIds.map((tagId) => ({ variationId: id, tagId })))
  })
  return ok({ variation: await readVariation(db, chatbotId, id) })
}

const notUpdated: Record<Message['type'], BuilderErrorCode> = {
  TEXT: 'text_message_not_updated',
  VIDEO: 'video_message_not_updated',
  IMAGE: 'image_message_not_updated',
  DOCUMENT: 'document_message_not_updated',
  LINK: 'link_message_not_updated',
  GEOLOCATION: 'geo_location_message_not_updated',
}

/** The code a refused update of a variation's message answers with, by its type. */
export async function messageUpdateCode(
  db: Db,
  chatbotId: string,
  variationId: string,
): Promise<BuilderErrorCode> {
  const row = await variationRow(db, chatbotId, variationId)
  return row ? notUpdated[row.message.type] : 'text_message_not_updated'
}

/** Changes a variation's message within its type; fields of other types are ignored. */
export async function updateMessage(
  db: Db,
  chatbotId: string,
  args: {
    variationId: string
    text?: string | null
    url?: string | null
    caption?: string | null
    fileName?: string | null
    placeholder?: string | null
    link?: string | null
    isDocument?: boolean | null
    lat?: number | null
    lng?: number | null
  },
) {
  const row = (await variationRow(db, chatbotId, args.variationId)) ?? fail('text_message_not_updated')
  const m = row.message
  const next: Message = (() => {
    switch (m.type) {
      case 'TEXT':
        return { ...m, text: args.text ?? m.text }
      case 'VIDEO':
      case 'IMAGE':
        return { ...m, url: args.url ?? m.url, caption: args.caption ?? m.caption }
      case 'DOCUMENT':
        return { ...m, url: args.url ?? m.url, fileName: args.fileName ?? m.fileName }
      case 'LINK':
        return {
          ...m,
          placeholder: args.placeholder ?? m.placeholder,
          link: args.link ?? m.link,
          isDocument: args.isDocument ?? m.isDocument,
        }
      case 'GEOLOCATION':
        return { ...m, lat: args.lat ?? m.lat, lng: args.lng ?? m.lng }
    }
  })()
  const errors = validateMessage(next)
  if (errors.length) return refused(errors, { variation: null })
  await db.update(t.builderVariations).set({ message: next }).where(eq(t.builderVariations.id, row.id))
  return ok({ variation: await readVariation(db, chatbotId, row.id) })
}

export async function deleteVariation(db: Db, chatbotId: string, id: string) {
  if (!(await variationRow(db, chatbotId, id))) fail('could_not_delete_variation')
  await db.delete(t.builderVariations).where(eq(t.builderVariations.id, id))
  return ok({})
}

/** `updateVariationTags(tagsId, variationId)`: the variation's tags become exactly these. */
export async function updateVariationTags(
  db: Db,
  chatbotId: string,
  tagsId: readonly string[],
  variationId: string,
) {
  const row = await variationRow(db, chatbotId, variationId)
  if (!row)
    return refused([{ field: 'variationId', messages: [builderFieldMessages.notFound] }], { variation: null })
  if ((await missingIds(db, t.builderTags, chatbotId, tagsId)).length)
    return refused([{ field: 'tagsId', messages: [builderFieldMessages.notFound] }], { variation: null })
  await db.transaction(async (tx) => {
    await tx.delete(t.builderVariationTags).where(eq(t.builderVariationTags.variationId, variationId))
    const ids = [...new Set(tagsId)]
    if (ids.length)
      await tx.insert(t.builderVariationTags).values(ids.map((tagId) => ({ variationId, tagId })))
  })
  return ok({ variation: await readVariation(db, chatbotId, variationId) })
}
