import { useMutation, useQueryClient } from '@tanstack/react-query'
import { lintFlow } from '@shared/domain/builder-lint'
import { isRoutingInstruction, type RoutingInstruction } from '@shared/domain/builder'
import type { FlowTree } from './api/tree'
import { saveOption, stateQuery, type OptionEdit } from './api/state'
import { builderKeys, type BuilderScope } from './scope'
import { restoreChange, stateHistoryOf } from './state-history'

/** Where an answer dragged on the tree is to go. */
export interface AnswerRoute {
  readonly stateId: string
  readonly optionId: string
  readonly to: { readonly kind: 'STATE' | 'FLOW'; readonly id: string }
}

/** A flow as the impact check reads it; `inboundStateIds`: where answers of other flows enter it. */
type Flow = Pick<FlowTree, 'stateGroups'> & Partial<Pick<FlowTree, 'inboundStateIds'>>

function unreachableIn(flow: Flow): Set<string> {
  const lintable = {
    stateGroups: flow.stateGroups.map((g) => ({
      id: g.id,
      position: g.position,
      initialState: g.initialState,
      states: g.states.map((s) => ({
        id: s.id,
        position: s.position,
        actions: [],
        options: s.options.map((o) => ({
          id: o.id,
          isDefault: o.isDefault,
          routingInstruction: isRoutingInstruction(o.routingInstruction) ? o.routingInstruction : null,
          nextState: o.nextState,
          nextStateMachine: o.nextStateMachine,
        })),
      })),
    })),
  }
  return new Set(
    lintFlow(lintable, {
      languages: [],
      whatsapp: false,
      inboundStateIds: new Set(flow.inboundStateIds ?? []),
    })
      .filter((p) => p.code === 'unreachable_state')
      .map((p) => p.stateId),
  )
}

/** The flow with one answer routed elsewhere (a state or flow route clears the other, as the server does). */
export function withRoute(flow: Flow, route: AnswerRoute): Flow {
  return {
    ...flow,
    stateGroups: flow.stateGroups.map((g) => ({
      ...g,
      states: g.states.map((s) =>
        s.id !== route.stateId
          ? s
          : {
              ...s,
              options: s.options.map((o) =>
                o.id !== route.optionId
                  ? o
                  : {
                      ...o,
                      routingInstruction: route.to.kind,
                      nextState: route.to.kind === 'STATE' ? route.to.id : null,
                      nextStateMachine: route.to.kind === 'FLOW' ? route.to.id : null,
                    },
              ),
            },
      ),
    })),
  }
}

/**
 * The impact of routing an answer elsewhere: the states of the flow no conversation reaches any more after
 * it (reached before, through this answer only), by name in flow order. A state an answer of another flow
 * goes to is still reached, and so is what it leads to. Empty when nothing is cut off.
 */
export function routeImpact(flow: Flow, route: AnswerRoute): { id: string; name: string }[] {
  const before = unreachableIn(flow)
  const after = unreachableIn(withRoute(flow, route))
  return flow.stateGroups
    .flatMap((g) => g.states)
    .filter((s) => after.has(s.id) && !before.has(s.id))
    .map((s) => ({ id: s.id, name: s.name }))
}

/** The answer as the option drawer would save it now: what an undo of a new route puts back. */
export function optionEditOf(
  flow: Flow,
  route: Pick<AnswerRoute, 'stateId' | 'optionId'>,
): OptionEdit | null {
  const option = flow.stateGroups
    .flatMap((g) => g.states)
    .find((s) => s.id === route.stateId)
    ?.options.find((o) => o.id === route.optionId)
  if (!option) return null
  const instruction: RoutingInstruction = isRoutingInstruction(option.routingInstruction)
    ? option.routingInstruction
    : 'DEFAULT_NEXT'
  return {
    id: option.id,
    name: option.name,
    isRequired: option.isRequired,
    routingInstruction: instruction,
    target:
      instruction === 'STATE' ? option.nextState : instruction === 'FLOW' ? option.nextStateMachine : null,
  }
}

/**
 * Routes an answer on the tree with the same calls as the answer drawer (`updateNextState` or
 * `updateNextStateMachine`), noted in its state's history, so the state drawer's undo (and the tree's) puts
 * the earlier route back.
 */
export function useRouteAnswer(scope: BuilderScope | null, flow: Flow | undefined | null) {
  const client = useQueryClient()
  const chatbotId = scope?.chatbotId ?? ''
  const route = useMutation({
    mutationFn: async (input: AnswerRoute) => {
      const before = flow ? optionEditOf(flow, input) : null
      if (!before) throw new Error('answer not found')
      await saveOption({ ...before, routingInstruction: input.to.kind, target: input.to.id })
      stateHistoryOf(client, chatbotId).record(input.stateId, { kind: 'option', before })
      return input
    },
    onSettled: () => client.invalidateQueries(builderKeys.filter),
  })
  const undo = useMutation({
    mutationFn: async (stateId: string) => {
      const history = stateHistoryOf(client, chatbotId)
      const change = history.takeUndo(stateId)
      if (!change) return false
      try {
        const { state } = await client.fetchQuery({ ...stateQuery({ chatbotId }, stateId), staleTime: 0 })
        return state ? await restoreChange(state, change) : false
      } catch (error) {
        history.putBack(stateId, change)
        throw error
      }
    },
    onSettled: () => client.invalidateQueries(builderKeys.filter),
  })
  return { route, undo }
}
