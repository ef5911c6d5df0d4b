import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import * as v from 'valibot'
import { routerGraphql } from '@shared/graphql/generated/router'
import { graphqlOperation, request } from '../../../lib/graphql'
import { calendarKeys } from '../scope'

/** Router `calendarCoverage`: per calendar user, the slots the bot offers on each day. */
const coverageDocument = routerGraphql(`
  query CalendarCoverage($eventConfigurationId: ID!, $from: String!, $days: Int!, $language: String) {
    calendarCoverage(
      eventConfigurationId: $eventConfigurationId
      from: $from
      days: $days
      language: $language
    ) {
      days
      rows {
        calendarUserId
        name
        blockedBy
        offered
      }
    }
  }
`)

const coverageOperation = graphqlOperation(
  'team coverage',
  coverageDocument,
  v.object({
    calendarCoverage: v.object({
      days: v.array(v.string()),
      rows: v.array(
        v.object({
          calendarUserId: v.string(),
          name: v.string(),
          blockedBy: v.nullable(v.string()),
          offered: v.array(v.number()),
        }),
      ),
    }),
  }),
)

export type TeamCoverage = v.InferOutput<typeof coverageOperation.reply>['calendarCoverage']

export interface CoverageQuestion {
  readonly eventConfigurationId: string
  readonly from: string
  readonly days: number
  readonly language: string | null
}

export function coverageQuery(question: CoverageQuestion) {
  return queryOptions({
    queryKey: [...calendarKeys.all, 'coverage', question] as const,
    queryFn: async () => (await request('router', coverageOperation, { ...question })).calendarCoverage,
    // Another filter keeps the current heatmap on screen until the new one arrives.
    placeholderData: keepPreviousData,
  })
}

export const useCoverage = (question: CoverageQuestion) => useQuery(coverageQuery(question))
