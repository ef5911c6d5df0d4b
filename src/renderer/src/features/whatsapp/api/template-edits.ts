import { useMutation, useQueryClient } from '@tanstack/react-query'
import * as v from 'valibot'
import { chatbotGraphql } from '@shared/graphql/generated/chatbot'
import type {
  UpdateWhatsappDefinitionSettingsMutationVariables,
  UpdateWhatsappVariationMutationVariables,
} from '@shared/graphql/generated/chatbot/graphql'
import { graphqlOperation, request } from '../../../lib/graphql'
import { requireWhatsappOk } from './definitions'
import { resultEntries } from './schemas'
import { whatsappKeys } from '../scope'

/**
 * Edits in the version viewer: a language of a concept or rejected version (updateWhatsappVariation) and
 * the definition's name and Smart Inbox flag (updateWhatsappDefinition).
 */
const variationDocument = chatbotGraphql(`
  mutation UpdateWhatsappVariation($id: ID!, $input: WhatsappVariationUpdateInput!) {
    updateWhatsappVariation(id: $id, input: $input) {
      ok
      stage
      errors {
        field
        messages
        codes
      }
      errorMessage
    }
  }
`)
const variationOperation = graphqlOperation(
  'update whatsapp variation',
  variationDocument,
  v.object({ updateWhatsappVariation: v.object(resultEntries) }),
)

export function useUpdateVariation(chatbotId: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async (variables: UpdateWhatsappVariationMutationVariables) =>
      requireWhatsappOk((await request('chatbot', variationOperation, variables)).updateWhatsappVariation),
    onSuccess: () => client.invalidateQueries({ queryKey: whatsappKeys.all(chatbotId) }),
  })
}

const definitionDocument = chatbotGraphql(`
  mutation UpdateWhatsappDefinitionSettings($id: ID!, $input: WhatsappDefinitionInput!) {
    updateWhatsappDefinition(id: $id, input: $input) {
      ok
      stage
      errors {
        field
        messages
        codes
      }
      errorMessage
    }
  }
`)
const definitionOperation = graphqlOperation(
  'update whatsapp definition',
  definitionDocument,
  v.object({ updateWhatsappDefinition: v.object(resultEntries) }),
)

export function useUpdateDefinitionSettings(chatbotId: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async (variables: UpdateWhatsappDefinitionSettingsMutationVariables) =>
      requireWhatsappOk((await request('chatbot', definitionOperation, variables)).updateWhatsappDefinition),
    onSuccess: () => client.invalidateQueries({ queryKey: whatsappKeys.all(chatbotId) }),
  })
}
