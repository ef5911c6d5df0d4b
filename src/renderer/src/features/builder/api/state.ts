import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import * as v from 'valibot'
import { chatbotGraphql } from '@shared/graphql/generated/chatbot'
import { isBuilderLanguage, type BuilderLanguage } from '@shared/domain/builder'
import { fieldErrorSchema, requireOk } from '../../../lib/field-errors'
import { graphqlOperation, request } from '../../../lib/graphql'
import { builderKeys, type BuilderScope } from '../scope'

/** One state (`state(id)`) with its messages and answers, and the calls the state and option drawers make. */
const stateDocument = chatbotGraphql(`
  query BuilderState($id: ID!) {
    state(id: $id) {
      id
      name
      stateGroupId
      draft
      isSkippable
      alwaysStore
      answerRequired
      cancelFollowUp
      replyType
      validator
      processors {
        id
      }
      options {
        id
        name
        isDefault
        isRequired
        routingInstruction
        nextState
        nextStateMachine
        position
        processors {
          id
        }
      }
      actions {
        id
        kind
        content
        editable
        position
        variations {
          id
          languageTag
          type
          text
          url
          caption
          fileName
          placeholder
          link
          isDocument
          lat
          lng
          tags {
            id
            content
            color
          }
        }
        labels {
          id
          option
          enabled
          position
          text {
            languageTag
            content
          }
        }
      }
    }
    builderSettings {
      languages
    }
  }
`)
const addTextDocument = chatbotGraphql(`
  mutation BuilderAddText($actionId: ID!, $languageTag: String!, $text: String!) {
    addTextVariation(actionId: $actionId, languageTag: $languageTag, text: $text) {
      ok
      errors {
        field
        messages
      }
    }
  }
`)
const createOptionDocument = chatbotGraphql(`
  mutation BuilderCreateOption($stateId: ID!) {
    createOption(stateId: $stateId) {
      ok
      errors {
        field
        messages
      }
      option {
        id
      }
    }
  }
`)
const updateOptionDocument = chatbotGraphql(`
  mutation BuilderUpdateOption($id: ID!, $name: String, $isRequired: Boolean, $routingInstruction: String) {
    updateOption(id: $id, name: $name, isRequired: $isRequired, routingInstruction: $routingInstruction) {
      ok
      errors {
        field
        messages
      }
    }
  }
`)
const nextStateDocument = chatbotGraphql(`
  mutation BuilderNextState($optionId: ID!, $nextState: ID!) {
    updateNextState(optionId: $optionId, nextState: $nextState) {
      ok
      errors {
        field
        messages
      }
    }
  }
`)
const nextFlowDocument = chatbotGraphql(`
  mutation BuilderNextFlow($optionId: ID!, $nextStateMachine: ID!) {
    updateNextStateMachine(optionId: $optionId, nextStateMachine: $nextStateMachine) {
      ok
      errors {
        field
        messages
      }
    }
  }
`)
const deleteOptionDocument = chatbotGraphql(`
  mutation BuilderDeleteOption($id: ID!) {
    deleteOption(id: $id) {
      ok
      errors {
        field
        messages
      }
    }
  }
`)

const updateStateDocument = chatbotGraphql(`
  mutation BuilderUpdateState($state: StateInput!) {
    stateMutation(newState: $state) {
      ok
      errors {
        field
        messages
      }
    }
  }
`)
const optionOrderDocument = chatbotGraphql(`
  mutation BuilderOptionOrder($stateId: ID!, $optionIds: [ID!]!) {
    updateOptionOrder(stateId: $stateId, optionIds: $optionIds) {
      ok
      errors {
        field
        messages
      }
    }
  }
`)
const deleteStateDocument = chatbotGraphql(`
  mutation BuilderDeleteState($id: ID!) {
    deleteState(id: $id) {
      ok
      errors {
        field
        messages
      }
    }
  }
`)

