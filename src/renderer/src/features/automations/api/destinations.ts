import { useQuery } from '@tanstack/react-query'
import * as v from 'valibot'
import { chatbotGraphql } from '@shared/graphql/generated/chatbot'
import { graphqlOperation, request } from '../../../lib/graphql'
import { automationKeys } from '../scope'

/**
 * executeDestinationGetter(broadcastId) (spec 001 §7.4): whom a broadcast's saved target query, or a
 * follow-up's unanswered candidates, reach now. Asked for on demand (`enabled`), never polled.
 */
const targetSchema = v.object({ id: v.string(), name: v.string(), phoneNumber: v.string() })
export type BroadcastTarget = v.InferOutput<typeof targetSchema>

const destinationsDocument = chatbotGraphql(`
  query AutomationDestinations($broadcastId: ID!) {
    executeDestinationGetter(broadcastId: $broadcastId) { id name phoneNumber }
  }
`)
const destinationsOperation = graphqlOperation(
  'broadcast targets',
  destinationsDocument,
  v.object({ executeDestinationGetter: v.array(targetSchema) }),
)

export const useDestinations = (chatbotId: string, broadcastId: string, enabled: boolean) =>
  useQuery({
    queryKey: automationKeys.key(chatbotId, 'destinations', broadcastId),
    queryFn: async () =>
      (await request('chatbot', destinationsOperation, { broadcastId })).executeDestinationGetter,
    enabled,
    staleTime: 0,
    retry: false,
  })
