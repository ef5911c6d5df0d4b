import { queryOptions, useQuery } from '@tanstack/react-query'
import { portal } from '../../../lib/portal'

/** The managed policy main read at start; it does not change while the app runs. */
export const policyQuery = queryOptions({
  queryKey: ['policy'] as const,
  queryFn: () => portal().policy.get({}),
  staleTime: Infinity,
})

export function usePolicy() {
  return useQuery(policyQuery)
}
