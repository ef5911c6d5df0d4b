import { useState } from 'react'
import { moveItem } from '@shared/domain/builder-rules'
import { debounceMs } from '../../lib/debounce-times'
import { useDebouncedSave } from '../../lib/use-debounced-save'
import { saveQuestionOrder, saveStateOrder } from './api/flow'
import { saveFlowOrder } from './api/flows'

/**
 * A list the user orders by moving its items: the user's order once they moved one (items added since
 * join at the end, items gone are left out), saved after `delayMs` from the last move and before the
 * screen or the window closes. A move that leaves the order as it was saves nothing.
 */
function useSavedOrder<T extends { readonly id: string }>(
  items: readonly T[],
  delayMs: number,
  save: (ids: string[]) => Promise<unknown>,
) {
  const [localOrder, setLocalOrder] = useState<string[] | null>(null)
  const saver = useDebouncedSave<string[]>({ delayMs, save })
  const ordered = localOrder
    ? [
        ...localOrder.flatMap((id) => items.filter((item) => item.id === id)),
        ...items.filter((item) => !localOrder.includes(item.id)),
      ]
    : [...items]
  const ids = ordered.map((item) => item.id)
  const move = (from: number, to: number) => {
    const moved = moveItem(
      ids.map((id, position) => ({ id, position })),
      from,
      to,
    ).map((item) => item.id)
    if (moved.join() === ids.join()) return
    setLocalOrder(moved)
    saver.schedule(moved)
  }
  return { ordered, ids, move, saver }
}

/** The chatbot's flows in the user's order, saved after the spec's 2,000 ms for flow order. */
export const useFlowOrder = <T extends { readonly id: string }>(flows: readonly T[]) =>
  useSavedOrder(flows, debounceMs.flowOrder, saveFlowOrder)

/** A flow's questions in the user's order, saved after the spec's 2,000 ms for state group order. */
export const useQuestionOrder = <T extends { readonly id: string }>(
  flowId: string,
  questions: readonly T[],
) => useSavedOrder(questions, debounceMs.stateGroupOrder, (ids) => saveQuestionOrder(flowId, ids))

/** A question's states in the user's order, saved after the spec's 2,000 ms for state order. */
export const useStateOrder = <T extends { readonly id: string }>(questionId: string, states: readonly T[]) =>
  useSavedOrder(states, debounceMs.stateOrder, (ids) => saveStateOrder(questionId, ids))
