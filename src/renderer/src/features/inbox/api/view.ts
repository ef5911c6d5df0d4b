import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { defaultInboxView, type InboxView } from '@shared/domain/inbox'
import { portal } from '../../../lib/portal'

/**
 * The view the signed-in user last chose, kept by main per user (`inbox.getView`); a link with `?view=`
 * overrides it. The key is dropped with the rest of the user's cache when another user signs in.
 */
export const inboxViewQuery = queryOptions({
  queryKey: ['inbox', 'view'] as const,
  queryFn: async () => (await portal().inbox.getView({})).view,
  staleTime: Infinity,
})

/** The view to show: the link's, else the remembered one, else "Gesprekken". */
export function useInboxView(fromLink: InboxView | undefined): InboxView {
  const remembered = useQuery({ ...inboxViewQuery, enabled: fromLink === undefined })
  return fromLink ?? remembered.data ?? defaultInboxView
}

/** Remembers a chosen view (shown at once; main keeps it for the next visit and the next start). */
export function useRememberInboxView() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (view: InboxView) => portal().inbox.setView({ view }),
    onMutate: (view) => client.setQueryData(inboxViewQuery.queryKey, view),
    onSuccess: ({ view }) => client.setQueryData(inboxViewQuery.queryKey, view),
  })
}
