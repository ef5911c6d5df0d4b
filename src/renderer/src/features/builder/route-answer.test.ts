import { describe, expect, it } from 'vitest'
import type { FlowTree } from './api/tree'
import { optionEditOf, routeImpact, withRoute } from './route-answer'

const option = (id: string, routingInstruction: string | null, nextState: string | null = null) => ({
  id,
  name: id,
  isDefault: false,
  isRequired: id === 'req',
  routingInstruction,
  nextState,
  nextStateMachine: null,
})
const state = (id: string, position: number, options: ReturnType<typeof option>[]) => ({
  id,
  stateGroupId: 'g1',
  name: `State ${id}`,
  position,
  treeViewPositionX: null,
  treeViewPositionY: null,
  options,
  actions: [],
})
// a → b (Ja) → c; a's other answer goes on to the next question; d is only reached through b.
const flow: Pick<FlowTree, 'stateGroups'> = {
  stateGroups: [
    {
      id: 'g1',
      name: 'Rijbewijs',
      position: 0,
      initialState: 'a',
      states: [
        state('a', 0, [option('ja', 'STATE', 'b'), option('req', 'DEFAULT_NEXT')]),
        state('b', 1, [option('nee', 'STATE', 'd')]),
        state('d', 2, [option('door', 'DEFAULT_NEXT')]),
      ],
    },
    { id: 'g2', name: 'Einde', position: 1, initialState: 'c', states: [state('c', 0, [])] },
  ],
}

describe('the impact of routing an answer by dragging it on the tree', () => {
  it('names the states no conversation reaches any more', () => {
    expect(routeImpact(flow, { stateId: 'a', optionId: 'ja', to: { kind: 'STATE', id: 'c' } })).toEqual([
      { id: 'b', name: 'State b' },
      { id: 'd', name: 'State d' },
    ])
  })
  it('counts only what this answer alone led to', () => {
    expect(routeImpact(flow, { stateId: 'b', optionId: 'nee', to: { kind: 'STATE', id: 'c' } })).toEqual([
      { id: 'd', name: 'State d' },
    ])
  })
  it('counts the answers of other flows: a state they go to, and what it leads to, is still reached', () => {
    const enteredFromElsewhere = { ...flow, inboundStateIds: ['b'] }
    expect(
      routeImpact(enteredFromElsewhere, { stateId: 'a', optionId: 'ja', to: { kind: 'STATE', id: 'c' } }),
    ).toEqual([])
    expect(
      routeImpact(
        { ...flow, inboundStateIds: ['d'] },
        { stateId: 'a', optionId: 'ja', to: { kind: 'STATE', id: 'c' } },
      ),
    ).toEqual([{ id: 'b', name: 'State b' }])
  })
  it('is empty when every state is still reached', () => {
    expect(routeImpact(flow, { stateId: 'a', optionId: 'req', to: { kind: 'STATE', id: 'd' } })).toEqual([])
  })
  it('routes to a flow with the state cleared, as the server does', () => {
    const routed = withRoute(flow, { stateId: 'a', optionId: 'ja', to: { kind: 'FLOW', id: 'f2' } })
    expect(routed.stateGroups[0]!.states[0]!.options[0]).toMatchObject({
      routingInstruction: 'FLOW',
      nextState: null,
      nextStateMachine: 'f2',
    })
  })
})

describe('what an undo of a new route puts back', () => {
  it('is the answer as it was: its name, required flag and route', () => {
    expect(optionEditOf(flow, { stateId: 'a', optionId: 'ja' })).toEqual({
      id: 'ja',
      name: 'ja',
      isRequired: false,
      routingInstruction: 'STATE',
      target: 'b',
    })
    expect(optionEditOf(flow, { stateId: 'a', optionId: 'req' })).toEqual({
      id: 'req',
      name: 'req',
      isRequired: true,
      routingInstruction: 'DEFAULT_NEXT',
      target: null,
    })
    expect(optionEditOf(flow, { stateId: 'a', optionId: 'gone' })).toBeNull()
  })
})
