import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query'
import type { InboxWatchState } from '@shared/ipc/inbox'
import { portal, usePortalEvent } from './portal'

export const inboxWatchQuery = queryOptions({
  queryKey: ['inbox', 'watch-state'] as const,
  queryFn: () => portal().inbox.getWatchState({}),
  staleTime: Infinity,
})

/**
 * Unread Smart Inbox conversations (the watcher in main counts them and pushes every change), for the
 * navigation badge. Lives in lib because the frame shows it and features do not import each other.
 */
export function useInboxUnread(enabled: boolean): number {
  const client = useQueryClient()
  usePortalEvent(portal().inbox.onDidChangeWatchState, (state: InboxWatchState) =>
    client.setQueryData(inboxWatchQuery.queryKey, state),
  )
  const query = useQuery({ ...inboxWatchQuery, enabled })
  return enabled ? (query.data?.unreadConversations ?? 0) : 0
}
