import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import * as v from 'valibot'
import { chatbotGraphql } from '@shared/graphql/generated/chatbot'
import type { DeleteWhatsappDefinitionMutation } from '@shared/graphql/generated/chatbot/graphql'
import { graphqlOperation, request } from '../../../lib/graphql'
import { definitionSchema, resultEntries, type WhatsappDefinitionData } from './schemas'
import { whatsappKeys } from '../scope'

/**
 * The chatbot's WhatsApp definitions with every version and language (allWhatsappDefinitions), and the
 * calls on a definition: sync, the batch-action flag, activate and delete a version, delete the definition.
 */
const definitionsDocument = chatbotGraphql(`
  query WhatsappDefinitions {
    allWhatsappDefinitions {
      id
      name
      supportsBatchAction
      isSmartInboxTemplate
      activeTemplate {
        id
      }
      availableTemplates {
        id
        version
        status
        templateName
        category
        buttonType
        attachmentType
        creatorEmail
        created
        modified
        submittedAt
        parameters {
          id
          name
          index
          scalarName
          atsFieldMapping
          example
        }
        variations {
          id
          languageTag
          content
          status
          footer
          attachmentTitle
          attachmentUrl
          rejectionReason
          lastReviewedAt
          buttons {
            id
            actionType
            text
            phoneNumber
            url
            urlType
          }
        }
      }
    }
  }
`)

const definitionsOperation = graphqlOperation(
  'whatsapp definitions',
  definitionsDocument,
  v.object({ allWhatsappDefinitions: v.array(definitionSchema) }),
)

export function definitionsQuery(chatbotId: string) {
  return queryOptions({
    queryKey: whatsappKeys.key(chatbotId, 'definitions'),
    queryFn: async () => (await request('chatbot', definitionsOperation)).allWhatsappDefinitions,
    // Reviews finish on the provider's clock: the matrix follows without a reload.
    refetchInterval: 5_000,
  })
}

export const useDefinitions = (chatbotId: string) => useQuery(definitionsQuery(chatbotId))

