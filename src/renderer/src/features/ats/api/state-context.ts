import { queryOptions, useQuery } from '@tanstack/react-query'
import * as v from 'valibot'
import { chatbotGraphql } from '@shared/graphql/generated/chatbot'
import { graphqlOperation, request } from '../../../lib/graphql'
import { atsKeys } from '../scope'
import { mappingSchema } from './mappings'

/**
 * A state's side of the mappings (currentAtsFieldMappingContext): the state, its variable, its answers and
 * the mappings that write it, in full. The builder's state drawer edits them in place; a mapping's answer
 * options are chosen from these answers. Every mapping change refreshes it (the ATS keys).
 */
const contextDocument = chatbotGraphql(`
  query AtsStateContext($stateId: ID!) {
    currentAtsFieldMappingContext(stateId: $stateId) {
      stateId stateName scalarName options { id name }
      atsFieldMappings {
        id type dataType value isDefaultMapping isLocked prepend append prependAppendSeparator scalarName
        postModifiers getModifiers atsFieldOrdering atsFieldId
        atsField { path dataType required entityType humanReadableNames { language name } }
        states { id name } atsOptions { id value humanReadableName }
        mappingOptions { id option optionName atsOptionId doStoreValue }
      }
    }
  }
`)
const contextOperation = graphqlOperation(
  'ATS state context',
  contextDocument,
  v.object({
    currentAtsFieldMappingContext: v.nullable(
      v.object({
        stateId: v.string(),
        stateName: v.string(),
        scalarName: v.nullable(v.string()),
        options: v.array(v.object({ id: v.string(), name: v.string() })),
        atsFieldMappings: v.array(mappingSchema),
      }),
    ),
  }),
)
export type AtsStateContext = NonNullable<
  v.InferOutput<typeof contextOperation.reply>['currentAtsFieldMappingContext']
>

/** null when the state is gone (or belongs to another chatbot). */
export function atsStateContextQuery(chatbotId: string, stateId: string) {
  return queryOptions({
    queryKey: atsKeys.key(chatbotId, 'state-context', stateId),
    queryFn: () =>
      request('chatbot', contextOperation, { stateId }).then((d) => d.currentAtsFieldMappingContext),
    staleTime: 30_000,
  })
}
export const useAtsStateContext = (chatbotId: string, stateId: string) =>
  useQuery(atsStateContextQuery(chatbotId, stateId))
