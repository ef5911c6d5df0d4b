/**
 * The tree view's layout (spec 000 §9 "tree layout node spacing 520 and 550"): a small deterministic layered
 * layout, no layout library. Each question is a band of rows; inside it a state's layer (its column) is its
 * distance from the question's first state along answers that go to a state of the same question, so a
 * chain of questions reads from left to right. Layers are 520 apart, rows 550 apart; the questions follow one
 * another downwards in their order. A state with a saved position (`treeViewPositionX/Y`) keeps it. Flows an
 * answer goes to get a node right of every layer, level with the first state that goes there.
 */

export const layerSpacing = 520
export const rowSpacing = 550
export const stateNodeWidth = 320
export const stateHeaderHeight = 48
export const optionRowHeight = 28
/** The state's first message, two lines under its name. */
export const messageRowHeight = 44
const stateFooterHeight = 10
export const flowNodeWidth = 240
export const flowNodeHeight = 56
/** Room around a question's states, and above them for its name. */
export const groupPadding = 32
export const groupHeaderHeight = 36

export interface TreeOption {
  readonly id: string
  readonly routingInstruction: string | null
  readonly nextState: string | null
  readonly nextStateMachine: string | null
}
export interface TreeState {
  readonly id: string
  readonly treeViewPositionX: number | null
  readonly treeViewPositionY: number | null
  readonly options: readonly TreeOption[]
}
export interface TreeGroup {
  readonly id: string
  readonly initialState: string | null
  readonly states: readonly TreeState[]
}

export interface Box {
  readonly x: number
  readonly y: number
  readonly width: number
  readonly height: number
}
export interface TreeLayout {
  /** Top-left corner and size of every state. */
  readonly states: ReadonlyMap<string, Box>
  /** Every flow an answer goes to (by flow id). */
  readonly flows: ReadonlyMap<string, Box>
}

export const stateNodeHeight = (optionCount: number) =>
  stateHeaderHeight + messageRowHeight + Math.max(1, optionCount) * optionRowHeight + stateFooterHeight

/** Where an answer's row starts, from the top of its state node. */
export const optionRowTop = (index: number) => stateHeaderHeight + messageRowHeight + index * optionRowHeight

/** Column of each state of a question: breadth-first from its first state, then from the rest in order. */
function layersOf(group: TreeGroup): Map<string, number> {
  const inGroup = new Map(group.states.map((s) => [s.id, s]))
  const layer = new Map<string, number>()
  const roots = [
    ...(group.initialState && inGroup.has(group.initialState) ? [group.initialState] : []),
    ...group.states.map((s) => s.id),
  ]
  for (const root of roots) {
    if (layer.has(root)) continue
    layer.set(root, 0)
    const queue = [root]
    for (let head = 0; head < queue.length; head++) {
      const id = queue[head]!
      for (const option of inGroup.get(id)!.options) {
        const next = option.routingInstruction === 'STATE' ? option.nextState : null
        if (next && inGroup.has(next) && !layer.has(next)) {
          layer.set(next, layer.get(id)! + 1)
          queue.push(next)
        }
      }
    }
  }
  return layer
}

export function layoutTree(groups: readonly TreeGroup[]): TreeLayout {
  const states = new Map<string, Box>()
  const flows = new Map<string, Box>()
  let firstRow = 0
  let lastLayer = 0
  const flowSources: [flowId: string, y: number][] = []
  for (const group of groups) {
    const layers = layersOf(group)
    // Rows fill per layer in the order the states were reached (the map keeps insertion order).
    const rowsUsed = new Map<number, number>()
    for (const [id, column] of layers) {
      const row = rowsUsed.get(column) ?? 0
      rowsUsed.set(column, row + 1)
      lastLayer = Math.max(lastLayer, column)
      const state = group.states.find((s) => s.id === id)!
      const saved = state.treeViewPositionX != null && state.treeViewPositionY != null
      const box = {
        x: saved ? state.treeViewPositionX! : column * layerSpacing,
        y: saved ? state.treeViewPositionY! : (firstRow + row) * rowSpacing,
        width: stateNodeWidth,
        height: stateNodeHeight(state.options.length),
      }
      states.set(id, box)
      for (const option of state.options)
        if (option.routingInstruction === 'FLOW' && option.nextStateMachine)
          flowSources.push([option.nextStateMachine, box.y])
    }
    firstRow += Math.max(1, ...rowsUsed.values())
  }
  const flowX = (lastLayer + 1) * layerSpacing
  const taken: number[] = []
  for (const [flowId, y] of flowSources) {
    if (flows.has(flowId)) continue
    // Level with its first source, below any flow node already there.
    let top = y
    while (taken.some((other) => Math.abs(other - top) < flowNodeHeight + 16)) top += flowNodeHeight + 16
    taken.push(top)
    flows.set(flowId, { x: flowX, y: top, width: flowNodeWidth, height: flowNodeHeight })
  }
  return { states, flows }
}

/** A question's frame around its states (saved positions included). */
export function groupFrame(boxes: readonly Box[]): Box | null {
  if (boxes.length === 0) return null
  const left = Math.min(...boxes.map((b) => b.x)) - groupPadding
  const top = Math.min(...boxes.map((b) => b.y)) - groupPadding - groupHeaderHeight
  const right = Math.max(...boxes.map((b) => b.x + b.width)) + groupPadding
  const bottom = Math.max(...boxes.map((b) => b.y + b.height)) + groupPadding
  return { x: left, y: top, width: right - left, height: bottom - top }
}
