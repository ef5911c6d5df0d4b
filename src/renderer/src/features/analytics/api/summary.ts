import { queryOptions, useQuery } from '@tanstack/react-query'
import { defaultDateRange, previousRange } from '@shared/domain/analytics'
import { analyticsKeys, type AnalyticsScope } from '../scope'
import { userTimeZone } from '../range'
import { fetchPortalAnalytics } from './analytics'

/**
 * The 30-day candidate summary (spec 000 §2 'Dashboard'): the web chat summary of the last 30 days to the end
 * of today and of the 30 days before, for the change between them.
 */
export function candidateSummaryQuery(scope: AnalyticsScope, now: number) {
  const current = defaultDateRange(now, userTimeZone())
  const previous = previousRange(current)
  return queryOptions({
    queryKey: analyticsKeys.key(scope.chatbotId, 'candidate-summary', current),
    queryFn: async () => {
      const [last30, before] = await Promise.all([
        fetchPortalAnalytics(scope.projectId, 'webChatSummary', { ...current, flowIds: [] }),
        fetchPortalAnalytics(scope.projectId, 'webChatSummary', { ...previous, flowIds: [] }),
      ])
      return { current: last30, previous: before }
    },
    staleTime: 60_000,
  })
}

export const useCandidateSummary = (scope: AnalyticsScope, now: number) =>
  useQuery(candidateSummaryQuery(scope, now))
