import { useQuery } from '@tanstack/react-query'
import * as v from 'valibot'
import { templatesGraphql } from '@shared/graphql/generated/templates'
import { graphqlOperation, request } from '../../../lib/graphql'

/** State group templates from the templates service (spec 001 §7.1, fixed access key, added by main). */
const templatesDocument = templatesGraphql(`
  query BuilderQuestionTemplates {
    allTemplates {
      id
      name
      description
      icon
    }
  }
`)
const templatesOperation = graphqlOperation(
  'question templates',
  templatesDocument,
  v.object({
    allTemplates: v.array(
      v.object({ id: v.string(), name: v.string(), description: v.string(), icon: v.string() }),
    ),
  }),
)

export function useQuestionTemplates(enabled: boolean) {
  return useQuery({
    queryKey: ['builder-question-templates'],
    queryFn: async () => (await request('templates', templatesOperation)).allTemplates,
    enabled,
    staleTime: 5 * 60_000,
  })
}
