import type {
  Action,
  BuilderLanguage,
  MessageVariation,
  Option,
  OptionLabel,
  State,
  StateGroup,
} from './builder'
import { routeOf } from './builder-rules'

/**
 * The flow linter: problems a manager should fix before candidates meet them. Pure, so
 * the problems panel, the tree badges and the tests read the same answer.
 *
 * How a conversation moves, for reachability and loops: a flow starts at its first question's initial
 * state (else its first state). An answer routed to a STATE goes there; DEFAULT_NEXT goes to the next
 * question's initial state (after the last question the conversation leaves the flow); REPEAT stays;
 * PREVIOUS_QUESTION goes to the previous question's initial state; every other destination (a flow, stop,
 * Smart Inbox handover, FAQ answer, start of the previous flow) leaves the flow. A state without options
 * takes any answer to the default next question.
 */

/** WhatsApp's limits on interactive messages: 3 quick-reply buttons, 10 list rows, 20 characters a button. */
export const whatsAppLimits = { quickReplies: 3, listItems: 10, buttonText: 20 } as const

export const lintCodes = [
  'unreachable_state',
  'option_without_destination',
  'missing_variation',
  'too_many_quick_replies',
  'too_many_list_items',
  'button_text_too_long',
  'loop_without_exit',
] as const
export type LintCode = (typeof lintCodes)[number]

export interface LintProblem {
  readonly code: LintCode
  /** error: candidates get stuck or WhatsApp refuses the message; warning: works, but not as intended. */
  readonly severity: 'error' | 'warning'
  readonly stateId: string
  readonly optionId?: string
  readonly language?: BuilderLanguage
  readonly count?: number
}

type LintOption = Pick<Option, 'id' | 'routingInstruction' | 'nextState' | 'nextStateMachine' | 'isDefault'>
type LintAction = Pick<Action, 'id'> & {
  readonly variations: readonly Pick<MessageVariation, 'languageTag'>[]
  readonly labels: readonly Pick<OptionLabel, 'optionId' | 'enabled' | 'text'>[]
}
type LintState = Pick<State, 'id' | 'position'> & {
  readonly actions: readonly LintAction[]
  readonly options: readonly LintOption[]
}
export type LintFlow = {
  readonly stateGroups: readonly (Pick<StateGroup, 'id' | 'position' | 'initialState'> & {
    readonly states: readonly LintState[]
  })[]
}

export interface LintContext {
  /** The chatbot's languages: every state needs a variation in each. */
  readonly languages: readonly BuilderLanguage[]
  /** The chatbot talks on WhatsApp: its limits apply. */
  readonly whatsapp: boolean
  /** States of this flow that options of other flows route to (reachable from outside). */
  readonly inboundStateIds?: ReadonlySet<string>
  /** Every state id of the chatbot; a STATE route elsewhere has no destination. Default: this flow's. */
  readonly knownStateIds?: ReadonlySet<string>
  /** Every flow id of the chatbot; a FLOW route elsewhere has no destination. Default: any. */
  readonly knownFlowIds?: ReadonlySet<string>
}

const EXIT = '\u0000exit'

