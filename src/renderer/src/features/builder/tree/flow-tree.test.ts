import type { TFunction } from 'i18next'
import { describe, expect, it } from 'vitest'
import type { FlowTree } from '../api/tree'
import { buildTreeGraph } from './flow-tree'

const t = ((key: string, values?: Record<string, unknown>) =>
  `${key}${values ? JSON.stringify(values) : ''}`) as unknown as TFunction<'builder'>

const state = (id: string, name: string, nextState: string | null) => ({
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
          routingInstruction: 'STATE',
          nextState,
          nextStateMachine: null,
        },
      ]
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
      states: [state('a', 'Welk rijbewijs', 'b'), state('b', 'Geen rijbewijs', null)],
    },
  ],
  flowNames: new Map([['f1', 'Vacature']]),
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
