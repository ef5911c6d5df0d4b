import { keepPreviousData, useQuery } from '@tanstack/react-query'
import * as v from 'valibot'
import { chatbotGraphql } from '@shared/graphql/generated/chatbot'
import { graphqlOperation, request } from '../../../lib/graphql'
import { analyticsKeys, type AnalyticsScope } from '../scope'

const processorsDocument = chatbotGraphql(`
  query AnalyticsProcessors($ids: [ID!]!) {
    processors(ids: $ids) {
      id
      humanReadableName
      category
      isImportantGoal
      analyticsDescription
      googleAnalyticsEvent { eventLabel eventAction }
    }
  }
`)

const analyticsProcessorSchema = v.object({
  id: v.string(),
  humanReadableName: v.string(),
  category: v.string(),
  isImportantGoal: v.boolean(),
  analyticsDescription: v.string(),
  googleAnalyticsEvent: v.nullable(v.object({ eventLabel: v.string(), eventAction: v.string() })),
})
export type AnalyticsProcessor = v.InferOutput<typeof analyticsProcessorSchema>

const processorsOperation = graphqlOperation(
  'analytics processors',
  processorsDocument,
  v.object({ processors: v.array(analyticsProcessorSchema) }),
)

/** The server answers at most this many processors per processors(ids). */
export const processorsPerRequest = 200

/**
 * The processors the screen lists, by id (spec 001 §7.3 processors(ids) with analyticsDescription): one
 * request per 200 ids, sorted so the same set shares one cache entry.
 */
export function useAnalyticsProcessors(scope: AnalyticsScope, ids: readonly string[]) {
  const sorted = [...new Set(ids)].sort()
  return useQuery({
    queryKey: analyticsKeys.key(scope.chatbotId, 'processors', sorted),
    queryFn: async () => {
      const chunks = Array.from({ length: Math.ceil(sorted.length / processorsPerRequest) }, (_, i) =>
        sorted.slice(i * processorsPerRequest, (i + 1) * processorsPerRequest),
      )
      const answers = await Promise.all(
        chunks.map((chunk) => request('chatbot', processorsOperation, { ids: chunk })),
      )
      return new Map(answers.flatMap((a) => a.processors).map((p) => [p.id, p]))
    },
    enabled: sorted.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  })
}