const result = v.object({ ok: v.boolean(), errors: v.array(fieldErrorSchema) })
const optionSchema = v.object({
  id: v.string(),
  name: v.string(),
  isDefault: v.boolean(),
  isRequired: v.boolean(),
  routingInstruction: v.nullable(v.string()),
  nextState: v.nullable(v.string()),
  nextStateMachine: v.nullable(v.string()),
  position: v.number(),
  processors: v.array(v.object({ id: v.string() })),
})
export type OptionDetail = v.InferOutput<typeof optionSchema>
const tagSchema = v.object({ id: v.string(), content: v.string(), color: v.string() })
const variationSchema = v.object({
  id: v.string(),
  languageTag: v.string(),
  type: v.string(),
  text: v.nullable(v.string()),
  url: v.nullable(v.string()),
  caption: v.nullable(v.string()),
  fileName: v.nullable(v.string()),
  placeholder: v.nullable(v.string()),
  link: v.nullable(v.string()),
  isDocument: v.nullable(v.boolean()),
  lat: v.nullable(v.number()),
  lng: v.nullable(v.number()),
  tags: v.array(tagSchema),
})
export type VariationDetail = v.InferOutput<typeof variationSchema>
const actionSchema = v.object({
  id: v.string(),
  kind: v.string(),
  content: v.string(),
  editable: v.boolean(),
  position: v.number(),
  variations: v.array(variationSchema),
  labels: v.array(
    v.object({
      id: v.string(),
      option: v.string(),
      enabled: v.boolean(),
      position: v.number(),
      text: v.array(v.object({ languageTag: v.string(), content: v.string() })),
    }),
  ),
})
export type ActionDetail = v.InferOutput<typeof actionSchema>
const stateSchema = v.object({
  id: v.string(),
  name: v.string(),
  stateGroupId: v.string(),
  draft: v.boolean(),
  isSkippable: v.boolean(),
  alwaysStore: v.boolean(),
  answerRequired: v.boolean(),
  cancelFollowUp: v.boolean(),
  replyType: v.string(),
  validator: v.nullable(v.string()),
  processors: v.array(v.object({ id: v.string() })),
  options: v.array(optionSchema),
  actions: v.array(actionSchema),
})
export type StateDetail = v.InferOutput<typeof stateSchema>

const stateOperation = graphqlOperation(
  'builder state',
  stateDocument,
  v.object({ state: v.nullable(stateSchema), builderSettings: v.object({ languages: v.array(v.string()) }) }),
)
const addTextOperation = graphqlOperation('add text', addTextDocument, v.object({ addTextVariation: result }))
const createOptionOperation = graphqlOperation(
  'create option',
  createOptionDocument,
  v.object({
    createOption: v.object({
      ok: v.boolean(),
      errors: v.array(fieldErrorSchema),
      option: v.nullable(v.object({ id: v.string() })),
    }),
  }),
)
const updateOptionOperation = graphqlOperation(
  'update option',
  updateOptionDocument,
  v.object({ updateOption: result }),
)
const nextStateOperation = graphqlOperation(
  'next state',
  nextStateDocument,
  v.object({ updateNextState: result }),
)
const nextFlowOperation = graphqlOperation(
  'next flow',
  nextFlowDocument,
  v.object({ updateNextStateMachine: result }),
)
const deleteOptionOperation = graphqlOperation(
  'delete option',
  deleteOptionDocument,
  v.object({ deleteOption: result }),
)

const updateStateOperation = graphqlOperation(
  'update state',
  updateStateDocument,
  v.object({ stateMutation: result }),
)
const optionOrderOperation = graphqlOperation(
  'option order',
  optionOrderDocument,
  v.object({ updateOptionOrder: result }),
)
const deleteStateOperation = graphqlOperation(
  'delete state',
  deleteStateDocument,
  v.object({ deleteState: result }),
)

