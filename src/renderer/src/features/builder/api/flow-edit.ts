import { useMutation, useQueryClient } from '@tanstack/react-query'
import * as v from 'valibot'
import { chatbotGraphql } from '@shared/graphql/generated/chatbot'
import { fieldErrorSchema, MutationFailedError, requireOk } from '../../../lib/field-errors'
import { graphqlOperation, request } from '../../../lib/graphql'
import { builderKeys } from '../scope'

/**
 * A flow's own calls from its page (spec 001 §7.3 'Flows'): its name and description
 * (`updateStateMachine`), its blueprint (`generateBlueprintForStatemachine`), and a question cloned into
 * this flow or another (`cloneStateGroup`).
 */
const updateFlowDocument = chatbotGraphql(`
  mutation BuilderUpdateFlow($id: ID!, $name: String, $description: String) {
    updateStateMachine(id: $id, name: $name, description: $description) {
      ok
      errors {
        field
        messages
      }
    }
  }
`)
const blueprintDocument = chatbotGraphql(`
  mutation BuilderBlueprint($id: ID!) {
    generateBlueprintForStatemachine(stateMachineId: $id) {
      ok
      errorMessage
      blueprint
    }
  }
`)
const cloneQuestionDocument = chatbotGraphql(`
  mutation BuilderCloneQuestion($id: ID!, $from: ID, $to: ID!, $name: String) {
    cloneStateGroup(
      stateGroupIdentifier: $id
      originStateMachine: $from
      destinationStateMachine: $to
      newStateGroupName: $name
    ) {
      ok
      errors {
        field
        messages
      }
      stateGroup {
        id
      }
    }
  }
`)

const result = v.object({ ok: v.boolean(), errors: v.array(fieldErrorSchema) })
const updateFlowOperation = graphqlOperation(
  'update flow',
  updateFlowDocument,
  v.object({ updateStateMachine: result }),
)
const blueprintOperation = graphqlOperation(
  'flow blueprint',
  blueprintDocument,
  v.object({
    generateBlueprintForStatemachine: v.object({
      ok: v.boolean(),
      errorMessage: v.nullable(v.string()),
      blueprint: v.unknown(),
    }),
  }),
)
const cloneQuestionOperation = graphqlOperation(
  'clone question',
  cloneQuestionDocument,
  v.object({
    cloneStateGroup: v.object({
      ok: v.boolean(),
      errors: v.array(fieldErrorSchema),
      stateGroup: v.nullable(v.object({ id: v.string() })),
    }),
  }),
)

export function useUpdateFlow() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async (input: { id: string; name: string; description: string }) =>
      requireOk('update flow', (await request('chatbot', updateFlowOperation, input)).updateStateMachine),
    onSettled: () => client.invalidateQueries(builderKeys.filter),
  })
}

/** The flow's blueprint as indented JSON text, to copy. */
export async function flowBlueprint(id: string): Promise<string> {
  const answer = (await request('chatbot', blueprintOperation, { id })).generateBlueprintForStatemachine
  if (!answer.ok || answer.blueprint == null)
    throw new MutationFailedError('flow blueprint', [], answer.errorMessage)
  return JSON.stringify(answer.blueprint, null, 2)
}

export interface CloneQuestionInput {
  readonly questionId: string
  readonly fromFlowId: string
  readonly toFlowId: string
  readonly name: string
  /** How many copies (1 … maxQuestionCopies), named "name", "name 2", "name 3", … */
  readonly copies: number
}

/**
 * Clones a question `copies` times, one call each, and stops at the first refusal (the copies made before
 * it stay and show on the list).
 */
export async function cloneQuestion(input: CloneQuestionInput): Promise<{ made: number }> {
  for (let copy = 1; copy <= input.copies; copy++)
    requireOk(
      'clone question',
      (
        await request('chatbot', cloneQuestionOperation, {
          id: input.questionId,
          from: input.fromFlowId,
          to: input.toFlowId,
          name: copy === 1 ? input.name : `${input.name} ${copy}`,
        })
      ).cloneStateGroup,
    )
  return { made: input.copies }
}

export function useCloneQuestion() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: cloneQuestion,
    onSettled: () => client.invalidateQueries(builderKeys.filter),
  })
}
