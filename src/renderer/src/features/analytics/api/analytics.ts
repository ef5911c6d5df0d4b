import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type {
  AnalyticsFunction,
  AnalyticsPeriod,
  AnalyticsResult,
  PortalAnalyticsFunction,
  PortalAnalyticsResult,
} from '@shared/domain/analytics'
import { rest } from '../../../lib/rest'
import { analyticsKeys, type AnalyticsScope } from '../scope'
import type { AnalyticsFilter } from '../range'

export type { AnalyticsResult, PortalAnalyticsResult }

const body = (projectId: string, filter: AnalyticsFilter) => ({
  project_id: projectId,
  start_date: filter.startDate,
  end_date: filter.endDate,
  flow_ids: [...filter.flowIds],
})

export async function fetchAnalytics<F extends AnalyticsFunction>(
  projectId: string,
  fn: F,
  filter: AnalyticsFilter,
): Promise<AnalyticsResult<F>> {
  // The reply is checked against this function's results; its type is every function's.
  const reply = await rest('analytics', { body: { analyticsFunction: fn, ...body(projectId, filter) } })
  return reply.results as AnalyticsResult<F>
}

export async function fetchPortalAnalytics<F extends PortalAnalyticsFunction>(
  projectId: string,
  fn: F,
  filter: AnalyticsFilter,
  period: AnalyticsPeriod = 'day',
): Promise<PortalAnalyticsResult<F>> {
  const reply = await rest('portalAnalytics', {
    body: { analyticsFunction: fn, period, ...body(projectId, filter) },
  })
  return reply.results as PortalAnalyticsResult<F>
}

export function analyticsQuery<F extends AnalyticsFunction>(
  scope: AnalyticsScope,
  fn: F,
  filter: AnalyticsFilter,
) {
  return queryOptions({
    queryKey: analyticsKeys.key(scope.chatbotId, 'fn', fn, filter),
    queryFn: () => fetchAnalytics(scope.projectId, fn, filter),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  })
}

export function portalAnalyticsQuery<F extends PortalAnalyticsFunction>(
  scope: AnalyticsScope,
  fn: F,
  filter: AnalyticsFilter,
  period: AnalyticsPeriod = 'day',
) {
  return queryOptions({
    queryKey: analyticsKeys.key(scope.chatbotId, 'portal', fn, filter, period),
    queryFn: () => fetchPortalAnalytics(scope.projectId, fn, filter, period),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  })
}

export const useAnalytics = <F extends AnalyticsFunction>(
  scope: AnalyticsScope,
  fn: F,
  filter: AnalyticsFilter,
) => useQuery(analyticsQuery(scope, fn, filter))

export const usePortalAnalytics = <F extends PortalAnalyticsFunction>(
  scope: AnalyticsScope,
  fn: F,
  filter: AnalyticsFilter,
  period: AnalyticsPeriod = 'day',
) => useQuery(portalAnalyticsQuery(scope, fn, filter, period))
