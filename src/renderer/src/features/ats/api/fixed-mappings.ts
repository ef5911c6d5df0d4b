import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import * as v from 'valibot'
import type { FixedMappingOwnerKind } from '@shared/domain/ats'
import { chatbotGraphql } from '@shared/graphql/generated/chatbot'
import { mutationResultEntries, requireOk } from '../../../lib/field-errors'
import { graphqlOperation, request } from '../../../lib/graphql'
import { chatbotAreaKeys } from '../../../lib/query-keys'
import { atsKeys } from '../scope'

/**
 * The mappings a flow or an answer holds fixed (Flow.fixedAtsFieldMappings, Option.fixedAtsFieldMappings):
 * read and set as a whole. Setting one refreshes the builder's queries too (its delete impact lists them).
 */

const holdsOperation = graphqlOperation(
  'fixed ATS mappings',
  chatbotGraphql(`
    query FixedAtsMappings($kind: String!, $id: ID!) { fixedAtsFieldMappings(kind: $kind, id: $id) }
  `),
  v.object({ fixedAtsFieldMappings: v.nullable(v.array(v.string())) }),
)

const setOperation = graphqlOperation(
  'set fixed ATS mappings',
  chatbotGraphql(`
    mutation SetFixedAtsMappings($kind: String!, $id: ID!, $mappingIds: [ID!]!) {
      setFixedAtsFieldMappings(kind: $kind, id: $id, mappingIds: $mappingIds) {
        ok code errorMessage errors { field messages } mappingIds
      }
    }
  `),
  v.object({
    setFixedAtsFieldMappings: v.object({
      ...mutationResultEntries,
      code: v.optional(v.nullable(v.string()), null),
      mappingIds: v.array(v.string()),
    }),
  }),
)

const builderKeys = chatbotAreaKeys('builder')
const holdsKey = (chatbotId: string, kind: FixedMappingOwnerKind, id: string) =>
  atsKeys.key(chatbotId, 'fixed', kind, id)

/** The ids held, in order; null when the flow or answer is gone. */
export const useFixedMappings = (chatbotId: string, kind: FixedMappingOwnerKind, id: string) =>
  useQuery({
    queryKey: holdsKey(chatbotId, kind, id),
    queryFn: () => request('chatbot', holdsOperation, { kind, id }).then((d) => d.fixedAtsFieldMappings),
    staleTime: 30_000,
  })

export function useSetFixedMappings(chatbotId: string, kind: FixedMappingOwnerKind, id: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async (mappingIds: string[]) =>
      requireOk(
        'setFixedAtsFieldMappings',
        (await request('chatbot', setOperation, { kind, id, mappingIds })).setFixedAtsFieldMappings,
      ).mappingIds,
    onSuccess: (held) => client.setQueryData(holdsKey(chatbotId, kind, id), held),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: holdsKey(chatbotId, kind, id) }),
        client.invalidateQueries({ queryKey: builderKeys.all(chatbotId) }),
      ]),
  })
}
