import type { TFunction } from 'i18next'
import { describe, expect, it } from 'vitest'
import type { FlowTree } from '../api/tree'
import { buildTreeGraph, type StateNodeData } from './flow-tree'
import { optionRowHeight, optionRowTop } from './tree-layout'

const t = ((key: string, values?: Record<string, unknown>) =>
  `${key}${values ? JSON.stringify(values) : ''}`) as unknown as TFunction<'builder'>

const state = (id: string, name: string, nextState: string | null, message: string | null = null) => ({
  id,
  stateGroupId: 'g1',
  name,
  position: 0,
  treeViewPositionX: null,
  treeViewPositionY: null,
  options: nextState
    ? [
        {
          id: `o-${id}`,
          name: 'Ja',
          isDefault: false,
          isRequired: false,
          routingInstruction: 'STATE',
          nextState,
          nextStateMachine: null,
        },
      ]
    : [],
  actions: message
    ? [{ position: 0, variations: [{ languageTag: 'nl-NL', type: 'TEXT', text: message }] }]
    : [],
})

const tree: FlowTree = {
  id: 'f1',
  name: 'Vacature',
  kind: 'DEFAULT',
  description: '',
  stateGroups: [
    {
      id: 'g1',
      name: 'Rijbewijs',
      position: 0,
      initialState: 'a',
      states: [
        state('a', 'Welk rijbewijs', 'b', 'Welk rijbewijs heb je?'),
        { ...state('b', 'Geen rijbewijs', null), position: 1 },
      ],
    },
  ],
  flowNames: new Map([['f1', 'Vacature']]),
  inboundStateIds: [],
}

describe('the tree with the analytics drop-off overlay', () => {
  it('puts a state’s figures on its node and in its accessible name; states without figures get none', () => {
    const graph = buildTreeGraph(tree, [], t, () => '', new Map([['a', { reached: 140, dropRate: 9.1 }]]))
    const a = graph.nodes.find((node) => node.id === 'a')!
    const b = graph.nodes.find((node) => node.id === 'b')!
    expect(a.data).toMatchObject({ dropOff: { reached: 140, dropRate: 9.1 } })
    expect(a.ariaLabel).toBe('Welk rijbewijs: tree.dropOffTitle{"reached":140,"rate":9.1}')
    expect(b.data).toMatchObject({ dropOff: null })
    expect(b.ariaLabel).toBe('Geen rijbewijs')
  })

  it('without the overlay no state carries figures', () => {
    const graph = buildTreeGraph(tree, [], t, () => '')
    expect(graph.nodes.filter((node) => node.type === 'state').map((node) => node.data['dropOff'])).toEqual([
      null,
      null,
    ])
  })
})

describe('a state node on the tree', () => {
  it('shows its first message, or none', () => {
    const graph = buildTreeGraph(tree, [], t, () => '')
    expect(graph.nodes.find((node) => node.id === 'a')!.data).toMatchObject({
      message: 'Welk rijbewijs heb je?',
    })
    expect(graph.nodes.find((node) => node.id === 'b')!.data).toMatchObject({ message: null })
  })

  it('names where an answer to the default next question leads, or the end of the flow', () => {
    const next = {
      ...tree,
      stateGroups: [
        {
          ...tree.stateGroups[0]!,
          states: [
            {
              ...state('a', 'Welk rijbewijs', null),
              options: [
                {
                  id: 'o-a',
                  name: 'Ja',
                  isDefault: false,
                  isRequired: false,
                  routingInstruction: 'DEFAULT_NEXT',
                  nextState: null,
                  nextStateMachine: null,
                },
              ],
            },
          ],
        },
        { id: 'g2', name: 'Ervaring', position: 1, initialState: 'c', states: [state('c', 'Jaren', null)] },
      ],
    }
    const graph = buildTreeGraph(next, [], t, () => '')
    const answer = (id: string) => (graph.nodes.find((node) => node.id === id)!.data as StateNodeData).options
    expect(answer('a')[0]!.text).toBe('Ja → preview.defaultNext{"question":"Ervaring","state":"Jaren"}')
    const last = buildTreeGraph({ ...next, stateGroups: [next.stateGroups[0]!] }, [], t, () => '')
    expect((last.nodes.find((node) => node.id === 'a')!.data as StateNodeData).options[0]!.text).toBe(
      'Ja → preview.defaultEnd',
    )
  })

  it('offers each answer’s handle to drag, below the message row', () => {
    const graph = buildTreeGraph(tree, [], t, () => '')
    const handle = graph.nodes.find((node) => node.id === 'a')!.handles!.find((h) => h.id === 'o-a')!
    expect(handle.type).toBe('source')
    expect(handle.y).toBe(optionRowTop(0) + optionRowHeight / 2 - 4)
  })
})