export function lintFlow(flow: LintFlow, context: LintContext): LintProblem[] {
  const problems: LintProblem[] = []
  const groups = [...flow.stateGroups].sort((a, b) => a.position - b.position)
  const ownStates = new Set(groups.flatMap((g) => g.states.map((s) => s.id)))
  const knownStates = context.knownStateIds ?? ownStates
  const entryOf = (index: number): string | null => {
    const group = groups[index]
    if (!group) return null
    if (group.initialState && group.states.some((s) => s.id === group.initialState)) return group.initialState
    return [...group.states].sort((a, b) => a.position - b.position)[0]?.id ?? null
  }
  // The next question with a state: empty questions are skipped.
  const entryFrom = (start: number, step: 1 | -1): string | null => {
    for (let i = start; i >= 0 && i < groups.length; i += step) {
      const entry = entryOf(i)
      if (entry) return entry
    }
    return null
  }

  const edges = new Map<string, Set<string>>()
  groups.forEach((group, index) => {
    for (const state of group.states) {
      const out = new Set<string>()
      edges.set(state.id, out)
      const next = entryFrom(index + 1, 1) ?? EXIT
      if (state.options.length === 0) out.add(next)
      for (const option of state.options) {
        const route = routeOf(option)
        const dangling =
          !route ||
          (route.kind === 'STATE' && !knownStates.has(route.stateId)) ||
          (route.kind === 'FLOW' &&
            context.knownFlowIds !== undefined &&
            !context.knownFlowIds.has(route.flowId))
        if (dangling) {
          problems.push({
            code: 'option_without_destination',
            severity: 'error',
            stateId: state.id,
            optionId: option.id,
          })
          continue
        }
        switch (route.kind) {
          case 'STATE':
            out.add(ownStates.has(route.stateId) ? route.stateId : EXIT)
            break
          case 'DEFAULT_NEXT':
            out.add(next)
            break
          case 'REPEAT':
            out.add(state.id)
            break
          case 'PREVIOUS_QUESTION':
            out.add(entryFrom(index - 1, -1) ?? state.id)
            break
          default:
            out.add(EXIT)
        }
      }
    }
  })

  // Reachability from the entry and from states other flows route to.
  const seen = new Set<string>()
  const queue = [entryFrom(0, 1), ...(context.inboundStateIds ?? [])].filter(
    (id): id is string => id != null && ownStates.has(id),
  )
  for (const id of queue) seen.add(id)
  while (queue.length > 0) {
    const id = queue.shift() as string
    for (const to of edges.get(id) ?? [])
      if (to !== EXIT && !seen.has(to)) {
        seen.add(to)
        queue.push(to)
      }
  }

  for (const group of groups)
    for (const state of group.states) {
      if (!seen.has(state.id))
        problems.push({ code: 'unreachable_state', severity: 'warning', stateId: state.id })
      for (const language of context.languages) {
        const missing =
          state.actions.length === 0 ||
          state.actions.some((a) => !a.variations.some((v) => v.languageTag === language))
        if (missing)
          problems.push({ code: 'missing_variation', severity: 'error', stateId: state.id, language })
      }
      if (context.whatsapp) problems.push(...whatsAppProblems(state, context.languages))
    }

  for (const stateId of statesInClosedLoops(edges))
    problems.push({ code: 'loop_without_exit', severity: 'error', stateId })
  return problems
}

function whatsAppProblems(state: LintState, languages: readonly BuilderLanguage[]): LintProblem[] {
  const problems: LintProblem[] = []
  const defaults = new Set(state.options.filter((o) => o.isDefault).map((o) => o.id))
  for (const action of state.actions) {
    const buttons = action.labels.filter((l) => l.enabled && !defaults.has(l.optionId))
    if (buttons.length > whatsAppLimits.listItems)
      problems.push({
        code: 'too_many_list_items',
        severity: 'error',
        stateId: state.id,
        count: buttons.length,
      })
    else if (buttons.length > whatsAppLimits.quickReplies)
      problems.push({
        code: 'too_many_quick_replies',
        severity: 'warning',
        stateId: state.id,
        count: buttons.length,
      })
    for (const label of buttons)
      for (const language of languages) {
        const text = label.text[language] ?? ''
        if ([...text].length > whatsAppLimits.buttonText)
          problems.push({
            code: 'button_text_too_long',
            severity: 'error',
            stateId: state.id,
            optionId: label.optionId,
            language,
            count: [...text].length,
          })
      }
  }
  return problems
}

/**
 * States caught in a loop no answer leaves: the strongly connected components (Tarjan, iterative) that
 * have a cycle and no edge out of themselves.
 */
function statesInClosedLoops(edges: ReadonlyMap<string, ReadonlySet<string>>): string[] {
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const onStack = new Set<string>()
  const stack: string[] = []
  const components: string[][] = []
  let counter = 0
  for (const root of edges.keys()) {
    if (index.has(root)) continue
    const work: { node: string; targets: string[]; i: number }[] = []
    const open = (node: string) => {
      index.set(node, counter)
      low.set(node, counter)
      counter++
      stack.push(node)
      onStack.add(node)
      work.push({ node, targets: [...(edges.get(node) ?? [])].filter((t) => edges.has(t)), i: 0 })
    }
    open(root)
    while (work.length > 0) {
      const frame = work[work.length - 1]!
      if (frame.i < frame.targets.length) {
        const target = frame.targets[frame.i++]!
        if (!index.has(target)) open(target)
        else if (onStack.has(target)) low.set(frame.node, Math.min(low.get(frame.node)!, index.get(target)!))
        continue
      }
      work.pop()
      const parent = work[work.length - 1]
      if (parent) low.set(parent.node, Math.min(low.get(parent.node)!, low.get(frame.node)!))
      if (low.get(frame.node) === index.get(frame.node)) {
        const component: string[] = []
        let member: string
        do {
          member = stack.pop()!
          onStack.delete(member)
          component.push(member)
        } while (member !== frame.node)
        components.push(component)
      }
    }
  }
  const closed: string[] = []
  for (const component of components) {
    const members = new Set(component)
    const cyclic = component.length > 1 || (edges.get(component[0]!)?.has(component[0]!) ?? false)
    const leaves = component.some((id) => [...(edges.get(id) ?? [])].some((to) => !members.has(to)))
    if (cyclic && !leaves) closed.push(...component)
  }
  return closed
}
