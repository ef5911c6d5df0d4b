import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { UpdateState } from '@shared/ipc/updates'
import { portal, usePortalEvent } from '../../../lib/portal'

export const updatesQuery = queryOptions({
  queryKey: ['updates'] as const,
  queryFn: () => portal().updates.getState({}),
  staleTime: Infinity,
})

/** The updater's state, kept live by main's `updates:did-change` events. */
export function useUpdateState() {
  const client = useQueryClient()
  usePortalEvent(portal().updates.onDidChange, (state: UpdateState) =>
    client.setQueryData(updatesQuery.queryKey, state),
  )
  return useQuery(updatesQuery)
}

export function useCheckForUpdates() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: () => portal().updates.check({}),
    onSuccess: (state) => client.setQueryData(updatesQuery.queryKey, state),
  })
}

export function useRestartToUpdate() {
  return useMutation({ mutationFn: () => portal().updates.restartToUpdate({}) })
}
