import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import * as v from 'valibot'
import { chatbotGraphql } from '@shared/graphql/generated/chatbot'
import { fieldErrorSchema, requireOk } from '../../../lib/field-errors'
import { graphqlOperation, request } from '../../../lib/graphql'
import { builderKeys, type BuilderScope } from '../scope'

/** The flows list (spec 001 §7.3 "all flows (limit 9999)") and its add, clone and delete calls. */
const flowsDocument = chatbotGraphql(`
  query BuilderFlows {
    allStateMachines(limit: 9999) {
      id
      name
      description
      kind
      isDefaultStateMachine
      stateGroupCount
      stateCount
    }
  }
`)
const addFlowDocument = chatbotGraphql(`
  mutation BuilderAddFlow($name: String!, $kind: String) {
    addStateMachine(name: $name, kind: $kind) {
      ok
      errors {
        field
        messages
      }
      stateMachine {
        id
      }
    }
  }
`)
const cloneFlowDocument = chatbotGraphql(`
  mutation BuilderCloneFlow($id: ID!, $newName: String) {
    cloneStateMachine(id: $id, newName: $newName) {
      ok
      errors {
        field
        messages
      }
      stateMachine {
        id
      }
    }
  }
`)
const deleteFlowDocument = chatbotGraphql(`
  mutation BuilderDeleteFlow($id: ID!) {
    deleteStateMachine(id: $id) {
      ok
      errors {
        field
        messages
      }
    }
  }
`)
const flowOrderDocument = chatbotGraphql(`
  mutation BuilderFlowOrder($ids: [ID!]!) {
    updateStateMachineOrder(stateMachineIds: $ids) {
      ok
      errors {
        field
        messages
      }
    }
  }
`)
const impactDocument = chatbotGraphql(`
  query BuilderImpact($kind: String!, $id: ID!) {
    builderImpact(kind: $kind, id: $id) {
      stateCount
      optionCount
      routedFrom {
        id
        name
      }
      processors {
        id
        humanReadableName
      }
      whatsappTemplates {
        id
        name
      }
      automations {
        id
        name
      }
      atsFieldMappings {
        id
        name
      }
    }
  }
`)

const flowSchema = v.object({
  id: v.string(),
  name: v.string(),
  description: v.string(),
  kind: v.string(),
  isDefaultStateMachine: v.boolean(),
  stateGroupCount: v.number(),
  stateCount: v.number(),
})
export type FlowSummary = v.InferOutput<typeof flowSchema>

const flowsOperation = graphqlOperation(
  'builder flows',
  flowsDocument,
  v.object({ allStateMachines: v.array(flowSchema) }),
)
const createdFlow = v.object({
  ok: v.boolean(),
  errors: v.array(fieldErrorSchema),
  stateMachine: v.nullable(v.object({ id: v.string() })),
})
const addFlowOperation = graphqlOperation(
  'add flow',
  addFlowDocument,
  v.object({ addStateMachine: createdFlow }),
)
const cloneFlowOperation = graphqlOperation(
  'clone flow',
  cloneFlowDocument,
  v.object({ cloneStateMachine: createdFlow }),
)
const deleteFlowOperation = graphqlOperation(
  'delete flow',
  deleteFlowDocument,
  v.object({ deleteStateMachine: v.object({ ok: v.boolean(), errors: v.array(fieldErrorSchema) }) }),
)
const flowOrderOperation = graphqlOperation(
  'flow order',
  flowOrderDocument,
  v.object({ updateStateMachineOrder: v.object({ ok: v.boolean(), errors: v.array(fieldErrorSchema) }) }),
)
const impactItemSchema = v.object({ id: v.string(), name: v.string() })
const impactOperation = graphqlOperation(
  'builder impact',
  impactDocument,
  v.object({
    builderImpact: v.object({
      stateCount: v.number(),
      optionCount: v.number(),
      routedFrom: v.array(v.object({ id: v.string(), name: v.string() })),
      processors: v.array(v.object({ id: v.string(), humanReadableName: v.string() })),
      whatsappTemplates: v.array(impactItemSchema),
      automations: v.array(impactItemSchema),
      atsFieldMappings: v.array(impactItemSchema),
    }),
  }),
)

export const flowsQuery = (scope: BuilderScope) =>
  queryOptions({
    queryKey: builderKeys.key(scope.chatbotId, 'flows'),
    queryFn: async () => (await request('chatbot', flowsOperation)).allStateMachines,
  })

export function useFlows(scope: BuilderScope | null) {
  return useQuery({ ...flowsQuery(scope ?? { chatbotId: '' }), enabled: scope != null })
}

/** What routes into a flow, question, state or option, shown before it is deleted. */
export function useImpact(
  scope: BuilderScope | null,
  kind: 'FLOW' | 'STATE_GROUP' | 'STATE' | 'OPTION',
  id: string | null,
) {
  return useQuery({
    queryKey: builderKeys.key(scope?.chatbotId ?? '', 'impact', kind, id),
    queryFn: async () => (await request('chatbot', impactOperation, { kind, id: id! })).builderImpact,
    enabled: scope != null && id != null,
    gcTime: 0,
  })
}

/** Adds a flow; `ok: false` rejects with its field errors ('Could not add flow' when there are none). */
export function useAddFlow() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async (input: { name: string; kind: string }) =>
      requireOk('add flow', (await request('chatbot', addFlowOperation, input)).addStateMachine),
    onSettled: () => client.invalidateQueries(builderKeys.filter),
  })
}

export function useCloneFlow() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async (input: { id: string; newName: string }) =>
      requireOk('clone flow', (await request('chatbot', cloneFlowOperation, input)).cloneStateMachine),
    onSettled: () => client.invalidateQueries(builderKeys.filter),
  })
}

export function useDeleteFlow() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async (id: string) =>
      requireOk('delete flow', (await request('chatbot', deleteFlowOperation, { id })).deleteStateMachine),
    onSettled: () => client.invalidateQueries(builderKeys.filter),
  })
}

/** The save of a new flow order (debounced by the caller: spec §9 flow order 2,000 ms). */
export async function saveFlowOrder(ids: readonly string[]) {
  return requireOk(
    'flow order',
    (await request('chatbot', flowOrderOperation, { ids: [...ids] })).updateStateMachineOrder,
  )
}
