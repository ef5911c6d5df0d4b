import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { createContext, createElement, useContext, type ReactNode } from 'react'
import type { Message } from '@shared/domain/builder'
import { emptyHistory, record, undo, type History } from '@shared/domain/builder-rules'
import {
  saveActionOrdering,
  saveLabelOrder,
  saveVariationTags,
  updateAction,
  updateLabel,
  updateMessage,
} from './api/messages'
import { saveOption, saveOptionOrder, updateState, type OptionEdit, type StateDetail } from './api/state'
import { builderKeys } from './scope'

/** The fields of a state the state drawer changes, as they were before a change. */
export interface StateSettings {
  readonly name: string
  readonly draft: boolean
  readonly isSkippable: boolean
  readonly alwaysStore: boolean
  readonly answerRequired: boolean
  readonly cancelFollowUp: boolean
  readonly replyType: 'NONE' | 'EXISTING'
}

type LabelText = readonly { readonly languageTag: string; readonly content: string }[]

/**
 * One saved change of a state, as what it changed was before: its settings, its messages' order, its
 * answers' order, a message's name or editable flag, a message's buttons' order, a button's text or on/off, an answer's
 * name, required flag and route, a variation's content or its tags. Adding and deleting are not in it:
 * what a delete removed cannot be put back with its id, and an added item has its own delete.
 */
export type StateChange =
  | { readonly kind: 'settings'; readonly before: StateSettings }
  | { readonly kind: 'actionOrder'; readonly actionIds: readonly string[] }
  | {
      readonly kind: 'action'
      readonly actionId: string
      readonly content: string
      readonly editable: boolean
    }
  | { readonly kind: 'labelOrder'; readonly actionId: string; readonly labelIds: readonly string[] }
  | { readonly kind: 'optionOrder'; readonly optionIds: readonly string[] }
  | { readonly kind: 'label'; readonly labelId: string; readonly enabled: boolean; readonly text: LabelText }
  | { readonly kind: 'option'; readonly before: OptionEdit }
  | { readonly kind: 'variation'; readonly variationId: string; readonly message: Message }
  | { readonly kind: 'variationTags'; readonly variationId: string; readonly tagIds: readonly string[] }

const none: History<StateChange> = emptyHistory()

const historyKey = (chatbotId: string, stateId: string) => builderKeys.key(chatbotId, 'history', stateId)

/**
 * The portal's state history ("State history keeps 5", spec 000 §9): per state, what its last five saved
 * changes changed, as it was before. The server keeps no history; the portal keeps it in the query cache
 * for the session, under the chatbot's builder keys, so closing and reopening the drawers keeps it, and
 * another chatbot or another user starts without it (it is dropped with their cache, QUALITY SEC-11). An
 * undo takes the newest; when its save fails, `putBack` returns it.
 */
export function stateHistoryOf(client: QueryClient, chatbotId: string) {
  const of = (stateId: string): History<StateChange> =>
    client.getQueryData<History<StateChange>>(historyKey(chatbotId, stateId)) ?? none
  const set = (stateId: string, history: History<StateChange>) =>
    client.setQueryData(historyKey(chatbotId, stateId), history)
  return {
    of,
    /** A change was saved: `before` is what it changed, as it was. */
    record(stateId: string, before: StateChange): void {
      set(stateId, record(of(stateId), before))
    },
    /** What to restore for the newest change, taken off the history; null when nothing is left. */
    takeUndo(stateId: string): StateChange | null {
      const step = undo(of(stateId))
      if (!step) return null
      set(stateId, step.history)
      return step.restore
    },
    /** An undo whose save failed goes back on top, so it can be tried again. */
    putBack(stateId: string, change: StateChange): void {
      set(stateId, { past: [...of(stateId).past, change] })
    },
  }
}

export type StateHistory = ReturnType<typeof stateHistoryOf>

