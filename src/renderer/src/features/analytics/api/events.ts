import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import * as v from 'valibot'
import { chatbotGraphql } from '@shared/graphql/generated/chatbot'
import { graphqlOperation, request } from '../../../lib/graphql'
import { analyticsKeys, type AnalyticsScope } from '../scope'

const eventSchema = v.object({
  id: v.string(),
  eventLabel: v.string(),
  eventAction: v.string(),
  systemName: v.string(),
})
export type AnalyticsEventData = v.InferOutput<typeof eventSchema>

const listOperation = graphqlOperation(
  'analytics events',
  chatbotGraphql(`
    query AnalyticsEvents {
      allAnalyticsEvents { id eventLabel eventAction systemName }
    }
  `),
  v.object({ allAnalyticsEvents: v.array(eventSchema) }),
)

export function eventsQuery(scope: AnalyticsScope) {
  return queryOptions({
    queryKey: analyticsKeys.key(scope.chatbotId, 'events'),
    queryFn: async () => (await request('chatbot', listOperation)).allAnalyticsEvents,
  })
}
export const useAnalyticsEvents = (scope: AnalyticsScope) => useQuery(eventsQuery(scope))

const fieldErrors = v.array(v.object({ field: v.string(), messages: v.array(v.string()) }))

const createOperation = graphqlOperation(
  'create analytics event',
  chatbotGraphql(`
    mutation CreateAnalyticsEvent($eventLabel: String!, $eventAction: String!, $systemName: String) {
      createAnalyticsEvent(eventLabel: $eventLabel, eventAction: $eventAction, systemName: $systemName) {
        ok
        errorMessage
        errors { field messages }
        analyticsEvent { id eventLabel eventAction systemName }
      }
    }
  `),
  v.object({
    createAnalyticsEvent: v.object({
      ok: v.boolean(),
      errorMessage: v.nullable(v.string()),
      errors: fieldErrors,
      analyticsEvent: v.nullable(eventSchema),
    }),
  }),
)

export function useCreateAnalyticsEvent(scope: AnalyticsScope) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async (input: { eventLabel: string; eventAction: string; systemName: string }) =>
      (await request('chatbot', createOperation, input)).createAnalyticsEvent,
    onSuccess: () => client.invalidateQueries({ queryKey: eventsQuery(scope).queryKey }),
  })
}

const deleteOperation = graphqlOperation(
  'delete analytics event',
  chatbotGraphql(`
    mutation DeleteAnalyticsEvent($id: ID!) {
      deleteAnalyticsEvent(id: $id) { ok errorMessage }
    }
  `),
  v.object({ deleteAnalyticsEvent: v.object({ ok: v.boolean(), errorMessage: v.nullable(v.string()) }) }),
)

export function useDeleteAnalyticsEvent(scope: AnalyticsScope) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async (id: string) =>
      (await request('chatbot', deleteOperation, { id })).deleteAnalyticsEvent,
    onSuccess: () => client.invalidateQueries({ queryKey: eventsQuery(scope).queryKey }),
  })
}

const updateOperation = graphqlOperation(
  'update analytics event',
  chatbotGraphql(`
    mutation UpdateAnalyticsEvent($id: ID!, $eventLabel: String!, $eventAction: String!, $systemName: String) {
      updateAnalyticsEvent(id: $id, eventLabel: $eventLabel, eventAction: $eventAction, systemName: $systemName) {
        ok
        errorMessage
        errors { field messages }
        analyticsEvent { id eventLabel eventAction systemName }
      }
    }
  `),
  v.object({
    updateAnalyticsEvent: v.object({
      ok: v.boolean(),
      errorMessage: v.nullable(v.string()),
      errors: fieldErrors,
      analyticsEvent: v.nullable(eventSchema),
    }),
  }),
)

export function useUpdateAnalyticsEvent(scope: AnalyticsScope) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async (input: { id: string; eventLabel: string; eventAction: string; systemName: string }) =>
      (await request('chatbot', updateOperation, input)).updateAnalyticsEvent,
    onSuccess: () => client.invalidateQueries({ queryKey: eventsQuery(scope).queryKey }),
  })
}
