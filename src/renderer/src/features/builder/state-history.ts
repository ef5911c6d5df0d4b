import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { emptyHistory, record, undo, type History } from '@shared/domain/builder-rules'
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

const none: History<StateSettings> = emptyHistory()

const historyKey = (chatbotId: string, stateId: string) => builderKeys.key(chatbotId, 'history', stateId)

/**
 * The portal's state history ("State history keeps 5", spec 000 §9): per state, the settings before each of
 * its last five saved changes. The server keeps no history; the portal keeps it in the query cache for the
 * session, under the chatbot's builder keys, so closing and reopening the drawer keeps it, and another
 * chatbot or another user starts without it (it is dropped with their cache, QUALITY SEC-11). An undo
 * takes the newest; when its save fails, `putBack` returns it.
 */
export function stateHistoryOf(client: QueryClient, chatbotId: string) {
  const of = (stateId: string): History<StateSettings> =>
    client.getQueryData<History<StateSettings>>(historyKey(chatbotId, stateId)) ?? none
  const set = (stateId: string, history: History<StateSettings>) =>
    client.setQueryData(historyKey(chatbotId, stateId), history)
  return {
    of,
    /** A change was saved: `before` is what the state was. */
    record(stateId: string, before: StateSettings): void {
      set(stateId, record(of(stateId), before))
    },
    /** The settings to restore for the newest change, taken off the history; null when nothing is left. */
    takeUndo(stateId: string): StateSettings | null {
      const step = undo(of(stateId))
      if (!step) return null
      set(stateId, step.history)
      return step.restore
    },
    /** An undo whose save failed goes back on top, so it can be tried again. */
    putBack(stateId: string, settings: StateSettings): void {
      set(stateId, { past: [...of(stateId).past, settings] })
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
