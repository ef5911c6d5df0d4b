import { useQuery } from '@tanstack/react-query'
import * as v from 'valibot'
import type { TranslatedField } from '@shared/domain/builder'
import { chatbotGraphql } from '@shared/graphql/generated/chatbot'
import { fieldErrorSchema, requireOk } from '../../../lib/field-errors'
import { graphqlOperation, request } from '../../../lib/graphql'
import { builderKeys, type BuilderScope } from '../scope'

/**
 * Translations of an answer's texts (spec 001 §7.4 'Tags and translations'): its description title and
 * description (OPTION_DESCRIPTION_TITLE, OPTION_DESCRIPTION) in each of the chatbot's languages.
 */
const translationsDocument = chatbotGraphql(`
  query BuilderTranslations($ownerId: ID!) {
    allTranslations(ownerId: $ownerId) {
      id
      field
      languageTag
      content
    }
  }
`)
const createDocument = chatbotGraphql(`
  mutation BuilderCreateTranslation($ownerId: ID!, $field: String!, $languageTag: String!, $content: String!) {
    createTranslation(ownerId: $ownerId, field: $field, languageTag: $languageTag, content: $content) {
      ok
      errors {
        field
        messages
      }
      translation {
        id
      }
    }
  }
`)
const updateDocument = chatbotGraphql(`
  mutation BuilderUpdateTranslation($id: ID!, $content: String!) {
    updateTranslation(id: $id, content: $content) {
      ok
      errors {
        field
        messages
      }
    }
  }
`)
const deleteDocument = chatbotGraphql(`
  mutation BuilderDeleteTranslation($id: ID!) {
    deleteTranslation(id: $id) {
      ok
      errors {
        field
        messages
      }
    }
  }
`)

const result = v.object({ ok: v.boolean(), errors: v.array(fieldErrorSchema) })
const translationSchema = v.object({
  id: v.string(),
  field: v.string(),
  languageTag: v.string(),
  content: v.string(),
})
export type TranslationDetail = v.InferOutput<typeof translationSchema>
const ops = {
  list: graphqlOperation(
    'translations',
    translationsDocument,
    v.object({ allTranslations: v.array(translationSchema) }),
  ),
  create: graphqlOperation(
    'create translation',
    createDocument,
    v.object({
      createTranslation: v.object({
        ok: v.boolean(),
        errors: v.array(fieldErrorSchema),
        translation: v.nullable(v.object({ id: v.string() })),
      }),
    }),
  ),
  update: graphqlOperation('update translation', updateDocument, v.object({ updateTranslation: result })),
  remove: graphqlOperation('delete translation', deleteDocument, v.object({ deleteTranslation: result })),
}

export function useTranslations(scope: BuilderScope | null, ownerId: string) {
  return useQuery({
    queryKey: builderKeys.key(scope?.chatbotId ?? '', 'translations', ownerId),
    queryFn: async () => (await request('chatbot', ops.list, { ownerId })).allTranslations,
    enabled: scope != null,
  })
}

/**
 * Saves one translated text and answers the id it is stored under: a text that was not stored yet is
 * created, a stored one changed, and a blank one removed (spec 001 §7.3: blank translated descriptions
 * are not kept).
 */
export async function saveTranslation(input: {
  id: string | null
  ownerId: string
  field: TranslatedField
  languageTag: string
  content: string
}): Promise<string | null> {
  const content = input.content.trim()
  if (!input.id) {
    if (!content) return null
    const answer = requireOk(
      'create translation',
      (
        await request('chatbot', ops.create, {
          ownerId: input.ownerId,
          field: input.field,
          languageTag: input.languageTag,
          content,
        })
      ).createTranslation,
    )
    return answer.translation?.id ?? null
  }
  if (!content) {
    requireOk(
      'delete translation',
      (await request('chatbot', ops.remove, { id: input.id })).deleteTranslation,
    )
    return null
  }
  requireOk(
    'update translation',
    (await request('chatbot', ops.update, { id: input.id, content })).updateTranslation,
  )
  return input.id
}
