import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import * as v from 'valibot'
import { chatbotGraphql } from '@shared/graphql/generated/chatbot'
import { fieldErrorSchema, requireOk } from '../../../lib/field-errors'
import { graphqlOperation, request } from '../../../lib/graphql'
import { inboxKeys, type InboxScope } from '../scope'

/**
 * Smart Inbox labels (spec 000 §3 Label: id, name, color; spec 001 §7.3 `allLabels`) and labels on a
 * conversation (`setConversationLabel`, src/shared/graphql/chatbot/inbox.ts). Creating, renaming,
 * recolouring and deleting labels is manager work; applying them is Smart Inbox work.
 */
const labelsDocument = chatbotGraphql(`
  query InboxLabels {
    allLabels {
      id
      name
      color
    }
  }
`)
const createLabelDocument = chatbotGraphql(`
  mutation CreateInboxLabel($name: String!, $color: String) {
    createInboxLabel(name: $name, color: $color) {
      ok
      errors {
        field
        messages
      }
      errorMessage
      label {
        id
        name
        color
      }
    }
  }
`)
const deleteLabelDocument = chatbotGraphql(`
  mutation DeleteInboxLabel($id: ID!) {
    deleteInboxLabel(id: $id) {
      ok
      errors {
        field
        messages
      }
      errorMessage
    }
  }
`)
const setConversationLabelDocument = chatbotGraphql(`
  mutation SetConversationLabel($clientId: ID!, $labelId: ID!, $applied: Boolean!) {
    setConversationLabel(clientId: $clientId, labelId: $labelId, applied: $applied) {
      ok
      errors {
        field
        messages
      }
      errorMessage
      labelIds
    }
  }
`)

const id = v.pipe(v.union([v.string(), v.number()]), v.transform(String))
export const inboxLabelSchema = v.object({ id, name: v.string(), color: v.string() })
export type InboxLabel = v.InferOutput<typeof inboxLabelSchema>
const result = { ok: v.boolean(), errors: v.array(fieldErrorSchema), errorMessage: v.nullable(v.string()) }

const labelsOperation = graphqlOperation(
  'inbox labels',
  labelsDocument,
  v.object({ allLabels: v.array(inboxLabelSchema) }),
)
const createOperation = graphqlOperation(
  'create inbox label',
  createLabelDocument,
  v.object({ createInboxLabel: v.object({ ...result, label: v.nullable(inboxLabelSchema) }) }),
)
const deleteOperation = graphqlOperation(
  'delete inbox label',
  deleteLabelDocument,
  v.object({ deleteInboxLabel: v.object(result) }),
)
const setOperation = graphqlOperation(
  'set conversation label',
  setConversationLabelDocument,
  v.object({ setConversationLabel: v.object({ ...result, labelIds: v.array(id) }) }),
)

export function labelsQuery(scope: InboxScope) {
  return queryOptions({
    queryKey: inboxKeys.key(scope.chatbotId, 'labels'),
    queryFn: async () => (await request('chatbot', labelsOperation, {})).allLabels,
    staleTime: 60_000,
  })
}

export function useInboxLabels(scope: InboxScope) {
  return useQuery(labelsQuery(scope))
}

export function useCreateLabel() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async (label: { name: string; color: string }) =>
      requireOk('create inbox label', (await request('chatbot', createOperation, label)).createInboxLabel),
    onSuccess: () => client.invalidateQueries(inboxKeys.filter),
  })
}

export function useDeleteLabel() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async (labelId: string) =>
      requireOk(
        'delete inbox label',
        (await request('chatbot', deleteOperation, { id: labelId })).deleteInboxLabel,
      ),
    onSuccess: () => client.invalidateQueries(inboxKeys.filter),
  })
}

/** Apply or remove one label on a conversation; the list, the filter by label and the details follow. */
export function useSetConversationLabel() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async (change: { clientId: string; labelId: string; applied: boolean }) =>
      requireOk(
        'set conversation label',
        (await request('chatbot', setOperation, change)).setConversationLabel,
      ).labelIds,
    onSuccess: () => client.invalidateQueries(inboxKeys.filter),
  })
}
