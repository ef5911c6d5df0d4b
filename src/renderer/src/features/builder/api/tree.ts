import * as v from 'valibot'
import { chatbotGraphql } from '@shared/graphql/generated/chatbot'
import { fieldErrorSchema, requireOk } from '../../../lib/field-errors'
import { graphqlOperation, request } from '../../../lib/graphql'

/**
 * The tree view's data: a flow's questions, states and answers with their destinations and saved positions
 * (`stateMachine(id)`, the spec's "flows (also tree view)"), the names of the flows answers go to, and the
 * save of a dragged state's position.
 */
const treeDocument = chatbotGraphql(`
  query BuilderFlowTree($id: ID!, $offset: Int!, $limit: Int!) {
    flowTree(stateMachineId: $id, offset: $offset, limit: $limit) {
      totalStates
      inboundStateIds
      stateGroups {
        id
        name
        position
        initialState
      }
      states {
        id
        stateGroupId
        name
        position
        treeViewPositionX
        treeViewPositionY
        options {
          id
          name
          isDefault
          isRequired
          routingInstruction
          nextState
          nextStateMachine
        }
        actions {
          position
          variations {
            languageTag
            type
            text
          }
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
      kind
      description
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
  isRequired: v.boolean(),
  routingInstruction: v.nullable(v.string()),
  nextState: v.nullable(v.string()),
  nextStateMachine: v.nullable(v.string()),
})
const treeState = v.object({
  id: v.string(),
  stateGroupId: v.string(),
  name: v.string(),
  position: v.number(),
  treeViewPositionX: v.nullable(v.number()),
  treeViewPositionY: v.nullable(v.number()),
  options: v.array(treeOption),
  /** The state's messages, for its first message on the question list and the tree. */
  actions: v.array(
    v.object({
      position: v.number(),
      variations: v.array(
        v.object({ languageTag: v.string(), type: v.string(), text: v.nullable(v.string()) }),
      ),
    }),
  ),
})
const treeGroup = v.object({
  id: v.string(),
  name: v.string(),
  position: v.number(),
  initialState: v.nullable(v.string()),
})
const pageSchema = v.object({
  flowTree: v.nullable(
    v.object({
      totalStates: v.number(),
      inboundStateIds: v.array(v.string()),
      stateGroups: v.array(treeGroup),
      states: v.array(treeState),
    }),
  ),
})
export type TreeStateData = v.InferOutput<typeof treeState>
export type TreeOptionData = TreeStateData['options'][number]
export interface FlowTree {
  readonly id: string
  readonly name: string
  readonly kind: string
  readonly description: string
  readonly stateGroups: readonly (v.InferOutput<typeof treeGroup> & { readonly states: TreeStateData[] })[]
  /** Names of the chatbot's flows, for answers that go to another flow. */
  readonly flowNames: ReadonlyMap<string, string>
  /** The states answers of other flows go to: conversations enter the flow there too. */
  readonly inboundStateIds: readonly string[]
}

const treeOperation = graphqlOperation('builder flow tree', treeDocument, pageSchema)
const flowNamesOperation = graphqlOperation(
  'builder flow names',
  flowNamesDocument,
  v.object({
    allStateMachines: v.array(
      v.object({ id: v.string(), name: v.string(), kind: v.string(), description: v.string() }),
    ),
  }),
)
const positionOperation = graphqlOperation(
  'save tree position',
  positionDocument,
  v.object({ stateMutation: v.object({ ok: v.boolean(), errors: v.array(fieldErrorSchema) }) }),
)

/** States per page: 100 states of two answers took 50 KB, so 50 keep room under one IPC message (P-8). */
export const treePageSize = 50

/** The whole tree: the first page says how many states there are, the other pages are read at once. */
export async function readFlowTree(id: string): Promise<FlowTree | null> {
  const page = (offset: number) => request('chatbot', treeOperation, { id, offset, limit: treePageSize })
  const [first, names] = await Promise.all([page(0), request('chatbot', flowNamesOperation, {})])
  const flow = names.allStateMachines.find((f) => f.id === id)
  if (!first.flowTree || !flow) return null
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
    id: flow.id,
    name: flow.name,
    kind: flow.kind,
    description: flow.description,
    stateGroups: first.flowTree.stateGroups.map((g) => ({ ...g, states: byGroup.get(g.id) ?? [] })),
    flowNames: new Map(names.allStateMachines.map((f) => [f.id, f.name])),
    inboundStateIds: first.flowTree.inboundStateIds,
  }
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
