import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import * as v from 'valibot'
import { chatbotGraphql } from '@shared/graphql/generated/chatbot'
import type { WhatsappAtsFieldOptionsQuery } from '@shared/graphql/generated/chatbot/graphql'
import { graphqlOperation, request } from '../../../lib/graphql'
import { requireWhatsappOk } from './definitions'
import { resultEntries } from './schemas'
import { whatsappKeys } from '../scope'

/**
 * The ATS fields a template variable can be filled from (whatsappAtsFieldOptions) and the ATS sync of a
 * version's variables (syncWhatsappAtsVariables).
 */
const optionsDocument = chatbotGraphql(`
  query WhatsappAtsFieldOptions {
    whatsappAtsFieldOptions {
      value
      scalarName
      names {
        language
        name
      }
    }
  }
`)

const optionsOperation = graphqlOperation(
  'whatsapp ats field options',
  optionsDocument,
  v.object({
    whatsappAtsFieldOptions: v.array(
      v.object({
        value: v.string(),
        scalarName: v.string(),
        names: v.array(v.object({ language: v.string(), name: v.string() })),
      }),
    ),
  }),
)
export type AtsFieldOption = WhatsappAtsFieldOptionsQuery['whatsappAtsFieldOptions'][number]

export function atsFieldOptionsQuery(chatbotId: string) {
  return queryOptions({
    queryKey: whatsappKeys.key(chatbotId, 'ats-field-options'),
    queryFn: async () => (await request('chatbot', optionsOperation)).whatsappAtsFieldOptions,
  })
}

export const useAtsFieldOptions = (chatbotId: string) => useQuery(atsFieldOptionsQuery(chatbotId))

/**
 * An ATS field's name in the interface language (the ATS names its fields per language: 'nl', 'en'),
 * else its first name, else its path.
 */
export function atsFieldName(option: AtsFieldOption, interfaceLanguage: string): string {
  const language = interfaceLanguage.slice(0, 2).toLowerCase()
  return (
    option.names.find((entry) => entry.language.slice(0, 2).toLowerCase() === language)?.name ??
    option.names[0]?.name ??
    option.value
  )
}

/** The ATS field options as a select's items: readable name, value the field's path. */
export function atsFieldItems(options: readonly AtsFieldOption[], interfaceLanguage: string) {
  return options
    .map((option) => ({ value: option.value, label: atsFieldName(option, interfaceLanguage) }))
    .sort((a, b) => a.label.localeCompare(b.label, interfaceLanguage))
}

const syncDocument = chatbotGraphql(`
  mutation SyncWhatsappAtsVariables($templateId: ID!) {
    syncWhatsappAtsVariables(templateId: $templateId) {
      ok
      stage
      errors {
        field
        messages
        codes
      }
      errorMessage
      updated
    }
  }
`)
const syncOperation = graphqlOperation(
  'sync whatsapp ats variables',
  syncDocument,
  v.object({ syncWhatsappAtsVariables: v.object({ ...resultEntries, updated: v.number() }) }),
)

/** Links a version's variables to the ATS fields of their scalar names; answers how many changed. */
export function useSyncAtsVariables(chatbotId: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async (templateId: string) =>
      requireWhatsappOk((await request('chatbot', syncOperation, { templateId })).syncWhatsappAtsVariables),
    onSettled: () => client.invalidateQueries({ queryKey: whatsappKeys.all(chatbotId) }),
  })
}
