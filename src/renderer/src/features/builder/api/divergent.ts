import { useQuery } from '@tanstack/react-query'
import * as v from 'valibot'
import { chatbotGraphql } from '@shared/graphql/generated/chatbot'
import { fieldErrorSchema, requireOk } from '../../../lib/field-errors'
import { graphqlOperation, request } from '../../../lib/graphql'
import { builderKeys, type BuilderScope } from '../scope'
import { useBuilderMutation } from './state'

/**
 * A state's divergent answer (spec 000 §4 "Switching the divergent option deletes the old one and copies a
 * template"): which answer it is now, the templates, and the switch.
 */
const divergentDocument = chatbotGraphql(`
  query BuilderDivergent($id: ID!) {
    state(id: $id) {
      id
      selectedDivergentOption
    }
    builderSettings {
      divergentOptionTemplates {
        id
        name
        routingInstruction
      }
    }
  }
`)
const switchDocument = chatbotGraphql(`
  mutation BuilderSwitchDivergent($stateId: ID!, $templateId: ID!) {
    switchDivergentOption(stateId: $stateId, templateId: $templateId) {
      ok
      errors {
        field
        messages
      }
    }
  }
`)
const divergentOperation = graphqlOperation(
  'divergent answer',
  divergentDocument,
  v.object({
    state: v.nullable(v.object({ id: v.string(), selectedDivergentOption: v.nullable(v.string()) })),
    builderSettings: v.object({
      divergentOptionTemplates: v.array(
        v.object({ id: v.string(), name: v.string(), routingInstruction: v.string() }),
      ),
    }),
  }),
)
const switchOperation = graphqlOperation(
  'switch divergent answer',
  switchDocument,
  v.object({ switchDivergentOption: v.object({ ok: v.boolean(), errors: v.array(fieldErrorSchema) }) }),
)

export function useDivergent(scope: BuilderScope | null, stateId: string) {
  return useQuery({
    queryKey: builderKeys.key(scope?.chatbotId ?? '', 'divergent', stateId),
    queryFn: async () => {
      const answer = await request('chatbot', divergentOperation, { id: stateId })
      return {
        selectedOptionId: answer.state?.selectedDivergentOption ?? null,
        templates: answer.builderSettings.divergentOptionTemplates,
      }
    },
    enabled: scope != null,
  })
}

export const useSwitchDivergent = () =>
  useBuilderMutation(async (input: { stateId: string; templateId: string }) =>
    requireOk(
      'switch divergent answer',
      (await request('chatbot', switchOperation, input)).switchDivergentOption,
    ),
  )
