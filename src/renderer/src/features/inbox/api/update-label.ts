import { useMutation, useQueryClient } from '@tanstack/react-query'
import * as v from 'valibot'
import { chatbotGraphql } from '@shared/graphql/generated/chatbot'
import { fieldErrorSchema, requireOk } from '../../../lib/field-errors'
import { graphqlOperation, request } from '../../../lib/graphql'
import { inboxKeys } from '../scope'

/** updateInboxLabel (src/shared/graphql/chatbot/inbox.ts): rename or recolour a Smart Inbox label. */
const updateLabelDocument = chatbotGraphql(`
  mutation UpdateInboxLabel($id: ID!, $name: String, $color: String) {
    updateInboxLabel(id: $id, name: $name, color: $color) {
      ok
      errors {
        field
        messages
      }
      errorMessage
    }
  }
`)

const updateLabelOperation = graphqlOperation(
  'update inbox label',
  updateLabelDocument,
  v.object({
    updateInboxLabel: v.object({
      ok: v.boolean(),
      errors: v.array(fieldErrorSchema),
      errorMessage: v.nullable(v.string()),
    }),
  }),
)

export interface LabelChange {
  readonly id: string
  readonly name: string
  readonly color: string
}

/** Saves a label; `ok: false` rejects with its field errors (lib/field-errors.ts) for the drawer's fields. */
export function useUpdateLabel() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async (change: LabelChange) =>
      requireOk(
        'update inbox label',
        (await request('chatbot', updateLabelOperation, change)).updateInboxLabel,
      ),
    onSuccess: () => client.invalidateQueries(inboxKeys.filter),
  })
}