/** A state's history and how many of its changes can be undone now (0 … 5). */
export function useStateHistory(chatbotId: string, stateId: string) {
  const client = useQueryClient()
  const history = stateHistoryOf(client, chatbotId)
  const { data } = useQuery({
    queryKey: historyKey(chatbotId, stateId),
    // Kept only here: a refetch (the builder's invalidations) answers what is kept.
    queryFn: () => history.of(stateId),
    initialData: none,
    staleTime: Infinity,
    gcTime: Infinity,
  })
  return { history, undoCount: data.past.length }
}

const RecordChange = createContext<(before: StateChange) => void>(() => {})

/**
 * Around a state's drawer and the drawers it opens (answer, message, responses): their saved changes go
 * into that state's history. Outside one (a drawer on its own in a test) nothing is noted.
 */
export function StateHistoryScope({
  chatbotId,
  stateId,
  children,
}: {
  chatbotId: string
  stateId: string
  children: ReactNode
}) {
  const client = useQueryClient()
  const note = (before: StateChange) => stateHistoryOf(client, chatbotId).record(stateId, before)
  return createElement(RecordChange.Provider, { value: note }, children)
}

/** For a drawer: notes a saved change of the state (`before` is what it changed, as it was). */
export const useRecordChange = () => useContext(RecordChange)

/**
 * An earlier order applied to the items there are now: those of `before` that still exist in its order,
 * then the ones added since in their current order (a reorder must name exactly the current items).
 */
export function orderAsBefore(before: readonly string[], current: readonly string[]): string[] {
  const now = new Set(current)
  const kept = before.filter((id) => now.has(id))
  const earlier = new Set(kept)
  return [...kept, ...current.filter((id) => !earlier.has(id))]
}

/**
 * Saves what an undo restores on the state as it is now. A change of something deleted since has nothing
 * left to restore: it is used up without a request (false); true when a restore was saved.
 */
export async function restoreChange(state: StateDetail, change: StateChange): Promise<boolean> {
  const actionOf = (id: string) => state.actions.find((a) => a.id === id)
  const labelExists = (id: string) => state.actions.some((a) => a.labels.some((l) => l.id === id))
  const variationExists = (id: string) => state.actions.some((a) => a.variations.some((v) => v.id === id))
  switch (change.kind) {
    case 'settings':
      await updateState({ id: state.id, ...change.before })
      return true
    case 'actionOrder':
      await saveActionOrdering({
        stateId: state.id,
        actionIds: orderAsBefore(
          change.actionIds,
          [...state.actions].sort((a, b) => a.position - b.position).map((a) => a.id),
        ),
      })
      return true
    case 'action':
      if (!actionOf(change.actionId)) return false
      await updateAction({ id: change.actionId, content: change.content, editable: change.editable })
      return true
    case 'labelOrder': {
      const action = actionOf(change.actionId)
      if (!action) return false
      const current = [...action.labels].sort((a, b) => a.position - b.position).map((l) => l.id)
      await saveLabelOrder({ actionId: action.id, labelIds: orderAsBefore(change.labelIds, current) })
      return true
    }
    case 'optionOrder': {
      // Every answer is named; the default one stays last, after any added since.
      const sorted = [...state.options].sort((a, b) => a.position - b.position)
      const defaults = sorted.filter((o) => o.isDefault).map((o) => o.id)
      const current = sorted.filter((o) => !o.isDefault).map((o) => o.id)
      const others = change.optionIds.filter((id) => !defaults.includes(id))
      await saveOptionOrder(state.id, [...orderAsBefore(others, current), ...defaults])
      return true
    }
    case 'label':
      if (!labelExists(change.labelId)) return false
      await updateLabel({ id: change.labelId, enabled: change.enabled, text: [...change.text] })
      return true
    case 'option':
      if (!state.options.some((o) => o.id === change.before.id)) return false
      await saveOption(change.before)
      return true
    case 'variation':
      if (!variationExists(change.variationId)) return false
      await updateMessage({ variationId: change.variationId, message: change.message })
      return true
    case 'variationTags':
      if (!variationExists(change.variationId)) return false
      await saveVariationTags({ variationId: change.variationId, tagsId: [...change.tagIds] })
      return true
  }
}
