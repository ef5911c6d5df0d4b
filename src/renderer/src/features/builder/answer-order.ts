import { useQueryClient } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { moveItem } from '@shared/domain/builder-rules'
import { debounceMs } from '../../lib/debounce-times'
import { useDebouncedSave } from '../../lib/use-debounced-save'
import { saveOptionOrder, type OptionDetail } from './api/state'
import { builderKeys } from './scope'
import { useRecordChange } from './state-history'

/**
 * A state's answers in the order the user gives them: the user's order once they moved one (answers added
 * since join at the end), saved after the spec's 2,000 ms for option order and before the drawer or the
 * window closes. The default answer stays last and is not moved. A saved order goes into the state's
 * history as the order it replaced, so the state's undo puts it back; once the server has the order the
 * list shows the server's again (so an undo's order shows too).
 */
export function useAnswerOrder(
  stateId: string,
  options: readonly OptionDetail[],
  defaultOption: OptionDetail | null,
) {
  const client = useQueryClient()
  const recordChange = useRecordChange()
  const [localOrder, setLocalOrder] = useState<string[] | null>(null)
  // The server's order before the edits waiting to be saved: what an undo of their save restores.
  const orderBefore = useRef<string[] | null>(null)
  const serverOptions = [...options].sort((a, b) => a.position - b.position)
  const withDefault = (ids: readonly string[]) => [...ids, ...(defaultOption ? [defaultOption.id] : [])]
  const saver = useDebouncedSave<string[]>({
    delayMs: debounceMs.optionOrder,
    save: async (ids) => {
      const before = orderBefore.current
      try {
        await saveOptionOrder(stateId, ids)
      } finally {
        await client.invalidateQueries(builderKeys.filter)
      }
      if (before && before.join() !== ids.join()) recordChange({ kind: 'optionOrder', optionIds: before })
      // A move made while this one was on its way is saved next, over the order saved now.
      const moreWaiting = saver.hasUnsaved()
      orderBefore.current = moreWaiting ? ids : null
      if (!moreWaiting) setLocalOrder(null)
    },
  })
  const ordered = localOrder
    ? [
        ...localOrder.flatMap((id) => serverOptions.filter((o) => o.id === id)),
        ...serverOptions.filter((o) => !localOrder.includes(o.id)),
      ]
    : serverOptions
  const move = (from: number, to: number) => {
    const moved = moveItem(
      ordered.map((o, position) => ({ id: o.id, position })),
      from,
      to,
    ).map((o) => o.id)
    if (moved.join() === ordered.map((o) => o.id).join()) return
    orderBefore.current ??= withDefault(serverOptions.map((o) => o.id))
    setLocalOrder(moved)
    // The server orders every answer; the default one stays last.
    saver.schedule(withDefault(moved))
  }
  return { ordered, move, saver }
}
