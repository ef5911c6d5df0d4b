import { queryOptions, useQuery } from '@tanstack/react-query'
import * as v from 'valibot'
import { chatbotGraphql } from '@shared/graphql/generated/chatbot'
import { fieldErrorSchema, requireOk } from '../../../lib/field-errors'
import { graphqlOperation, request } from '../../../lib/graphql'
import { builderKeys, type BuilderScope } from '../scope'

/**
 * The tree view's data: a flow's questions, states and answers with their destinations and saved positions
 * (`stateMachine(id)`, the spec's "flows (also tree view)"), the names of the flows answers go to, and the
 * save of a dragged state's position.
 */
const treeDocument = chatbotGraphql(`
  query BuilderFlowTree($id: ID!, $offset: Int!, $limit: Int!) {
    flowTree(stateMachineId: $id, offset: $offset, limit: $limit) {
      totalStates
      stateGroups {
        id
        name
        initialState
      }
      states {
        id
        stateGroupId
        name
        treeViewPositionX
        treeViewPositionY
        options {
          id
          name
          isDefault
          routingInstruction
          nextState
          nextStateMachine
        }
      }
    }
  }
`)
const flowNamesDocument = chatbotGraphql(`
  query BuilderFlowNames {
    allStateMachines {
      id
      name
    }
  }
`)
const positionDocument = chatbotGraphql(`
  mutation BuilderTreePosition($state: StateInput!) {
    stateMutation(newState: $state) {
      ok
      errors {
        field
        messages
      }
    }
  }
`)

const treeOption = v.object({
  id: v.string(),
  name: v.string(),
  isDefault: v.boolean(),
  routingInstruction: v.nullable(v.string()),
  nextState: v.nullable(v.string()),
  nextStateMachine: v.nullable(v.string()),
})
const treeState = v.object({
  id: v.string(),
  stateGroupId: v.string(),
  name: v.string(),
  treeViewPositionX: v.nullable(v.number()),
  treeViewPositionY: v.nullable(v.number()),
  options: v.array(treeOption),
})
const treeGroup = v.object({ id: v.string(), name: v.string(), initialState: v.nullable(v.string()) })
const pageSchema = v.object({
  flowTree: v.nullable(
    v.object({ totalStates: v.number(), stateGroups: v.array(treeGroup), states: v.array(treeState) }),
  ),
})
export type TreeStateData = v.InferOutput<typeof treeState>
export type TreeOptionData = TreeStateData['options'][number]
export interface FlowTree {
  readonly stateGroups: readonly (v.InferOutput<typeof treeGroup> & { readonly states: TreeStateData[] })[]
  /** Names of the chatbot's flows, for answers that go to another flow. */
  readonly flowNames: ReadonlyMap<string, string>
}

const treeOperation = graphqlOperation('builder flow tree', treeDocument, pageSchema)
const flowNamesOperation = graphqlOperation(
  'builder flow names',
  flowNamesDocument,
  v.object({ allStateMachines: v.array(v.object({ id: v.string(), name: v.string() })) }),
)
const positionOperation = graphqlOperation(
  'save tree position',
  positionDocument,
  v.object({ stateMutation: v.object({ ok: v.boolean(), errors: v.array(fieldErrorSchema) }) }),
)

/** States per page (the server's maximum): one answer stays under an IPC message (QUALITY P-8). */
export const treePageSize = 100

/** The whole tree: the first page says how many states there are, the other pages are read at once. */
export async function readFlowTree(id: string): Promise<FlowTree | null> {
  const page = (offset: number) => request('chatbot', treeOperation, { id, offset, limit: treePageSize })
  const [first, names] = await Promise.all([page(0), request('chatbot', flowNamesOperation, {})])
  if (!first.flowTree) return null
  const rest = await Promise.all(
    Array.from({ length: Math.ceil(first.flowTree.totalStates / treePageSize) - 1 }, (_, index) =>
      page((index + 1) * treePageSize),
    ),
  )
  const states = [first, ...rest].flatMap((p) => p.flowTree?.states ?? [])
  const byGroup = new Map<string, TreeStateData[]>()
  for (const state of states) {
    const list = byGroup.get(state.stateGroupId)
    if (list) list.push(state)
    else byGroup.set(state.stateGroupId, [state])
  }
  return {
    stateGroups: first.flowTree.stateGroups.map((g) => ({ ...g, states: byGroup.get(g.id) ?? [] })),
    flowNames: new Map(names.allStateMachines.map((f) => [f.id, f.name])),
  }
}

export const flowTreeQuery = (scope: BuilderScope, id: string) =>
  queryOptions({
    queryKey: builderKeys.key(scope.chatbotId, 'flow-tree', id),
    queryFn: () => readFlowTree(id),
  })

export function useFlowTree(scope: BuilderScope | null, id: string) {
  return useQuery({ ...flowTreeQuery(scope ?? { chatbotId: '' }, id), enabled: scope != null })
}

/** Saves where a dragged state now stands (`treeViewPositionX/Y`). */
export async function saveTreePosition(stateId: string, x: number, y: number) {
  return requireOk(
    'save tree position',
    (
      await request('chatbot', positionOperation, {
        state: { id: stateId, treeViewPositionX: Math.round(x), treeViewPositionY: Math.round(y) },
      })
    ).stateMutation,
  )
}
