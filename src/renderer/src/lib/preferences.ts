import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { PreferencesPatch } from '@shared/domain/preferences'
import type { PreferencesState } from '@shared/ipc/prefs'
import { portal, usePortalEvent } from './portal'

export const preferencesQuery = queryOptions({
  queryKey: ['prefs'] as const,
  queryFn: () => portal().prefs.get({}),
  staleTime: Infinity,
})

/** Preferences stay live: main pushes every change (another window, a policy) and the cache follows. */
export function usePreferences() {
  const client = useQueryClient()
  usePortalEvent(portal().prefs.onDidChange, (state: PreferencesState) =>
    client.setQueryData(preferencesQuery.queryKey, state),
  )
  return useQuery(preferencesQuery)
}

export function useSetPreferences() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (patch: PreferencesPatch) => portal().prefs.set(patch),
    onSuccess: (state) => client.setQueryData(preferencesQuery.queryKey, state),
  })
}
