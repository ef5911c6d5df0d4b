import { useEffect } from 'react'
import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query'
import { clientMessagesParams, inboxPageSize, type InboxFilters, type InboxPage } from '@shared/domain/inbox'
import { rest } from '../../../lib/rest'
import { inboxKeys, type InboxScope } from '../scope'

type FilterOptions = NonNullable<InboxPage['filter_options']>

export async function fetchClientMessages(
  projectId: string,
  filters: InboxFilters,
  pageNum: number,
  pageSize = inboxPageSize,
  overrides: Record<string, string> = {},
): Promise<InboxPage> {
  const query = { ...clientMessagesParams(projectId, filters, { pageNum, pageSize }), ...overrides }
  return rest('clientMessages', { query })
}

export function clientMessagesQuery(scope: InboxScope, filters: InboxFilters, pageNum: number) {
  return queryOptions({
    queryKey: inboxKeys.key(scope.chatbotId, 'page', filters, pageNum),
    queryFn: () => fetchClientMessages(scope.projectId, filters, pageNum),
    // Paging and filtering keep the previous page on screen (no skeleton flash, no layout jump).
    placeholderData: keepPreviousData,
    staleTime: 15_000,
    // Live: back at the window or back online, the table catches up (main pushes arrivals too).
    refetchOnWindowFocus: true,
    refetchOnReconnect: true,
  })
}

/**
 * The filter options come with page 1 only (spec 000 §9). They cover every visible message whatever the
 * other filters, so they are kept per project: reaching page 3 directly asks page 1 once, for the options.
 */
export function filterOptionsQuery(scope: InboxScope, filters: InboxFilters) {
  return queryOptions({
    queryKey: inboxKeys.key(scope.chatbotId, 'filter-options'),
    queryFn: async (): Promise<FilterOptions> => {
      const page = await fetchClientMessages(scope.projectId, filters, 1)
      return page.filter_options ?? emptyOptions
    },
    staleTime: 5 * 60_000,
  })
}

export const emptyOptions: FilterOptions = {
  team_names: [],
  assignees: { flows: [], agents: [] },
  human_readable_types: [],
  template_names: [],
}

export function useClientMessages(scope: InboxScope, filters: InboxFilters, pageNum: number) {
  const client = useQueryClient()
  const query = useQuery(clientMessagesQuery(scope, filters, pageNum))
  const options = query.data?.filter_options
  useEffect(() => {
    // Page 1 carries the options: remember them for the other pages (no second request).
    const key = filterOptionsQuery(scope, filters).queryKey
    if (options && client.getQueryData(key) === undefined) client.setQueryData(key, options)
  }, [client, options, scope, filters])
  return query
}

/** On page 1 the page itself carries the options; other pages read (or once fetch) the kept ones. */
export function useFilterOptions(scope: InboxScope, filters: InboxFilters, pageNum: number) {
  return useQuery({ ...filterOptionsQuery(scope, filters), enabled: pageNum !== 1 })
}

/** Per-team and per-agent totals for the analytics table: one small page (size 1) per name. */
export function breakdownQuery(
  scope: InboxScope,
  filters: InboxFilters,
  dimension: 'team' | 'agent',
  name: string,
) {
  const narrowed: InboxFilters =
    dimension === 'team' ? { ...filters, teamNames: [name] } : { ...filters, assignedTo: [name] }
  return queryOptions({
    queryKey: inboxKeys.key(scope.chatbotId, 'breakdown', narrowed),
    // Only the totals are read; the options are not needed again.
    queryFn: () => fetchClientMessages(scope.projectId, narrowed, 1, 1, { fetch_options: 'false' }),
    staleTime: 60_000,
  })
}
