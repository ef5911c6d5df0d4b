import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import * as v from 'valibot'
import type { AnalyticsFunction, AnalyticsPeriod, PortalAnalyticsFunction } from '@shared/domain/analytics'
import { portal } from '../../../lib/portal'
import { parseReply } from '../../../lib/server-reply'
import { analyticsKeys, type AnalyticsScope } from '../scope'
import type { AnalyticsFilter } from '../range'

const count = v.pipe(v.number(), v.integer(), v.minValue(0))

/** Reply schemas of every analytics function (docs/sandbox-api.md "REST calls: Analytics"). */
export const analyticsResults = {
  activeUsersPerHour: v.array(v.object({ hour: v.pipe(count, v.maxValue(23)), users: count })),
  usageOutsideOfficeHours: v.object({
    inside: count,
    outside: count,
    officeHours: v.object({ days: v.array(v.number()), start: v.string(), end: v.string() }),
  }),
  top10Intents: v.array(v.object({ intent: v.string(), count })),
  usersPerFlow: v.array(v.object({ flowId: v.string(), flowName: v.string(), users: count })),
  dropRateFunnel: v.array(
    v.object({
      flowId: v.string(),
      flowName: v.string(),
      stateId: v.string(),
      stateName: v.string(),
      reached: count,
      dropped: count,
      dropRate: v.number(),
    }),
  ),
  minDate: v.nullable(v.string()),
} satisfies Record<AnalyticsFunction, v.GenericSchema>

export const portalAnalyticsResults = {
  activeUsersPerPeriod: v.array(v.object({ period: v.string(), users: count })),
  kpiAnalytics: v.array(
    v.object({
      flowId: v.string(),
      flowName: v.string(),
      users: count,
      finished: count,
      finishRate: v.number(),
      kpis: v.array(
        v.object({
          processorId: v.string(),
          name: v.string(),
          description: v.string(),
          isImportantGoal: v.boolean(),
          count,
        }),
      ),
    }),
  ),
  languageUse: v.array(v.object({ language: v.string(), conversations: count })),
  webChatSummary: v.object({
    conversations: count,
    whatsapp: count,
    web: count,
    messages: count,
    finished: count,
    conversationsWithGoal: count,
    averageMessages: v.number(),
    averageDurationSeconds: v.number(),
  }),
} satisfies Record<PortalAnalyticsFunction, v.GenericSchema>

export type AnalyticsResult<F extends AnalyticsFunction> = v.InferOutput<(typeof analyticsResults)[F]>
export type PortalAnalyticsResult<F extends PortalAnalyticsFunction> = v.InferOutput<
  (typeof portalAnalyticsResults)[F]
>

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
  const answer = await portal().api.rest({
    call: 'analytics',
    body: { analyticsFunction: fn, ...body(projectId, filter) },
  })
  const reply = parseReply(`analytics ${fn}`, v.object({ results: analyticsResults[fn] }), answer)
  return reply.results as AnalyticsResult<F>
}

export async function fetchPortalAnalytics<F extends PortalAnalyticsFunction>(
  projectId: string,
  fn: F,
  filter: AnalyticsFilter,
  period: AnalyticsPeriod = 'day',
): Promise<PortalAnalyticsResult<F>> {
  const answer = await portal().api.rest({
    call: 'portalAnalytics',
    body: { analyticsFunction: fn, period, ...body(projectId, filter) },
  })
  const reply = parseReply(
    `portal-analytics ${fn}`,
    v.object({ results: portalAnalyticsResults[fn] }),
    answer,
  )
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
