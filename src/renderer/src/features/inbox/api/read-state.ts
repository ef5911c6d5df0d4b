import { useMutation, useQueryClient } from '@tanstack/react-query'
import { portal } from '../../../lib/portal'
import { inboxKeys } from '../scope'

/**
 * Read state is kept by main in the realtime store per project (spec 001 §2); main also updates the badge.
 * Afterwards the inbox queries are stale: the read column and the read totals change.
 */
export function useMarkOpened() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (clientId: string) => portal().inbox.markOpened({ clientId }),
    onSuccess: () => client.invalidateQueries(inboxKeys.filter),
  })
}

export function useMarkUnread() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (clientIds: readonly string[]) => portal().inbox.markUnread({ clientIds: [...clientIds] }),
    onSuccess: () => client.invalidateQueries(inboxKeys.filter),
  })
}
