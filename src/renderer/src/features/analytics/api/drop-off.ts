import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { useAppAbility } from '../../../lib/ability'
import { useAnalyticsScope } from '../scope'
import { analyticsQuery } from './analytics'

/** How many conversations reached a state in a period, and the share of them that ended there. */
export interface StateDropOff {
  readonly reached: number
  readonly dropped: number
  readonly dropRate: number
}

/**
 * The funnel of one flow for a period, by state, for the builder's tree view. The server's funnel keeps the first 5 states of a flow
 * (spec §9), so only those have a figure. `null` while nothing is asked (no period) or for a user who may
 * not read the funnel; undefined while loading.
 */
export function useFlowDropOff(
  flowId: string,
  period: { readonly from: string; readonly to: string } | null,
): ReadonlyMap<string, StateDropOff> | null | undefined {
  const selected = useAnalyticsScope()
  const allowed = useAppAbility().can('read', 'AnalyticsFunnel')
  const scope = selected ?? { chatbotId: '', projectId: '' }
  const filter = { startDate: period?.from ?? '', endDate: period?.to ?? '', flowIds: [flowId] }
  const query = useQuery({
    ...analyticsQuery(scope, 'dropRateFunnel', filter),
    enabled: Boolean(selected && period && allowed),
  })
  // One map per answer: the tree rebuilds its nodes only when the figures change (QUALITY P-6).
  const byState = useMemo(
    () =>
      query.data &&
      new Map(
        query.data
          .filter((entry) => entry.flowId === flowId)
          .map((entry) => [
            entry.stateId,
            { reached: entry.reached, dropped: entry.dropped, dropRate: entry.dropRate },
          ]),
      ),
    [query.data, flowId],
  )
  if (!selected || !period || !allowed) return null
  return byState
}
