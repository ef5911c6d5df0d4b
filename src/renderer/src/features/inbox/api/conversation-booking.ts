import { queryOptions, useQuery } from '@tanstack/react-query'
import * as v from 'valibot'
import { chatbotGraphql } from '@shared/graphql/generated/chatbot'
import { graphqlOperation, request } from '../../../lib/graphql'
import { inboxKeys, type InboxScope } from '../scope'

/**
 * `conversationBooking(clientId)` (src/shared/graphql/chatbot/booking.ts): the appointments a conversation
 * booked, the slots the bot last offered in it, and why every other slot of those days was not offered.
 */
const bookingDocument = chatbotGraphql(`
  query ConversationBooking($clientId: ID!) {
    conversationBooking(clientId: $clientId) {
      appointments {
        id
        start
        end
        timeZone
        calendarUserName
        eventConfigurationName
        color
        locationType
        customLocation
      }
      offer {
        at
        eventConfigurationName
        language
        hiddenCalendarUsers
        slots {
          start
          end
          timeZone
          calendarUserId
          calendarUserName
          label
        }
        explanations {
          calendarUserId
          name
          timeZone
          blockedBy
          days {
            day
            offered {
              start
              end
            }
            removed {
              start
              end
              reason
            }
          }
        }
      }
    }
  }
`)

const span = { start: v.string(), end: v.string() }
const bookingOperation = graphqlOperation(
  'conversation booking',
  bookingDocument,
  v.object({
    conversationBooking: v.object({
      appointments: v.array(
        v.object({
          id: v.string(),
          ...span,
          timeZone: v.string(),
          calendarUserName: v.string(),
          eventConfigurationName: v.string(),
          color: v.string(),
          locationType: v.string(),
          customLocation: v.string(),
        }),
      ),
      offer: v.nullable(
        v.object({
          at: v.string(),
          eventConfigurationName: v.string(),
          language: v.string(),
          hiddenCalendarUsers: v.number(),
          slots: v.array(
            v.object({
              ...span,
              timeZone: v.string(),
              calendarUserId: v.string(),
              calendarUserName: v.string(),
              label: v.string(),
            }),
          ),
          explanations: v.array(
            v.object({
              calendarUserId: v.string(),
              name: v.string(),
              timeZone: v.string(),
              blockedBy: v.nullable(v.string()),
              days: v.array(
                v.object({
                  day: v.string(),
                  offered: v.array(v.object(span)),
                  removed: v.array(v.object({ ...span, reason: v.string() })),
                }),
              ),
            }),
          ),
        }),
      ),
    }),
  }),
)

export type ConversationBooking = v.InferOutput<typeof bookingOperation.reply>['conversationBooking']

export function conversationBookingQuery(scope: InboxScope, clientId: string) {
  return queryOptions({
    queryKey: inboxKeys.key(scope.chatbotId, 'conversation-booking', clientId),
    queryFn: async () => (await request('chatbot', bookingOperation, { clientId })).conversationBooking,
    staleTime: 15_000,
  })
}

export const useConversationBooking = (scope: InboxScope, clientId: string) =>
  useQuery(conversationBookingQuery(scope, clientId))
