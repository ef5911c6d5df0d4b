import { useMutation, useQueryClient } from '@tanstack/react-query'
import * as v from 'valibot'
import { chatbotGraphql } from '@shared/graphql/generated/chatbot'
import { graphqlOperation, request } from '../../../lib/graphql'
import { requireWhatsappOk } from './definitions'
import { resultEntries } from './schemas'
import { whatsappKeys } from '../scope'

/**
 * Clone, copy (to another chatbot) and delete-all of WhatsApp definitions (spec 001 §7.4). Each refetches
 * the list when it settles, whatever the outcome: a partial delete-all has still deleted some.
 */
/** The answer of the calls on several definitions: the ids made (copy) or deleted (delete-all). */
const definitionsResult = v.object({ ...resultEntries, definitionIds: v.array(v.string()) })

const cloneDocument = chatbotGraphql(`
  mutation CloneWhatsappDefinition($id: ID!, $newName: String!) {
    cloneWhatsappDefinition(id: $id, newName: $newName) {
      ok
      stage
      errors {
        field
        messages
        codes
      }
      errorMessage
      definition {
        id
      }
    }
  }
`)
const cloneOperation = graphqlOperation(
  'clone whatsapp definition',
  cloneDocument,
  v.object({
    cloneWhatsappDefinition: v.object({
      ...resultEntries,
      definition: v.nullable(
        v.object({ id: v.pipe(v.union([v.string(), v.number()]), v.transform(String)) }),
      ),
    }),
  }),
)

const copyDocument = chatbotGraphql(`
  mutation CopyWhatsappDefinitions($ids: [ID!]!, $destinationProjectId: String!) {
    copyWhatsappDefinitions(ids: $ids, destinationProjectId: $destinationProjectId) {
      ok
      stage
      errors {
        field
        messages
        codes
      }
      errorMessage
      definitionIds
    }
  }
`)
const copyOperation = graphqlOperation(
  'copy whatsapp definitions',
  copyDocument,
  v.object({ copyWhatsappDefinitions: definitionsResult }),
)

const deleteAllDocument = chatbotGraphql(`
  mutation DeleteAllWhatsappDefinitions($ids: [ID!]!) {
    deleteAllWhatsappDefinitions(ids: $ids) {
      ok
      stage
      errors {
        field
        messages
        codes
      }
      errorMessage
      definitionIds
    }
  }
`)
const deleteAllOperation = graphqlOperation(
  'delete all whatsapp definitions',
  deleteAllDocument,
  v.object({ deleteAllWhatsappDefinitions: definitionsResult }),
)

function useSettled(chatbotId: string) {
  const client = useQueryClient()
  return () => client.invalidateQueries({ queryKey: whatsappKeys.all(chatbotId) })
}

/** Clone: a concept copy of the shown version under a new valid, unique name. */
export function useCloneDefinition(chatbotId: string) {
  return useMutation({
    mutationFn: async (input: { id: string; newName: string }) =>
      requireWhatsappOk((await request('chatbot', cloneOperation, input)).cloneWhatsappDefinition),
    onSettled: useSettled(chatbotId),
  })
}

/** Copy: the definitions to another chatbot of the user (its project id), keeping their names. */
export function useCopyDefinitions() {
  return useMutation({
    mutationFn: async (input: { ids: string[]; destinationProjectId: string }) =>
      requireWhatsappOk((await request('chatbot', copyOperation, input)).copyWhatsappDefinitions),
  })
}

/** Delete all: the given definitions, each with its buttons, parameters, variations and templates. */
export function useDeleteAllDefinitions(chatbotId: string) {
  return useMutation({
    mutationFn: async (ids: string[]) =>
      requireWhatsappOk((await request('chatbot', deleteAllOperation, { ids })).deleteAllWhatsappDefinitions),
    onSettled: useSettled(chatbotId),
  })
}
