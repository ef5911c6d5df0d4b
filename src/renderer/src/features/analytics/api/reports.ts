import { queryOptions, useMutation, useQuery } from '@tanstack/react-query'
import * as v from 'valibot'
import { chatbotGraphql } from '@shared/graphql/generated/chatbot'
import { graphqlOperation, request } from '../../../lib/graphql'
import { analyticsKeys, type AnalyticsScope } from '../scope'

const reportSchema = v.object({
  id: v.string(),
  title: v.string(),
  description: v.string(),
})
export type CustomReportData = v.InferOutput<typeof reportSchema>

const listOperation = graphqlOperation(
  'custom reports',
  chatbotGraphql(`
    query CustomReports {
      allCustomReports { id title description }
    }
  `),
  v.object({ allCustomReports: v.array(reportSchema) }),
)

export function customReportsQuery(scope: AnalyticsScope) {
  return queryOptions({
    queryKey: analyticsKeys.key(scope.chatbotId, 'custom-reports'),
    queryFn: async () => (await request('chatbot', listOperation)).allCustomReports,
  })
}
export const useCustomReports = (scope: AnalyticsScope) => useQuery(customReportsQuery(scope))

const generateOperation = graphqlOperation(
  'generate custom report',
  chatbotGraphql(`
    mutation GenerateCustomReport($id: ID!, $emails: [String!]!, $startDate: String!, $endDate: String!) {
      generateCustomReport(id: $id, emails: $emails, startDate: $startDate, endDate: $endDate) {
        ok
        errorMessage
        errors { field messages }
      }
    }
  `),
  v.object({
    generateCustomReport: v.object({
      ok: v.boolean(),
      errorMessage: v.nullable(v.string()),
      errors: v.array(v.object({ field: v.string(), messages: v.array(v.string()) })),
    }),
  }),
)

/** Spec 001 §7.4: the server posts { emails, startDate, endDate, projectId } to the report's url. */
export function useGenerateCustomReport() {
  return useMutation({
    mutationFn: async (input: { id: string; emails: string[]; startDate: string; endDate: string }) =>
      (await request('chatbot', generateOperation, input)).generateCustomReport,
  })
}
