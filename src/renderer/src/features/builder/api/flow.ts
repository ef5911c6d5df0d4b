import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import * as v from 'valibot'
import { chatbotGraphql } from '@shared/graphql/generated/chatbot'
import { fieldErrorSchema, requireOk } from '../../../lib/field-errors'
import { graphqlOperation, request } from '../../../lib/graphql'
import { builderKeys, type BuilderScope } from '../scope'
import { readFlowTree, type FlowTree } from './tree'

const lintDocument = chatbotGraphql(`
  query BuilderFlowLint($id: ID!) {
    flowLint(stateMachineId: $id) {
      code
      severity
      stateId
      optionId
      languageTag
      count
    }
  }
`)
const addGroupDocument = chatbotGraphql(`
  mutation BuilderAddQuestion($group: StateGroupInput!) {
    updateStateGroupMutation(newStategroup: $group) {
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
const copyTemplateDocument = chatbotGraphql(`
  mutation BuilderCopyTemplate($templateIds: [ID!]!, $flowId: ID!, $name: String) {
    copyStateGroup(templateIds: $templateIds, destinationStateMachineId: $flowId, newStateGroupName: $name) {
      ok
      errors {
        field
        messages
      }
    }
  }
`)
const reorderDocument = chatbotGraphql(`
  mutation BuilderReorderQuestions($flowId: ID!, $ids: [ID!]!) {
    reorderStateGroups(stateMachineId: $flowId, stateGroupids: $ids) {
      ok
      errors {
        field
        messages
      }
    }
  }
`)
const addStateDocument = chatbotGraphql(`
  mutation BuilderAddState($state: StateInput!) {
    stateMutation(newState: $state) {
      ok
      errors {
        field
        messages
      }
      state {
        id
      }
    }
  }
`)

const stateOrderDocument = chatbotGraphql(`
  mutation BuilderStateOrder($groupId: ID!, $ids: [ID!]!) {
    updateStateOrder(stateGroupId: $groupId, stateIds: $ids) {
      ok
      errors {
        field
        messages
      }
    }
  }
`)

const deleteGroupDocument = chatbotGraphql(`
  mutation BuilderDeleteQuestion($id: ID!) {
    deleteStateGroupMutation(id: $id) {
      ok
      errors {
        field
        messages
      }
    }
  }
`)

const result = v.object({ ok: v.boolean(), errors: v.array(fieldErrorSchema) })
/** A flow with its questions and states, as the drawers need it. */
export interface FlowDetail {
  readonly id: string
  readonly name: string
  readonly kind: string
  readonly description: string
  readonly stateGroups: readonly {
    readonly id: string
    readonly name: string
    readonly position: number
    readonly initialState: string | null
    readonly states: readonly { readonly id: string; readonly name: string; readonly position: number }[]
  }[]
}
/** A question as the question list shows it: its states with their first message and answers. */
export type QuestionGroup = FlowTree['stateGroups'][number]

const lintSchema = v.object({
  code: v.string(),
  severity: v.string(),
  stateId: v.string(),
  optionId: v.nullable(v.string()),
  languageTag: v.nullable(v.string()),
  count: v.nullable(v.number()),
})
export type LintProblem = v.InferOutput<typeof lintSchema>
const lintOperation = graphqlOperation('flow lint', lintDocument, v.object({ flowLint: v.array(lintSchema) }))
const addGroupOperation = graphqlOperation(
  'add question',
  addGroupDocument,
  v.object({
    updateStateGroupMutation: v.object({
      ok: v.boolean(),
      errors: v.array(fieldErrorSchema),
      stateGroup: v.nullable(v.object({ id: v.string() })),
    }),
  }),
)
const stateOrderOperation = graphqlOperation(
  'state order',
  stateOrderDocument,
  v.object({ updateStateOrder: result }),
)
const copyTemplateOperation = graphqlOperation(
  'copy question template',
  copyTemplateDocument,
  v.object({ copyStateGroup: result }),
)
const reorderOperation = graphqlOperation(
  'reorder questions',
  reorderDocument,
  v.object({ reorderStateGroups: result }),
)
const deleteGroupOperation = graphqlOperation(
  'delete question',
  deleteGroupDocument,
  v.object({ deleteStateGroupMutation: result }),
)
const addStateOperation = graphqlOperation(
  'add state',
  addStateDocument,
  v.object({
    stateMutation: v.object({
      ok: v.boolean(),
      errors: v.array(fieldErrorSchema),
      state: v.nullable(v.object({ id: v.string() })),
    }),
  }),
)

/**
 * One flow with its questions, states and answers. Read in pages (`flowTree`, api/tree.ts): the 1,000-state
 * flow does not fit one IPC answer (QUALITY P-8). The question list, the drawers and the tree view share it.
 */
export const flowQuery = (scope: BuilderScope, id: string) =>
  queryOptions({
    queryKey: builderKeys.key(scope.chatbotId, 'flow', id),
    queryFn: () => readFlowTree(id),
  })

export function useFlow(scope: BuilderScope | null, id: string) {
  return useQuery({ ...flowQuery(scope ?? { chatbotId: '' }, id), enabled: scope != null })
}

export function useFlowLint(scope: BuilderScope | null, id: string) {
  return useQuery({
    queryKey: builderKeys.key(scope?.chatbotId ?? '', 'lint', id),
    queryFn: async () => (await request('chatbot', lintOperation, { id })).flowLint,
    enabled: scope != null,
  })
}

/** The save of a new question order (debounced by the caller: spec §9 state group order 2,000 ms). */
export async function saveQuestionOrder(flowId: string, ids: readonly string[]) {
  return requireOk(
    'reorder questions',
    (await request('chatbot', reorderOperation, { flowId, ids: [...ids] })).reorderStateGroups,
  )
}

/** The save of a question's state order (debounced by the caller: spec §9 state order 2,000 ms). */
export async function saveStateOrder(groupId: string, ids: readonly string[]) {
  return requireOk(
    'state order',
    (await request('chatbot', stateOrderOperation, { groupId, ids: [...ids] })).updateStateOrder,
  )
}

/**
 * A blank question whose first state was refused: the question was taken back (`rolledBack`), or, when
 * that failed too, it stays without a state. `cause` is why the state was refused.
 */
export class FirstStateFailedError extends Error {
  override readonly cause: unknown
  readonly rolledBack: boolean
  constructor(cause: unknown, rolledBack: boolean) {
    super('the first state of a new question was not saved')
    this.name = 'FirstStateFailedError'
    this.cause = cause
    this.rolledBack = rolledBack
  }
}

export interface AddQuestionInput {
  readonly flowId: string
  readonly name: string
  readonly templateId: string | null
  readonly stateName?: string
}

/**
 * Adds a question: copied from a state group template (with its states), or blank with its first state
 * (named `stateName`, else as the question), so it is never a question without a state: when the first
 * state is refused the question is deleted again and a FirstStateFailedError says so. Answers the first
 * state's id of a blank question.
 */
export async function addQuestion(input: AddQuestionInput): Promise<{ stateId: string | null }> {
  if (input.templateId) {
    requireOk(
      'copy question template',
      (
        await request('chatbot', copyTemplateOperation, {
          templateIds: [input.templateId],
          flowId: input.flowId,
          ...(input.name.trim() ? { name: input.name } : {}),
        })
      ).copyStateGroup,
    )
    return { stateId: null }
  }
  const group = requireOk(
    'add question',
    (
      await request('chatbot', addGroupOperation, {
        group: { stateMachineId: input.flowId, name: input.name },
      })
    ).updateStateGroupMutation,
  )
  if (!group.stateGroup) return { stateId: null }
  const groupId = group.stateGroup.id
  try {
    const state = requireOk(
      'add state',
      (
        await request('chatbot', addStateOperation, {
          state: { stateGroupId: groupId, name: input.stateName?.trim() || input.name.trim() },
        })
      ).stateMutation,
    )
    if (!state.state) throw new Error('add state answered no state')
    return { stateId: state.state.id }
  } catch (cause) {
    const rolledBack = await request('chatbot', deleteGroupOperation, { id: groupId }).then(
      (answer) => answer.deleteStateGroupMutation.ok,
      () => false,
    )
    throw new FirstStateFailedError(cause, rolledBack)
  }
}

export function useAddQuestion() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: addQuestion,
    onSettled: () => client.invalidateQueries(builderKeys.filter),
  })
}

export function useAddState() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async (input: { stateGroupId: string; name: string }) =>
      requireOk('add state', (await request('chatbot', addStateOperation, { state: input })).stateMutation),
    onSettled: () => client.invalidateQueries(builderKeys.filter),
  })
}

/** Deletes a question with its states (deleteStateGroupMutation(id)). */
export function useDeleteQuestion() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async (id: string) =>
      requireOk(
        'delete question',
        (await request('chatbot', deleteGroupOperation, { id })).deleteStateGroupMutation,
      ),
    onSettled: () => client.invalidateQueries(builderKeys.filter),
  })
}