export const stateQuery = (scope: BuilderScope, id: string) =>
  queryOptions({
    queryKey: builderKeys.key(scope.chatbotId, 'state', id),
    queryFn: async () => {
      const answer = await request('chatbot', stateOperation, { id })
      const languages = answer.builderSettings.languages.filter(isBuilderLanguage) as BuilderLanguage[]
      return { state: answer.state, languages }
    },
  })

export function useStateDetail(scope: BuilderScope | null, id: string | null) {
  return useQuery({
    ...stateQuery(scope ?? { chatbotId: '' }, id ?? ''),
    enabled: scope != null && id != null,
  })
}

export function useBuilderMutation<I, O>(fn: (input: I) => Promise<O>) {
  const client = useQueryClient()
  return useMutation({ mutationFn: fn, onSettled: () => client.invalidateQueries(builderKeys.filter) })
}

export const useAddText = () =>
  useBuilderMutation(async (input: { actionId: string; languageTag: string; text: string }) =>
    requireOk('add text', (await request('chatbot', addTextOperation, input)).addTextVariation),
  )

export const useCreateOption = () =>
  useBuilderMutation(async (stateId: string) =>
    requireOk('create option', (await request('chatbot', createOptionOperation, { stateId })).createOption),
  )

export const useDeleteOption = () =>
  useBuilderMutation(async (id: string) =>
    requireOk('delete option', (await request('chatbot', deleteOptionOperation, { id })).deleteOption),
  )

/** What the option drawer saves (debounced, spec §9 options 2,000 ms). */
export interface OptionEdit {
  readonly id: string
  readonly name: string
  readonly isRequired: boolean
  readonly routingInstruction: string
  readonly target: string | null
}

/**
 * Saves an option edit: its name and required flag, then its route; a state or a flow through
 * updateNextState / updateNextStateMachine (which clear the other), any other destination through
 * updateOption.
 */
export async function saveOption(edit: OptionEdit): Promise<void> {
  const special = edit.routingInstruction !== 'STATE' && edit.routingInstruction !== 'FLOW'
  requireOk(
    'update option',
    (
      await request('chatbot', updateOptionOperation, {
        id: edit.id,
        name: edit.name,
        isRequired: edit.isRequired,
        ...(special ? { routingInstruction: edit.routingInstruction } : {}),
      })
    ).updateOption,
  )
  if (edit.routingInstruction === 'STATE' && edit.target)
    requireOk(
      'next state',
      (await request('chatbot', nextStateOperation, { optionId: edit.id, nextState: edit.target }))
        .updateNextState,
    )
  if (edit.routingInstruction === 'FLOW' && edit.target)
    requireOk(
      'next flow',
      (await request('chatbot', nextFlowOperation, { optionId: edit.id, nextStateMachine: edit.target }))
        .updateNextStateMachine,
    )
}

/** Saves fields of a state (stateMutation with its id): a change, or an undo restoring earlier ones. */
export async function updateState(input: {
  id: string
  name?: string
  draft?: boolean
  isSkippable?: boolean
  alwaysStore?: boolean
  answerRequired?: boolean
  cancelFollowUp?: boolean
  replyType?: string
  processors?: string[]
}) {
  return requireOk(
    'update state',
    (await request('chatbot', updateStateOperation, { state: input })).stateMutation,
  )
}

export const useUpdateState = () => useBuilderMutation(updateState)

export const useDeleteState = () =>
  useBuilderMutation(async (id: string) =>
    requireOk('delete state', (await request('chatbot', deleteStateOperation, { id })).deleteState),
  )

/** The save of a state's answer order (debounced by the caller: spec §9 option order 2,000 ms). */
export async function saveOptionOrder(stateId: string, optionIds: readonly string[]) {
  return requireOk(
    'option order',
    (await request('chatbot', optionOrderOperation, { stateId, optionIds: [...optionIds] }))
      .updateOptionOrder,
  )
}
