import type { TFunction } from 'i18next'
import type { TreeOptionData, TreeStateData } from './api/tree'

/**
 * What the question list and the tree show of a state without opening it: its first message and, for each
 * answer, where it goes, a default route ("default next question") named by the state it leads to. Pure, so
 * both views and the unit tests read the same answer.
 */

/** The first message of a state in a language (else in the first language it has), or null without one. */
export function firstMessage(
  state: Pick<TreeStateData, 'actions'>,
  language: string,
): { readonly type: string; readonly text: string | null } | null {
  const first = [...state.actions].sort((a, b) => a.position - b.position)[0]
  if (!first || first.variations.length === 0) return null
  const variation = first.variations.find((v) => v.languageTag === language) ?? first.variations[0]!
  return { type: variation.type, text: variation.text?.trim() || null }
}

/** The text shown for a first message: its text, or the kind of message it is (an image, a link, …). */
export function messagePreview(
  state: Pick<TreeStateData, 'actions'>,
  language: string,
  t: TFunction<'builder'>,
): string | null {
  const message = firstMessage(state, language)
  if (!message) return null
  return message.text ?? t('preview.messageOfType', { type: t(`state.types.${message.type as 'TEXT'}`) })
}

/** Where the default next question leads from a question: the next question's first state, or the end. */
export interface DefaultNext {
  readonly stateId: string
  readonly stateName: string
  readonly questionName: string
}

/**
 * The state "default next question" goes to from each question (by question id): the initial state (else the
 * first state) of the next question that has states, in question order; null after the last one (the
 * conversation leaves the flow). As the conversation engine and the linter move.
 */
export function defaultNextByQuestion(tree: {
  readonly stateGroups: readonly {
    readonly id: string
    readonly name: string
    readonly position: number
    readonly initialState: string | null
    readonly states: readonly { readonly id: string; readonly name: string; readonly position: number }[]
  }[]
}): ReadonlyMap<string, DefaultNext | null> {
  const groups = [...tree.stateGroups].sort((a, b) => a.position - b.position)
  const entryOf = (index: number): DefaultNext | null => {
    for (let i = index; i < groups.length; i++) {
      const group = groups[i]!
      const states = [...group.states].sort((a, b) => a.position - b.position)
      const entry = states.find((s) => s.id === group.initialState) ?? states[0]
      if (entry) return { stateId: entry.id, stateName: entry.name, questionName: group.name }
    }
    return null
  }
  return new Map(groups.map((group, index) => [group.id, entryOf(index + 1)]))
}

/** The names an answer's destination is told by (routeText). */
export interface RouteNames {
  readonly states: ReadonlyMap<string, string>
  readonly flows: ReadonlyMap<string, string>
  /** Where "default next question" leads from this answer's question (null: the flow ends). */
  readonly defaultNext: DefaultNext | null
}

/** Where an answer goes, in words: a state or flow by name, the default next by where it leads, else the route. */
export function routeText(
  option: Pick<TreeOptionData, 'routingInstruction' | 'nextState' | 'nextStateMachine'>,
  t: TFunction<'builder'>,
  names: RouteNames,
): string {
  const route = option.routingInstruction
  if (route === 'STATE' && option.nextState)
    return names.states.get(option.nextState) ?? t('tree.otherFlowState')
  if (route === 'FLOW' && option.nextStateMachine)
    return t('preview.toFlow', { name: names.flows.get(option.nextStateMachine) ?? '?' })
  if (route === 'DEFAULT_NEXT')
    return names.defaultNext
      ? t('preview.defaultNext', {
          question: names.defaultNext.questionName,
          state: names.defaultNext.stateName,
        })
      : t('preview.defaultEnd')
  if (route == null || route === 'STATE' || route === 'FLOW') return t('routes.none')
  return t(`routes.${route as 'STOP'}`)
}
