import { queryOptions, useQuery } from '@tanstack/react-query'
import * as v from 'valibot'
import { chatbotGraphql } from '@shared/graphql/generated/chatbot'
import { graphqlOperation, request } from '../../../lib/graphql'
import { automationKeys } from '../scope'

/**
 * What an automation points at, for the create modal, the edit drawer and the send drawer: the flows
 * (limit 9999, spec 000 §9), the processors, and the WhatsApp definitions with their active version's
 * parameters and languages (the CSV columns, the form fields and the preview come from it).
 */
const optionsDocument = chatbotGraphql(`
  query AutomationOptions {
    allStateMachines(limit: 9999) {
      id
      name
    }
    allProcessors {
      id
      humanReadableName
    }
    allWhatsappDefinitions {
      id
      name
      activeTemplate {
        id
        parameters {
          name
          index
        }
        variations {
          languageTag
          content
          status
        }
      }
    }
  }
`)

const optionsOperation = graphqlOperation(
  'automation options',
  optionsDocument,
  v.object({
    allStateMachines: v.array(v.object({ id: v.string(), name: v.string() })),
    allProcessors: v.array(v.object({ id: v.string(), humanReadableName: v.string() })),
    allWhatsappDefinitions: v.array(
      v.object({
        id: v.string(),
        name: v.string(),
        activeTemplate: v.nullable(
          v.object({
            id: v.string(),
            parameters: v.array(v.object({ name: v.string(), index: v.number() })),
            variations: v.array(
              v.object({ languageTag: v.string(), content: v.string(), status: v.string() }),
            ),
          }),
        ),
      }),
    ),
  }),
)

export type AutomationOptions = Awaited<ReturnType<typeof fetchOptions>>
const fetchOptions = () => request('chatbot', optionsOperation)

export function automationOptionsQuery(chatbotId: string) {
  return queryOptions({
    queryKey: automationKeys.key(chatbotId, 'options'),
    queryFn: fetchOptions,
    staleTime: 60_000,
  })
}
export const useAutomationOptions = (chatbotId: string) => useQuery(automationOptionsQuery(chatbotId))