const syncDocument = chatbotGraphql(`
  mutation SyncWhatsappDefinition($id: ID) {
    syncWhatsappDefinition(id: $id) {
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
  'sync whatsapp definitions',
  syncDocument,
  v.object({ syncWhatsappDefinition: v.object({ ...resultEntries, updated: v.number() }) }),
)

/** Every WhatsApp mutation's answer (`ok`, `stage`, `errors`, `errorMessage`), as codegen generates it. */
export type WhatsappAnswer = DeleteWhatsappDefinitionMutation['deleteWhatsappDefinition']
export type WhatsappFieldErrors = WhatsappAnswer['errors']

/** The provider's failure of a WhatsApp call (ok: false), with its stage and field errors. */
export class WhatsappCallFailedError extends Error {
  constructor(
    readonly stage: WhatsappAnswer['stage'],
    readonly errorMessage: WhatsappAnswer['errorMessage'],
    readonly fields: Readonly<WhatsappFieldErrors>,
  ) {
    super(errorMessage ?? 'WhatsApp call failed')
    this.name = 'WhatsappCallFailedError'
  }
}

export function requireWhatsappOk<R extends WhatsappAnswer>(result: R): R {
  if (!result.ok) throw new WhatsappCallFailedError(result.stage, result.errorMessage, result.errors)
  return result
}

/** "Sync now": the provider's verdicts for every definition (or one). */
export function useSyncDefinitions(chatbotId: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async (id?: string) =>
      requireWhatsappOk((await request('chatbot', syncOperation, { id: id ?? null })).syncWhatsappDefinition),
    onSettled: () => client.invalidateQueries({ queryKey: whatsappKeys.all(chatbotId) }),
  })
}

const batchDocument = chatbotGraphql(`
  mutation UpdateWhatsappBatchAction($id: ID!, $on: Boolean!) {
    updateWhatsappDefinition(id: $id, input: { supportsBatchAction: $on }) {
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
const batchOperation = graphqlOperation(
  'update whatsapp batch action',
  batchDocument,
  v.object({ updateWhatsappDefinition: v.object(resultEntries) }),
)

/**
 * The batch-action flag (spec 000 §4): flipped in the cache at once, reverted when the reply is not ok
 * (or the call fails).
 */
export function useBatchAction(chatbotId: string) {
  const client = useQueryClient()
  const key = definitionsQuery(chatbotId).queryKey
  const setFlag = (id: string, on: boolean) =>
    client.setQueryData<WhatsappDefinitionData[]>(key, (list) =>
      list?.map((d) => (d.id === id ? { ...d, supportsBatchAction: on } : d)),
    )
  return useMutation({
    mutationFn: async ({ id, on }: { id: string; on: boolean }) =>
      requireWhatsappOk((await request('chatbot', batchOperation, { id, on })).updateWhatsappDefinition),
    onMutate: async ({ id, on }) => {
      await client.cancelQueries({ queryKey: key })
      setFlag(id, on)
    },
    onError: (_error, { id, on }) => setFlag(id, !on),
    onSettled: () => client.invalidateQueries({ queryKey: key }),
  })
}

const activateDocument = chatbotGraphql(`
  mutation ActivateWhatsappTemplate($templateId: ID!) {
    activateWhatsappTemplate(templateId: $templateId) {
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
const activateOperation = graphqlOperation(
  'activate whatsapp template',
  activateDocument,
  v.object({ activateWhatsappTemplate: v.object(resultEntries) }),
)

const deleteVersionDocument = chatbotGraphql(`
  mutation DeleteWhatsappTemplateAtProvider($templateId: ID!) {
    deleteWhatsappTemplateAtProvider(templateId: $templateId) {
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
const deleteVersionOperation = graphqlOperation(
  'delete whatsapp template',
  deleteVersionDocument,
  v.object({ deleteWhatsappTemplateAtProvider: v.object(resultEntries) }),
)

const deleteDefinitionDocument = chatbotGraphql(`
  mutation DeleteWhatsappDefinition($id: ID!) {
    deleteWhatsappDefinition(id: $id) {
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
const deleteDefinitionOperation = graphqlOperation(
  'delete whatsapp definition',
  deleteDefinitionDocument,
  v.object({ deleteWhatsappDefinition: v.object(resultEntries) }),
)

const submitDocument = chatbotGraphql(`
  mutation SubmitWhatsappTemplate($templateId: ID!) {
    createWhatsappTemplateAtProvider(templateId: $templateId) {
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
export const submitOperation = graphqlOperation(
  'submit whatsapp template',
  submitDocument,
  v.object({ createWhatsappTemplateAtProvider: v.object(resultEntries) }),
)

/** Version actions of the version viewer: activate, delete, submit; and deleting the whole definition. */
export function useVersionActions(chatbotId: string) {
  const client = useQueryClient()
  const onSettled = () => client.invalidateQueries({ queryKey: whatsappKeys.all(chatbotId) })
  return {
    activate: useMutation({
      mutationFn: async (templateId: string) =>
        requireWhatsappOk(
          (await request('chatbot', activateOperation, { templateId })).activateWhatsappTemplate,
        ),
      onSettled,
    }),
    remove: useMutation({
      mutationFn: async (templateId: string) =>
        requireWhatsappOk(
          (await request('chatbot', deleteVersionOperation, { templateId })).deleteWhatsappTemplateAtProvider,
        ),
      onSettled,
    }),
    submit: useMutation({
      mutationFn: async (templateId: string) =>
        requireWhatsappOk(
          (await request('chatbot', submitOperation, { templateId })).createWhatsappTemplateAtProvider,
        ),
      onSettled,
    }),
    removeDefinition: useMutation({
      mutationFn: async (id: string) =>
        requireWhatsappOk(
          (await request('chatbot', deleteDefinitionOperation, { id })).deleteWhatsappDefinition,
        ),
      onSettled,
    }),
  }
}
