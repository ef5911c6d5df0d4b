import { describe, expect, it } from 'vitest'
import {
  groupFrame,
  layerSpacing,
  layoutTree,
  rowSpacing,
  stateNodeHeight,
  type TreeGroup,
  type TreeOption,
} from './tree-layout'

const to = (id: string, nextState: string): TreeOption => ({
  id,
  routingInstruction: 'STATE',
  nextState,
  nextStateMachine: null,
})
const state = (id: string, options: TreeOption[] = [], saved?: [number, number]) => ({
  id,
  treeViewPositionX: saved?.[0] ?? null,
  treeViewPositionY: saved?.[1] ?? null,
  options,
})

describe('layoutTree (spec §9: node spacing 520 and 550)', () => {
  it('puts a chain of states in layers 520 apart, the next question 550 lower', () => {
    const groups: TreeGroup[] = [
      {
        id: 'g1',
        initialState: 'a',
        states: [state('a', [to('o1', 'b')]), state('b', [to('o2', 'c')]), state('c')],
      },
      { id: 'g2', initialState: 'd', states: [state('d')] },
    ]
    const layout = layoutTree(groups)
    expect(layout.states.get('a')).toMatchObject({ x: 0, y: 0 })
    expect(layout.states.get('b')).toMatchObject({ x: layerSpacing, y: 0 })
    expect(layout.states.get('c')).toMatchObject({ x: 2 * layerSpacing, y: 0 })
    expect(layout.states.get('d')).toMatchObject({ x: 0, y: rowSpacing })
  })

  it('starts at the initial state; siblings share a layer in rows; unreached states start a layer 0 row', () => {
    const layout = layoutTree([
      {
        id: 'g',
        initialState: 'root',
        states: [
          state('lonely'),
          state('left'),
          state('right'),
          state('root', [to('o1', 'left'), to('o2', 'right')]),
        ],
      },
    ])
    expect(layout.states.get('root')).toMatchObject({ x: 0, y: 0 })
    expect(layout.states.get('left')).toMatchObject({ x: layerSpacing, y: 0 })
    expect(layout.states.get('right')).toMatchObject({ x: layerSpacing, y: rowSpacing })
    expect(layout.states.get('lonely')).toMatchObject({ x: 0, y: rowSpacing })
  })

  it('keeps a saved position, and is the same every time', () => {
    const groups: TreeGroup[] = [
      { id: 'g', initialState: null, states: [state('a', [to('o', 'b')], [1234, -50]), state('b')] },
    ]
    const layout = layoutTree(groups)
    expect(layout.states.get('a')).toMatchObject({ x: 1234, y: -50 })
    expect(layout.states.get('b')).toMatchObject({ x: layerSpacing, y: 0 })
    expect(layoutTree(groups)).toEqual(layout)
  })

  it('sizes a state by its answers and gives each flow an answer goes to one node right of every layer', () => {
    const flow = (id: string, flowId: string): TreeOption => ({
      id,
      routingInstruction: 'FLOW',
      nextState: null,
      nextStateMachine: flowId,
    })
    const layout = layoutTree([
      {
        id: 'g',
        initialState: 'a',
        states: [
          state('a', [to('o1', 'b'), flow('o2', 'f1')]),
          state('b', [flow('o3', 'f1'), flow('o4', 'f2')]),
        ],
      },
    ])
    expect(layout.states.get('a')!.height).toBe(stateNodeHeight(2))
    expect([...layout.flows.keys()]).toEqual(['f1', 'f2'])
    expect(layout.flows.get('f1')).toMatchObject({ x: 2 * layerSpacing, y: 0 })
    // f2 would sit level with b (y 0) too: it moves below f1 instead of covering it.
    expect(layout.flows.get('f2')!.y).toBeGreaterThan(layout.flows.get('f1')!.y)
  })

  it('holds the 1,000-state flow: 100 questions of 10 states, every state placed once', () => {
    const groups: TreeGroup[] = Array.from({ length: 100 }, (_, g) => ({
      id: `g${g}`,
      initialState: `s${g}-0`,
      states: Array.from({ length: 10 }, (_, s) =>
        state(`s${g}-${s}`, s < 9 ? [to(`o${g}-${s}`, `s${g}-${s + 1}`)] : []),
      ),
    }))
    const layout = layoutTree(groups)
    expect(layout.states.size).toBe(1000)
    expect(layout.states.get('s99-9')).toMatchObject({ x: 9 * layerSpacing, y: 99 * rowSpacing })
    const places = new Set([...layout.states.values()].map((b) => `${b.x},${b.y}`))
    expect(places.size).toBe(1000)
  })
})

describe('groupFrame', () => {
  it('frames its states with room for the question name, and is nothing without states', () => {
    expect(groupFrame([])).toBeNull()
    const frame = groupFrame([
      { x: 0, y: 0, width: 100, height: 50 },
      { x: 520, y: 550, width: 100, height: 50 },
    ])!
    expect(frame.x).toBeLessThan(0)
    expect(frame.y).toBeLessThan(-36)
    expect(frame.x + frame.width).toBeGreaterThan(620)
    expect(frame.y + frame.height).toBeGreaterThan(600)
  })
})
