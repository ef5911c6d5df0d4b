import '@xyflow/react/dist/style.css'
import { Box, useComputedColorScheme } from '@mantine/core'
import {
  Background,
  Controls,
  Handle,
  MiniMap,
  Position,
  ReactFlow,
  applyNodeChanges,
  getViewportForBounds,
  type ReactFlowInstance,
  type Edge,
  type Node,
  type NodeChange,
  type OnConnectEnd,
  type MiniMapNodeProps,
  type NodeProps,
} from '@xyflow/react'
import { memo, useCallback, useMemo, useRef, useState, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { TFunction } from 'i18next'
import type { LintProblem } from '../api/flow'
import type { FlowTree, TreeOptionData } from '../api/tree'
import { defaultNextByQuestion, messagePreview, routeText, type DefaultNext } from '../preview'
import {
  flowNodeHeight,
  flowNodeWidth,
  groupFrame,
  groupHeaderHeight,
  layoutTree,
  messageRowHeight,
  optionRowHeight,
  optionRowTop,
  stateHeaderHeight,
  stateNodeWidth,
  type Box as LayoutBox,
} from './tree-layout'

/**
 * The flow's tree view on @xyflow/react, loaded only by the tree route: questions as frames,
 * states as nodes with their answers, an answer's edge to the state or flow it goes to. Only the nodes in
 * view are rendered (`onlyRenderVisibleElements`), node components are memoised and their data objects stay
 * the same between renders, so a drag re-renders the dragged node only (QUALITY P-6). A click, Enter or
 * Space on a state opens its drawer; a dragged state keeps its place (`treeViewPositionX/Y`). A state shows
 * its first message; an answer is dragged by its handle onto a state or flow to route it there.
 */

export interface StateNodeData extends Record<string, unknown> {
  readonly name: string
  readonly initial: boolean
  /** The state's first message (or what kind it is), null without one. */
  readonly message: string | null
  readonly options: readonly { readonly id: string; readonly text: string; readonly isDefault: boolean }[]
  readonly problems: readonly string[]
  readonly severity: 'error' | 'warning' | null
  /** The period's drop-off at this state when the overlay is on and the funnel has a figure for it. */
  readonly dropOff: StateDropOff | null
}

/** Conversations that reached a state in a period, and the percentage that ended there. */
export interface StateDropOff {
  readonly reached: number
  readonly dropRate: number
}
interface GroupNodeData extends Record<string, unknown> {
  readonly name: string
}
interface FlowNodeData extends Record<string, unknown> {
  readonly name: string
}
type StateNode = Node<StateNodeData, 'state'>
type TreeNode = StateNode | Node<GroupNodeData, 'question'> | Node<FlowNodeData, 'flow'>

/** Benchmark probe (tests/bench/flow-tree-browser.ts): notes which state nodes render while it is a set. */
function noteRender(id: string) {
  ;(globalThis as { __portalTreeRendered?: Set<string> }).__portalTreeRendered?.add(id)
}

const StateNodeView = memo(function StateNodeView({ id, data, selected }: NodeProps<StateNode>) {
  noteRender(id)
  const { t } = useTranslation('builder')
  const border =
    data.severity === 'error'
      ? 'var(--mantine-color-error)'
      : data.severity === 'warning'
        ? 'var(--mantine-color-orange-6)'
        : 'var(--mantine-color-default-border)'
  return (
    <div
      className="portal-tree-state"
      data-testid="tree-state"
      data-state-name={data.name}
      data-problems={data.problems.length}
      style={{
        width: stateNodeWidth,
        height: '100%',
        boxSizing: 'border-box',
        background: 'var(--mantine-color-body)',
        color: 'var(--mantine-color-text)',
        border: `${data.severity || selected ? 2 : 1}px solid ${selected ? 'var(--mantine-primary-color-filled)' : border}`,
        borderRadius: 8,
        fontSize: 13,
      }}
      title={data.problems.join('\n') || undefined}
    >
      <Handle
        type="target"
        position={Position.Left}
        style={{ top: stateHeaderHeight / 2 }}
        isConnectableStart={false}
      />
      <div
        style={{
          height: stateHeaderHeight,
          display: 'flex',
          alignItems: 'center',
          gap: 6,
          padding: '0 10px',
          background: 'var(--portal-subtle-bg)',
          borderRadius: '7px 7px 0 0',
          borderBottom: '1px solid var(--mantine-color-default-border)',
          fontWeight: 600,
        }}
      >
        <span style={{ flex: 1, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {data.initial && <span aria-hidden>★ </span>}
          {data.name}
        </span>
        {data.problems.length > 0 && (
          <span
            data-testid="tree-state-problems"
            style={{
              borderRadius: 10,
              padding: '0 7px',
              fontSize: 12,
              color: 'var(--mantine-color-white)',
              background:
                data.severity === 'error' ? 'var(--mantine-color-red-8)' : 'var(--mantine-color-orange-9)',
            }}
          >
            {t('tree.problemCount', { count: data.problems.length })}
          </span>
        )}
        {data.dropOff && (
          <span
            data-testid="tree-state-drop-off"
            title={t('tree.dropOffTitle', {
              reached: data.dropOff.reached,
              rate: data.dropOff.dropRate,
            })}
            style={{
              borderRadius: 10,
              padding: '0 7px',
              fontSize: 12,
              whiteSpace: 'nowrap',
              color: 'var(--mantine-color-white)',
              background: 'var(--mantine-color-grape-8)',
            }}
          >
            {t('tree.dropOff', { rate: data.dropOff.dropRate })}
          </span>
        )}
      </div>
      <div
        data-testid="tree-state-message"
        style={{
          height: messageRowHeight,
          boxSizing: 'border-box',
          padding: '4px 10px',
          fontSize: 12,
          lineHeight: '18px',
          color: data.message ? 'var(--mantine-color-text)' : 'var(--mantine-color-dimmed)',
          borderBottom: '1px solid var(--mantine-color-default-border)',
          overflow: 'hidden',
          display: '-webkit-box',
          WebkitLineClamp: 2,
          WebkitBoxOrient: 'vertical',
          fontStyle: data.message ? undefined : 'italic',
        }}
        title={data.message ?? undefined}
      >
        {data.message ?? t('preview.noMessage')}
      </div>
      {data.options.length === 0 && (
        <div style={{ height: optionRowHeight, lineHeight: `${optionRowHeight}px`, padding: '0 10px' }}>
          <span style={{ color: 'var(--mantine-color-dimmed)' }}>{t('tree.noAnswers')}</span>
        </div>
      )}
      {data.options.map((option) => (
        <div
          key={option.id}
          data-testid="tree-answer"
          data-option-id={option.id}
          style={{
            position: 'relative',
            height: optionRowHeight,
            lineHeight: `${optionRowHeight}px`,
            padding: '0 14px 0 10px',
            fontStyle: option.isDefault ? 'italic' : undefined,
          }}
          title={option.text}
        >
          {/* The text is cut off, not the row: the answer's handle stands out over the node's edge. */}
          <div style={{ whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}>
            {option.text}
          </div>
          <Handle
            type="source"
            id={option.id}
            position={Position.Right}
            className="portal-answer-handle"
            style={{ width: 10, height: 10 }}
            title={t('tree.routeHandle')}
          />
        </div>
      ))}
    </div>
  )
})

/**
 * A question's frame. Solid, not dashed: Chromium repaints a dashed border with rounded corners around a frame
 * thousands of pixels long on every pan frame, which dropped a fifth of the frames of the 1,000-state flow
 * (P-6 bench: 18-24% dashed, 1-2% solid).
 */
const GroupNodeView = memo(function GroupNodeView({ data }: NodeProps<Node<GroupNodeData, 'question'>>) {
  return (
    <div
      data-testid="tree-question"
      style={{
        width: '100%',
        height: '100%',
        border: '1px solid var(--mantine-color-default-border)',
        borderRadius: 12,
        background: 'color-mix(in srgb, var(--mantine-primary-color-filled) 4%, transparent)',
      }}
    >
      <div
        style={{
          height: groupHeaderHeight,
          lineHeight: `${groupHeaderHeight}px`,
          padding: '0 14px',
          fontWeight: 700,
          color: 'var(--portal-strong-link)',
        }}
      >
        {data.name}
      </div>
    </div>
  )
})

const FlowNodeView = memo(function FlowNodeView({ data }: NodeProps<Node<FlowNodeData, 'flow'>>) {
  const { t } = useTranslation('builder')
  return (
    <div
      data-testid="tree-flow"
      style={{
        width: flowNodeWidth,
        height: flowNodeHeight,
        boxSizing: 'border-box',
        border: '2px solid var(--mantine-color-indigo-6)',
        borderRadius: 28,
        background: 'var(--mantine-color-body)',
        color: 'var(--mantine-color-text)',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'center',
        padding: '0 16px',
        fontSize: 13,
      }}
    >
      <Handle type="target" position={Position.Left} isConnectableStart={false} />
      <span style={{ color: 'var(--mantine-color-dimmed)', fontSize: 11 }}>{t('tree.flow')}</span>
      <span style={{ fontWeight: 600, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
        {data.name}
      </span>
    </div>
  )
})

/**
 * The minimap draws questions and flows, not the states in them: a thousand state rectangles repainted on
 * every pan cost a quarter of the frames (P-6 bench), and the questions are the overview that matters.
 */
const MiniMapBlock = memo(function MiniMapBlock({ id, x, y, width, height }: MiniMapNodeProps) {
  if (!id.startsWith('group:') && !id.startsWith('flow:')) return null
  return (
    <rect
      x={x}
      y={y}
      width={width}
      height={height}
      rx={id.startsWith('flow:') ? height / 2 : 24}
      fill={id.startsWith('flow:') ? 'var(--mantine-color-indigo-6)' : 'var(--mantine-color-gray-5)'}
      fillOpacity={0.8}
    />
  )
})

// 'question', not xyflow's built-in 'group' (which brings a frame style of its own).
const nodeTypes = { state: StateNodeView, question: GroupNodeView, flow: FlowNodeView }

/**
 * An answer's text on its node: its name, and where it goes when that is not drawn as an edge (a default
 * route names the state it leads to).
 */
function optionText(
  option: TreeOptionData,
  t: TFunction<'builder'>,
  stateIds: ReadonlySet<string>,
  flowNames: ReadonlyMap<string, string>,
  defaultNext: DefaultNext | null,
): string {
  const route = option.routingInstruction
  if (route === 'STATE' && option.nextState && stateIds.has(option.nextState)) return option.name
  if (route === 'FLOW' && option.nextStateMachine && flowNames.has(option.nextStateMachine))
    return option.name
  const where =
    route === 'STATE' && option.nextState
      ? t('tree.otherFlowState')
      : routeText(option, t, { states: new Map(), flows: flowNames, defaultNext })
  return `${option.name} → ${where}`
}

export interface FlowTreeGraph {
  readonly nodes: TreeNode[]
  readonly edges: Edge[]
  /** The whole flow, and the start of its first question (what is shown first when the whole is too small). */
  readonly overview: LayoutBox | null
  readonly start: LayoutBox | null
}

/** "Name: what is to be said of it, and more" for a screen reader; the name alone when nothing is. */
function labelOf(name: string, notes: readonly (string | null)[]): string {
  const said = notes.filter((note): note is string => note !== null)
  return said.length ? `${name}: ${said.join(', ')}` : name
}

/** Nodes and edges of the tree (pure: the unit tests check it). */
export function buildTreeGraph(
  tree: FlowTree,
  problems: readonly LintProblem[],
  t: TFunction<'builder'>,
  describeProblem: (problem: LintProblem) => string,
  dropOff: ReadonlyMap<string, StateDropOff> | null = null,
  language = 'nl-NL',
): FlowTreeGraph {
  const layout = layoutTree(tree.stateGroups)
  const defaultNext = defaultNextByQuestion(tree)
  const stateIds = new Set(tree.stateGroups.flatMap((g) => g.states.map((s) => s.id)))
  const byState = new Map<string, LintProblem[]>()
  for (const problem of problems) {
    const list = byState.get(problem.stateId)
    if (list) list.push(problem)
    else byState.set(problem.stateId, [problem])
  }
  const nodes: TreeNode[] = []
  const edges: Edge[] = []
  for (const group of tree.stateGroups) {
    const frame = groupFrame(group.states.map((s) => layout.states.get(s.id)!))
    if (frame)
      nodes.push({
        id: `group:${group.id}`,
        type: 'question',
        position: { x: frame.x, y: frame.y },
        width: frame.width,
        height: frame.height,
        data: { name: group.name },
        draggable: false,
        selectable: false,
        focusable: false,
        zIndex: -1,
      })
  }
  for (const group of tree.stateGroups)
    for (const state of group.states) {
      const box = layout.states.get(state.id)!
      const own = byState.get(state.id) ?? []
      const options = [...state.options].sort((a, b) => Number(a.isDefault) - Number(b.isDefault))
      nodes.push({
        id: state.id,
        type: 'state',
        position: { x: box.x, y: box.y },
        width: box.width,
        height: box.height,
        ariaLabel: labelOf(state.name, [
          own.length ? t('tree.problemCount', { count: own.length }) : null,
          dropOff?.has(state.id)
            ? t('tree.dropOffTitle', {
                reached: dropOff.get(state.id)!.reached,
                rate: dropOff.get(state.id)!.dropRate,
              })
            : null,
        ]),
        ariaRole: 'button',
        handles: [
          {
            type: 'target',
            position: Position.Left,
            x: 0,
            y: stateHeaderHeight / 2 - 4,
            width: 8,
            height: 8,
          },
          ...options.map((option, index) => ({
            id: option.id,
            type: 'source' as const,
            position: Position.Right,
            x: box.width - 4,
            y: optionRowTop(index) + optionRowHeight / 2 - 4,
            width: 8,
            height: 8,
          })),
        ],
        data: {
          name: state.name,
          initial: group.initialState === state.id,
          message: messagePreview(state, language, t),
          options: options.map((option) => ({
            id: option.id,
            isDefault: option.isDefault,
            text: optionText(option, t, stateIds, tree.flowNames, defaultNext.get(group.id) ?? null),
          })),
          problems: own.map(describeProblem),
          severity: own.some((p) => p.severity === 'error') ? 'error' : own.length ? 'warning' : null,
          dropOff: dropOff?.get(state.id) ?? null,
        },
      })
      for (const option of options) {
        const target =
          option.routingInstruction === 'STATE' && option.nextState && stateIds.has(option.nextState)
            ? option.nextState
            : option.routingInstruction === 'FLOW' &&
                option.nextStateMachine &&
                layout.flows.has(option.nextStateMachine) &&
                tree.flowNames.has(option.nextStateMachine)
              ? `flow:${option.nextStateMachine}`
              : null
        if (target)
          edges.push({
            id: `edge:${option.id}`,
            source: state.id,
            sourceHandle: option.id,
            target,
            ariaLabel: `${state.name}: ${option.name}`,
            focusable: false,
          })
      }
    }
  for (const [flowId, box] of layout.flows) {
    if (!tree.flowNames.has(flowId)) continue
    nodes.push({
      id: `flow:${flowId}`,
      type: 'flow',
      position: { x: box.x, y: box.y },
      width: box.width,
      height: box.height,
      handles: [
        { type: 'target', position: Position.Left, x: 0, y: box.height / 2 - 4, width: 8, height: 8 },
      ],
      data: { name: tree.flowNames.get(flowId)! },
      draggable: false,
      focusable: false,
    })
  }
  const firstStates = (tree.stateGroups.find((g) => g.states.length)?.states ?? []).slice(0, 3)
  const box = (list: readonly TreeNode[]) =>
    groupFrame(list.map((n) => ({ ...n.position, width: n.width ?? 0, height: n.height ?? 0 })))
  const overview = box(nodes)
  const start = box(nodes.filter((n) => firstStates.some((s) => s.id === n.id)))
  return { nodes, edges, overview, start }
}

/** An answer let go on a state or flow of the tree. */
export interface RouteDrop {
  readonly stateId: string
  readonly optionId: string
  readonly to: { readonly kind: 'STATE' | 'FLOW'; readonly id: string }
}

export function FlowTreeCanvas({
  tree,
  problems,
  describeProblem,
  onOpenState,
  onMoveState,
  onRouteAnswer,
  dropOff = null,
  focusState = null,
}: {
  tree: FlowTree
  problems: readonly LintProblem[]
  describeProblem: (problem: LintProblem) => string
  onOpenState: (id: string) => void
  onMoveState: (id: string, position: { x: number; y: number }) => void
  /** An answer dragged by its handle and let go on a state or a flow node. */
  onRouteAnswer: (answer: RouteDrop) => void
  dropOff?: ReadonlyMap<string, StateDropOff> | null
  /** A state to show first (a link to it), instead of the whole flow or its start. */
  focusState?: string | null
}) {
  const { t, i18n } = useTranslation('builder')
  const scheme = useComputedColorScheme('light')
  const language = i18n.language
  const graph = useMemo(
    () => buildTreeGraph(tree, problems, t, describeProblem, dropOff, language),
    [tree, problems, t, describeProblem, dropOff, language],
  )
  const stateIds = useMemo(() => new Set(tree.stateGroups.flatMap((g) => g.states.map((s) => s.id))), [tree])
  const [nodes, setNodes] = useState<TreeNode[]>(graph.nodes)
  // New data (a refetch, the linter): the canvas starts from the new nodes (React's "adjust state on a prop
  // change" pattern, no effect).
  const [shownGraph, setShownGraph] = useState(graph.nodes)
  if (shownGraph !== graph.nodes) {
    setShownGraph(graph.nodes)
    setNodes(graph.nodes)
  }
  const onNodesChange = useCallback(
    (changes: NodeChange<TreeNode>[]) => {
      setNodes((current) => applyNodeChanges(changes, current))
      // A state let go after a drag, or moved with the arrow keys: its new place is saved.
      for (const change of changes)
        if (
          change.type === 'position' &&
          change.dragging === false &&
          change.position &&
          stateIds.has(change.id)
        )
          onMoveState(change.id, change.position)
    },
    [onMoveState, stateIds],
  )
  // xyflow's fitView only counts rendered nodes, and onlyRenderVisibleElements renders none off screen yet:
  // the first view is computed from the layout instead: the whole flow when it is readable (at 55% or
  // closer), else the start of its first question; never closer than 100%.
  const container = useRef<HTMLDivElement>(null)
  // A linked state is shown first, at most at 100%.
  const { overview, start } = graph
  const focus = useMemo(() => {
    const node = focusState ? graph.nodes.find((n) => n.id === focusState) : undefined
    return node ? { ...node.position, width: node.width ?? 0, height: node.height ?? 0 } : null
  }, [graph.nodes, focusState])
  const onInit = useCallback(
    (instance: ReactFlowInstance<TreeNode>) => {
      const element = container.current
      if (!overview || !element) return
      const fit = (area: LayoutBox) =>
        getViewportForBounds(area, element.clientWidth, element.clientHeight, 0.05, 1, 0.05)
      const whole = fit(overview)
      void instance.setViewport(focus ? fit(focus) : whole.zoom >= 0.55 || !start ? whole : fit(start))
    },
    [overview, start, focus],
  )
  // Letting an answer go on a state is not a click on it: the click that follows the drop does not open it.
  const connecting = useRef(false)
  const onNodeClick = useCallback(
    (_: unknown, node: TreeNode) => {
      if (node.type === 'state' && !connecting.current) onOpenState(node.id)
    },
    [onOpenState],
  )
  const onConnectStart = useCallback(() => {
    connecting.current = true
  }, [])
  // An answer's handle let go on a node (anywhere on it, not only on its small target dot): routed there.
  const onConnectEnd: OnConnectEnd = useCallback(
    (event, connection) => {
      setTimeout(() => (connecting.current = false))
      const stateId = connection.fromNode?.id
      const optionId = connection.fromHandle?.id
      if (!stateId || !optionId || connection.fromHandle?.type !== 'source') return
      const point = 'changedTouches' in event ? event.changedTouches[0] : event
      const under = point ? document.elementFromPoint(point.clientX, point.clientY) : null
      const target = connection.toNode?.id ?? under?.closest<HTMLElement>('.react-flow__node')?.dataset['id']
      if (!target) return
      if (target.startsWith('flow:'))
        onRouteAnswer({ stateId, optionId, to: { kind: 'FLOW', id: target.slice('flow:'.length) } })
      else if (stateIds.has(target)) onRouteAnswer({ stateId, optionId, to: { kind: 'STATE', id: target } })
    },
    [onRouteAnswer, stateIds],
  )
  // Enter or Space on a focused state (xyflow makes nodes focusable) opens it, like a click.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Enter' && event.key !== ' ') return
    const target = event.target as HTMLElement
    const id = target.classList.contains('react-flow__node-state') ? target.dataset['id'] : undefined
    if (!id) return
    event.preventDefault()
    onOpenState(id)
  }
  return (
    <Box
      ref={container}
      h="100%"
      onKeyDown={onKeyDown}
      data-testid="flow-tree"
      style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 8, overflow: 'hidden' }}
    >
      <ReactFlow<TreeNode>
        nodes={nodes}
        edges={graph.edges}
        nodeTypes={nodeTypes}
        onNodesChange={onNodesChange}
        deleteKeyCode={null}
        onNodeClick={onNodeClick}
        onlyRenderVisibleElements
        onConnectStart={onConnectStart}
        onConnectEnd={onConnectEnd}
        edgesFocusable={false}
        elementsSelectable
        onInit={onInit}
        minZoom={0.05}
        maxZoom={1.5}
        colorMode={scheme}
        proOptions={{ hideAttribution: true }}
        ariaLabelConfig={{
          'controls.ariaLabel': t('tree.controls'),
          'controls.zoomIn.ariaLabel': t('tree.zoomIn'),
          'controls.zoomOut.ariaLabel': t('tree.zoomOut'),
          'controls.fitView.ariaLabel': t('tree.fitView'),
          'controls.interactive.ariaLabel': t('tree.lock'),
          'minimap.ariaLabel': t('tree.minimap'),
          'node.a11yDescription.default': t('tree.nodeHelp'),
          'node.a11yDescription.keyboardDisabled': t('tree.nodeHelp'),
          'node.a11yDescription.ariaLiveMessage': ({ x, y }) => t('tree.moved', { x, y }),
        }}
      >
        <Background gap={40} />
        <Controls showInteractive={false} />
        <MiniMap pannable zoomable nodeComponent={MiniMapBlock} />
      </ReactFlow>
    </Box>
  )
}
